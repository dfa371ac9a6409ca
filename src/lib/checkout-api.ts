/**
 * The checkout's calls to our API through the one client (`lib/api.ts`), each answering
 * `{ ok, status, body }` so the flow can match a refusal's status to its message. No answer at all
 * (a network failure) throws, as every call of `api` does; every HTTP answer resolves.
 */
import type { couponQuoteResponse } from "../../domain/api/coupons.ts";
import type {
  codEligibilityResponse,
  placedOrderResponse,
  savedDeliveryAddressResponse,
} from "../../domain/api/orders.ts";
import type { productResponse } from "../../domain/api/products.ts";
import type {
  CheckoutResult,
  PaymentConfig,
  paymentConfigResponse,
  paymentOrderResponse,
  paymentVerifiedResponse,
  testPaymentResponse,
} from "../../domain/api/payments.ts";
import type { z } from "../../domain/zod.ts";
import { api, type ApiOptions, ApiRequestError, type ResponseSchema } from "./api.ts";

export type { CheckoutResult, PaymentConfig, PaymentOrder } from "../../domain/api/payments.ts";

/** The route's documented answer, or the refusal (its status and the API's message, if any). */
export type CheckoutAnswer<S extends ResponseSchema> =
  | { ok: true; status: number; body: z.output<S> }
  | { ok: false; status: number; body: { success: false; message?: string; data?: unknown } };

async function answer<S extends ResponseSchema>(call: Promise<z.output<S>>): Promise<CheckoutAnswer<S>> {
  try {
    return { ok: true, status: 200, body: await call };
  } catch (error) {
    // An expired session comes back as its 401 (the client has already cleared it).
    if (error instanceof ApiRequestError && error.kind !== "network")
      return {
        ok: false,
        status: error.status,
        body: { success: false, message: error.serverMessage, data: error.serverData },
      };
    throw error;
  }
}

const get = <S extends ResponseSchema>(path: string, options?: ApiOptions) =>
  answer<S>(api.get<S>(path, options));
const post = <S extends ResponseSchema>(path: string, body: unknown, options?: ApiOptions) =>
  answer<S>(api.post<S>(path, body, options));

export const checkoutApi = {
  /** Public: the cart shows the checkout's mode before anyone signs in. */
  config: () => get<typeof paymentConfigResponse>("/api/payment/config", { auth: false }),
  placeOrder: (payload: unknown, idempotencyKey: string) =>
    post<typeof placedOrderResponse>("/api/user/placeorder", payload, {
      headers: { "Idempotency-Key": idempotencyKey },
    }),
  createPayment: (orderId: string, amount: number) =>
    post<typeof paymentOrderResponse>("/api/payment/create-payment", { orderId, amount, currency: "INR" }),
  verify: (response: CheckoutResult) => post<typeof paymentVerifiedResponse>("/api/payment/verify", response),
  completeTestPayment: (providerOrderId: string, outcome: "paid" | "failed") =>
    post<typeof testPaymentResponse>("/api/payment/test/complete", {
      razorpay_order_id: providerOrderId,
      outcome,
    }),
  validateCoupon: (code: string, products: { productId: string; quantity: number }[]) =>
    post<typeof couponQuoteResponse>("/api/coupons/validate", { code, products }),
  codEligibility: (input: {
    products: { productId: string; quantity: number }[];
    couponCode: string | null;
    pincode: string;
    mobile: string;
  }) => post<typeof codEligibilityResponse>("/api/user/cod-eligibility", input),
  savedAddress: () => get<typeof savedDeliveryAddressResponse>("/api/user/delivery-address"),
  /** Public: the cart line's live MRP and stock. */
  product: (id: string) =>
    get<typeof productResponse>(`/api/products/${encodeURIComponent(id)}`, { auth: false }),
};

/** The checkout's mode, or null when it could not be read (refused, or no connection): the caller asks again. */
export async function paymentConfig(): Promise<PaymentConfig | null> {
  try {
    const answer = await checkoutApi.config();
    return answer.ok ? answer.body.data : null;
  } catch {
    return null;
  }
}
