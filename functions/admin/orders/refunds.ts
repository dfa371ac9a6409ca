/**
 * The refund boundary of the admin orders service: cancelling a paid order (or retrying its
 * refund) asks this function for a refund and nothing else in the service knows how refunds are
 * made. It refunds what is left of the payment (functions/payments/refunds.ts) through the gateway
 * it was taken with (functions/payments/gateway.ts: Razorpay, or test-payment mode's simulation).
 */
import type { Db } from "../../db/client.ts";
import type { Bindings } from "../../env.ts";
import { gatewayFor, type Provider } from "../../payments/gateway.ts";
import { refundWhatIsLeft, type RefundResult } from "../../payments/refunds.ts";

export type RefundRequest = {
  provider: Provider;
  providerPaymentId: string;
  amountPaise: number;
  orderId: string;
};

export type Refunder = (request: RefundRequest) => Promise<RefundResult>;

export function refunderFor(env: Bindings, db: Db): Refunder {
  return async (request) => {
    const gateway = await gatewayFor(env, db, request.provider);
    return refundWhatIsLeft(gateway, request.providerPaymentId, request.amountPaise, {
      order_id: request.orderId,
    });
  };
}
