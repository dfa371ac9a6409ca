/**
 * Razorpay, behind one boundary: a small fetch client for the REST API (Basic auth against
 * `RAZORPAY_API_BASE`) plus the two signature checks. Everything returns our own types; nothing
 * else in the code base knows Razorpay's JSON shapes. See docs/decisions/004-payments.md for why
 * this is a plain fetch client rather than the `razorpay` npm package.
 */
import type { Paise } from "../../domain/money.ts";
import { UpstreamError } from "./upstream-error.ts";

export type ProviderPaymentStatus = "created" | "authorized" | "captured" | "refunded" | "failed";

export type ProviderOrder = {
  id: string;
  amountPaise: Paise;
  currency: string;
  receipt: string | null;
  status: string;
};

export type ProviderPayment = {
  id: string;
  orderId: string | null;
  amountPaise: Paise;
  currency: string;
  status: ProviderPaymentStatus;
  /** What has gone back to the customer so far (refunds made here or in the Razorpay dashboard). */
  amountRefundedPaise: Paise;
};

export type ProviderRefund = { id: string; paymentId: string; amountPaise: Paise; status: string };

// Razorpay's JSON, as far as we read it (https://razorpay.com/docs/api/). Only this file sees it;
// the readers below still convert each field, since nothing checks the shape on the wire.
type RazorpayOrderEntity = {
  id: string;
  amount: number;
  currency: string;
  receipt?: string | null;
  status: string;
};
export type RazorpayPaymentEntity = {
  id: string;
  order_id?: string | null;
  amount: number;
  currency: string;
  status: ProviderPaymentStatus;
  amount_refunded?: number;
};
export type RazorpayRefundEntity = { id: string; payment_id: string; amount: number; status: string };
type RazorpayErrorBody = { error?: { description?: string } } | null;

/** Razorpay refused, failed or did not answer (`status` 0). */
export class RazorpayError extends UpstreamError {
  override name = "RazorpayError";
}

/** Razorpay answers in seconds at worst; a hung call must not hold a checkout or a webhook. */
const REQUEST_TIMEOUT_MS = 8_000;

export type RazorpayCredentials = { keyId: string; keySecret: string; apiBase: string };

export function razorpayClient({ keyId, keySecret, apiBase }: RazorpayCredentials) {
  const authorization = `Basic ${btoa(`${keyId}:${keySecret}`)}`;

  async function call<T>(method: "GET" | "POST", path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${apiBase}/v1${path}`, {
        method,
        headers: { Authorization: authorization, ...(body ? { "Content-Type": "application/json" } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new RazorpayError(0, `Razorpay unreachable: ${(error as Error).message}`);
    }
    const json: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      throw new RazorpayError(
        response.status,
        (json as RazorpayErrorBody)?.error?.description ?? `Razorpay answered ${response.status}`,
      );
    }
    return json as T;
  }

  return {
    async createOrder(input: {
      amountPaise: Paise;
      receipt: string;
      notes?: Record<string, string>;
    }): Promise<ProviderOrder> {
      const order = await call<RazorpayOrderEntity>("POST", "/orders", {
        amount: input.amountPaise,
        currency: "INR",
        receipt: input.receipt,
        notes: input.notes ?? {},
      });
      return {
        id: order.id,
        amountPaise: order.amount,
        currency: order.currency,
        receipt: order.receipt ?? null,
        status: order.status,
      };
    },
    async fetchPayment(paymentId: string): Promise<ProviderPayment> {
      return toPayment(
        await call<RazorpayPaymentEntity>("GET", `/payments/${encodeURIComponent(paymentId)}`),
      );
    },
    async fetchOrderPayments(orderId: string): Promise<ProviderPayment[]> {
      const collection = await call<{ items?: RazorpayPaymentEntity[] }>(
        "GET",
        `/orders/${encodeURIComponent(orderId)}/payments`,
      );
      return (collection.items ?? []).map(toPayment);
    },
    async capturePayment(paymentId: string, amountPaise: Paise): Promise<ProviderPayment> {
      return toPayment(
        await call<RazorpayPaymentEntity>("POST", `/payments/${encodeURIComponent(paymentId)}/capture`, {
          amount: amountPaise,
          currency: "INR",
        }),
      );
    },
    async refundPayment(
      paymentId: string,
      amountPaise: Paise,
      notes: Record<string, string> = {},
    ): Promise<ProviderRefund> {
      const refund = await call<RazorpayRefundEntity>(
        "POST",
        `/payments/${encodeURIComponent(paymentId)}/refund`,
        {
          amount: amountPaise,
          notes,
        },
      );
      return toRefund(refund);
    },
  };
}

export type RazorpayClient = ReturnType<typeof razorpayClient>;

/** Reads a payment entity as Razorpay sends it (API answers and webhook payloads alike). */
export function toPayment(entity: RazorpayPaymentEntity): ProviderPayment {
  return {
    id: String(entity.id),
    orderId: entity.order_id ?? null,
    amountPaise: Number(entity.amount),
    currency: String(entity.currency),
    status: entity.status,
    amountRefundedPaise: Number(entity.amount_refunded ?? 0),
  };
}

export function toRefund(entity: RazorpayRefundEntity): ProviderRefund {
  return {
    id: String(entity.id),
    paymentId: String(entity.payment_id),
    amountPaise: Number(entity.amount),
    status: String(entity.status),
  };
}

// ---------------------------------------------------------------------------------------------
// Signatures

export async function hmacSha256Hex(secret: string, message: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey(
    "raw",
    encoder.encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(message)));
  return Array.from(mac, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Compares every character whatever the first difference, so timing does not leak a prefix. */
export function constantTimeEqualText(a: string, b: string): boolean {
  const left = new TextEncoder().encode(a);
  const right = new TextEncoder().encode(b);
  // Compare against itself when lengths differ, so the time taken does not depend on the input.
  const other = left.length === right.length ? right : left;
  let difference = left.length === right.length ? 0 : 1;
  for (let i = 0; i < left.length; i++) difference |= left[i]! ^ other[i]!;
  return difference === 0;
}

/** Checkout's callback signature: HMAC-SHA256 of `order_id|payment_id` with the key secret. */
export async function paymentSignature(
  providerOrderId: string,
  paymentId: string,
  secret: string,
): Promise<string> {
  return hmacSha256Hex(secret, `${providerOrderId}|${paymentId}`);
}

export async function verifyPaymentSignature(
  input: { providerOrderId: string; paymentId: string; signature: string },
  secret: string,
): Promise<boolean> {
  const expected = await paymentSignature(input.providerOrderId, input.paymentId, secret);
  return constantTimeEqualText(expected, input.signature);
}

/** Webhooks: HMAC-SHA256 of the raw request body, exactly as received, with the webhook secret. */
export async function verifyWebhookSignature(
  rawBody: string,
  signature: string,
  secret: string,
): Promise<boolean> {
  if (!secret || !signature) return false;
  return constantTimeEqualText(await hmacSha256Hex(secret, rawBody), signature);
}
