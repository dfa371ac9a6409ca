/**
 * The one way an order gets paid or expires. The checkout callback, the webhook and the expiry job
 * all end here, so whichever arrives first wins and the others are no-ops:
 * `markOrderPaid` moves the order from `Pending Payment` to `Processing` together with the payment
 * record, the status history and both e-mails in one batch, guarded so that only the batch that
 * finds the order still pending can commit (lib/batch-guards.ts). The same batch issues the order's
 * tax invoice (functions/invoices/issue.ts), so a paid order always has its number and an order
 * that lost the race took none.
 */
import { and, eq, like } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { isSettled } from "../../domain/payments.ts";
import type { Db } from "../db/client.ts";
import { orderLines, orders, orderStatusHistory, payments } from "../db/schema.ts";
import type { Bindings } from "../env.ts";
import { GUARDS, runBatch, totalUnlessStatusIsNot, violated } from "../lib/batch-guards.ts";
import { issueInvoice, saleNote } from "../invoices/issue.ts";
import { siteUrl } from "../lib/config.ts";
import { activeAdminEmails } from "../lib/admin-recipients.ts";
import { newId } from "../lib/ids.ts";
import { queueEmail } from "../lib/outbox.ts";
import { RazorpayError, type ProviderPayment } from "../lib/razorpay.ts";
import { closeUnpaidOrder } from "../orders/close-unpaid.ts";
import { extraPaymentRefusedAdminEmail, newOrderAdminEmail, paymentConfirmationEmail } from "./emails.ts";
import type { PaymentGateway } from "./gateway.ts";
import { refundFailureReason, refundWhatIsLeft } from "./refunds.ts";

export type PaymentSource = "checkout" | "webhook" | "expiry check";

type PaymentRow = typeof payments.$inferSelect;

/**
 * Returns the ids of the e-mails it queued when this call paid the order (so the caller can send
 * them right away; the cron retries them otherwise), or null when the order was not (or no longer)
 * pending.
 */
export async function markOrderPaid(
  db: Db,
  env: Bindings,
  payment: PaymentRow,
  providerPaymentId: string,
  source: PaymentSource,
): Promise<string[] | null> {
  const order = await db.select().from(orders).where(eq(orders.id, payment.orderId)).get();
  if (order?.status !== "Pending Payment") return null;
  const [lines, admins] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, order.id)),
    activeAdminEmails(db),
  ]);
  const now = Date.now();
  const site = siteUrl(env);
  const emails = [
    paymentConfirmationEmail(order, lines, site),
    ...admins.map((admin) => newOrderAdminEmail(order, lines, admin, site)),
  ];
  const emailIds = emails.map(() => newId());
  const invoice = issueInvoice(db, order, lines, now);
  if ("problem" in invoice) console.error(`Order ${order.id} paid without a tax invoice: ${invoice.problem}`);
  const statements: BatchItem<"sqlite">[] = [
    db
      .update(orders)
      .set({
        status: "Processing",
        paidAt: now,
        updatedAt: now,
        totalPaise: totalUnlessStatusIsNot("Pending Payment"),
      })
      .where(eq(orders.id, order.id)),
    ...("statement" in invoice ? [invoice.statement] : []),
    db
      .update(payments)
      .set({ status: "captured", providerPaymentId, updatedAt: now })
      .where(eq(payments.id, payment.id)),
    db.insert(orderStatusHistory).values({
      id: newId(),
      orderId: order.id,
      status: "Processing",
      note: saleNote(`Payment ${providerPaymentId} received (${source})`, invoice),
      createdAt: now,
    }),
    ...emails.map((email, index) => queueEmail(db, email, emailIds[index])),
  ];
  try {
    await runBatch(db, statements);
    return emailIds;
  } catch (error) {
    if (violated(error, GUARDS.orderState)) return null;
    throw error;
  }
}

export type SettleOutcome =
  | "paid"
  | "already paid"
  | "already refunded"
  | "not pending"
  | "refunded"
  | "refund refused"
  | "not captured"
  | "mismatch"
  | "unknown order";

/**
 * A payment the provider reports for one of our orders. Captured (or authorised, then captured
 * here) for exactly the order's amount → the order is paid. Reports of the payment the order
 * already holds (replays, a `payment.authorized` arriving after the auto-capture, a capture event
 * after an admin refunded it) change nothing. An authorised payment for an order that no longer
 * awaits payment is left uncaptured: Razorpay releases it to the customer by itself, whereas
 * capturing and refunding it would cost a fee. A captured payment that arrives for an order
 * already paid by another payment, or closed meanwhile, is refunded: the customer must never pay
 * for nothing.
 */
export async function settleProviderPayment(
  db: Db,
  env: Bindings,
  gateway: PaymentGateway,
  reported: ProviderPayment,
  source: PaymentSource,
  onEmailsQueued: (ids: string[]) => void = () => {},
): Promise<SettleOutcome> {
  if (!reported.orderId) return "unknown order";
  const payment = await db
    .select()
    .from(payments)
    .where(eq(payments.providerOrderId, reported.orderId))
    .get();
  if (!payment) return "unknown order";
  if (reported.currency !== "INR" || reported.amountPaise !== payment.amountPaise) {
    console.error(
      `Payment ${reported.id} for ${reported.orderId}: ${reported.amountPaise} ${reported.currency}, expected ${payment.amountPaise} INR`,
    );
    return "mismatch";
  }
  const alreadyHeld = heldOutcome(payment, reported.id);
  if (alreadyHeld) return alreadyHeld;

  let settled = reported;
  if (settled.status === "authorized") {
    const order = await db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, payment.orderId))
      .get();
    if (order?.status !== "Pending Payment") return "not pending";
    settled = await captureOrRead(gateway, settled.id, payment.amountPaise);
  }
  if (settled.status !== "captured") return "not captured";

  const queued = await markOrderPaid(db, env, payment, settled.id, source);
  if (queued) {
    onEmailsQueued(queued);
    return "paid";
  }
  // Another path may have paid the order with this very payment meanwhile.
  const current = await db.select().from(payments).where(eq(payments.id, payment.id)).get();
  return (
    (current && heldOutcome(current, settled.id)) ||
    refundExtraPayment(db, env, gateway, payment.orderId, settled, onEmailsQueued)
  );
}

/** When the order's payment row already holds `providerPaymentId`, what that report amounts to. */
function heldOutcome(payment: PaymentRow, providerPaymentId: string): SettleOutcome | null {
  if (payment.providerPaymentId !== providerPaymentId || !isSettled(payment.status)) return null;
  return payment.status === "captured" ? "already paid" : "already refunded";
}

/**
 * Captures an authorised payment. Razorpay refuses (a 4xx) when it was captured meanwhile
 * (auto-capture, or our other path): then its actual state, asked afresh, is what counts. Razorpay
 * unreachable or failing (no answer, a 5xx) is left to the caller: try again later.
 */
async function captureOrRead(
  gateway: PaymentGateway,
  providerPaymentId: string,
  amountPaise: number,
): Promise<ProviderPayment> {
  try {
    return await gateway.capturePayment(providerPaymentId, amountPaise);
  } catch (error) {
    if (!(error instanceof RazorpayError) || error.unavailable) throw error;
    return gateway.fetchPayment(providerPaymentId);
  }
}

/**
 * The order's history notes of an extra payment. The history is the customer's too (their order's
 * API), so a refusal is noted in words for both; the admins' e-mail says why and what to do.
 */
const extraPaymentNotes = {
  /** Followed by the refund's id in brackets. */
  refunded: (paymentId: string) => `Extra payment ${paymentId} refunded`,
  refundRefused: (paymentId: string) =>
    `Extra payment ${paymentId} could not be refunded automatically; it will be refunded by hand`,
};

/**
 * Gives back a captured payment the order does not need, once: the order's history records the
 * refund (a repeat report finds it there), or Razorpay's refusal, which the admins are e-mailed to
 * settle in the Razorpay dashboard. A refusal is not retried by answering the webhook with an
 * error: Razorpay would only meet the same refusal again. Razorpay unavailable is. A later report
 * of the same payment tries the refund again, and records and e-mails a repeated refusal only once.
 */
async function refundExtraPayment(
  db: Db,
  env: Bindings,
  gateway: PaymentGateway,
  orderId: string,
  extra: ProviderPayment,
  onEmailsQueued: (ids: string[]) => void,
): Promise<SettleOutcome> {
  const notedBefore = await db
    .select({ note: orderStatusHistory.note })
    .from(orderStatusHistory)
    .where(
      and(
        eq(orderStatusHistory.orderId, orderId),
        like(orderStatusHistory.note, `Extra payment ${extra.id} %`),
      ),
    );
  const refundedNote = extraPaymentNotes.refunded(extra.id);
  if (notedBefore.some(({ note }) => note.startsWith(refundedNote))) return "refunded";
  const refusedNote = extraPaymentNotes.refundRefused(extra.id);
  let note: string;
  let refusal: string | null = null;
  try {
    const { refundId } = await refundWhatIsLeft(gateway, extra.id, extra.amountPaise, {
      reason: "Order already paid or closed",
    });
    note = `${refundedNote} (${refundId ?? "it had all been refunded already"})`;
  } catch (error) {
    if (error instanceof RazorpayError && error.unavailable) throw error;
    console.error(`Refund of extra payment ${extra.id} for order ${orderId} refused`, error);
    if (notedBefore.some((entry) => entry.note === refusedNote)) return "refund refused";
    [note, refusal] = [refusedNote, refundFailureReason(error)];
  }
  // The note stands at the status the order has once Razorpay has answered, which may be later
  // than when the refund was asked for.
  const order = (await db.select().from(orders).where(eq(orders.id, orderId)).get())!;
  const emails =
    refusal === null
      ? []
      : (await activeAdminEmails(db)).map((admin) =>
          extraPaymentRefusedAdminEmail(order, extra, refusal, admin, siteUrl(env)),
        );
  const emailIds = emails.map(() => newId());
  await db.batch([
    db.insert(orderStatusHistory).values({ id: newId(), orderId, status: order.status, kind: "note", note }),
    ...emails.map((email, index) => queueEmail(db, email, emailIds[index])),
  ]);
  if (emailIds.length > 0) onEmailsQueued(emailIds);
  return refusal === null ? "refunded" : "refund refused";
}

/**
 * Gives up on an unpaid order: `Payment Failed`, its stock and coupon use returned, all at once
 * and only if it is still pending (a payment that won the race keeps it).
 */
export async function expireOrder(db: Db, orderId: string): Promise<boolean> {
  const order = await db.select().from(orders).where(eq(orders.id, orderId)).get();
  if (order?.status !== "Pending Payment") return false;
  return closeUnpaidOrder(
    db,
    { ...order, status: order.status },
    {
      to: "Payment Failed",
      note: "Not paid in time; the reserved stock was released",
      changedBy: null,
    },
  );
}
