import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { formatINR } from "../../domain/money.ts";
import { createProduct, createUser, customer } from "../test/builders.ts";
import { api } from "../test/http.ts";
import { quietly } from "../test/quietly.ts";
import {
  checkoutSignature,
  deliverWebhook,
  fakeRazorpay,
  orderAwaitingPayment,
  paymentEvent,
  refundProcessedEvent,
  placeOrder,
  verify,
} from "../test/payments.ts";
import { statusOf } from "../test/rows.ts";

async function emailsFor(orderId: string) {
  const { results } = await env.DB.prepare(
    "SELECT to_address, subject FROM email_outbox WHERE body_text LIKE ?",
  )
    .bind(`%${orderId}%`)
    .all<{ to_address: string; subject: string }>();
  return results;
}

/** The refunds noted on an order (notes, not changes of its status), oldest first. */
async function refundNotes(orderId: string) {
  const { results } = await env.DB.prepare(
    "SELECT note FROM order_status_history WHERE order_id = ? AND kind = 'note' AND note LIKE 'Refund %' ORDER BY created_at",
  )
    .bind(orderId)
    .all<{ note: string }>();
  return results.map((r) => r.note);
}

async function historyOf(orderId: string) {
  const { results } = await env.DB.prepare(
    "SELECT status FROM order_status_history WHERE order_id = ? ORDER BY created_at",
  )
    .bind(orderId)
    .all<{ status: string }>();
  return results.map((r) => r.status);
}

/** A new customer's order of a new product, placed and awaiting its Razorpay payment. */
async function orderOfNewCustomer() {
  const product = await createProduct();
  const { token } = await customer();
  return { token, product, ...(await orderAwaitingPayment(token, product.id)) };
}

describe("POST /api/payment/create-payment", () => {
  it("creates the Razorpay order once, for the server's total, with our order id as receipt", async () => {
    const product = await createProduct({ originalPricePaise: 4900 });
    const { token } = await customer();
    const placed = await placeOrder(token, product.id, 30);
    const body = { orderId: placed.json.data._id, amount: 1320, currency: "INR" };
    const first = await api("/api/payment/create-payment", { method: "POST", token, json: body });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({
      success: true,
      id: expect.stringMatching(/^order_/),
      data: { amount: 132_000, currency: "INR", keyId: env.RAZORPAY_KEY_ID, provider: "razorpay" },
    });
    expect(first.json.data.prefill).toEqual({
      name: "Asha Kumar",
      email: "asha@example.com",
      contact: "9876543210",
    });
    const providerOrder = await (
      await fetch(`${env.RAZORPAY_API_BASE}/__control/orders/${first.json.id}`)
    ).json<any>();
    expect(providerOrder).toMatchObject({ amount: 132_000, currency: "INR", receipt: placed.json.data._id });
    const again = await api("/api/payment/create-payment", { method: "POST", token, json: body });
    expect(again.json.id).toBe(first.json.id);
  });

  it("409s when the amount does not match the server total", async () => {
    const product = await createProduct();
    const { token } = await customer();
    const placed = await placeOrder(token, product.id, 30);
    const res = await api("/api/payment/create-payment", {
      method: "POST",
      token,
      json: { orderId: placed.json.data._id, amount: 1, currency: "INR" },
    });
    expect(res.status).toBe(409);
    expect(res.json).toEqual({
      success: false,
      message: "The payment amount does not match the order total. Please refresh the cart and try again.",
    });
  });

  it("404s for another customer's order", async () => {
    const product = await createProduct();
    const owner = await customer();
    const stranger = await customer();
    const placed = await placeOrder(owner.token, product.id, 30);
    const res = await api("/api/payment/create-payment", {
      method: "POST",
      token: stranger.token,
      json: { orderId: placed.json.data._id, amount: placed.json.data.totalAmount },
    });
    expect(res.status).toBe(404);
  });

  it("answers the spec's message when Razorpay cannot create the order", async () => {
    const product = await createProduct();
    const { token } = await customer();
    const placed = await placeOrder(token, product.id, 30);
    await fakeRazorpay.failOrderCreationFor(placed.json.data._id);
    const original = console.error;
    console.error = () => {};
    const res = await api("/api/payment/create-payment", {
      method: "POST",
      token,
      json: { orderId: placed.json.data._id, amount: placed.json.data.totalAmount },
    });
    console.error = original;
    expect(res.status).toBe(502);
    expect(res.json).toEqual({
      success: false,
      message: "Failed to create Razorpay order. Please try again.",
    });
  });
});

describe("POST /api/payment/verify (checkout callback)", () => {
  it("pays the order for a captured payment with a valid signature, queueing both e-mails once", async () => {
    const product = await createProduct();
    await createUser({ role: "Admin", email: "owner@asthiveda.in" });
    const { token } = await customer();
    const { orderId, providerOrderId } = await orderAwaitingPayment(token, product.id);
    const payment = await fakeRazorpay.pay(providerOrderId, "captured");
    const res = await verify(providerOrderId, payment.id);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      success: true,
      message: "Payment successful! Your order is being processed.",
      data: { _id: orderId, status: "Processing" },
    });
    expect(await statusOf(orderId)).toBe("Processing");
    expect(await historyOf(orderId)).toEqual(["Pending Payment", "Processing"]);
    const mails = await emailsFor(orderId);
    expect(mails.map((m) => m.to_address).sort()).toEqual(["asha@example.com", "owner@asthiveda.in"]);
    // A second callback for the same payment changes nothing.
    expect((await verify(providerOrderId, payment.id)).status).toBe(200);
    expect(await emailsFor(orderId)).toHaveLength(2);
    expect(await historyOf(orderId)).toEqual(["Pending Payment", "Processing"]);
  });

  it("captures an authorised payment for the order's amount", async () => {
    const { orderId, providerOrderId } = await orderOfNewCustomer();
    const payment = await fakeRazorpay.pay(providerOrderId, "authorized");
    expect((await verify(providerOrderId, payment.id)).status).toBe(200);
    expect(await statusOf(orderId)).toBe("Processing");
  });

  it("says the payment did not complete, and leaves the order pending, when Razorpay fails to capture it", async () => {
    const { orderId, providerOrderId } = await orderOfNewCustomer();
    const authorised = await fakeRazorpay.pay(providerOrderId, "authorized");
    await fakeRazorpay.failCaptures(authorised.id);
    const res = await quietly(() => verify(providerOrderId, authorised.id));
    expect(res.status).toBe(502);
    expect(res.json).toEqual({
      success: false,
      message: "The payment has not been completed. Please try again.",
    });
    expect(await statusOf(orderId)).toBe("Pending Payment");
    // Razorpay's webhook for it is answered so that Razorpay delivers it again.
    expect((await quietly(() => deliverWebhook(paymentEvent("payment.authorized", authorised)))).status).toBe(
      503,
    );
  });

  it("refuses a signature changed by one character", async () => {
    const { orderId, providerOrderId } = await orderOfNewCustomer();
    const payment = await fakeRazorpay.pay(providerOrderId, "captured");
    const good = await checkoutSignature(providerOrderId, payment.id);
    const flipped = good.slice(0, -1) + (good.endsWith("0") ? "1" : "0");
    const res = await verify(providerOrderId, payment.id, flipped);
    expect(res.status).toBe(400);
    expect(res.json.success).toBe(false);
    expect((await verify(providerOrderId, payment.id, good.toUpperCase())).status).toBe(400);
    expect(await statusOf(orderId)).toBe("Pending Payment");
  });

  it("refuses a signature made with another secret, or for another Razorpay order", async () => {
    const product = await createProduct();
    const { token } = await customer();
    const a = await orderAwaitingPayment(token, product.id);
    const b = await orderAwaitingPayment(token, product.id);
    const paymentOfB = await fakeRazorpay.pay(b.providerOrderId, "captured");
    // A valid signature for B's payment presented against A's order.
    expect(
      (
        await verify(
          a.providerOrderId,
          paymentOfB.id,
          await checkoutSignature(a.providerOrderId, paymentOfB.id),
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await verify(
          b.providerOrderId,
          paymentOfB.id,
          await checkoutSignature(b.providerOrderId, paymentOfB.id, "guessed-secret"),
        )
      ).status,
    ).toBe(400);
    expect(await statusOf(a.orderId)).toBe("Pending Payment");
    expect(await statusOf(b.orderId)).toBe("Pending Payment");
  });

  it("refuses a payment for a different amount than the order", async () => {
    const { orderId, providerOrderId, amountPaise } = await orderOfNewCustomer();
    const original = console.error;
    console.error = () => {};
    const payment = await fakeRazorpay.pay(providerOrderId, "captured", amountPaise - 100);
    const res = await verify(providerOrderId, payment.id);
    console.error = original;
    expect(res.status).toBe(400);
    expect(await statusOf(orderId)).toBe("Pending Payment");
  });

  it("leaves a failed payment's order Pending Payment for a retry", async () => {
    const { orderId, providerOrderId } = await orderOfNewCustomer();
    const failed = await fakeRazorpay.pay(providerOrderId, "failed");
    const res = await verify(providerOrderId, failed.id);
    expect(res.status).toBe(402);
    expect(await statusOf(orderId)).toBe("Pending Payment");
    const retry = await fakeRazorpay.pay(providerOrderId, "captured");
    expect((await verify(providerOrderId, retry.id)).status).toBe(200);
    expect(await statusOf(orderId)).toBe("Processing");
  });

  it("refunds a second, different payment for an order that is already paid", async () => {
    const { orderId, providerOrderId } = await orderOfNewCustomer();
    const first = await fakeRazorpay.pay(providerOrderId, "captured");
    const second = await fakeRazorpay.pay(providerOrderId, "captured");
    expect((await verify(providerOrderId, first.id)).status).toBe(200);
    expect((await verify(providerOrderId, second.id)).status).toBe(409);
    expect(await fakeRazorpay.refundsFor(second.id)).toHaveLength(1);
    expect(await fakeRazorpay.refundsFor(first.id)).toHaveLength(0);
    expect(await emailsFor(orderId)).toHaveLength(1);
  });
});

describe("POST /api/payment/webhook", () => {
  it("pays the order on payment.captured", async () => {
    const { orderId, providerOrderId } = await orderOfNewCustomer();
    const payment = await fakeRazorpay.pay(providerOrderId, "captured");
    const res = await deliverWebhook(paymentEvent("payment.captured", payment));
    expect(res.status).toBe(200);
    expect(res.json.success).toBe(true);
    expect(await statusOf(orderId)).toBe("Processing");
  });

  it("pays the order on order.paid", async () => {
    const { orderId, providerOrderId } = await orderOfNewCustomer();
    const payment = await fakeRazorpay.pay(providerOrderId, "captured");
    const event = { ...paymentEvent("order.paid", payment), contains: ["payment", "order"] };
    (event.payload as any).order = { entity: { id: providerOrderId, entity: "order", status: "paid" } };
    expect((await deliverWebhook(event)).status).toBe(200);
    expect(await statusOf(orderId)).toBe("Processing");
  });

  it("refuses a body re-serialised after signing, and a bad signature", async () => {
    const { orderId, providerOrderId } = await orderOfNewCustomer();
    const payment = await fakeRazorpay.pay(providerOrderId, "captured");
    const event = paymentEvent("payment.captured", payment);
    const signedRaw = JSON.stringify(event, null, 2);
    const { hmacSha256Hex } = await import("../lib/razorpay.ts");
    const signature = await hmacSha256Hex(env.RAZORPAY_WEBHOOK_SECRET!, signedRaw);
    const reserialised = await deliverWebhook(event, {
      raw: JSON.stringify(JSON.parse(signedRaw)),
      signature,
    });
    expect(reserialised.status).toBe(400);
    expect(reserialised.json).toEqual({ success: false, message: "Invalid webhook signature" });
    expect((await deliverWebhook(event, { signature: "0".repeat(64) })).status).toBe(400);
    expect(await statusOf(orderId)).toBe("Pending Payment");
    // The exact signed bytes are accepted.
    expect((await deliverWebhook(event, { raw: signedRaw, signature })).status).toBe(200);
    expect(await statusOf(orderId)).toBe("Processing");
  });

  it("handles the same event three times once", async () => {
    const { orderId, providerOrderId } = await orderOfNewCustomer();
    const payment = await fakeRazorpay.pay(providerOrderId, "captured");
    const event = paymentEvent("payment.captured", payment);
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await deliverWebhook(event, { eventId: "evt_same_1" }));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.map((a) => a.json.message)).toEqual([
      "Event processed",
      "Event already processed",
      "Event already processed",
    ]);
    expect(await emailsFor(orderId)).toHaveLength(1);
    expect(await historyOf(orderId)).toEqual(["Pending Payment", "Processing"]);
    const stored = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM webhook_events WHERE id = 'evt_same_1'",
    ).first<{ n: number }>();
    expect(stored!.n).toBe(1);
  });

  it("callback and webhook racing pay the order exactly once", async () => {
    const product = await createProduct();
    await createUser({ role: "Admin" });
    const { token } = await customer();
    const { orderId, providerOrderId } = await orderAwaitingPayment(token, product.id);
    const payment = await fakeRazorpay.pay(providerOrderId, "captured");
    const results = await Promise.all([
      verify(providerOrderId, payment.id),
      deliverWebhook(paymentEvent("payment.captured", payment)),
      deliverWebhook(paymentEvent("order.paid", payment)),
      verify(providerOrderId, payment.id),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(await statusOf(orderId)).toBe("Processing");
    expect(await historyOf(orderId)).toEqual(["Pending Payment", "Processing"]);
    expect(await emailsFor(orderId)).toHaveLength(2);
    expect(await fakeRazorpay.refundsFor(payment.id)).toHaveLength(0);
  });

  it("payment.failed then payment.captured ends paid", async () => {
    const { orderId, providerOrderId } = await orderOfNewCustomer();
    const failed = await fakeRazorpay.pay(providerOrderId, "failed");
    expect((await deliverWebhook(paymentEvent("payment.failed", failed))).status).toBe(200);
    expect(await statusOf(orderId)).toBe("Pending Payment");
    const captured = await fakeRazorpay.pay(providerOrderId, "captured");
    expect((await deliverWebhook(paymentEvent("payment.captured", captured))).status).toBe(200);
    expect(await statusOf(orderId)).toBe("Processing");
    const row = await env.DB.prepare("SELECT status, provider_payment_id FROM payments WHERE order_id = ?")
      .bind(orderId)
      .first();
    expect(row).toEqual({ status: "captured", provider_payment_id: captured.id });
  });

  it("records refund.processed on the payment", async () => {
    const { orderId, providerOrderId } = await orderOfNewCustomer();
    const payment = await fakeRazorpay.pay(providerOrderId, "captured");
    await verify(providerOrderId, payment.id);
    const refundEvent = refundProcessedEvent({ id: "rfnd_abc", amount: payment.amount }, payment);
    expect((await deliverWebhook(refundEvent)).status).toBe(200);
    const row = await env.DB.prepare("SELECT status, refund_id FROM payments WHERE order_id = ?")
      .bind(orderId)
      .first();
    expect(row).toEqual({ status: "refunded", refund_id: "rfnd_abc" });
    expect(await refundNotes(orderId)).toEqual([
      `Refund rfnd_abc of ${formatINR(payment.amount)} processed by Razorpay`,
    ]);
  });

  it("notes a partial refund on the order without calling the payment refunded, once per refund", async () => {
    const { orderId, providerOrderId } = await orderOfNewCustomer();
    const payment = await fakeRazorpay.pay(providerOrderId, "captured");
    await verify(providerOrderId, payment.id);
    const partial = refundProcessedEvent({ id: "rfnd_part", amount: 5000 }, payment);
    // The same refund in two deliveries with distinct event ids: one note all the same.
    expect((await deliverWebhook(partial)).status).toBe(200);
    expect((await deliverWebhook(partial)).status).toBe(200);
    const row = await env.DB.prepare(
      "SELECT p.status, o.status AS order_status FROM payments p JOIN orders o ON o.id = p.order_id WHERE p.order_id = ?",
    )
      .bind(orderId)
      .first();
    expect(row).toEqual({ status: "captured", order_status: "Processing" });
    expect(await refundNotes(orderId)).toEqual([
      `Refund rfnd_part of ${formatINR(5000)} processed by Razorpay (part of ${formatINR(payment.amount)})`,
    ]);
  });
});

describe("GET /api/payment/config", () => {
  it("tells the browser to use Razorpay with the public key id only", async () => {
    const res = await api("/api/payment/config");
    expect(res.json).toEqual({
      success: true,
      data: { mode: "razorpay", keyId: env.RAZORPAY_KEY_ID, message: null },
    });
    expect(res.text).not.toContain(env.RAZORPAY_KEY_SECRET!);
  });
});
