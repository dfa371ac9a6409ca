/**
 * Who takes the money: Razorpay, or the simulated gateway of test-payment mode, which runs the same
 * server code (functions/payments/gateway.ts decides which from configuration).
 */
export const PAYMENT_PROVIDERS = ["razorpay", "test"] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/**
 * A payment's states, shared by the API and the admin panel. An admin's cancel of a paid order
 * claims the refund first (`refund_pending`, in the same batch that cancels the order), then asks
 * the gateway, then records what it said: `refunded`, or `refund_failed` with the gateway's reason
 * for an admin to retry (docs/decisions/004-payments.md).
 */
export const PAYMENT_STATUSES = [
  "created",
  "captured",
  "failed",
  "refund_pending",
  "refund_failed",
  "refunded",
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** What the admin panel calls each state. */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  created: "Awaiting payment",
  captured: "Paid",
  failed: "Payment failed",
  refund_pending: "Refund in progress",
  refund_failed: "Refund failed",
  refunded: "Refunded",
};

/**
 * What the customer is told of a payment's refund: made (the whole amount went back: a partial
 * refund leaves the payment captured), to follow (an admin's cancel claimed it, or it failed and
 * an admin retries), or nothing.
 */
export function refundNoticeOf(status: PaymentStatus | undefined): "refunded" | "toFollow" | null {
  if (status === "refunded") return "refunded";
  return status === "refund_pending" || status === "refund_failed" ? "toFollow" : null;
}

/** States in which the shop holds (or held) this payment's money: a report of it changes nothing. */
export const SETTLED_PAYMENT_STATUSES = [
  "captured",
  "refund_pending",
  "refund_failed",
  "refunded",
] as const satisfies readonly PaymentStatus[];

export function isSettled(status: PaymentStatus): boolean {
  return (SETTLED_PAYMENT_STATUSES as readonly PaymentStatus[]).includes(status);
}

/**
 * A refund still `refund_pending` this long after it was claimed was abandoned half-way (the
 * request died between the claim and the gateway's answer, which times out after seconds), so an
 * admin may retry it. Sooner, a retry could race the request still in flight.
 */
export const REFUND_PENDING_RETRY_AFTER_MS = 2 * 60_000;

/** Whether an admin may retry this payment's refund now. */
export function canRetryRefund(
  payment: { status: PaymentStatus; updatedAt: number },
  nowMs: number,
): boolean {
  if (payment.status === "refund_failed") return true;
  return payment.status === "refund_pending" && nowMs - payment.updatedAt >= REFUND_PENDING_RETRY_AFTER_MS;
}

/**
 * Where the shop's refund of an extra payment stands (a captured payment its order did not need):
 * `asking` while one report has Razorpay's answer pending, then `refunded` or `refused`.
 */
export const EXTRA_REFUND_STATES = ["asking", "refunded", "refused"] as const;
export type ExtraRefundState = (typeof EXTRA_REFUND_STATES)[number];

/**
 * An `asking` claim this old was abandoned half-way (the request died before Razorpay's answer,
 * which times out after seconds): the next report of the payment may claim it again.
 */
export const EXTRA_REFUND_CLAIM_STALE_MS = REFUND_PENDING_RETRY_AFTER_MS;
