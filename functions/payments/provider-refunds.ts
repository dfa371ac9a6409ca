/**
 * `refund.processed` webhooks: what Razorpay says it refunded, recorded on the order, and credited
 * on the order's tax invoice.
 */
import { and, eq, like } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { formatINR } from "../../domain/money.ts";
import type { Db } from "../db/client.ts";
import { orders, orderStatusHistory, payments } from "../db/schema.ts";
import type { Bindings } from "../env.ts";
import {
  CREDIT_NOTES_CHANGED_GUARD,
  findCreditNotes,
  findInvoice,
  issueCreditNote,
} from "../invoices/issue.ts";
import { GUARDS, isUniqueViolation, runBatch, violated } from "../lib/batch-guards.ts";
import { siteUrl } from "../lib/config.ts";
import { newId } from "../lib/ids.ts";
import { queueEmail } from "../lib/outbox.ts";
import type { ProviderPayment, ProviderRefund } from "../lib/razorpay.ts";
import { refundSentEmail } from "./emails.ts";
import { recordRefundDone } from "./refunds.ts";
import { orderNote } from "../orders/history-note.ts";

/**
 * A refund Razorpay processed: the shop's own (an admin cancelled) or one made in the Razorpay
 * dashboard. It is noted in the order's history, where admins see it, once per refund id; the
 * payment counts as refunded only when the whole amount went back. The order's status is left to
 * the admins: a partial refund (a damaged sachet, a goodwill gesture) does not end an order.
 * An invoiced order gets a credit note for the amount refunded (CGST Act section 34), in the batch
 * that notes the refund; a cancellation already credited everything, so its refund adds none.
 * A refund the shop claimed but had not recorded (still pending, or failed and since made from the
 * dashboard) is settled here, and the customer told; returns the ids of the e-mails queued.
 */
export async function recordProviderRefund(
  db: Db,
  env: Bindings,
  refund: ProviderRefund,
  paymentNow: ProviderPayment | null,
): Promise<string[]> {
  try {
    return await recordOnce(db, env, refund, paymentNow);
  } catch (error) {
    // Another delivery of this refund, or another credit note on the invoice (a cancellation),
    // committed between our reads and our batch, which rolled back: read again and decide anew.
    const raced =
      violated(error, CREDIT_NOTES_CHANGED_GUARD) ||
      isUniqueViolation(error, "credit_notes.provider_refund_id");
    if (!raced) throw error;
    return recordOnce(db, env, refund, paymentNow);
  }
}

/** The credit note for a refund not yet noted on an invoiced order, as a statement list. */
async function refundCreditNote(db: Db, orderId: string, refund: ProviderRefund, now: number) {
  const invoice = await findInvoice(db, orderId);
  if (!invoice) return [];
  const note = issueCreditNote(db, invoice, await findCreditNotes(db, orderId), {
    reason: `Refund ${refund.id} made through Razorpay`,
    issuedAtMs: now,
    amountPaise: refund.amountPaise,
    providerRefundId: refund.id,
  });
  return note ? [note] : [];
}

async function recordOnce(
  db: Db,
  env: Bindings,
  refund: ProviderRefund,
  paymentNow: ProviderPayment | null,
): Promise<string[]> {
  const payment = await db
    .select()
    .from(payments)
    .where(eq(payments.providerPaymentId, refund.paymentId))
    .get();
  if (!payment) return [];
  const order = await db.select().from(orders).where(eq(orders.id, payment.orderId)).get();
  if (!order) return [];
  const notePrefix = `Refund ${refund.id} `;
  const noted = await db
    .select({ id: orderStatusHistory.id })
    .from(orderStatusHistory)
    .where(
      and(eq(orderStatusHistory.orderId, payment.orderId), like(orderStatusHistory.note, `${notePrefix}%`)),
    )
    .get();
  const now = Date.now();
  // The payment in the event says what has gone back in all (earlier partial refunds included).
  const refundedInAll =
    paymentNow?.id === refund.paymentId
      ? Math.max(paymentNow.amountRefundedPaise, refund.amountPaise)
      : refund.amountPaise;
  const whole = refundedInAll >= payment.amountPaise;
  const note = noted
    ? []
    : [
        orderNote(
          db,
          { id: payment.orderId, status: order.status },
          `${notePrefix}of ${formatINR(refund.amountPaise)} processed by Razorpay${whole ? "" : ` (part of ${formatINR(payment.amountPaise)})`}`,
          now,
        ),
        ...(await refundCreditNote(db, order.id, refund, now)),
      ];

  if (whole && (payment.status === "refund_pending" || payment.status === "refund_failed")) {
    const emailId = newId();
    try {
      await runBatch(db, [
        ...recordRefundDone(db, payment, refund.id, ["refund_pending", "refund_failed"], now),
        ...note,
        queueEmail(db, refundSentEmail(order, payment.amountPaise, siteUrl(env)), emailId),
      ]);
      return [emailId];
    } catch (error) {
      // The admin's own request recorded it first (and told the customer): only the note is left.
      if (!violated(error, GUARDS.orderState)) throw error;
    }
  }
  const statements: BatchItem<"sqlite">[] = [
    ...(whole && payment.status === "captured"
      ? [
          db
            .update(payments)
            .set({ status: "refunded", refundId: refund.id, updatedAt: now })
            .where(eq(payments.id, payment.id)),
        ]
      : []),
    ...note,
  ];
  if (statements.length > 0) await runBatch(db, statements);
  return [];
}
