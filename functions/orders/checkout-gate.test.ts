import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it } from "vitest";
import { messages } from "../../domain/messages.ts";
import { createProduct, createUser, tokenFor } from "../test/builders.ts";
import { placeOrder } from "../test/payments.ts";
import { CHECKOUT_GATE, checkoutGate } from "./checkout-gate.ts";

async function customer() {
  const user = await createUser();
  return { user, token: await tokenFor(user) };
}

async function stockOf(id: string) {
  return (await env.DB.prepare("SELECT stock FROM products WHERE id = ?")
    .bind(id)
    .first<{ stock: number }>())!.stock;
}

async function count(table: string) {
  return (await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table}`).first<{ n: number }>())!.n;
}

/** Takes every ticket the gate has, as that many orders being placed at once would. */
const held: string[] = [];
async function fillTheGate() {
  for (let i = 0; i <= CHECKOUT_GATE.maxInFlight; i += 1) {
    const entry = await checkoutGate(env).enter();
    if (!entry.admitted) return;
    held.push(entry.ticket);
  }
  throw new Error(`the gate admitted more than ${CHECKOUT_GATE.maxInFlight} at once`);
}
async function giveBack(count = held.length) {
  for (const ticket of held.splice(0, count)) await checkoutGate(env).leave(ticket);
}

// The gate outlives each test's fresh database: give back whatever a test took.
afterEach(() => giveBack());

describe("the checkout gate (a rush of orders)", () => {
  it("tells the customer past the orders being placed at once to wait and try again, writing nothing", async () => {
    const product = await createProduct({ stock: 100 });
    const { token } = await customer();
    await fillTheGate();

    const refused = await placeOrder(token, product.id, 30, {}, { "Idempotency-Key": "rush-1" });
    expect(refused.status).toBe(429);
    expect(refused.json.message).toBe(messages.checkoutBusy);
    const retryAfter = Number(refused.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThanOrEqual(CHECKOUT_GATE.retryAfterSeconds.min);
    expect(retryAfter).toBeLessThanOrEqual(CHECKOUT_GATE.retryAfterSeconds.max);
    expect(await stockOf(product.id)).toBe(100);
    expect(await count("orders")).toBe(0);
    // Not counted against the customer's order limits either: they did nothing wrong.
    expect(await count("rate_limits")).toBe(0);

    // One order finishes: the same checkout attempt, tried again, goes through.
    await giveBack(1);
    const placed = await placeOrder(token, product.id, 30, {}, { "Idempotency-Key": "rush-1" });
    expect(placed.status).toBe(201);
    expect(await stockOf(product.id)).toBe(70);
    expect((await checkoutGate(env).inFlight()).held).toBe(held.length);
  });

  it("tells a customer a product is sold out at once, however busy checkout is", async () => {
    const product = await createProduct({ stock: 0 });
    const { token } = await customer();
    await fillTheGate();
    const res = await placeOrder(token, product.id, 1);
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(messages.outOfStock(product.name));
  });

  it("answers an order already placed (its Idempotency-Key again) however busy checkout is", async () => {
    const product = await createProduct({ stock: 100 });
    const { token } = await customer();
    const first = await placeOrder(token, product.id, 30, {}, { "Idempotency-Key": "placed-before-1" });
    expect(first.status).toBe(201);
    await fillTheGate();
    const again = await placeOrder(token, product.id, 30, {}, { "Idempotency-Key": "placed-before-1" });
    expect(again.status).toBe(200);
    expect(again.json.data._id).toBe(first.json.data._id);
    expect(await stockOf(product.id)).toBe(70);
  });

  it("takes the ticket back after every answer: placed, refused by a limit, or failed in the batch", async () => {
    const product = await createProduct({ stock: 31 });
    const { token } = await customer();
    const results = await Promise.all([
      placeOrder(token, product.id, 30),
      // Two orders for the 31 units: the second is refused for stock (by its read or its batch).
      placeOrder(token, product.id, 30),
      // A PIN code the shop does not deliver to: refused after the ticket is taken.
      placeOrder(token, product.id, 1, {
        deliveryAddress: {
          name: "Asha Kumar",
          mobile: "9876543210",
          email: "asha@example.com",
          address: "1 Road",
          city: "Nowhere",
          state: "Maharashtra",
          pincode: "999999",
        },
      }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 422]);
    expect((await checkoutGate(env).inFlight()).held).toBe(0);
  });
});
