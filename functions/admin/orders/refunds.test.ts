/**
 * Cancelling a paid order refunds it: claim the order first, refund, then record the outcome. A
 * cancel that loses a race refunds nothing; a refund Razorpay refuses leaves the order cancelled,
 * the refusal recorded and shown, and "Retry refund" to finish it.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { adminMessages } from "../../../domain/admin-messages.ts";
import { formatINR } from "../../../domain/money.ts";
import { REFUND_PENDING_RETRY_AFTER_MS } from "../../../domain/payments.ts";
import { type Db, getDb } from "../../db/client.ts";
import { NO_COURIER, razorpayApiBase } from "../../lib/config.ts";
import { razorpayClient } from "../../lib/razorpay.ts";
import { auditRows, customerEmailsAbout, signedInAdmin } from "../../test/admin.ts";
import { createProduct, createUser, tokenFor } from "../../test/builders.ts";
import { api, BASE } from "../../test/http.ts";
import { deliverWebhook, fakeRazorpay, paidOrder, refundProcessedEvent } from "../../test/payments.ts";
import { refunderFor, type Refunder } from "./refunds.ts";
import { changeOrderStatus } from "./status.ts";
import { quietly } from "../../test/quietly.ts";
import { statusOf, stockOf } from "../../test/rows.ts";

const dashboard = () =>
  razorpayClient({
    keyId: env.RAZORPAY_KEY_ID!,
    keySecret: env.RAZORPAY_KEY_SECRET!,
    apiBase: razorpayApiBase(env),
  });
type Admin = Awaited<ReturnType<typeof signedInAdmin>>["admin"];
const LOW_BALANCE = "Your account does not have enough balance to carry out the refund operation.";

async function paidOrderOf(quantity = 30) {
  const product = await createProduct({ stock: 100 });
  const paid = await paidOrder(await tokenFor(await createUser()), product.id, quantity);
  return { ...paid, product };
}

/**
 * The admin's cancel of a paid order, as its route makes it, but with the database and the refunder
 * the test gives (to race it, or to watch the refund).
 */
const cancelAs = (admin: Admin, db: Db, refunder: Refunder, orderId: string) =>
  changeOrderStatus(
    db,
    refunder,
    { id: admin.id, name: admin.name, email: admin.email, role: "Admin" },
    orderId,
    { status: "Cancelled", note: "" },
    BASE,
    NO_COURIER,
  );

/** What the customer was told after paying (the payment confirmation left out). */
const toldAfterPaying = async (orderId: string) =>
  (await customerEmailsAbout(orderId)).filter((e) => !e.subject.startsWith("Payment received"));

const cancel = (orderId: string, token: string, note = "") =>
  api(`/api/admin/orders/${orderId}/status`, { method: "PUT", json: { status: "Cancelled", note }, token });
const retry = (orderId: string, token: string) =>
  api(`/api/admin/orders/${orderId}/refund`, { method: "POST", token });

/** A D1 binding on which another admin's change lands just before this request's first batch. */
function racedBy(change: () => Promise<unknown>) {
  let raced = false;
  return new Proxy(env.DB, {
    get(target, property) {
      if (property === "batch") {
        return async (statements: D1PreparedStatement[]) => {
          if (!raced) {
            raced = true;
            await change();
          }
          return target.batch(statements);
        };
      }
      const value = Reflect.get(target, property);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

describe("an admin cancels a paid order", () => {
  it("cancelling a paid order gives the stock back and refunds the payment through Razorpay, all audited", async () => {
    const { admin, token } = await signedInAdmin();
    const { orderId, payment, amountPaise, product } = await paidOrderOf();
    expect(await stockOf(product.id)).toBe(70);
    await api(`/api/admin/orders/${orderId}/ship`, {
      method: "POST",
      json: { courierName: "BlueDart", awb: `BD${orderId.slice(-8)}` },
      token,
    });

    const res = await api(`/api/admin/orders/${orderId}/status`, {
      method: "PUT",
      json: { status: "Cancelled", note: "Customer asked" },
      token,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json.data.status).toBe("Cancelled");
    const refunds = await fakeRazorpay.refundsFor(payment.id);
    expect(refunds).toMatchObject([{ payment_id: payment.id, amount: amountPaise }]);
    expect(res.json.data.payment).toMatchObject({ status: "refunded", refundId: refunds[0].id });
    expect(await stockOf(product.id)).toBe(100);
    const audit = await auditRows(orderId);
    expect(audit.map((r) => r.action).sort()).toEqual(["order.refund", "order.ship", "order.status"]);
    const refund = audit.find((r) => r.action === "order.refund")!;
    expect(refund).toMatchObject({
      admin_id: admin.id,
      before: { paymentStatus: "captured" },
      after: { paymentStatus: "refunded", refundId: refunds[0].id, amount: amountPaise / 100 },
    });
    const cancelled = (await toldAfterPaying(orderId)).find(
      (e) => e.subject === `Order ${orderId.slice(0, 8)} was cancelled`,
    );
    expect(cancelled?.body_text).toContain(`We have refunded ${formatINR(amountPaise)} to the way you paid.`);
    expect(cancelled?.body_text).toContain("Note from us: Customer asked");

    // A second cancel is refused; no second refund, the stock is not given back twice.
    const again = await api(`/api/admin/orders/${orderId}/status`, {
      method: "PUT",
      json: { status: "Cancelled" },
      token,
    });
    expect(again.status).toBe(400);
    expect(await fakeRazorpay.refundsFor(payment.id)).toHaveLength(1);
    expect(await stockOf(product.id)).toBe(100);
  });

  it("cancelling after a partial refund from the Razorpay dashboard refunds only what is left", async () => {
    const { token } = await signedInAdmin();
    const { orderId, payment, amountPaise } = await paidOrderOf();
    await dashboard().refundPayment(payment.id, 5000, {});

    const res = await api(`/api/admin/orders/${orderId}/status`, {
      method: "PUT",
      json: { status: "Cancelled" },
      token,
    });
    expect(res.status, res.text).toBe(200);
    expect((await fakeRazorpay.refundsFor(payment.id)).map((r: any) => r.amount)).toEqual([
      5000,
      amountPaise - 5000,
    ]);
    expect(res.json.data.payment).toMatchObject({ status: "refunded" });
  });

  it("a cancel that loses the race to another admin's change refunds nothing", async () => {
    const { admin } = await signedInAdmin();
    const { orderId, payment, product } = await paidOrderOf();
    let refundsAsked = 0;
    const realRefunder = refunderFor(env, getDb(env.DB));
    const counting: Refunder = (request) => {
      refundsAsked += 1;
      return realRefunder(request);
    };
    // Another admin ships the order after this one opened it, before the cancel is written.
    const db = getDb(
      racedBy(() => env.DB.prepare("UPDATE orders SET status = 'Shipped' WHERE id = ?").bind(orderId).run()),
    );

    await expect(quietly(() => cancelAs(admin, db, counting, orderId))).rejects.toMatchObject({
      status: 409,
      message: adminMessages.orderChangedMeanwhile,
    });
    expect(refundsAsked).toBe(0);
    expect(await fakeRazorpay.refundsFor(payment.id)).toEqual([]);
    expect(await statusOf(orderId)).toBe("Shipped");
    expect(
      await env.DB.prepare("SELECT status FROM payments WHERE order_id = ?").bind(orderId).first("status"),
    ).toBe("captured");
    expect(await stockOf(product.id)).toBe(70);
    expect(await auditRows(orderId)).toEqual([]);
  });

  it("a refund Razorpay refuses leaves the order cancelled, the refusal recorded and shown; Retry refund sends it once the cause is fixed, once", async () => {
    const { admin, token } = await signedInAdmin();
    const { orderId, payment, amountPaise, product } = await paidOrderOf();
    await fakeRazorpay.refuseRefunds(payment.id, LOW_BALANCE);
    const short = orderId.slice(0, 8);

    const res = await quietly(() => cancel(orderId, token, "Out of stock at the warehouse"));
    expect(res.status, res.text).toBe(200);
    expect(res.json.message).toBe(adminMessages.cancelledRefundFailed(LOW_BALANCE));
    expect(res.json.data).toMatchObject({
      status: "Cancelled",
      payment: { status: "refund_failed", refundError: LOW_BALANCE, canRetryRefund: true },
    });
    expect(await stockOf(product.id)).toBe(100);
    expect(await fakeRazorpay.refundsFor(payment.id)).toEqual([]);
    expect((await auditRows(orderId)).map((r) => [r.action, r.after.error ?? null])).toEqual([
      ["order.status", null],
      ["order.refund_failed", LOW_BALANCE],
    ]);
    const [told] = await toldAfterPaying(orderId);
    expect(told?.body_text).toContain(
      `We are refunding the ${formatINR(amountPaise)} you paid and will e-mail you as soon as the refund is on its way.`,
    );
    expect(told?.body_text).toContain("Note from us: Out of stock at the warehouse");
    // The panel shows it on the order, with the retry.
    expect((await api(`/api/admin/orders/${orderId}`, { token })).json.data.payment).toMatchObject({
      status: "refund_failed",
      refundError: LOW_BALANCE,
      canRetryRefund: true,
    });

    // Retrying before the cause is fixed fails again, says so, and changes nothing else.
    const again = await quietly(() => retry(orderId, token));
    expect(again.status).toBe(502);
    expect(again.json).toEqual({ success: false, message: adminMessages.refundRetryFailed(LOW_BALANCE) });
    expect(await toldAfterPaying(orderId)).toHaveLength(1);

    await fakeRazorpay.refuseRefunds(payment.id, null);
    const retried = await retry(orderId, token);
    expect(retried.status, retried.text).toBe(200);
    const refunds = await fakeRazorpay.refundsFor(payment.id);
    expect(refunds).toMatchObject([{ amount: amountPaise }]);
    expect(retried.json).toMatchObject({
      message: adminMessages.refundSent,
      data: {
        status: "Cancelled",
        payment: { status: "refunded", refundId: refunds[0].id, refundError: null, canRetryRefund: false },
      },
    });
    const emails = await toldAfterPaying(orderId);
    expect(emails.map((e) => e.subject)).toEqual([
      `Order ${short} was cancelled`,
      `Refund for order ${short}`,
    ]);
    expect(emails[1]!.body_text).toContain(
      `We have refunded ${formatINR(amountPaise)} for your cancelled order ${short} to the way you paid.`,
    );
    const audit = await auditRows(orderId);
    expect(audit.map((r) => r.action)).toEqual([
      "order.status",
      "order.refund_failed",
      "order.refund_failed",
      "order.refund",
    ]);
    expect(audit[3]).toMatchObject({
      admin_id: admin.id,
      before: { paymentStatus: "refund_failed" },
      after: { paymentStatus: "refunded", refundId: refunds[0].id },
    });

    // Asked again (a double click, a stale tab): nothing more happens.
    const twice = await retry(orderId, token);
    expect(twice.status).toBe(200);
    expect(twice.json.message).toBe(adminMessages.alreadyRefunded);
    expect(await fakeRazorpay.refundsFor(payment.id)).toHaveLength(1);
    expect(await toldAfterPaying(orderId)).toHaveLength(2);
  });

  it("Retry refund is refused for an order whose refund did not fail", async () => {
    const { token } = await signedInAdmin();
    const { orderId } = await paidOrderOf();
    const res = await retry(orderId, token);
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(adminMessages.noRefundToRetry);
    expect(await auditRows(orderId)).toEqual([]);
  });

  it("a refund.processed webhook settles a refund that failed and was then made in the Razorpay dashboard", async () => {
    const { token } = await signedInAdmin();
    const { orderId, payment, amountPaise } = await paidOrderOf();
    await fakeRazorpay.refuseRefunds(payment.id, LOW_BALANCE);
    await quietly(() => cancel(orderId, token));
    await fakeRazorpay.refuseRefunds(payment.id, null);
    const refund = await dashboard().refundPayment(payment.id, amountPaise);
    const paymentNow = { ...payment, status: "refunded", amount_refunded: amountPaise };

    const res = await deliverWebhook(
      refundProcessedEvent({ id: refund.id, amount: amountPaise }, paymentNow),
    );
    expect(res.status).toBe(200);
    const detail = (await api(`/api/admin/orders/${orderId}`, { token })).json.data;
    expect(detail.payment).toMatchObject({
      status: "refunded",
      refundId: refund.id,
      refundError: null,
      canRetryRefund: false,
    });
    expect((await toldAfterPaying(orderId)).map((e) => e.subject)).toEqual([
      `Order ${orderId.slice(0, 8)} was cancelled`,
      `Refund for order ${orderId.slice(0, 8)}`,
    ]);
    expect((await retry(orderId, token)).json.message).toBe(adminMessages.alreadyRefunded);
  });

  it("when Razorpay's refund.processed webhook records the refund before the admin's request does, the customer is told once and the admin's refund is audited", async () => {
    const { admin } = await signedInAdmin();
    const { orderId, payment, amountPaise } = await paidOrderOf();
    const db = getDb(env.DB);
    const realRefunder = refunderFor(env, db);
    const webhookFirst: Refunder = async (request) => {
      const result = await realRefunder(request);
      const paymentNow = await dashboard().fetchPayment(payment.id);
      const refunded = { ...payment, status: "refunded", amount_refunded: paymentNow.amountRefundedPaise };
      await deliverWebhook(refundProcessedEvent({ id: result.refundId, amount: amountPaise }, refunded));
      return result;
    };
    const { order, refundFailure } = await cancelAs(admin, db, webhookFirst, orderId);
    expect(refundFailure).toBeNull();
    expect(order.payment).toMatchObject({ status: "refunded" });
    expect(await fakeRazorpay.refundsFor(payment.id)).toHaveLength(1);
    expect((await toldAfterPaying(orderId)).map((e) => e.subject)).toEqual([
      `Refund for order ${orderId.slice(0, 8)}`,
    ]);
    expect((await auditRows(orderId)).map((r) => r.action)).toEqual(["order.status", "order.refund"]);
  });

  it("a refund left pending half-way (the request died) can be retried once it is clearly abandoned, not while it may be in flight", async () => {
    const { token } = await signedInAdmin();
    const { orderId, payment, amountPaise } = await paidOrderOf();
    const halfWay = (at: number) =>
      env.DB.batch([
        env.DB.prepare("UPDATE orders SET status = 'Cancelled' WHERE id = ?").bind(orderId),
        env.DB.prepare(
          "UPDATE payments SET status = 'refund_pending', updated_at = ? WHERE order_id = ?",
        ).bind(at, orderId),
      ]);
    await halfWay(Date.now());
    const tooSoon = await retry(orderId, token);
    expect(tooSoon.status).toBe(409);
    expect(tooSoon.json.message).toBe(adminMessages.refundInProgress);
    expect((await api(`/api/admin/orders/${orderId}`, { token })).json.data.payment.canRetryRefund).toBe(
      false,
    );

    await halfWay(Date.now() - REFUND_PENDING_RETRY_AFTER_MS - 1000);
    expect((await api(`/api/admin/orders/${orderId}`, { token })).json.data.payment.canRetryRefund).toBe(
      true,
    );
    const retried = await retry(orderId, token);
    expect(retried.status, retried.text).toBe(200);
    expect(await fakeRazorpay.refundsFor(payment.id)).toMatchObject([{ amount: amountPaise }]);
  });
});
