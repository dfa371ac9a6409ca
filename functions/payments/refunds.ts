/**
 * Refunds, the one way the shop makes them. At the gateway: ask what has gone back already (part
 * may have been refunded from the Razorpay dashboard) and refund only what is left, so a retry, or
 * a second path reaching the same payment, never asks for more than was paid. In D1: a refund is
 * claimed (`refund_pending`) before the gateway is asked and its outcome recorded after, each
 * write guarded on the payment's state, so of two paths recording one refund only the first does.
 */
import { and, eq, inArray, lte, or, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { adminMessages } from "../../domain/admin-messages.ts";
import type { Paise } from "../../domain/money.ts";
import { REFUND_PENDING_RETRY_AFTER_MS, type PaymentStatus } from "../../domain/payments.ts";
import type { Db } from "../db/client.ts";
import { orders, payments } from "../db/schema.ts";
import { totalUnlessPaymentIs } from "../lib/batch-guards.ts";
import { ApiError } from "../lib/errors.ts";
import { RazorpayError } from "../lib/razorpay.ts";
import type { PaymentGateway } from "./gateway.ts";
import type { PaymentRow } from "../db/rows.ts";

/**
 * `refundId` is null when nothing was left to refund (it had all gone back already); `amountPaise` is
 * what this refund gave back: the payment less what its dashboard refunds gave back before, or 0.
 */
export type RefundResult = { refundId: string | null; amountPaise: Paise };

export async function refundWhatIsLeft(
  gateway: Pick<PaymentGateway, "fetchPayment" | "refundPayment">,
  providerPaymentId: string,
  amountPaise: Paise,
  notes: Record<string, string>,
): Promise<RefundResult> {
  const { amountRefundedPaise } = await gateway.fetchPayment(providerPaymentId);
  const left = amountPaise - amountRefundedPaise;
  if (left <= 0) return { refundId: null, amountPaise: 0 };
  const refund = await gateway.refundPayment(providerPaymentId, left, notes);
  return { refundId: refund.id, amountPaise: left };
}

/**
 * Why a refund did not go through, as admins are shown it: the gateway's own words (Razorpay's
 * error description, or that it could not be reached), or the shop's refusal (payments not set up).
 * Anything else is a bug: logged in full by the caller, shown without internals.
 */
export function refundFailureReason(error: unknown): string {
  if (error instanceof RazorpayError || error instanceof ApiError) return error.message;
  return adminMessages.refundUnexpectedError;
}

/** Guard first in a batch: it rolls the batch back unless the payment is (still) as `condition` says. */
function paymentStill(db: Db, payment: PaymentRow, condition: SQL): BatchItem<"sqlite"> {
  return db
    .update(orders)
    .set({ totalPaise: totalUnlessPaymentIs(condition) })
    .where(eq(orders.id, payment.orderId));
}

const statusIn = (expected: readonly PaymentStatus[]) => inArray(payments.status, [...expected]);

/** Marks the refund as claimed, in the batch that cancels the order (whose own guard covers it). */
export function claimRefund(db: Db, payment: PaymentRow, now: number): BatchItem<"sqlite"> {
  return db
    .update(payments)
    .set({ status: "refund_pending", updatedAt: now })
    .where(eq(payments.id, payment.id));
}

/** Claims a refund again for a retry; the batch rolls back unless `canRetryRefund` still holds. */
export function claimRefundRetry(db: Db, payment: PaymentRow, now: number): BatchItem<"sqlite">[] {
  // The SQL twin of domain/payments.ts `canRetryRefund`, evaluated at write time.
  const retryable = or(
    eq(payments.status, "refund_failed"),
    and(eq(payments.status, "refund_pending"), lte(payments.updatedAt, now - REFUND_PENDING_RETRY_AFTER_MS)),
  )!;
  return [paymentStill(db, payment, retryable), claimRefund(db, payment, now)];
}

/** Records the refund as done (`refundId` null: it had all gone back already). */
export function recordRefundDone(
  db: Db,
  payment: PaymentRow,
  refundId: string | null,
  expected: readonly PaymentStatus[],
  now: number,
): BatchItem<"sqlite">[] {
  return [
    paymentStill(db, payment, statusIn(expected)),
    db
      .update(payments)
      .set({ status: "refunded", refundId: refundId ?? payment.refundId, refundError: null, updatedAt: now })
      .where(eq(payments.id, payment.id)),
  ];
}

/** Records that the gateway refused or could not be asked, with its reason, for an admin to retry. */
export function recordRefundFailed(
  db: Db,
  payment: PaymentRow,
  reason: string,
  now: number,
): BatchItem<"sqlite">[] {
  return [
    paymentStill(db, payment, statusIn(["refund_pending"])),
    db
      .update(payments)
      .set({ status: "refund_failed", refundError: reason, updatedAt: now })
      .where(eq(payments.id, payment.id)),
  ];
}
