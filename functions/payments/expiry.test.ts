import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createCoupon, createProduct, createUser, tokenFor } from "../test/builders.ts";
import { fakeRazorpay, orderAwaitingPayment, placeOrder } from "../test/payments.ts";
import { statusOf, stockOf } from "../test/rows.ts";
import { runCron } from "../test/cron.ts";

const MINUTE = 60_000;

async function customer() {
  return tokenFor(await createUser());
}

async function backdate(orderId: string, minutes: number) {
  await env.DB.prepare("UPDATE orders SET created_at = ? WHERE id = ?")
    .bind(Date.now() - minutes * MINUTE, orderId)
    .run();
}

describe("the scheduled sweep of unpaid orders", () => {
  it("expires Pending Payment orders older than 30 minutes and returns their stock and coupon use", async () => {
    const product = await createProduct({ stock: 100 });
    const coupon = await createCoupon({ usageLimit: 1 });
    const token = await customer();
    const stale = await orderAwaitingPayment(token, product.id, 30);
    const staleWithCoupon = (await placeOrder(token, product.id, 30, { couponCode: coupon.code })).json.data
      ._id;
    const fresh = (await placeOrder(token, product.id, 30)).json.data._id;
    expect(await stockOf(product.id)).toBe(10);
    await backdate(stale.orderId, 31);
    await backdate(staleWithCoupon, 45);
    await backdate(fresh, 29);

    await runCron();

    expect(await statusOf(stale.orderId)).toBe("Payment Failed");
    expect(await statusOf(staleWithCoupon)).toBe("Payment Failed");
    expect(await statusOf(fresh)).toBe("Pending Payment");
    expect(await stockOf(product.id)).toBe(70);
    const used = await env.DB.prepare("SELECT used_count FROM coupons WHERE code = ?")
      .bind(coupon.code)
      .first<{ used_count: number }>();
    expect(used!.used_count).toBe(0);
    const history = await env.DB.prepare(
      "SELECT status FROM order_status_history WHERE order_id = ? ORDER BY created_at",
    )
      .bind(stale.orderId)
      .all();
    expect(history.results.map((r: any) => r.status)).toEqual(["Pending Payment", "Payment Failed"]);

    // A second run changes nothing: stock is returned once.
    await runCron();
    expect(await stockOf(product.id)).toBe(70);
  });

  it("completes an old order whose payment Razorpay captured although we never heard back", async () => {
    const product = await createProduct({ stock: 100 });
    await createUser({ role: "Admin" });
    const token = await customer();
    const lost = await orderAwaitingPayment(token, product.id, 30);
    await fakeRazorpay.pay(lost.providerOrderId, "failed");
    await fakeRazorpay.pay(lost.providerOrderId, "captured");
    await backdate(lost.orderId, 40);

    await runCron();

    expect(await statusOf(lost.orderId)).toBe("Processing");
    expect(await stockOf(product.id)).toBe(70);
    const mails = await env.DB.prepare("SELECT COUNT(*) AS n FROM email_outbox").first<{ n: number }>();
    expect(mails!.n).toBe(2);
  });

  it("leaves an order for the next run when Razorpay cannot be asked", async () => {
    const product = await createProduct({ stock: 100 });
    const token = await customer();
    const order = await orderAwaitingPayment(token, product.id, 30);
    await fakeRazorpay.outage(order.providerOrderId);
    await backdate(order.orderId, 40);
    const original = console.error;
    console.error = () => {};
    await runCron();
    console.error = original;
    expect(await statusOf(order.orderId)).toBe("Pending Payment");
    expect(await stockOf(product.id)).toBe(70);
  });

  it("expires an order Razorpay does not know under the keys in use (made before a switch of keys)", async () => {
    const product = await createProduct({ stock: 100 });
    const token = await customer();
    const order = await orderAwaitingPayment(token, product.id, 30);
    await env.DB.prepare(
      "UPDATE payments SET provider_order_id = 'order_MadeUnderTestKeys' WHERE order_id = ?",
    )
      .bind(order.orderId)
      .run();
    await backdate(order.orderId, 40);
    await runCron();
    expect(await statusOf(order.orderId)).toBe("Payment Failed");
    expect(await stockOf(product.id)).toBe(100);
  });

  it("refunds a payment captured after its order expired", async () => {
    const product = await createProduct({ stock: 100 });
    const token = await customer();
    const order = await orderAwaitingPayment(token, product.id, 30);
    await backdate(order.orderId, 40);
    await runCron();
    expect(await statusOf(order.orderId)).toBe("Payment Failed");
    const late = await fakeRazorpay.pay(order.providerOrderId, "captured");
    const { deliverWebhook, paymentEvent } = await import("../test/payments.ts");
    expect((await deliverWebhook(paymentEvent("payment.captured", late))).status).toBe(200);
    expect(await statusOf(order.orderId)).toBe("Payment Failed");
    expect(await fakeRazorpay.refundsFor(late.id)).toHaveLength(1);
    // Razorpay retrying the same news does not refund twice.
    expect((await deliverWebhook(paymentEvent("order.paid", late))).status).toBe(200);
    expect(await fakeRazorpay.refundsFor(late.id)).toHaveLength(1);
  });
});
