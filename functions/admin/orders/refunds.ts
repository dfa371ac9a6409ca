/**
 * The refund boundary of the admin orders service: cancelling a paid order asks this function
 * for a refund and nothing else in the service knows how refunds are made.
 */
import type { Bindings } from "../../env.ts";
import { razorpayApiBase } from "../../lib/config.ts";
import { newId } from "../../lib/ids.ts";

export type RefundRequest = {
  provider: "razorpay" | "test";
  providerPaymentId: string;
  amountPaise: number;
  orderId: string;
};

export type RefundResult = { refundId: string };

export type Refunder = (request: RefundRequest) => Promise<RefundResult>;

/** Refunds through the payment's own provider; test-mode payments are refunded locally. */
export function refunderFor(env: Bindings): Refunder {
  return async (request) => {
    if (request.provider === "test") return { refundId: `rfnd_test_${newId()}` };
    return razorpayRefund(env, request);
  };
}

/** Razorpay's refund API (POST /v1/payments/{id}/refund, amount in paise, basic auth with the keys). */
async function razorpayRefund(env: Bindings, request: RefundRequest): Promise<RefundResult> {
  if (!env.RAZORPAY_KEY_ID || !env.RAZORPAY_KEY_SECRET) throw new Error("Razorpay keys are not configured");
  const response = await fetch(`${razorpayApiBase(env)}/v1/payments/${encodeURIComponent(request.providerPaymentId)}/refund`, {
    method: "POST",
    headers: {
      Authorization: `Basic ${btoa(`${env.RAZORPAY_KEY_ID}:${env.RAZORPAY_KEY_SECRET}`)}`,
      "Content-Type": "application/json",
    },
    body: JSON.stringify({ amount: request.amountPaise, notes: { order_id: request.orderId } }),
  });
  const body = (await response.json().catch(() => null)) as { id?: string; error?: { description?: string } } | null;
  if (!response.ok || !body?.id) throw new Error(body?.error?.description ?? `Razorpay answered ${response.status}`);
  return { refundId: body.id };
}
