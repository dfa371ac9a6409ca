import { describe, expect, it } from "vitest";
import { signedInAdmin } from "../../test/admin.ts";
import { createOrder, createProduct, createUser } from "../../test/builders.ts";
import { api } from "../../test/http.ts";
import { shopDate } from "../../../domain/shop-time.ts";
import { lastDays } from "./service.ts";

const DAY = 24 * 60 * 60 * 1000;

describe("GET /api/dashboard/stats", () => {
  it("counts products on sale, orders, users and ongoing orders", async () => {
    const { token } = await signedInAdmin();
    const product = await createProduct();
    await createProduct({ status: "archived" });
    const user = await createUser();
    for (const status of [
      "Processing",
      "Shipped",
      "Out for Delivery",
      "Delivered",
      "Pending Payment",
    ] as const) {
      await createOrder({ user, status, lines: [{ product, quantity: 30 }] });
    }
    const res = await api("/api/dashboard/stats", { token });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      totalProducts: 1,
      totalOrders: 5,
      totalUsers: 2,
      ongoingOrders: 3,
    });
  });

  it("sums paid revenue and orders for each of the last 30 days, leaving out cancelled ones", async () => {
    const { token } = await signedInAdmin();
    const user = await createUser();
    const product = await createProduct({ originalPricePaise: 10000 });
    const now = Date.now();
    const a = await createOrder({ user, lines: [{ product, quantity: 1 }], paidAt: now });
    const b = await createOrder({ user, lines: [{ product, quantity: 2 }], paidAt: now });
    await createOrder({
      user,
      status: "Cancelled",
      payment: "captured",
      lines: [{ product, quantity: 5 }],
      paidAt: now,
    });
    const c = await createOrder({
      user,
      status: "Delivered",
      lines: [{ product, quantity: 1 }],
      paidAt: now - 3 * DAY,
    });
    await createOrder({
      user,
      status: "Delivered",
      lines: [{ product, quantity: 1 }],
      paidAt: now - 40 * DAY,
    });
    await createOrder({ user, status: "Pending Payment", lines: [{ product, quantity: 1 }] });

    const { daily } = (await api("/api/dashboard/stats", { token })).json.data;
    expect(daily).toHaveLength(30);
    expect(daily[29]).toEqual({
      date: shopDate(now),
      revenue: (a.totalPaise + b.totalPaise) / 100,
      orders: 2,
    });
    expect(daily[26]).toEqual({ date: shopDate(now - 3 * DAY), revenue: c.totalPaise / 100, orders: 1 });
    expect(daily.reduce((n: number, d: any) => n + d.orders, 0)).toBe(3);
  });

  it("lists the 5 latest orders", async () => {
    const { token } = await signedInAdmin();
    const user = await createUser({ name: "Kiran" });
    const product = await createProduct();
    const made = [];
    for (let i = 0; i < 6; i += 1)
      made.push(
        await createOrder({
          user,
          lines: [{ product, quantity: 1 }],
          createdAt: 1_700_000_000_000 + i * 1000,
        }),
      );
    const { latestOrders } = (await api("/api/dashboard/stats", { token })).json.data;
    expect(latestOrders.map((o: any) => o._id)).toEqual(
      made
        .slice(1)
        .reverse()
        .map((o) => o.id),
    );
    expect(latestOrders[0]).toMatchObject({
      shortId: made[5]!.id.slice(0, 8),
      customer: "Kiran",
      status: "Processing",
    });
  });
});

describe("dashboard days", () => {
  it("uses the Indian calendar: 20:00 UTC is already the next day in India", () => {
    expect(shopDate(Date.UTC(2026, 0, 31, 20))).toBe("2026-02-01");
    expect(shopDate(Date.UTC(2026, 0, 31, 18))).toBe("2026-01-31");
    const days = lastDays(Date.UTC(2026, 2, 1, 12));
    expect(days).toHaveLength(30);
    expect(days[0]).toBe("2026-01-31");
    expect(days[29]).toBe("2026-03-01");
  });
});
