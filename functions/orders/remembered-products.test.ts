/**
 * An order placed right after another for the same product is priced from what the Worker read for
 * the first (decision 032): whatever changed in the database meanwhile, the customer is charged, and
 * refused, exactly as if the order had read it.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { messages } from "../../domain/messages.ts";
import { createProduct, customer } from "../test/builders.ts";
import { placeOrder } from "../test/payments.ts";
import { stockOf } from "../test/rows.ts";

async function orderCount() {
  return (await env.DB.prepare("SELECT COUNT(*) AS n FROM orders").first<{ n: number }>())!.n;
}

/** A product, and a first order for it: the Worker now remembers the product as it was. */
async function productOrderedOnce() {
  const product = await createProduct({ originalPricePaise: 4900, stock: 100 });
  const { user, token } = await customer();
  expect((await placeOrder(token, product.id, 30)).status).toBe(201);
  return { product, user, token };
}

const change = (sql: string, ...values: unknown[]) =>
  env.DB.prepare(sql)
    .bind(...values)
    .run();

describe("an order for a product the Worker has just read", () => {
  it("charges the price, name and image the database holds now, not those read for the order before", async () => {
    const { product, token } = await productOrderedOnce();
    await change(
      "UPDATE products SET original_price_paise = 5900, name = 'Asthiveda 2', image = '/new.svg' WHERE id = ?",
      product.id,
    );
    const res = await placeOrder(token, product.id, 10);
    expect(res.status).toBe(201);
    expect(res.json.data.products).toEqual([
      expect.objectContaining({ name: "Asthiveda 2", image: "/new.svg", originalPrice: 59, quantity: 10 }),
    ]);
    // Priced from ₹59, as an order reading the product would be.
    expect(res.json.data.goodsTotal).toBe(10 * res.json.data.products[0].price);
    expect(await stockOf(product.id)).toBe(60);
  });

  it("says it is sold out when its stock went meanwhile, writing nothing", async () => {
    const { product, token } = await productOrderedOnce();
    await change("UPDATE products SET stock = 0 WHERE id = ?", product.id);
    const res = await placeOrder(token, product.id, 1);
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(messages.outOfStock(product.name));
    expect(await orderCount()).toBe(1);
    expect(await stockOf(product.id)).toBe(0);
  });

  it.each([
    {
      when: "the product is no longer on sale",
      meanwhile: (ids: { product: string; user: string }) =>
        change("UPDATE products SET status = 'archived' WHERE id = ?", ids.product),
      status: 404,
      message: messages.productNotFound,
    },
    {
      when: "the customer was suspended",
      meanwhile: (ids: { product: string; user: string }) =>
        change("UPDATE users SET status = 'Suspended' WHERE id = ?", ids.user),
      status: 401,
      message: messages.sessionExpired,
    },
  ])("refuses it when $when since, writing nothing", async ({ meanwhile, status, message }) => {
    const { product, user, token } = await productOrderedOnce();
    await meanwhile({ product: product.id, user: user.id });
    const res = await placeOrder(token, product.id, 1);
    expect(res.status).toBe(status);
    expect(res.json.message).toBe(message);
    expect(await orderCount()).toBe(1);
    expect(await stockOf(product.id)).toBe(70);
  });

  it("answers the same Idempotency-Key with the order placed before, while the product is still remembered", async () => {
    const product = await createProduct({ stock: 100 });
    const { token } = await customer();
    const key = { "Idempotency-Key": "remembered-1" };
    const first = await placeOrder(token, product.id, 10, {}, key);
    const again = await placeOrder(token, product.id, 10, {}, key);
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.json.data._id).toBe(first.json.data._id);
    expect(await stockOf(product.id)).toBe(90);
  });
});
