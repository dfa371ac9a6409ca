/**
 * The expiry job goes through every overdue unpaid order on each run, and an order whose Razorpay
 * look-up fails is retried with a back-off instead of holding up the ones behind it; admins see it.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { signedInAdmin } from "../test/admin.ts";
import { createOrder, createProduct, createUser, tokenFor } from "../test/builders.ts";
import { api } from "../test/http.ts";
import { fakeRazorpay, orderAwaitingPayment } from "../test/payments.ts";
import { PAYMENT_CHECK_BACKOFF, paymentCheckRetryAt } from "./expiry.ts";
import { statusOf } from "../test/rows.ts";
import { runCron } from "../test/cron.ts";
import { quietly } from "../test/quietly.ts";

const MINUTE = 60_000;

const countByStatus = async (status: string) =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM orders WHERE status = ?")
    .bind(status)
    .first<{ n: number }>())!.n;

describe("the expiry job under load and outages", () => {
  it("expires every overdue order in one run, 60 of them behind an order Razorpay answers 503 for", {
    timeout: 30_000,
  }, async () => {
    const product = await createProduct({ stock: 10_000 });
    const token = await tokenFor(await createUser());
    const stuck = await orderAwaitingPayment(token, product.id, 30);
    await fakeRazorpay.outage(stuck.providerOrderId);
    const now = Date.now();
    // The stuck order is the oldest: the sweep meets it first.
    await env.DB.prepare("UPDATE orders SET created_at = ? WHERE id = ?")
      .bind(now - 3 * 60 * MINUTE, stuck.orderId)
      .run();
    // More than a run used to take (50), three per customer (the most one may hold).
    const customers = await Promise.all(Array.from({ length: 20 }, () => createUser()));
    await Promise.all(
      customers.flatMap((user, i) =>
        [0, 1, 2].map((j) =>
          createOrder({
            user,
            status: "Pending Payment",
            lines: [{ product, quantity: 1 }],
            createdAt: now - 60 * MINUTE - (i * 3 + j) * 1000,
          }),
        ),
      ),
    );
    const fresh = await createOrder({
      user: customers[0]!,
      status: "Pending Payment",
      lines: [{ product, quantity: 1 }],
      createdAt: now - 10 * MINUTE,
    });

    await quietly(() => runCron(now));

    expect(await countByStatus("Payment Failed")).toBe(60);
    expect(await statusOf(stuck.orderId)).toBe("Pending Payment");
    expect(await statusOf(fresh.id)).toBe("Pending Payment");
    // Each expired order gave its one pack back; the stuck one still holds its 30.
    const stock = await env.DB.prepare("SELECT stock FROM products WHERE id = ?")
      .bind(product.id)
      .first<{ stock: number }>();
    expect(stock!.stock).toBe(10_000 - 30 + 60);
  });

  it("retries a failing look-up after a doubling back-off, and admins see how often it failed and why", async () => {
    const product = await createProduct({ stock: 100 });
    const token = await tokenFor(await createUser());
    const { token: adminToken } = await signedInAdmin();
    const stuck = await orderAwaitingPayment(token, product.id, 30);
    await fakeRazorpay.outage(stuck.providerOrderId);
    const start = Date.now();
    await env.DB.prepare("UPDATE orders SET created_at = ? WHERE id = ?")
      .bind(start - 45 * MINUTE, stuck.orderId)
      .run();
    const flagOf = async () =>
      (await api(`/api/admin/orders/${stuck.orderId}`, { token: adminToken })).json.data.paymentCheck;

    expect(await flagOf()).toBeNull();
    await quietly(() => runCron(start));
    expect(await flagOf()).toEqual({
      failures: 1,
      lastError: "Razorpay answered 503: Service unavailable",
      nextAttemptAt: new Date(start + 5 * MINUTE).toISOString(),
    });

    // Before the back-off is over the order is not asked about again.
    await quietly(() => runCron(start + 4 * MINUTE));
    expect((await flagOf()).failures).toBe(1);
    await quietly(() => runCron(start + 5 * MINUTE));
    expect(await flagOf()).toMatchObject({
      failures: 2,
      nextAttemptAt: new Date(start + 15 * MINUTE).toISOString(),
    });
    await quietly(() => runCron(start + 15 * MINUTE));
    expect(await flagOf()).toMatchObject({
      failures: 3,
      nextAttemptAt: new Date(start + 35 * MINUTE).toISOString(),
    });

    // The list flags it too, and it is still the customer's unpaid order holding its stock.
    const list = await api("/api/admin/getallorders?status=Pending%20Payment", { token: adminToken });
    expect(list.json.data.find((o: { _id: string }) => o._id === stuck.orderId).paymentCheck).toMatchObject({
      failures: 3,
    });
    expect(await statusOf(stuck.orderId)).toBe("Pending Payment");
  });

  it("the flag goes once the order is no longer unpaid", async () => {
    const product = await createProduct({ stock: 100 });
    const { token: adminToken } = await signedInAdmin();
    const order = await createOrder({
      user: await createUser(),
      status: "Pending Payment",
      lines: [{ product, quantity: 5 }],
    });
    await env.DB.prepare(
      "UPDATE orders SET payment_check_failures = 4, payment_check_error = 'Razorpay unreachable' WHERE id = ?",
    )
      .bind(order.id)
      .run();
    expect(
      (await api(`/api/admin/orders/${order.id}`, { token: adminToken })).json.data.paymentCheck,
    ).toMatchObject({ failures: 4, lastError: "Razorpay unreachable" });
    await api(`/api/admin/orders/${order.id}/status`, {
      method: "PUT",
      token: adminToken,
      json: { status: "Cancelled" },
    });
    expect(
      (await api(`/api/admin/orders/${order.id}`, { token: adminToken })).json.data.paymentCheck,
    ).toBeNull();
  });

  it("the back-off doubles from the cron's 5 minutes up to 6 hours", () => {
    expect(PAYMENT_CHECK_BACKOFF).toEqual({ firstDelayMinutes: 5, maxDelayMinutes: 360 });
    const delays = [1, 2, 3, 4, 5, 6, 7, 8, 20].map((failures) => paymentCheckRetryAt(failures, 0) / MINUTE);
    expect(delays).toEqual([5, 10, 20, 40, 80, 160, 320, 360, 360]);
  });
});
