/**
 * Razorpay delivers events at least once, in any order, sometimes long after the fact: a
 * `payment.authorized` after the payment was auto-captured, a `payment.captured` after an admin
 * refunded it. Each must be acknowledged (2xx, so Razorpay stops retrying) and change nothing.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { signedInAdmin } from "../test/admin.ts";
import { createProduct, createUser, tokenFor } from "../test/builders.ts";
import { api } from "../test/http.ts";
import {
  deliverWebhook,
  fakeRazorpay,
  orderAwaitingPayment,
  paidOrder,
  paymentEvent,
} from "../test/payments.ts";
import { messages } from "../../domain/messages.ts";
import { razorpayApiBase } from "../lib/config.ts";
import { razorpayClient } from "../lib/razorpay.ts";
import { quietly } from "../test/quietly.ts";

const razorpay = () =>
  razorpayClient({
    keyId: env.RAZORPAY_KEY_ID!,
    keySecret: env.RAZORPAY_KEY_SECRET!,
    apiBase: razorpayApiBase(env),
  });

/** Everything a late event could wrongly change, our side and Razorpay's. */
async function everythingAbout(orderId: string, paymentId: string) {
  const [order, payment, history, emails] = await Promise.all([
    env.DB.prepare("SELECT status, total_paise, paid_at FROM orders WHERE id = ?").bind(orderId).first(),
    env.DB.prepare(
      "SELECT status, provider_payment_id, refund_id, refund_error FROM payments WHERE order_id = ?",
    )
      .bind(orderId)
      .first(),
    env.DB.prepare(
      "SELECT status, kind, note FROM order_status_history WHERE order_id = ? ORDER BY created_at, rowid",
    )
      .bind(orderId)
      .all(),
    env.DB.prepare("SELECT subject FROM email_outbox WHERE body_text LIKE ? ORDER BY created_at, rowid")
      .bind(`%${orderId}%`)
      .all(),
  ]);
  const atRazorpay = await razorpay().fetchPayment(paymentId);
  return {
    order,
    payment,
    history: history.results,
    emails: emails.results,
    atRazorpay,
    refunds: await fakeRazorpay.refundsFor(paymentId),
  };
}

async function customerToken() {
  return tokenFor(await createUser());
}

/** An order an admin cancelled while it still awaited payment (its Razorpay order stays open). */
async function orderCancelledBeforePayment() {
  const product = await createProduct();
  const awaiting = await orderAwaitingPayment(await customerToken(), product.id);
  const { token } = await signedInAdmin();
  const cancelled = await api(`/api/admin/orders/${awaiting.orderId}/status`, {
    method: "PUT",
    json: { status: "Cancelled" },
    token,
  });
  expect(cancelled.status, cancelled.text).toBe(200);
  return { ...awaiting, token };
}

describe("webhooks for a payment that is already settled", () => {
  it("a late payment.authorized after the payment was auto-captured answers 200 and changes nothing", async () => {
    const product = await createProduct();
    const { orderId, payment } = await paidOrder(await customerToken(), product.id);
    const before = await everythingAbout(orderId, payment.id);
    // The event as Razorpay sent it at authorisation, delivered after the capture.
    const res = await deliverWebhook(
      paymentEvent("payment.authorized", { ...payment, status: "authorized", captured: false }),
    );
    expect(res.status, res.text).toBe(200);
    expect(await everythingAbout(orderId, payment.id)).toEqual(before);
  });

  it("payment.captured delivered again under a new event id answers 200 and changes nothing", async () => {
    const product = await createProduct();
    const { orderId, payment } = await paidOrder(await customerToken(), product.id);
    const before = await everythingAbout(orderId, payment.id);
    for (const type of ["payment.captured", "order.paid"]) {
      const res = await deliverWebhook(paymentEvent(type, payment));
      expect(res.status, res.text).toBe(200);
    }
    expect(await everythingAbout(orderId, payment.id)).toEqual(before);
  });

  it.each(["payment.captured", "payment.authorized", "order.paid"])(
    "%s for a payment an admin refunded since answers 200 and refunds nothing twice",
    async (type) => {
      const product = await createProduct();
      const { orderId, payment } = await paidOrder(await customerToken(), product.id);
      const { token } = await signedInAdmin();
      const cancelled = await api(`/api/admin/orders/${orderId}/status`, {
        method: "PUT",
        json: { status: "Cancelled" },
        token,
      });
      expect(cancelled.status, cancelled.text).toBe(200);
      const before = await everythingAbout(orderId, payment.id);
      expect(before.payment).toMatchObject({ status: "refunded" });
      expect(before.refunds).toHaveLength(1);

      const status = type === "payment.authorized" ? "authorized" : "captured";
      const res = await deliverWebhook(paymentEvent(type, { ...payment, status }));
      expect(res.status, res.text).toBe(200);
      expect(await everythingAbout(orderId, payment.id)).toEqual(before);
    },
  );

  it("an authorised payment for an order that no longer awaits payment is left uncaptured (Razorpay releases it), not captured and refunded", async () => {
    const { orderId, providerOrderId } = await orderCancelledBeforePayment();
    const authorised = await fakeRazorpay.pay(providerOrderId, "authorized");
    const before = await everythingAbout(orderId, authorised.id);

    const res = await deliverWebhook(paymentEvent("payment.authorized", authorised));
    expect(res.status, res.text).toBe(200);
    const after = await everythingAbout(orderId, authorised.id);
    expect(after).toEqual(before);
    expect(after.atRazorpay.status).toBe("authorized");
    expect(after.order).toMatchObject({ status: "Cancelled" });
  });

  it("a captured payment for an order cancelled before it was paid is refunded once, however often it is reported", async () => {
    const { orderId, providerOrderId } = await orderCancelledBeforePayment();
    const captured = await fakeRazorpay.pay(providerOrderId, "captured");
    for (const type of ["payment.captured", "order.paid", "payment.captured"]) {
      expect((await deliverWebhook(paymentEvent(type, captured))).status).toBe(200);
    }
    const after = await everythingAbout(orderId, captured.id);
    expect(after.refunds).toMatchObject([{ amount: captured.amount }]);
    expect(after.order).toMatchObject({ status: "Cancelled" });
    // The refund is noted on the order once, as a note: the order's own history ends with its cancel.
    expect(after.history.filter((entry) => entry.kind === "note")).toEqual([
      {
        status: "Cancelled",
        kind: "note",
        note: expect.stringMatching(new RegExp(`^Extra payment ${captured.id} refunded`)),
      },
    ]);
  });

  it("when Razorpay refuses to refund a payment that came too late, the webhook answers 200 and the refusal is noted on the order for admins", async () => {
    const { orderId, providerOrderId, token } = await orderCancelledBeforePayment();
    const captured = await fakeRazorpay.pay(providerOrderId, "captured");
    await fakeRazorpay.refuseRefunds(
      captured.id,
      "Your account does not have enough balance to carry out the refund operation.",
    );
    const res = await quietly(() => deliverWebhook(paymentEvent("payment.captured", captured)));
    expect(res.status, res.text).toBe(200);
    const detail = (await api(`/api/admin/orders/${orderId}`, { token })).json.data;
    expect(detail.status).toBe("Cancelled");
    expect(detail.history.at(-1)).toMatchObject({
      status: "Cancelled",
      kind: "note",
      note: `Payment ${captured.id} arrived after the order was paid or closed, and refunding it failed: Your account does not have enough balance to carry out the refund operation. Refund it from the Razorpay dashboard.`,
    });
    expect(await fakeRazorpay.refundsFor(captured.id)).toEqual([]);
  });

  it("while Razorpay is unavailable, a webhook that needs it answers 503 so Razorpay delivers it again, and nothing is recorded", async () => {
    const product = await createProduct();
    const { orderId, providerOrderId } = await orderAwaitingPayment(await customerToken(), product.id);
    const authorised = await fakeRazorpay.pay(providerOrderId, "authorized");
    await fakeRazorpay.outage(providerOrderId);
    const res = await quietly(() =>
      deliverWebhook(paymentEvent("payment.authorized", authorised), { eventId: "evt_during_outage" }),
    );
    expect(res.status).toBe(503);
    expect(res.json).toEqual({ success: false, message: messages.webhookRetryLater });
    expect(await env.DB.prepare("SELECT status FROM orders WHERE id = ?").bind(orderId).first("status")).toBe(
      "Pending Payment",
    );
    expect(
      await env.DB.prepare("SELECT COUNT(*) AS n FROM webhook_events WHERE id = 'evt_during_outage'").first(
        "n",
      ),
    ).toBe(0);
  });
});
