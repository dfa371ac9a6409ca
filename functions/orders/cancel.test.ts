/**
 * POST /api/user/orders/:id/cancel: a customer cancels their own unpaid order; its stock and
 * coupon use come back in the same batch, and racing a payment or the expiry job only one applies.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createCoupon, createOrder, createProduct, customer } from "../test/builders.ts";
import { api } from "../test/http.ts";
import {
  deliverWebhook,
  fakeRazorpay,
  orderAwaitingPayment,
  paymentEvent,
  placeOrder,
  verify,
} from "../test/payments.ts";
import { statusOf, stockOf } from "../test/rows.ts";
import { runCron } from "../test/cron.ts";

const cancel = (token: string | undefined, orderId: string) =>
  api(`/api/user/orders/${orderId}/cancel`, { method: "POST", token });
const couponUses = async (code: string) =>
  (await env.DB.prepare("SELECT used_count FROM coupons WHERE code = ?")
    .bind(code)
    .first<{ used_count: number }>())!.used_count;
const historyOf = async (id: string) =>
  (
    await env.DB.prepare(
      "SELECT status, note, changed_by FROM order_status_history WHERE order_id = ? ORDER BY created_at, rowid",
    )
      .bind(id)
      .all<{ status: string; note: string; changed_by: string | null }>()
  ).results;

describe("POST /api/user/orders/:id/cancel", () => {
  it("cancels the customer's unpaid order: its stock and coupon use come back, the history says who", async () => {
    const product = await createProduct({ stock: 100 });
    const coupon = await createCoupon({ usageLimit: 1 });
    const { user, token } = await customer();
    const placed = await placeOrder(token, product.id, 30, { couponCode: coupon.code });
    const id = placed.json.data._id as string;
    const created = await api("/api/payment/create-payment", {
      method: "POST",
      token,
      json: { orderId: id, amount: placed.json.data.totalAmount, currency: "INR" },
    });
    expect(created.status).toBe(200);
    expect(await stockOf(product.id)).toBe(70);
    expect(await couponUses(coupon.code)).toBe(1);

    const res = await cancel(token, id);

    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      success: true,
      message: `Order ${id.slice(0, 8)} has been cancelled. You will not be charged for it.`,
      data: { _id: id, status: "Cancelled" },
    });
    expect(res.json.data.statusHistory.map((h: { status: string }) => h.status)).toEqual([
      "Pending Payment",
      "Cancelled",
    ]);
    expect(await stockOf(product.id)).toBe(100);
    expect(await couponUses(coupon.code)).toBe(0);
    expect((await historyOf(id)).at(-1)).toMatchObject({ status: "Cancelled", changed_by: user.id });
    expect((await api(`/api/user/orders/${id}`, { token })).json.data).toMatchObject({
      status: "Cancelled",
      payment: { status: "failed" },
    });
    // The coupon's only use is free again: someone else can take it.
    expect(
      (await placeOrder((await customer()).token, product.id, 30, { couponCode: coupon.code })).status,
    ).toBe(201);
  });

  it("refuses an order that is no longer unpaid with 409, saying what it is, and changes nothing", async () => {
    const product = await createProduct({ stock: 100 });
    const { user, token } = await customer();
    for (const status of ["Processing", "Shipped", "Delivered", "Cancelled", "Payment Failed"] as const) {
      const order = await createOrder({ user, status, lines: [{ product, quantity: 5 }] });
      const res = await cancel(token, order.id);
      expect(res.status).toBe(409);
      expect(res.json).toEqual({
        success: false,
        message: `This order is ${status} now, so it can no longer be cancelled here. If you need help, please contact us.`,
      });
      expect(await statusOf(order.id)).toBe(status);
    }
    expect(await stockOf(product.id)).toBe(100);
  });

  it("is a 404 for another customer's order, an unknown or malformed id; 401 without a token", async () => {
    const product = await createProduct({ stock: 100 });
    const owner = await customer();
    const stranger = await customer();
    const order = await createOrder({
      user: owner.user,
      status: "Pending Payment",
      lines: [{ product, quantity: 5 }],
    });
    expect((await cancel(stranger.token, order.id)).status).toBe(404);
    expect((await cancel(stranger.token, "0123456789abcdef01234567")).json).toEqual({
      success: false,
      message: "Order not found",
    });
    expect((await cancel(stranger.token, "not-an-id")).status).toBe(404);
    expect((await cancel(undefined, order.id)).status).toBe(401);
    expect(await statusOf(order.id)).toBe("Pending Payment");
  });

  it("a second cancel of the same order is refused and returns nothing twice", async () => {
    const product = await createProduct({ stock: 100 });
    const { token } = await customer();
    const id = (await placeOrder(token, product.id, 30)).json.data._id as string;
    const [a, b] = await Promise.all([cancel(token, id), cancel(token, id)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(await stockOf(product.id)).toBe(100);
    expect((await historyOf(id)).filter((h) => h.status === "Cancelled")).toHaveLength(1);
  });

  it("after a payment went through, the cancel is refused and the order stays paid", async () => {
    const product = await createProduct({ stock: 100 });
    const { token } = await customer();
    const order = await orderAwaitingPayment(token, product.id, 30);
    const payment = await fakeRazorpay.pay(order.providerOrderId, "captured");
    expect((await verify(order.providerOrderId, payment.id)).status).toBe(200);
    const res = await cancel(token, order.orderId);
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(
      "This order is Processing now, so it can no longer be cancelled here. If you need help, please contact us.",
    );
    expect(await stockOf(product.id)).toBe(70);
  });

  it("a payment that lands after the cancel is refunded and the order stays cancelled", async () => {
    const product = await createProduct({ stock: 100 });
    const { token } = await customer();
    const order = await orderAwaitingPayment(token, product.id, 30);
    expect((await cancel(token, order.orderId)).status).toBe(200);
    const late = await fakeRazorpay.pay(order.providerOrderId, "captured");
    expect((await deliverWebhook(paymentEvent("payment.captured", late))).status).toBe(200);
    expect(await statusOf(order.orderId)).toBe("Cancelled");
    expect(await fakeRazorpay.refundsFor(late.id)).toHaveLength(1);
    expect(await stockOf(product.id)).toBe(100);
  });

  it("racing the payment callback, exactly one of them applies", { timeout: 20_000 }, async () => {
    const product = await createProduct({ stock: 1000 });
    const { token } = await customer();
    for (let round = 0; round < 3; round += 1) {
      const order = await orderAwaitingPayment(token, product.id, 30);
      const stockHeld = await stockOf(product.id);
      const payment = await fakeRazorpay.pay(order.providerOrderId, "captured");
      const [cancelled, paid] = await Promise.all([
        cancel(token, order.orderId),
        verify(order.providerOrderId, payment.id),
      ]);
      const status = await statusOf(order.orderId);
      const reached = new Set((await historyOf(order.orderId)).map((h) => h.status));
      expect(reached.has("Cancelled")).not.toBe(reached.has("Processing"));
      if (status === "Cancelled") {
        // The cancel won: stock back, and the money the customer paid goes back too.
        expect(cancelled.status).toBe(200);
        expect(await stockOf(product.id)).toBe(stockHeld + 30);
        expect(await fakeRazorpay.refundsFor(payment.id)).toHaveLength(1);
      } else {
        expect(status).toBe("Processing");
        expect(paid.status).toBe(200);
        expect(cancelled.status).toBe(409);
        expect(await stockOf(product.id)).toBe(stockHeld);
        expect(await fakeRazorpay.refundsFor(payment.id)).toHaveLength(0);
      }
    }
  });

  it("racing the expiry job, the stock and the coupon use come back once", async () => {
    const product = await createProduct({ stock: 100 });
    const coupon = await createCoupon({ usageLimit: 5 });
    const { token } = await customer();
    // Another customer's order holds a use of the same coupon: it must stay taken.
    await placeOrder((await customer()).token, product.id, 10, { couponCode: coupon.code });
    const id = (await placeOrder(token, product.id, 30, { couponCode: coupon.code })).json.data._id as string;
    await env.DB.prepare("UPDATE orders SET created_at = ? WHERE id = ?")
      .bind(Date.now() - 45 * 60_000, id)
      .run();
    expect(await couponUses(coupon.code)).toBe(2);

    const [cancelled] = await Promise.all([cancel(token, id), runCron()]);

    // The cancel either won, or lost to the expiry and says so.
    expect([200, 409]).toContain(cancelled.status);
    expect(["Cancelled", "Payment Failed"]).toContain(await statusOf(id));
    expect((await historyOf(id)).filter((h) => h.status !== "Pending Payment")).toHaveLength(1);
    expect(await stockOf(product.id)).toBe(90);
    expect(await couponUses(coupon.code)).toBe(1);
  });
});
