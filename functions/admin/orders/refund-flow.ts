/**
 * An admin's refund, in three steps, so that money never moves for a change that did not happen
 * and no change is left half-done:
 * 1. claim: the batch that cancels the order marks its payment `refund_pending` (./status.ts); a
 *    retry claims it back from `refund_failed` (or from a pending claim abandoned half-way);
 * 2. ask the gateway (./refunds.ts), outside any batch, as a remote call must be;
 * 3. record what it said, with the audit entry and the customer's e-mail: `refunded` with the
 *    refund id, or `refund_failed` with the gateway's reason, for an admin to retry. Guarded on the
 *    payment still being `refund_pending`: a `refund.processed` webhook may have recorded it first.
 */
import { eq } from "drizzle-orm";
import { adminMessages } from "../../../domain/admin-messages.ts";
import { paiseToRupees } from "../../../domain/money.ts";
import { canRetryRefund } from "../../../domain/payments.ts";
import type { Db } from "../../db/client.ts";
import { payments } from "../../db/schema.ts";
import type { SessionUser } from "../../lib/auth.ts";
import { auditEntry } from "../../lib/audit.ts";
import { GUARDS, runBatch, violated } from "../../lib/batch-guards.ts";
import { conflict } from "../../lib/errors.ts";
import { newId } from "../../lib/ids.ts";
import { queueEmail, type OutgoingEmail } from "../../lib/outbox.ts";
import { refundSentEmail } from "../../payments/emails.ts";
import {
  claimRefundRetry,
  recordRefundDone,
  recordRefundFailed,
  refundFailureReason,
} from "../../payments/refunds.ts";
import { orderStatusEmail } from "./emails.ts";
import { findOrderRow } from "./queries.ts";
import type { Refunder } from "./refunds.ts";
import type { OrderRow, PaymentRow } from "../../db/rows.ts";

export type ClaimedRefund = {
  admin: SessionUser;
  order: OrderRow;
  /** The payment as it was read before the claim. */
  payment: PaymentRow & { providerPaymentId: string };
  siteUrl: string;
  /** A cancel tells the customer of the cancellation and the money; a retry only of the money. */
  after: { cancelledWithNote: string } | "retry";
};

/** `failure` is the gateway's reason when the refund did not go through (it is recorded for a retry). */
export type RefundOutcome = { emailIds: string[]; failure: string | null };

/** Steps 2 and 3 for a refund whose claim has committed. */
export async function finishClaimedRefund(
  db: Db,
  refund: Refunder,
  claimed: ClaimedRefund,
): Promise<RefundOutcome> {
  const { admin, order, payment } = claimed;
  let refundId: string | null = null;
  // What the customer gets back: what is left of the payment after any refunds made in Razorpay's
  // dashboard. Unknown when the gateway failed: the whole payment, which is what is normally left.
  let refundedPaise = payment.amountPaise;
  let failure: string | null = null;
  try {
    const refunded = await refund({
      provider: payment.provider,
      providerPaymentId: payment.providerPaymentId,
      amountPaise: payment.amountPaise,
      orderId: order.id,
    });
    refundId = refunded.refundId;
    // Nothing left (it had all gone back from the dashboard): the customer has the whole payment back.
    if (refunded.amountPaise > 0) refundedPaise = refunded.amountPaise;
  } catch (error) {
    console.error("Refund failed", order.id, error);
    failure = refundFailureReason(error);
  }

  const now = Date.now();
  const amount = paiseToRupees(refundedPaise);
  const audit = auditEntry(db, {
    adminId: admin.id,
    action: failure === null ? "order.refund" : "order.refund_failed",
    entity: "order",
    entityId: order.id,
    before: { paymentStatus: payment.status, amount },
    after:
      failure === null
        ? { paymentStatus: "refunded", refundId, amount }
        : { paymentStatus: "refund_failed", error: failure, amount },
  });
  const email = customerEmail(claimed, failure === null, refundedPaise);
  const emailIds = email ? [newId()] : [];
  const recorded =
    failure === null
      ? recordRefundDone(db, payment, refundId, ["refund_pending"], now)
      : recordRefundFailed(db, payment, failure, now);
  try {
    await runBatch(db, [...recorded, audit, ...(email ? [queueEmail(db, email, emailIds[0])] : [])]);
    return { emailIds, failure };
  } catch (error) {
    if (!violated(error, GUARDS.orderState)) throw error;
    // A `refund.processed` webhook recorded the refund (and told the customer) first. What the
    // admin did still belongs in the audit log.
    await audit.run();
    const current = await db
      .select({ status: payments.status })
      .from(payments)
      .where(eq(payments.id, payment.id))
      .get();
    return { emailIds: [], failure: current?.status === "refunded" ? null : failure };
  }
}

function customerEmail(claimed: ClaimedRefund, refunded: boolean, amountPaise: number): OutgoingEmail | null {
  const { order, siteUrl, after } = claimed;
  if (after === "retry") return refunded ? refundSentEmail(order, amountPaise, siteUrl) : null;
  return orderStatusEmail(order, "Cancelled", after.cancelledWithNote, siteUrl, { amountPaise, refunded });
}

export type RetryOutcome = RefundOutcome & { alreadyRefunded: boolean };

/** "Retry refund" on a cancelled order whose refund failed (or was abandoned half-way). */
export async function retryRefund(
  db: Db,
  refund: Refunder,
  admin: SessionUser,
  orderId: string,
  siteUrl: string,
): Promise<RetryOutcome> {
  const order = await findOrderRow(db, orderId);
  const payment = await db.select().from(payments).where(eq(payments.orderId, orderId)).get();
  // Asked twice (a double click, a reload): the second finds the work done and says so.
  if (payment?.status === "refunded") return { emailIds: [], failure: null, alreadyRefunded: true };
  const now = Date.now();
  if (!payment?.providerPaymentId || order.status !== "Cancelled" || !canRetryRefund(payment, now)) {
    throw conflict(
      payment?.status === "refund_pending" ? adminMessages.refundInProgress : adminMessages.noRefundToRetry,
    );
  }
  try {
    await runBatch(db, claimRefundRetry(db, payment, now));
  } catch (error) {
    if (!violated(error, GUARDS.orderState)) throw error;
    throw conflict(adminMessages.refundInProgress);
  }
  const claimed = { ...payment, providerPaymentId: payment.providerPaymentId };
  return {
    ...(await finishClaimedRefund(db, refund, { admin, order, payment: claimed, siteUrl, after: "retry" })),
    alreadyRefunded: false,
  };
}
