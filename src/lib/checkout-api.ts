/** The checkout's calls to our API, each answering `{ ok, status, body }` for the flow to judge. */
import { authFetch, readJson } from "./auth-fetch.ts";

export type ApiAnswer<T = any> = { ok: boolean; status: number; body: T | null };

async function call<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<ApiAnswer<T>> {
  const response = await authFetch(path, init);
  return { ok: response.ok, status: response.status, body: await readJson<T>(response) };
}

export type PaymentConfig = { mode: "razorpay" | "test" | "disabled"; keyId: string | null; message: string | null };

export type PaymentOrder = {
  id: string;
  amount: number;
  currency: "INR";
  orderId: string;
  provider: "razorpay" | "test";
  keyId: string;
  prefill: { name: string; email: string; contact: string };
  notes: { address: string };
};

export type CheckoutResponse = { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };

export const checkoutApi = {
  config: () => call<{ data: PaymentConfig }>("/api/payment/config"),
  placeOrder: (payload: unknown, idempotencyKey: string) =>
    call<{ success: boolean; message?: string; data: { _id: string; status: string; totalAmount: number } }>("/api/user/placeorder", {
      method: "POST",
      json: payload,
      headers: { "Idempotency-Key": idempotencyKey },
    }),
  createPayment: (orderId: string, amount: number) =>
    call<{ success: boolean; id: string; data: PaymentOrder; message?: string }>("/api/payment/create-payment", {
      method: "POST",
      json: { orderId, amount, currency: "INR" },
    }),
  verify: (response: CheckoutResponse) => call<{ success: boolean; message: string; data: { _id: string } }>("/api/payment/verify", { method: "POST", json: response }),
  completeTestPayment: (providerOrderId: string, outcome: "paid" | "failed") =>
    call<{ success: boolean; data: CheckoutResponse | null }>("/api/payment/test/complete", {
      method: "POST",
      json: { razorpay_order_id: providerOrderId, outcome },
    }),
  validateCoupon: (code: string, products: { productId: string; quantity: number }[]) =>
    call<{ success: boolean; message?: string; data: { code: string; kind: "percent" | "fixed"; value: number; minOrderPaise: number } }>("/api/coupons/validate", {
      method: "POST",
      json: { code, products },
    }),
  savedAddress: () => call<{ data: Record<string, string> | null }>("/api/user/delivery-address"),
};
