/**
 * API-test helpers for the checkout: place an order as a customer, drive the fake Razorpay
 * (functions/test/fake-razorpay) as a customer's checkout would, and sign what Razorpay signs.
 */
import { env } from "cloudflare:workers";
import { messages } from "../../domain/messages.ts";
import { hmacSha256Hex } from "../lib/razorpay.ts";
import type { InvoiceDocument } from "../../domain/invoicing/document.ts";
import { createOrder, createUser, validAddress } from "./builders.ts";
import { api } from "./http.ts";

export function orderPayload(productId: string, quantity: number, extra: Record<string, unknown> = {}) {
  return {
    products: [{ productId, name: "Asthiveda", originalPrice: 49, price: 44, quantity, image: "/x.svg" }],
    deliveryAddress: validAddress,
    deliveryFee: 0,
    couponCode: null,
    orderDate: new Date().toISOString(),
    ...extra,
  };
}

export async function placeOrder(
  token: string,
  productId: string,
  quantity: number,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  return api("/api/user/placeorder", {
    method: "POST",
    token,
    json: orderPayload(productId, quantity, extra),
    headers,
  });
}

/**
 * Places an order as a customer in a rush does: told "please wait" (429, the checkout gate), it
 * waits a moment and tries again with the same Idempotency-Key (its own, unless `headers` names
 * one), until the shop answers otherwise.
 * Returns every answer it got, the last one last.
 */
export async function placeOrderWaitingItsTurn(
  token: string,
  productId: string,
  quantity: number,
  headers: Record<string, string> = {},
) {
  const key = `rush-${crypto.randomUUID()}`;
  const answers: Awaited<ReturnType<typeof placeOrder>>[] = [];
  for (;;) {
    const res = await placeOrder(token, productId, quantity, {}, { "Idempotency-Key": key, ...headers });
    answers.push(res);
    if (res.status !== 429 || res.json.message !== messages.checkoutBusy) return answers;
    // The tests wait a few milliseconds, not the Retry-After's seconds: the order of events is the same.
    await new Promise((resolve) => setTimeout(resolve, 10 + Math.random() * 40));
  }
}

/** Places an order and creates its Razorpay order; returns both ids and the amount in paise. */
export async function orderAwaitingPayment(token: string, productId: string, quantity = 30) {
  const placed = await placeOrder(token, productId, quantity);
  if (placed.status !== 201) throw new Error(`placeorder ${placed.status}: ${placed.text}`);
  const order = placed.json.data;
  const created = await api("/api/payment/create-payment", {
    method: "POST",
    token,
    json: { orderId: order._id, amount: order.totalAmount, currency: "INR" },
  });
  if (created.status !== 200) throw new Error(`create-payment ${created.status}: ${created.text}`);
  return {
    orderId: order._id as string,
    providerOrderId: created.json.id as string,
    amountPaise: created.json.data.amount as number,
  };
}

/** An order paid the way a customer pays: checkout's order, a captured (fake) Razorpay payment, the verified callback. */
export async function paidOrder(token: string, productId: string, quantity = 30) {
  const awaiting = await orderAwaitingPayment(token, productId, quantity);
  const payment = await fakeRazorpay.pay(awaiting.providerOrderId, "captured");
  const verified = await verify(awaiting.providerOrderId, payment.id);
  if (verified.status !== 200) throw new Error(`verify ${verified.status}: ${verified.text}`);
  return { ...awaiting, payment };
}

async function control(path: string, body?: unknown) {
  const response = await fetch(`${env.RAZORPAY_API_BASE}/__control/${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return response.json<any>();
}

export const fakeRazorpay = {
  /** What checkout does when the customer pays: a payment on the order, in the given state. */
  pay: (providerOrderId: string, status: "captured" | "authorized" | "failed", amount?: number) =>
    control("payments", { order_id: providerOrderId, status, amount }),
  refundsFor: (paymentId: string) => control(`refunds?payment_id=${encodeURIComponent(paymentId)}`),
  failOrderCreationFor: (receipt: string) => control("fail-receipt", { receipt }),
  outage: (providerOrderId: string) => control("outage", { order_id: providerOrderId }),
  /** Razorpay's side fails (500) to capture this payment. */
  failCaptures: (paymentId: string) => control("fail-captures", { payment_id: paymentId }),
  /** A refund made in Razorpay's dashboard, as Razorpay records it (its webhook is the test's to deliver). */
  refundInDashboard: async (paymentId: string, amount: number) => {
    const key = btoa(`${env.RAZORPAY_KEY_ID}:${env.RAZORPAY_KEY_SECRET}`);
    const response = await fetch(`${env.RAZORPAY_API_BASE}/v1/payments/${paymentId}/refund`, {
      method: "POST",
      headers: { Authorization: `Basic ${key}`, "Content-Type": "application/json" },
      body: JSON.stringify({ amount }),
    });
    return response.json<{ id: string; amount: number }>();
  },
  /** Razorpay refuses to refund this payment with `description` (null: refunds work again). */
  refuseRefunds: (paymentId: string, description: string | null) =>
    control("refuse-refunds", { payment_id: paymentId, description }),
};

export function checkoutSignature(
  providerOrderId: string,
  paymentId: string,
  secret = env.RAZORPAY_KEY_SECRET!,
) {
  return hmacSha256Hex(secret, `${providerOrderId}|${paymentId}`);
}

export async function verify(providerOrderId: string, paymentId: string, signature?: string) {
  return api("/api/payment/verify", {
    method: "POST",
    json: {
      razorpay_order_id: providerOrderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: signature ?? (await checkoutSignature(providerOrderId, paymentId)),
    },
  });
}

let eventCounter = 0;
export function paymentEvent(type: string, payment: any) {
  return {
    entity: "event",
    account_id: "acc_test",
    event: type,
    contains: ["payment"],
    payload: { payment: { entity: payment } },
    created_at: Math.floor(Date.now() / 1000),
  };
}

/** Razorpay's `refund.processed` event: a processed refund of `payment` (the payment as it is after it). */
export function refundProcessedEvent(refund: { id: string | null; amount: number }, payment: any) {
  return {
    entity: "event",
    event: "refund.processed",
    contains: ["refund", "payment"],
    payload: {
      refund: {
        entity: {
          id: refund.id,
          entity: "refund",
          amount: refund.amount,
          payment_id: payment.id,
          status: "processed",
        },
      },
      payment: { entity: payment },
    },
  };
}

/** Delivers a webhook the way Razorpay does: raw JSON body, HMAC of it, an event id. */
export async function deliverWebhook(
  event: unknown,
  options: { eventId?: string; raw?: string; signature?: string } = {},
) {
  const raw = options.raw ?? JSON.stringify(event);
  eventCounter += 1;
  return api("/api/payment/webhook", {
    method: "POST",
    body: raw,
    headers: {
      "Content-Type": "application/json",
      "X-Razorpay-Signature": options.signature ?? (await hmacSha256Hex(env.RAZORPAY_WEBHOOK_SECRET!, raw)),
      "X-Razorpay-Event-Id": options.eventId ?? `evt_${Date.now()}_${eventCounter}`,
    },
  });
}

/** Razorpay reporting the whole of an order's (created) payment captured, by webhook. */
export function captureByWebhook(order: Awaited<ReturnType<typeof createOrder>>) {
  return deliverWebhook(
    paymentEvent("payment.captured", {
      id: `pay_${order.id}`,
      entity: "payment",
      amount: order.totalPaise,
      currency: "INR",
      status: "captured",
      order_id: order.payment!.providerOrderId,
      captured: true,
      amount_refunded: 0,
    }),
  );
}

/**
 * An order paid through Razorpay's webhook as the shop settles it, so invoiced (decision 020),
 * delivered to `state` (for `user`, else a new customer); with its tax invoice's number and stored document.
 */
export async function invoicedOrder(
  state = "Maharashtra",
  user?: { id: string; email?: string; name?: string },
) {
  const order = await createOrder({
    user: user ?? (await createUser()),
    status: "Pending Payment",
    payment: "created",
    provider: "razorpay",
    ship: { state },
  });
  const paid = await captureByWebhook(order);
  if (paid.status !== 200) throw new Error(`The payment webhook answered ${paid.status}: ${paid.text}`);
  const invoice = await env.DB.prepare("SELECT number, document_json FROM tax_invoices WHERE order_id = ?")
    .bind(order.id)
    .first<{ number: string; document_json: string }>();
  if (!invoice) throw new Error(`Order ${order.id} was paid without a tax invoice`);
  return { order, number: invoice.number, invoice: JSON.parse(invoice.document_json) as InvoiceDocument };
}
