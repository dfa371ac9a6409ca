/**
 * Orders with many lines: D1 binds at most 100 values per statement, and one order line binds 10,
 * so an order of 11 or more lines used to answer 500. Every order the schema allows is placed.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createProduct, createUser, tokenFor } from "../test/builders.ts";
import { placeOrder } from "../test/payments.ts";

describe("an order with as many lines as the schema allows", () => {
  it("places 20 distinct products in one order, each line priced and its stock reserved", async () => {
    const products = [];
    for (let i = 0; i < 20; i += 1)
      products.push(
        await createProduct({ name: `Asthiveda pack ${i + 1}`, originalPricePaise: 4900, stock: 50 }),
      );
    const token = await tokenFor(await createUser());
    const lines = products.map((p, i) => ({
      productId: p.id,
      name: p.name,
      originalPrice: 49,
      price: 44,
      quantity: i + 1,
      image: "/x.svg",
    }));

    const res = await placeOrder(token, products[0]!.id, 1, { products: lines });

    expect(res.status).toBe(201);
    expect(res.json.data.products).toHaveLength(20);
    expect(new Set(res.json.data.products.map((l: { productId: string }) => l.productId))).toEqual(
      new Set(products.map((p) => p.id)),
    );
    // 1 + 2 + … + 20 = 210 packs, each under 30 so at the full ₹49.
    expect(res.json.data.goodsTotal).toBe(210 * 49);
    const stored = await env.DB.prepare(
      "SELECT COUNT(*) AS n, SUM(quantity) AS units FROM order_lines WHERE order_id = ?",
    )
      .bind(res.json.data._id)
      .first<{ n: number; units: number }>();
    expect(stored).toEqual({ n: 20, units: 210 });
    const stock = await env.DB.prepare("SELECT name, stock FROM products ORDER BY name").all<{
      name: string;
      stock: number;
    }>();
    for (const [i, product] of products.entries())
      expect(stock.results.find((r) => r.name === product.name)?.stock).toBe(50 - (i + 1));
  });

  it("21 lines are refused by the schema with a 400, not a 500", async () => {
    const product = await createProduct();
    const token = await tokenFor(await createUser());
    const lines = Array.from({ length: 21 }, () => ({ productId: product.id, quantity: 1 }));
    expect((await placeOrder(token, product.id, 1, { products: lines })).status).toBe(400);
  });
});
