import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createOrder, createProduct, createUser, tokenFor } from "../test/builders.ts";
import { api } from "../test/http.ts";
import { fakeRazorpay, orderAwaitingPayment, placeOrder, verify } from "../test/payments.ts";

describe("a customer's orders", () => {
  it("GET /api/user/getorders lists only the caller's orders, newest first", async () => {
    const product = await createProduct({ stock: 1000 });
    const me = await createUser();
    const other = await createUser();
    const token = await tokenFor(me);
    const first = (await placeOrder(token, product.id, 30)).json.data._id;
    await env.DB.prepare("UPDATE orders SET created_at = created_at - 60000 WHERE id = ?").bind(first).run();
    const second = (await placeOrder(token, product.id, 60)).json.data._id;
    await placeOrder(await tokenFor(other), product.id, 30);
    const res = await api("/api/user/getorders", { token });
    expect(res.status).toBe(200);
    expect(res.json.success).toBe(true);
    expect(res.json.data.map((o: any) => o._id)).toEqual([second, first]);
    expect(res.json.data[0]).toMatchObject({
      status: "Pending Payment",
      products: [{ quantity: 60, price: 42 }],
      totalAmount: 2520,
    });
  });

  it("lists every order of a customer with more than 100 (beyond D1's bound-parameter cap)", async () => {
    const me = await createUser();
    const product = await createProduct();
    for (let i = 0; i < 105; i += 1)
      await createOrder({ user: me, status: "Payment Failed", lines: [{ product, quantity: 30 }] });
    const res = await api("/api/user/getorders", { token: await tokenFor(me) });
    expect(res.status, res.text).toBe(200);
    expect(res.json.data).toHaveLength(105);
    expect(res.json.data.every((o: any) => o.products.length === 1)).toBe(true);
  });

  it("401s without a token", async () => {
    const res = await api("/api/user/getorders");
    expect(res.status).toBe(401);
    expect(res.json.success).toBe(false);
  });

  it("order detail shows the status timeline and payment state", async () => {
    const product = await createProduct();
    const token = await tokenFor(await createUser());
    const { orderId, providerOrderId } = await orderAwaitingPayment(token, product.id);
    const payment = await fakeRazorpay.pay(providerOrderId, "captured");
    await verify(providerOrderId, payment.id);
    const res = await api(`/api/user/orders/${orderId}`, { token });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      _id: orderId,
      status: "Processing",
      payment: { provider: "razorpay", status: "captured" },
    });
    expect(res.json.data.statusHistory.map((h: any) => h.status)).toEqual(["Pending Payment", "Processing"]);
  });

  it("another customer's order is a 404, like one that does not exist", async () => {
    const product = await createProduct();
    const owner = await tokenFor(await createUser());
    const stranger = await tokenFor(await createUser());
    const orderId = (await placeOrder(owner, product.id, 30)).json.data._id;
    const theirs = await api(`/api/user/orders/${orderId}`, { token: stranger });
    const missing = await api("/api/user/orders/0123456789abcdef01234567", { token: stranger });
    expect(theirs.status).toBe(404);
    expect(theirs.json).toEqual({ success: false, message: "Order not found" });
    expect(missing.json).toEqual(theirs.json);
    expect((await api("/api/user/orders/not-an-id", { token: stranger })).status).toBe(404);
  });
});
