/**
 * No stock hoarding (issue 11): an account holds at most MAX_UNPAID_ORDERS_PER_ACCOUNT unpaid
 * orders, even when it sends them in parallel, and placing orders is rate limited per account and
 * per client address, counting the orders placed (decision 031).
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { MAX_UNPAID_ORDERS_PER_ACCOUNT } from "../../domain/orders.ts";
import { createOrder, createProduct, customer, validAddress } from "../test/builders.ts";
import { api } from "../test/http.ts";
import {
  fakeRazorpay,
  orderAwaitingPayment,
  placeOrder,
  placeOrderWaitingItsTurn,
  verify,
} from "../test/payments.ts";
import { orderLimits } from "./limits.ts";
import { stockOf } from "../test/rows.ts";

const CAP_MESSAGE =
  "You already have 3 unpaid orders. Please pay for one of them or cancel one in My orders before placing another.";
const TOO_FAST = "You have placed several orders in a short time. Please wait a few minutes and try again.";

let addresses = 0;
/** A client address of its own, as distinct customers arrive at Cloudflare. */
const fresh = () => {
  addresses += 1;
  return { "CF-Connecting-IP": `203.0.113.${addresses % 250}` };
};

const unpaidOf = async (userId: string) =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM orders WHERE user_id = ? AND status = 'Pending Payment'")
    .bind(userId)
    .first<{ n: number }>())!.n;
const ordersOf = async (userId: string) =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM orders WHERE user_id = ?")
    .bind(userId)
    .first<{ n: number }>())!.n;
const cancel = (token: string, orderId: string) =>
  api(`/api/user/orders/${orderId}/cancel`, { method: "POST", token });

describe("at most 3 unpaid orders per account", () => {
  it("is the number the README and the message name", () => {
    expect(MAX_UNPAID_ORDERS_PER_ACCOUNT).toBe(3);
  });

  it("refuses the 4th unpaid order with 409 and a message to pay or cancel one, reserving nothing", async () => {
    const product = await createProduct({ stock: 1000 });
    const { user, token } = await customer();
    for (let i = 0; i < 3; i += 1)
      expect((await placeOrder(token, product.id, 30, {}, fresh())).status).toBe(201);

    const fourth = await placeOrder(token, product.id, 30, {}, fresh());
    expect(fourth.status).toBe(409);
    expect(fourth.json).toEqual({ success: false, message: CAP_MESSAGE });
    expect(await ordersOf(user.id)).toBe(3);
    expect(await stockOf(product.id)).toBe(1000 - 90);
  });

  it("counts unpaid orders only: paying for one or cancelling one makes room again", async () => {
    const product = await createProduct({ stock: 1000 });
    const { token } = await customer();
    const first = await orderAwaitingPayment(token, product.id, 30);
    const second = (await placeOrder(token, product.id, 30, {}, fresh())).json.data._id as string;
    expect((await placeOrder(token, product.id, 30, {}, fresh())).status).toBe(201);
    expect((await placeOrder(token, product.id, 30, {}, fresh())).status).toBe(409);

    const payment = await fakeRazorpay.pay(first.providerOrderId, "captured");
    expect((await verify(first.providerOrderId, payment.id)).status).toBe(200);
    expect((await placeOrder(token, product.id, 30, {}, fresh())).status).toBe(201);
    expect((await placeOrder(token, product.id, 30, {}, fresh())).status).toBe(409);

    expect((await cancel(token, second)).status).toBe(200);
    expect((await placeOrder(token, product.id, 30, {}, fresh())).status).toBe(201);
  });

  it("does not count another customer's unpaid orders", async () => {
    const product = await createProduct({ stock: 1000 });
    const a = await customer();
    const b = await customer();
    for (let i = 0; i < 3; i += 1) await placeOrder(a.token, product.id, 30, {}, fresh());
    expect((await placeOrder(b.token, product.id, 30, {}, fresh())).status).toBe(201);
  });

  it.each([2, 10])(
    "%i parallel orders from an account holding 2 unpaid orders end with exactly 3",
    { timeout: 20_000 },
    async (parallel) => {
      const product = await createProduct({ stock: 1000 });
      const { user, token } = await customer();
      for (let i = 0; i < 2; i += 1)
        await createOrder({ user, status: "Pending Payment", lines: [{ product, quantity: 30 }] });
      const stockBefore = await stockOf(product.id);

      // More at once than one account may place (CHECKOUT_GATE.maxPerAccount): those told to wait try again.
      const answers = await Promise.all(
        Array.from({ length: parallel }, () => placeOrderWaitingItsTurn(token, product.id, 30, fresh())),
      );
      const results = answers.map((tries) => tries.at(-1)!);

      expect(results.filter((r) => r.status === 201)).toHaveLength(1);
      expect(results.filter((r) => r.status === 409).map((r) => r.json.message)).toEqual(
        Array(parallel - 1).fill(CAP_MESSAGE),
      );
      expect(await unpaidOf(user.id)).toBe(3);
      expect(await stockOf(product.id)).toBe(stockBefore - 30);
    },
  );
});

describe("rate limits on placing orders", () => {
  it("names limits no real customer meets", () => {
    expect(orderLimits.placePerAccount).toMatchObject({ limit: 10, windowSeconds: 600 });
    expect(orderLimits.placePerClient).toMatchObject({ limit: 30, windowSeconds: 600 });
  });

  it("per account: the 11th order within 10 minutes gets 429 with Retry-After, from any address", {
    timeout: 20_000,
  }, async () => {
    const product = await createProduct({ stock: 1000 });
    const { user, token } = await customer();
    // Ordering and cancelling: the unpaid cap never stops it, only the rate limit can.
    for (let i = 0; i < orderLimits.placePerAccount.limit; i += 1) {
      const placed = await placeOrder(token, product.id, 1, {}, fresh());
      expect(placed.status).toBe(201);
      expect((await cancel(token, placed.json.data._id)).status).toBe(200);
    }
    const over = await placeOrder(token, product.id, 1, {}, fresh());
    expect(over.status).toBe(429);
    expect(over.json).toEqual({ success: false, message: TOO_FAST });
    expect(Number(over.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(Number(over.headers.get("Retry-After"))).toBeLessThanOrEqual(600);
    expect(await ordersOf(user.id)).toBe(orderLimits.placePerAccount.limit);
    expect(await stockOf(product.id)).toBe(1000);
    // Another customer is not slowed down by it.
    expect((await placeOrder((await customer()).token, product.id, 1, {}, fresh())).status).toBe(201);
  });

  it("per client address: 30 orders within 10 minutes from one address, whichever accounts place them", {
    timeout: 20_000,
  }, async () => {
    const product = await createProduct({ stock: 10_000 });
    const shared = { "CF-Connecting-IP": "198.51.100.23" };
    const accounts = await Promise.all(
      Array.from({ length: orderLimits.placePerClient.limit / 3 }, () => customer()),
    );
    for (const { token } of accounts) {
      for (let i = 0; i < 3; i += 1)
        expect((await placeOrder(token, product.id, 1, {}, shared)).status).toBe(201);
    }
    const newcomer = await customer();
    const over = await placeOrder(newcomer.token, product.id, 1, {}, shared);
    expect(over.status).toBe(429);
    expect(over.json.message).toBe(TOO_FAST);
    expect(await ordersOf(newcomer.user.id)).toBe(0);
    expect(
      (await placeOrder(newcomer.token, product.id, 1, {}, { "CF-Connecting-IP": "198.51.100.24" })).status,
    ).toBe(201);
  });

  it("counts orders placed, not attempts refused: mistyped PIN codes do not use up the allowance", {
    timeout: 20_000,
  }, async () => {
    const product = await createProduct({ stock: 1000 });
    const { user, token } = await customer();
    const unserved = { deliveryAddress: { ...validAddress, pincode: "999999" } };
    for (let i = 0; i <= orderLimits.placePerAccount.limit; i += 1)
      expect((await placeOrder(token, product.id, 1, unserved, fresh())).status).toBe(422);
    expect((await placeOrder(token, product.id, 1, {}, fresh())).status).toBe(201);
    expect(await ordersOf(user.id)).toBe(1);
  });

  it("replaying an order with its Idempotency-Key answers it again without using up the allowance", {
    timeout: 20_000,
  }, async () => {
    const product = await createProduct({ stock: 1000 });
    const { token } = await customer();
    const first = await placeOrder(
      token,
      product.id,
      1,
      {},
      { ...fresh(), "Idempotency-Key": "checkout-replayed" },
    );
    expect(first.status).toBe(201);
    for (let i = 0; i < 15; i += 1) {
      const again = await placeOrder(
        token,
        product.id,
        1,
        {},
        { ...fresh(), "Idempotency-Key": "checkout-replayed" },
      );
      expect(again.status).toBe(200);
      expect(again.json.data._id).toBe(first.json.data._id);
    }
    expect((await cancel(token, first.json.data._id)).status).toBe(200);
    // The first order counted once: nine more fit in the window, the tenth does not.
    for (let i = 0; i < orderLimits.placePerAccount.limit - 1; i += 1) {
      const placed = await placeOrder(token, product.id, 1, {}, fresh());
      expect(placed.status).toBe(201);
      await cancel(token, placed.json.data._id);
    }
    expect((await placeOrder(token, product.id, 1, {}, fresh())).status).toBe(429);
  });
});
