/**
 * "Record refund" (decision 058): a delivered cash-on-delivery order's refund, for goods returned or
 * damaged, is paid outside the shop (UPI or bank transfer to the account the customer gives: the
 * refund policy), since no payment of it went through Razorpay. The admin records it once paid: a
 * credit note for the amount on the order's tax invoice (CGST Act section 34), a note on the order's
 * history, the audit entry and the customer's e-mail, in one batch or not at all. The transfer's
 * reference is kept on the credit note as its refund id, so the same transfer cannot be recorded
 * twice (a double click, two admins).
 */
import { adminMessages } from "../../../domain/admin-messages.ts";
import type { OutsideRefundInput } from "../../../domain/admin-schemas.ts";
import { formatINR, rupeesToPaise } from "../../../domain/money.ts";
import type { Db } from "../../db/client.ts";
import {
  CREDIT_NOTES_CHANGED_GUARD,
  findCreditNotes,
  findInvoice,
  issueCreditNote,
  leftToCredit,
} from "../../invoices/issue.ts";
import type { SessionUser } from "../../lib/auth.ts";
import { auditEntry } from "../../lib/audit.ts";
import { isUniqueViolation, runBatch, violated } from "../../lib/batch-guards.ts";
import { badRequest, conflict } from "../../lib/errors.ts";
import { newId } from "../../lib/ids.ts";
import { queueEmail } from "../../lib/outbox.ts";
import { orderNote } from "../../orders/history-note.ts";
import { outsideRefundEmail } from "../../payments/emails.ts";
import { findOrderRow } from "./queries.ts";

/** The credit note's refund id: the transfer's reference, marked as paid outside Razorpay. */
const refundIdOf = (reference: string) => `outside:${reference}`;

export async function recordOutsideRefund(
  db: Db,
  admin: SessionUser,
  orderId: string,
  input: OutsideRefundInput,
  siteUrl: string,
): Promise<{ creditNote: string; amountPaise: number; emailIds: string[] }> {
  const order = await findOrderRow(db, orderId);
  if (order.paymentMethod !== "cod") throw conflict(adminMessages.codRefundOnlyCod);
  if (order.status !== "Delivered") throw conflict(adminMessages.codRefundNotDelivered(order.status));
  const [invoice, earlierNotes] = await Promise.all([
    findInvoice(db, order.id),
    findCreditNotes(db, order.id),
  ]);
  if (!invoice) throw conflict(adminMessages.codRefundNoInvoice);
  const left = leftToCredit(invoice, earlierNotes);
  const amountPaise = rupeesToPaise(input.amount);
  if (amountPaise > left) throw badRequest(adminMessages.codRefundTooMuch(formatINR(left)));

  const now = Date.now();
  const creditNote = issueCreditNote(db, invoice, earlierNotes, {
    reason: `Refund ${input.reference} paid outside the shop: ${input.reason}`,
    issuedAtMs: now,
    amountPaise,
    providerRefundId: refundIdOf(input.reference),
  });
  if (!creditNote) throw badRequest(adminMessages.codRefundTooMuch(formatINR(0)));
  const emailId = newId();
  try {
    await runBatch(db, [
      creditNote,
      orderNote(
        db,
        order,
        `Refund ${input.reference} of ${formatINR(amountPaise)} paid by UPI or bank transfer: ${input.reason}`,
        now,
      ),
      auditEntry(db, {
        adminId: admin.id,
        action: "order.outside_refund",
        entity: "order",
        entityId: order.id,
        after: { amount: input.amount, reference: input.reference, reason: input.reason },
      }),
      queueEmail(db, outsideRefundEmail(order, amountPaise, input.reference, siteUrl), emailId),
    ]);
  } catch (error) {
    if (isUniqueViolation(error, "credit_notes.provider_refund_id"))
      throw conflict(adminMessages.codRefundReferenceUsed(input.reference));
    if (violated(error, CREDIT_NOTES_CHANGED_GUARD)) throw conflict(adminMessages.codRefundRaced);
    throw error;
  }
  const issued = (await findCreditNotes(db, order.id)).at(-1)!;
  return { creditNote: issued.number, amountPaise, emailIds: [emailId] };
}
