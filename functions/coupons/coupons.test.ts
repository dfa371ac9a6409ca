import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { getDb } from "../db/client.ts";
import { GUARDS, runBatch, violated } from "../lib/batch-guards.ts";
import { expireOrder } from "../payments/settle.ts";
import { createCoupon, createProduct, customer } from "../test/builders.ts";
import { signedInAdmin } from "../test/admin.ts";
import { api } from "../test/http.ts";
import { placeOrder } from "../test/payments.ts";
import { couponLimits } from "./limits.ts";
import { couponRefusedInBatch, loadUsableCoupon, reserveCouponUse } from "./service.ts";

const NOT_VALID = { success: false, message: "This coupon code is not valid or has expired." };
const TOO_MANY = {
  success: false,
  message: "Too many coupon codes tried. Please wait a few minutes and try again.",
};
const HOUR = 60 * 60 * 1000;

let clients = 0;
/** A client address of its own, so one test's tries never count against another's. */
const newClient = () => ({ "CF-Connecting-IP": `10.20.${Math.floor(++clients / 250)}.${clients % 250}` });

function validate(
  code: string,
  productId: string,
  options: { token?: string; headers?: Record<string, string>; quantity?: number } = {},
) {
  return api("/api/coupons/validate", {
    method: "POST",
    token: options.token,
    headers: options.headers ?? newClient(),
    json: { code, products: [{ productId, quantity: options.quantity ?? 30 }] },
  });
}

const usedCount = async (code: string) =>
  (await env.DB.prepare("SELECT used_count FROM coupons WHERE code = ?")
    .bind(code)
    .first<{ used_count: number }>())!.used_count;
const orderCount = async () =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM orders").first<{ n: number }>())!.n;

describe("POST /api/coupons/validate", () => {
  it("answers the discount and totals for the cart, whatever the case of the code", async () => {
    const product = await createProduct({ originalPricePaise: 4900 });
    await createCoupon({ code: "FLAT100", kind: "fixed", value: 10_000, minOrderPaise: 50_000 });
    const res = await validate("flat100", product.id);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      success: true,
      data: {
        code: "FLAT100",
        kind: "fixed",
        value: 10_000,
        minOrderPaise: 50_000,
        discount: 100,
        deliveryFee: 0,
        totalAmount: 1220,
      },
    });
  });

  it("gives the same refusal for a code that does not exist and every other reason but the minimum", async () => {
    const product = await createProduct();
    const { token } = await customer();
    const now = Date.now();
    await createCoupon({ code: "OFF10", active: false });
    await createCoupon({ code: "SOON10", startsAt: now + HOUR });
    await createCoupon({ code: "OVER10", expiresAt: now - 1 });
    await createCoupon({ code: "GONE10", usageLimit: 2, usedCount: 2 });
    await createCoupon({ code: "ONCE10", perCustomerLimit: 1 });
    expect((await placeOrder(token, product.id, 30, { couponCode: "ONCE10" })).status).toBe(201);

    const answers: { status: number; body: string; headers: string[] }[] = [];
    for (const code of ["NOSUCH10", "OFF10", "SOON10", "OVER10", "GONE10", "ONCE10"]) {
      const res = await validate(code, product.id, { token });
      answers.push({ status: res.status, body: res.text, headers: [...res.headers.keys()].sort() });
    }
    expect(answers[0]).toMatchObject({ status: 400, body: JSON.stringify(NOT_VALID) });
    expect(answers.every((answer) => JSON.stringify(answer) === JSON.stringify(answers[0]))).toBe(true);
    // A code too long or malformed to be one is refused the same way.
    expect((await validate("X".repeat(41), product.id)).json).toEqual(NOT_VALID);
    // Someone else can still use the code this customer has used up.
    expect((await validate("ONCE10", product.id, { token: (await customer()).token })).status).toBe(200);
  });

  it("names the minimum order, which the customer can reach", async () => {
    const product = await createProduct({ originalPricePaise: 4900 });
    await createCoupon({ code: "BIG500", minOrderPaise: 200_000 });
    const res = await validate("BIG500", product.id);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ success: false, message: "This coupon needs an order of at least ₹2,000." });
    expect((await validate("BIG500", product.id, { quantity: 60 })).status).toBe(200);
  });

  it("answers 429 with Retry-After after 20 refusals from one client address; other clients are not affected", async () => {
    const product = await createProduct();
    const client = newClient();
    for (let i = 0; i < couponLimits.validatePerClient.limit; i++) {
      expect((await validate(`GUESS${i}`, product.id, { headers: client })).status).toBe(400);
    }
    await createCoupon({ code: "REAL10" });
    const blocked = await validate("REAL10", product.id, { headers: client });
    expect(blocked.status).toBe(429);
    expect(blocked.json).toEqual(TOO_MANY);
    expect(Number(blocked.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await validate("REAL10", product.id)).status).toBe(200);
  });

  it("limits a signed-in customer's refusals per account, whatever address they come from", async () => {
    const product = await createProduct();
    const { token } = await customer();
    for (let i = 0; i < couponLimits.validatePerAccount.limit; i++) {
      expect((await validate(`GUESS${i}`, product.id, { token })).status).toBe(400);
    }
    const blocked = await validate("GUESS-MORE", product.id, { token });
    expect(blocked.status).toBe(429);
    expect(blocked.json).toEqual(TOO_MANY);
  });

  it("does not count codes that work, so a customer re-applying theirs is never slowed down", async () => {
    const product = await createProduct();
    await createCoupon({ code: "KEEP10" });
    const client = newClient();
    for (let i = 0; i < couponLimits.validatePerClient.limit + 5; i++) {
      expect((await validate("KEEP10", product.id, { headers: client })).status).toBe(200);
    }
    expect((await validate("NOSUCH", product.id, { headers: client })).status).toBe(400);
  });
});

describe("coupon codes tried where a cart is priced", () => {
  const codEligibility = (token: string, productId: string, couponCode: string) =>
    api("/api/user/cod-eligibility", {
      method: "POST",
      token,
      headers: newClient(),
      json: { products: [{ productId, quantity: 30 }], pincode: "411001", mobile: "9876543210", couponCode },
    });

  it("COD eligibility counts a refused code against the same limits as validate, and a working one not", async () => {
    const product = await createProduct();
    await createCoupon({ code: "REAL10" });
    const { token } = await customer();
    for (let i = 0; i < couponLimits.validatePerAccount.limit + 3; i++)
      expect((await codEligibility(token, product.id, "REAL10")).status).toBe(200);
    for (let i = 0; i < couponLimits.validatePerAccount.limit; i++)
      expect((await codEligibility(token, product.id, `GUESS${i}`)).json).toEqual(NOT_VALID);
    // Past the limit even the right code is not answered: the 429 tells a guesser nothing.
    const blocked = await codEligibility(token, product.id, "REAL10");
    expect(blocked.status).toBe(429);
    expect(blocked.json).toEqual(TOO_MANY);
    expect((await validate("REAL10", product.id, { token })).status).toBe(429);
  });

  it("place order counts a refused code likewise, and past the limit refuses with nothing written", async () => {
    const product = await createProduct();
    await createCoupon({ code: "REAL10" });
    const { token } = await customer();
    for (let i = 0; i < couponLimits.validatePerAccount.limit; i++) {
      const res = await placeOrder(token, product.id, 30, { couponCode: `GUESS${i}` }, newClient());
      expect(res.json).toEqual(NOT_VALID);
    }
    const blocked = await placeOrder(token, product.id, 30, { couponCode: "REAL10" }, newClient());
    expect(blocked.status).toBe(429);
    expect(blocked.json).toEqual(TOO_MANY);
    expect(await orderCount()).toBe(0);
    expect(await usedCount("REAL10")).toBe(0);
    // An order without a code is not a coupon try.
    expect((await placeOrder(token, product.id, 30, {}, newClient())).status).toBe(201);
  });

  it("place order does not count a code that works", async () => {
    const product = await createProduct({ stock: 1000 });
    await createCoupon({ code: "KEEP10" });
    const { token } = await customer();
    const guess = (i: number) => placeOrder(token, product.id, 1, { couponCode: `GUESS${i}` }, newClient());
    const { limit } = couponLimits.validatePerAccount;
    for (let i = 1; i < limit; i++) expect((await guess(i)).json).toEqual(NOT_VALID);
    // One try short of the limit: were these counted, the second order would be refused.
    for (let i = 0; i < 3; i++) {
      const res = await placeOrder(token, product.id, 1, { couponCode: "KEEP10" }, newClient());
      expect(res.status).toBe(201);
      await api(`/api/user/orders/${res.json.data._id}/cancel`, { method: "POST", token });
    }
    expect((await guess(limit)).json).toEqual(NOT_VALID);
    expect((await guess(limit + 1)).status).toBe(429);
  });
});

describe("coupons at place order", () => {
  it("applies a valid coupon and takes one use", async () => {
    const product = await createProduct({ originalPricePaise: 4900 });
    await createCoupon({ code: "JOINT10", kind: "percent", value: 10, usageLimit: 5 });
    const { token } = await customer();
    const res = await placeOrder(token, product.id, 30, { couponCode: "joint10" });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({
      couponCode: "JOINT10",
      goodsTotal: 1320,
      couponDiscount: 132,
      totalAmount: 1188,
    });
    expect(await usedCount("JOINT10")).toBe(1);
  });

  it.each([
    [{}, "NOPE10"],
    [{ active: false }, null],
    [{ startsAt: Date.now() + HOUR }, null],
    [{ expiresAt: Date.now() - 1000 }, null],
    [{ usageLimit: 2, usedCount: 2 }, null],
  ])("refuses %j with the one refusal and writes nothing", async (overrides, codeOverride) => {
    const product = await createProduct();
    const coupon = await createCoupon(overrides);
    const { token } = await customer();
    const res = await placeOrder(token, product.id, 30, { couponCode: codeOverride ?? coupon.code });
    expect(res.status).toBe(400);
    expect(res.json).toEqual(NOT_VALID);
    expect(await orderCount()).toBe(0);
  });

  it("names the minimum order", async () => {
    const product = await createProduct();
    const coupon = await createCoupon({ minOrderPaise: 500_000 });
    const { token } = await customer();
    const res = await placeOrder(token, product.id, 30, { couponCode: coupon.code });
    expect(res.json).toEqual({ success: false, message: "This coupon needs an order of at least ₹5,000." });
  });

  it("is usable from its start until just before its end", async () => {
    const db = getDb(env.DB);
    const start = Date.parse("2026-12-01T00:00:00+05:30");
    const end = Date.parse("2026-12-08T00:00:00+05:30");
    await createCoupon({ code: "WEEK10", startsAt: start, expiresAt: end });
    await expect(loadUsableCoupon(db, "WEEK10", null, start - 1)).rejects.toThrow(NOT_VALID.message);
    await expect(loadUsableCoupon(db, "WEEK10", null, start)).resolves.toMatchObject({ code: "WEEK10" });
    await expect(loadUsableCoupon(db, "WEEK10", null, end - 1)).resolves.toMatchObject({ code: "WEEK10" });
    await expect(loadUsableCoupon(db, "WEEK10", null, end)).rejects.toThrow(NOT_VALID.message);
  });

  it("lets only as many concurrent orders use a coupon as it has uses left", async () => {
    const product = await createProduct({ stock: 1000 });
    const coupon = await createCoupon({ usageLimit: 2 });
    const buyers = await Promise.all(Array.from({ length: 6 }, () => customer()));
    const results = await Promise.all(
      buyers.map(({ token }) => placeOrder(token, product.id, 30, { couponCode: coupon.code })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(2);
    expect(results.filter((r) => r.status === 400).map((r) => r.json)).toEqual(Array(4).fill(NOT_VALID));
    expect(await usedCount(coupon.code)).toBe(2);
  });

  it("gives a customer placing several orders at once only their own uses of the coupon", async () => {
    const product = await createProduct({ stock: 1000 });
    const coupon = await createCoupon({ perCustomerLimit: 1 });
    const { token } = await customer();
    const results = await Promise.all(
      [1, 2, 3].map(() => placeOrder(token, product.id, 30, { couponCode: coupon.code })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 400, 400]);
    expect(results.filter((r) => r.status === 400).map((r) => r.json)).toEqual([NOT_VALID, NOT_VALID]);
    expect(await orderCount()).toBe(1);
    expect(await usedCount(coupon.code)).toBe(1);
    // Another customer still has theirs.
    expect(
      (await placeOrder((await customer()).token, product.id, 30, { couponCode: coupon.code })).status,
    ).toBe(201);
  });

  it("gives the use back when the unpaid order expires or is cancelled unpaid, but not for a paid order", async () => {
    const product = await createProduct({ stock: 1000 });
    const coupon = await createCoupon({ perCustomerLimit: 1, usageLimit: 10 });
    const { token } = await customer();
    const first = (await placeOrder(token, product.id, 30, { couponCode: coupon.code })).json.data._id;
    expect((await placeOrder(token, product.id, 30, { couponCode: coupon.code })).json).toEqual(NOT_VALID);

    expect(await expireOrder(getDb(env.DB), first)).toBe(true);
    expect(await usedCount(coupon.code)).toBe(0);
    const second = (await placeOrder(token, product.id, 30, { couponCode: coupon.code })).json.data._id;
    expect(second).toBeTruthy();

    // Cancelled before payment (as the customer's or an admin's cancel leaves it): the use is theirs again.
    await env.DB.prepare("UPDATE orders SET status = 'Cancelled' WHERE id = ?").bind(second).run();
    const third = await placeOrder(token, product.id, 30, { couponCode: coupon.code });
    expect(third.status).toBe(201);

    // Paid, then cancelled and refunded: the coupon was used.
    await env.DB.prepare("UPDATE orders SET status = 'Cancelled', paid_at = ? WHERE id = ?")
      .bind(Date.now(), third.json.data._id)
      .run();
    expect((await placeOrder(token, product.id, 30, { couponCode: coupon.code })).json).toEqual(NOT_VALID);
  });

  it("gives the use back when an admin cancels a cash-on-delivery order before its cash was collected", async () => {
    const product = await createProduct({ stock: 1000 });
    const coupon = await createCoupon({ perCustomerLimit: 1, usageLimit: 10 });
    const { token } = await customer();
    const order = (await placeOrder(token, product.id, 30, { couponCode: coupon.code })).json.data._id;
    // As a confirmed COD order stands: being packed, nothing paid yet.
    await env.DB.prepare("UPDATE orders SET status = 'Processing', payment_method = 'cod' WHERE id = ?")
      .bind(order)
      .run();
    const { token: adminToken } = await signedInAdmin();
    const cancelled = await api(`/api/admin/orders/${order}/status`, {
      method: "PUT",
      token: adminToken,
      json: { status: "Cancelled", note: "" },
    });
    expect(cancelled.status).toBe(200);
    // The coupon's total and the customer's own count agree: the use is theirs again.
    expect(await usedCount(coupon.code)).toBe(0);
    expect((await placeOrder(token, product.id, 30, { couponCode: coupon.code })).status).toBe(201);
    expect(await usedCount(coupon.code)).toBe(1);
  });

  it("re-checks the coupon inside the order's batch, so one deactivated or ended meanwhile aborts the order", async () => {
    const db = getDb(env.DB);
    const { user } = await customer();
    for (const overrides of [
      { active: false },
      { expiresAt: Date.now() - 1 },
      { startsAt: Date.now() + HOUR },
    ]) {
      const coupon = await createCoupon(overrides);
      const error = await runBatch(db, [reserveCouponUse(db, coupon, user.id)]).catch((e: unknown) => e);
      expect(violated(error, GUARDS.couponUses)).toBe(true);
      expect(await usedCount(coupon.code)).toBe(0);
      expect((await couponRefusedInBatch(db, coupon, user.id)).message).toBe(NOT_VALID.message);
    }
    const usable = await createCoupon();
    await runBatch(db, [reserveCouponUse(db, usable, user.id)]);
    expect(await usedCount(usable.code)).toBe(1);
  });

  it("aborts an order priced with terms an admin changed meanwhile, and says so", async () => {
    const db = getDb(env.DB);
    const { user } = await customer();
    for (const change of ["value = 5", "kind = 'fixed', value = 5000", "min_order_paise = 200000"]) {
      const pricedWith = await createCoupon();
      // The admin saves the coupon (no order has used it) between the order's read and its batch.
      await env.DB.prepare(`UPDATE coupons SET ${change} WHERE code = ?`).bind(pricedWith.code).run();
      const error = await runBatch(db, [reserveCouponUse(db, pricedWith, user.id)]).catch((e: unknown) => e);
      expect(violated(error, GUARDS.couponUses), change).toBe(true);
      expect(await usedCount(pricedWith.code)).toBe(0);
      const refusal = await couponRefusedInBatch(db, pricedWith, user.id);
      expect([refusal.status, refusal.message]).toEqual([
        409,
        "This coupon's terms changed while your order was being placed, and nothing was ordered. Please press Place Order again.",
      ]);
    }
  });
});
