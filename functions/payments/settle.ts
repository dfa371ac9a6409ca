/**
 * The one way an order gets paid or expires. The checkout callback, the webhook and the expiry job
 * all end here, so whichever arrives first wins and the others are no-ops:
 * `markOrderPaid` moves the order from `Pending Payment` to `Processing` together with the payment
 * record, the status history and both e-mails in one batch, guarded so that only the batch that
 * finds the order still pending can commit (lib/batch-guards.ts). The same batch issues the order's
 * tax invoice (functions/invoices/issue.ts), so a paid order always has its number and an order
 * that lost the race took none.
 */
import { and, eq, lt, or } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { EXTRA_REFUND_CLAIM_STALE_MS, type ExtraRefundState, isSettled } from "../../domain/payments.ts";
import type { Db } from "../db/client.ts";
import { extraPaymentRefunds, orderLines, orders, orderStatusHistory, payments } from "../db/schema.ts";
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
import { orderNote } from "../orders/history-note.ts";
import type { PaymentRow } from "../db/rows.ts";

export type PaymentSource = "checkout" | "webhook" | "expiry check";

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
  | "refund in progress"
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
  refunded: (paymentId: string, refundId: string | null) =>
    `Extra payment ${paymentId} refunded (${refundId ?? "it had all been refunded already"})`,
  refundRefused: (paymentId: string) =>
    `Extra payment ${paymentId} could not be refunded automatically; it will be refunded by hand`,
};

/**
 * Gives back a captured payment the order does not need, once. Its row in `extra_payment_refunds`
 * is claimed before Razorpay is asked, so of reports that arrive together only one asks and the
 * others answer by the row. The order's history notes the refund, or Razorpay's first refusal, and
 * then the admins are e-mailed the reason, to settle it in the Razorpay dashboard. A refusal is
 * not retried by answering the webhook with an error: Razorpay would only meet the same refusal
 * again. A later report of the payment tries again, and notes and e-mails nothing new if refused
 * again. Razorpay unavailable gives the claim back and is retried.
 */
async function refundExtraPayment(
  db: Db,
  env: Bindings,
  gateway: PaymentGateway,
  orderId: string,
  extra: ProviderPayment,
  onEmailsQueued: (ids: string[]) => void,
): Promise<SettleOutcome> {
  const claim = await claimExtraRefund(db, extra.id, orderId, Date.now());
  if (!claim.claimed) return OUTCOME_OF_CLAIMED_ELSEWHERE[claim.state];
  let refundId: string | null;
  try {
    ({ refundId } = await refundWhatIsLeft(gateway, extra.id, extra.amountPaise, {
      reason: "Order already paid or closed",
    }));
  } catch (error) {
    if (error instanceof RazorpayError && error.unavailable) {
      await giveBackExtraRefundClaim(db, extra.id, claim.refusedAt);
      throw error;
    }
    console.error(`Refund of extra payment ${extra.id} for order ${orderId} refused`, error);
    const now = Date.now();
    const refused = db
      .update(extraPaymentRefunds)
      .set({ state: "refused", refusedAt: claim.refusedAt ?? now, updatedAt: now })
      .where(eq(extraPaymentRefunds.providerPaymentId, extra.id));
    if (claim.refusedAt !== null) {
      await refused;
      return "refund refused";
    }
    const order = await orderAfterTheAnswer(db, orderId);
    const reason = refundFailureReason(error);
    const emails = (await activeAdminEmails(db)).map((admin) =>
      extraPaymentRefusedAdminEmail(order, extra, reason, admin, siteUrl(env)),
    );
    const emailIds = emails.map(() => newId());
    await db.batch([
      refused,
      orderNote(db, order, extraPaymentNotes.refundRefused(extra.id)),
      ...emails.map((email, index) => queueEmail(db, email, emailIds[index])),
    ]);
    if (emailIds.length > 0) onEmailsQueued(emailIds);
    return "refund refused";
  }
  const order = await orderAfterTheAnswer(db, orderId);
  await db.batch([
    db
      .update(extraPaymentRefunds)
      .set({ state: "refunded", updatedAt: Date.now() })
      .where(eq(extraPaymentRefunds.providerPaymentId, extra.id)),
    orderNote(db, order, extraPaymentNotes.refunded(extra.id, refundId)),
  ]);
  return "refunded";
}

const OUTCOME_OF_CLAIMED_ELSEWHERE = {
  asking: "refund in progress",
  refunded: "refunded",
  refused: "refund refused",
} as const satisfies Record<ExtraRefundState, SettleOutcome>;

/**
 * Claims the refund of `providerPaymentId` for this report: a new row, a refused one (to try
 * again) or an abandoned `asking` one. Otherwise another report holds it, or it was refunded: the
 * row's state says which.
 */
async function claimExtraRefund(
  db: Db,
  providerPaymentId: string,
  orderId: string,
  now: number,
): Promise<{ claimed: true; refusedAt: number | null } | { claimed: false; state: ExtraRefundState }> {
  const claimed = await db
    .insert(extraPaymentRefunds)
    .values({ providerPaymentId, orderId, state: "asking", createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: extraPaymentRefunds.providerPaymentId,
      set: { state: "asking", updatedAt: now },
      setWhere: or(
        eq(extraPaymentRefunds.state, "refused"),
        and(
          eq(extraPaymentRefunds.state, "asking"),
          lt(extraPaymentRefunds.updatedAt, now - EXTRA_REFUND_CLAIM_STALE_MS),
        ),
      ),
    })
    .returning({ refusedAt: extraPaymentRefunds.refusedAt })
    .get();
  if (claimed) return { claimed: true, refusedAt: claimed.refusedAt };
  const held = await db
    .select({ state: extraPaymentRefunds.state })
    .from(extraPaymentRefunds)
    .where(eq(extraPaymentRefunds.providerPaymentId, providerPaymentId))
    .get();
  return { claimed: false, state: held?.state ?? "asking" };
}

/** Razorpay could not be asked: the claim goes back to what it was, for the retried report. */
async function giveBackExtraRefundClaim(db: Db, providerPaymentId: string, refusedAt: number | null) {
  const row = eq(extraPaymentRefunds.providerPaymentId, providerPaymentId);
  await (refusedAt === null
    ? db.delete(extraPaymentRefunds).where(row)
    : db.update(extraPaymentRefunds).set({ state: "refused", updatedAt: Date.now() }).where(row));
}

/**
 * The order as it is once Razorpay has answered, which may be later than when the refund was
 * asked for: its note stands at that status.
 */
async function orderAfterTheAnswer(db: Db, orderId: string) {
  return (await db.select().from(orders).where(eq(orders.id, orderId)).get())!;
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
