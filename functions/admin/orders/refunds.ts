/**
 * The refund boundary of the admin orders service: cancelling a paid order asks this function for
 * a refund and nothing else in the service knows how refunds are made. It refunds through the
 * gateway the payment was taken with (functions/payments/gateway.ts: Razorpay, or the simulated
 * gateway of test-payment mode).
 */
import type { Db } from "../../db/client.ts";
import type { Bindings } from "../../env.ts";
import { gatewayFor, type Provider } from "../../payments/gateway.ts";

export type RefundRequest = {
  provider: Provider;
  providerPaymentId: string;
  amountPaise: number;
  orderId: string;
};

/** `refundId` is null when nothing was left to refund (it all went back from the dashboard). */
export type RefundResult = { refundId: string | null };

export type Refunder = (request: RefundRequest) => Promise<RefundResult>;

export function refunderFor(env: Bindings, db: Db): Refunder {
  return async (request) => {
    const gateway = await gatewayFor(env, db, request.provider);
    // Part of it may already have gone back from the Razorpay dashboard: refund only what is left.
    const { amountRefundedPaise } = await gateway.fetchPayment(request.providerPaymentId);
    const left = request.amountPaise - amountRefundedPaise;
    if (left <= 0) return { refundId: null };
    const refund = await gateway.refundPayment(request.providerPaymentId, left, { order_id: request.orderId });
    return { refundId: refund.id };
  };
}
