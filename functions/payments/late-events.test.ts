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
  verify,
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

/** An order an admin cancelled while it still awaited payment (its Razorpay order stays open); `token` is the admin's. */
async function orderCancelledBeforePayment() {
  const product = await createProduct();
  const customer = await customerToken();
  const awaiting = await orderAwaitingPayment(customer, product.id);
  const { token, admin } = await signedInAdmin();
  const cancelled = await api(`/api/admin/orders/${awaiting.orderId}/status`, {
    method: "PUT",
    json: { status: "Cancelled" },
    token,
  });
  expect(cancelled.status, cancelled.text).toBe(200);
  return { ...awaiting, token, admin, customer };
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

  it("when Razorpay refuses to refund a payment that came too late, the webhook answers 200, the order's history says it will be refunded by hand, and the admins are e-mailed why, once", async () => {
    const { orderId, providerOrderId, token, admin, customer } = await orderCancelledBeforePayment();
    const captured = await fakeRazorpay.pay(providerOrderId, "captured");
    const reason = "Your account does not have enough balance to carry out the refund operation.";
    await fakeRazorpay.refuseRefunds(captured.id, reason);
    for (const type of ["payment.captured", "order.paid"]) {
      const res = await quietly(() => deliverWebhook(paymentEvent(type, captured)));
      expect(res.status, res.text).toBe(200);
    }
    const refusedNote = `Extra payment ${captured.id} could not be refunded automatically; it will be refunded by hand`;
    const detail = (await api(`/api/admin/orders/${orderId}`, { token })).json.data;
    expect(detail.status).toBe("Cancelled");
    expect(detail.history.filter((entry: { kind: string }) => entry.kind === "note")).toMatchObject([
      { status: "Cancelled", kind: "note", note: refusedNote },
    ]);
    // The customer's order carries the same words, and neither Razorpay's reason nor the advice to admins.
    const theirs = await api(`/api/user/orders/${orderId}`, { token: customer });
    expect(theirs.json.data.statusHistory.at(-1)).toMatchObject({ kind: "note", note: refusedNote });
    expect(theirs.text).not.toContain("balance");
    expect(theirs.text).not.toContain("dashboard");
    const toThisAdmin = await env.DB.prepare(
      "SELECT subject, body_text AS text FROM email_outbox WHERE to_address = ? AND body_text LIKE ?",
    )
      .bind(admin.email, `%${captured.id}%`)
      .all<{ subject: string; text: string }>();
    expect(toThisAdmin.results).toEqual([
      {
        subject: expect.stringContaining("Refund by hand"),
        text: expect.stringContaining(
          `Payment ${captured.id} arrived after the order was paid or closed, and refunding it failed: ${reason} Refund it from the Razorpay dashboard.`,
        ),
      },
    ]);
    expect(await fakeRazorpay.refundsFor(captured.id)).toEqual([]);

    // Once Razorpay accepts it, the next report of the payment refunds it and says so.
    await fakeRazorpay.refuseRefunds(captured.id, null);
    expect((await deliverWebhook(paymentEvent("payment.captured", captured))).status).toBe(200);
    expect(await fakeRazorpay.refundsFor(captured.id)).toMatchObject([{ amount: captured.amount }]);
    const notes = (await api(`/api/admin/orders/${orderId}`, { token })).json.data.history
      .filter((entry: { kind: string }) => entry.kind === "note")
      .map((entry: { note: string }) => entry.note);
    expect(notes).toEqual([
      refusedNote,
      expect.stringMatching(new RegExp(`^Extra payment ${captured.id} refunded \\(`)),
    ]);
  });

  it.each([
    ["accepts", null],
    ["refuses", "Your account does not have enough balance to carry out the refund operation."],
  ])(
    "reports of a payment that came too late, arriving together, ask Razorpay once and note it once (Razorpay %s)",
    async (_, refusal) => {
      const { orderId, providerOrderId, admin } = await orderCancelledBeforePayment();
      const captured = await fakeRazorpay.pay(providerOrderId, "captured");
      if (refusal) await fakeRazorpay.refuseRefunds(captured.id, refusal);
      const events = ["payment.captured", "order.paid", "payment.captured", "order.paid"].map((type, i) => ({
        event: paymentEvent(type, captured),
        eventId: `evt_together_${captured.id}_${i}`,
      }));
      const answers = await quietly(() =>
        Promise.all(events.map(({ event, eventId }) => deliverWebhook(event, { eventId }))),
      );
      // One asks Razorpay; one that finds it still asking is to be delivered again (503), as Razorpay does.
      const statuses = answers.map((res) => res.status);
      expect(statuses).toContain(200);
      expect(statuses.filter((status) => status !== 200).every((status) => status === 503)).toBe(true);
      for (const [i, { event, eventId }] of events.entries())
        if (statuses[i] === 503) expect((await deliverWebhook(event, { eventId })).status).toBe(200);
      const after = await everythingAbout(orderId, captured.id);
      expect(after.refunds).toHaveLength(refusal ? 0 : 1);
      expect(after.history.filter((entry) => entry.kind === "note")).toEqual([
        {
          status: "Cancelled",
          kind: "note",
          note: refusal
            ? `Extra payment ${captured.id} could not be refunded automatically; it will be refunded by hand`
            : expect.stringMatching(new RegExp(`^Extra payment ${captured.id} refunded \\(`)),
        },
      ]);
      const toThisAdmin = await env.DB.prepare(
        "SELECT COUNT(*) AS n FROM email_outbox WHERE to_address = ? AND body_text LIKE ?",
      )
        .bind(admin.email, `%${captured.id}%`)
        .first("n");
      expect(toThisAdmin).toBe(refusal ? 1 : 0);
    },
  );

  it("a report that finds the late payment's refund being asked for by another is delivered again, and refunds it if that ask failed", async () => {
    const { orderId, providerOrderId } = await orderCancelledBeforePayment();
    const captured = await fakeRazorpay.pay(providerOrderId, "captured");
    // Another report (the customer's checkout callback) has claimed the refund and is asking Razorpay.
    const now = Date.now();
    await env.DB.prepare(
      "INSERT INTO extra_payment_refunds (provider_payment_id, order_id, state, created_at, updated_at) VALUES (?, ?, 'asking', ?, ?)",
    )
      .bind(captured.id, orderId, now, now)
      .run();
    const event = paymentEvent("payment.captured", captured);
    const eventId = `evt_while_asking_${captured.id}`;
    const first = await deliverWebhook(event, { eventId });
    expect(first.status).toBe(503);
    expect(first.json).toEqual({ success: false, message: messages.webhookRefundInProgress });
    expect(await fakeRazorpay.refundsFor(captured.id)).toEqual([]);

    // That ask failed (Razorpay did not answer) and gave its claim back: Razorpay's next delivery refunds.
    await env.DB.prepare("DELETE FROM extra_payment_refunds WHERE provider_payment_id = ?")
      .bind(captured.id)
      .run();
    expect((await deliverWebhook(event, { eventId })).status).toBe(200);
    expect(await fakeRazorpay.refundsFor(captured.id)).toMatchObject([{ amount: captured.amount }]);
  });

  it("the customer who paid too late is told the payment will be refunded", async () => {
    const { providerOrderId } = await orderCancelledBeforePayment();
    const captured = await fakeRazorpay.pay(providerOrderId, "captured");
    const res = await verify(providerOrderId, captured.id);
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(
      "This order is not awaiting payment. Your payment for this order will be refunded to the way you paid.",
    );
    expect(await fakeRazorpay.refundsFor(captured.id)).toMatchObject([{ amount: captured.amount }]);
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
