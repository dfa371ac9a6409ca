/**
 * A customer confirms their cash-on-delivery order with the code sent to the delivery mobile
 * (POST /api/user/orders/{id}/confirm-cod). Each try is claimed in D1 before the code is compared
 * (an atomic increment that stops at COD_MAX_CODE_ATTEMPTS), so parallel guesses cannot get more
 * tries than that; the last wrong one cancels the order and gives its stock back. The right code
 * moves the order to Processing in one batch guarded on its status: against a second confirmation,
 * the customer's cancel and the expiry sweep, exactly one applies.
 */
import { and, eq, lt, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { COD_MAX_CODE_ATTEMPTS, COD_PENDING_STATUS, codConfirmationDeadline } from "../../../domain/cod.ts";
import { codMessages } from "../../../domain/cod-messages.ts";
import { shortOrderId } from "../../../domain/orders.ts";
import type { Db } from "../../db/client.ts";
import { orderLines, orders, orderStatusHistory } from "../../db/schema.ts";
import { activeAdminEmails } from "../../lib/admin-recipients.ts";
import { GUARDS, runBatch, totalUnlessStatusIsNot, violated } from "../../lib/batch-guards.ts";
import { codConfirmationCode } from "../../lib/confirmation-codes.ts";
import { badRequest, conflict } from "../../lib/errors.ts";
import { newId } from "../../lib/ids.ts";
import { type OutgoingEmail, queueEmail } from "../../lib/outbox.ts";
import { constantTimeEqualText } from "../../lib/razorpay.ts";
import { closeUnpaidOrder } from "../close-unpaid.ts";
import { findOwnOrder } from "../own-order.ts";
import { getOwnOrderDetail } from "../service.ts";
import { issueInvoice, saleNote } from "../../invoices/issue.ts";
import { codConfirmedAdminEmail, codConfirmedEmail } from "./emails.ts";
import type { OrderRow } from "../../db/rows.ts";

export type CodConfirmationContext = { secret: () => Uint8Array; siteUrl: string; now?: number };

/** The order confirmed, and the e-mails queued (to send once answered). Refusals throw. */
export async function confirmCodOrder(
  db: Db,
  customerId: string,
  orderId: string,
  code: string,
  context: CodConfirmationContext,
) {
  const now = context.now ?? Date.now();
  const order = await findOwnOrder(db, customerId, orderId);
  if (order.status !== COD_PENDING_STATUS) throw conflict(codMessages.notAwaitingConfirmation(order.status));
  if (now >= codConfirmationDeadline(order.createdAt)) {
    await cancelUnconfirmed(db, order, "Not confirmed in time; the reserved stock was released");
    throw conflict(codMessages.confirmationExpired);
  }

  const claimed = await db
    .update(orders)
    .set({ codCodeAttempts: sql`${orders.codCodeAttempts} + 1` })
    .where(
      and(
        eq(orders.id, order.id),
        eq(orders.status, COD_PENDING_STATUS),
        lt(orders.codCodeAttempts, COD_MAX_CODE_ATTEMPTS),
      ),
    )
    .returning({ attempts: orders.codCodeAttempts })
    .get();
  if (!claimed) return refuseUnclaimed(db, order);

  const expected = await codConfirmationCode(context.secret(), order.id);
  if (!constantTimeEqualText(code, expected)) {
    const left = COD_MAX_CODE_ATTEMPTS - claimed.attempts;
    if (left > 0) throw badRequest(codMessages.codeWrong(left));
    await cancelUnconfirmed(db, order, `Cancelled after ${COD_MAX_CODE_ATTEMPTS} wrong confirmation codes`);
    throw conflict(codMessages.tooManyWrongCodes);
  }
  // The sale's moment is read again just before its batch, as a payment's is (functions/payments/settle.ts):
  // the invoice numbered there must not carry an earlier time than one numbered while the code was checked.
  const emailIds = await markConfirmed(db, order, context.siteUrl, context.now ?? Date.now());
  return { order: await getOwnOrderDetail(db, customerId, order.id), emailIds };
}

/** No try left to claim: the order moved on meanwhile, or its tries ran out (then it is closed). */
async function refuseUnclaimed(db: Db, order: OrderRow): Promise<never> {
  const now = await db.select().from(orders).where(eq(orders.id, order.id)).get();
  if (now?.status !== COD_PENDING_STATUS)
    throw conflict(codMessages.notAwaitingConfirmation(now?.status ?? ""));
  await cancelUnconfirmed(db, now, `Cancelled after ${COD_MAX_CODE_ATTEMPTS} wrong confirmation codes`);
  throw conflict(codMessages.tooManyWrongCodes);
}

/**
 * Cancels an unconfirmed COD order, giving back its stock and coupon use (if still unconfirmed);
 * `email` tells the customer, when they are not on the page to read why.
 */
export function cancelUnconfirmed(
  db: Db,
  order: OrderRow,
  note: string,
  email?: OutgoingEmail,
): Promise<boolean> {
  return closeUnpaidOrder(
    db,
    { ...order, status: COD_PENDING_STATUS },
    { to: "Cancelled", note, changedBy: null, email },
  );
}

async function markConfirmed(db: Db, order: OrderRow, siteUrl: string, now: number): Promise<string[]> {
  const [lines, admins] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, order.id)),
    activeAdminEmails(db),
  ]);
  const confirmed = { ...order, status: "Processing" as const };
  const emails = [
    codConfirmedEmail(confirmed, lines, siteUrl),
    ...admins.map((admin) => codConfirmedAdminEmail(confirmed, lines, admin, siteUrl)),
  ];
  const emailIds = emails.map(() => newId());
  // A confirmed COD order is a sale like a paid one: its tax invoice is numbered in this batch,
  // after the guarded update, so a confirmation that loses a race takes no number (decision 020).
  const invoice = issueInvoice(db, order, lines, now);
  if ("problem" in invoice)
    console.error(`COD order ${order.id} confirmed without a tax invoice: ${invoice.problem}`);
  const statements: BatchItem<"sqlite">[] = [
    db
      .update(orders)
      .set({ status: "Processing", updatedAt: now, totalPaise: totalUnlessStatusIsNot(COD_PENDING_STATUS) })
      .where(eq(orders.id, order.id)),
    ...("statement" in invoice ? [invoice.statement] : []),
    db.insert(orderStatusHistory).values({
      id: newId(),
      orderId: order.id,
      status: "Processing",
      note: saleNote("Cash on delivery confirmed by the customer's code", invoice),
      changedBy: order.userId,
      createdAt: now,
    }),
    ...emails.map((email, i) => queueEmail(db, email, emailIds[i])),
  ];
  try {
    await runBatch(db, statements);
  } catch (error) {
    if (!violated(error, GUARDS.orderState)) throw error;
    // Confirmed, cancelled or expired by a request that got there first: say what it is now.
    const current = await db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, order.id))
      .get();
    throw conflict(codMessages.notAwaitingConfirmation(current?.status ?? ""));
  }
  return emailIds;
}

/** The SMS text of an order's code (the code itself is derived, never stored). */
export async function codCodeSms(secret: Uint8Array, order: { id: string; shipMobile: string }) {
  const code = await codConfirmationCode(secret, order.id);
  return { to: order.shipMobile, text: codMessages.smsText(shortOrderId(order.id), code) };
}
