/** The checkout's calls to our API, each answering `{ ok, status, body }` for the flow to judge. */
import type { CodEligibilityDto } from "../../domain/api/orders.ts";
import { call } from "./auth-fetch.ts";

export type PaymentConfig = {
  mode: "razorpay" | "test" | "disabled";
  keyId: string | null;
  message: string | null;
};

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

export type CheckoutResponse = {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
};

export const checkoutApi = {
  config: () => call<{ data: PaymentConfig }>("GET", "/api/payment/config"),
  placeOrder: (payload: unknown, idempotencyKey: string) =>
    call<{ success: boolean; message?: string; data: { _id: string; status: string; totalAmount: number } }>(
      "POST",
      "/api/user/placeorder",
      payload,
      {
        "Idempotency-Key": idempotencyKey,
      },
    ),
  createPayment: (orderId: string, amount: number) =>
    call<{ success: boolean; id: string; data: PaymentOrder; message?: string }>(
      "POST",
      "/api/payment/create-payment",
      { orderId, amount, currency: "INR" },
    ),
  verify: (response: CheckoutResponse) =>
    call<{ success: boolean; message: string; data: { _id: string } }>(
      "POST",
      "/api/payment/verify",
      response,
    ),
  completeTestPayment: (providerOrderId: string, outcome: "paid" | "failed") =>
    call<{ success: boolean; data: CheckoutResponse | null }>("POST", "/api/payment/test/complete", {
      razorpay_order_id: providerOrderId,
      outcome,
    }),
  validateCoupon: (code: string, products: { productId: string; quantity: number }[]) =>
    call<{
      success: boolean;
      message?: string;
      data: { code: string; kind: "percent" | "fixed"; value: number; minOrderPaise: number };
    }>("POST", "/api/coupons/validate", {
      code,
      products,
    }),
  codEligibility: (input: {
    products: { productId: string; quantity: number }[];
    couponCode: string | null;
    pincode: string;
    mobile: string;
  }) =>
    call<{ success: boolean; message?: string; data: CodEligibilityDto }>(
      "POST",
      "/api/user/cod-eligibility",
      input,
    ),
  savedAddress: () => call<{ data: Record<string, string> | null }>("GET", "/api/user/delivery-address"),
};
