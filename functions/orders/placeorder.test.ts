import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createProduct, createUser, tokenFor } from "../test/builders.ts";
import { api } from "../test/http.ts";
import { placeOrder } from "../test/payments.ts";

async function customer() {
  const user = await createUser();
  return { user, token: await tokenFor(user) };
}

async function stockOf(id: string) {
  return (await env.DB.prepare("SELECT stock FROM products WHERE id = ?").bind(id).first<{ stock: number }>())!.stock;
}

describe("POST /api/user/placeorder", () => {
  it("creates a Pending Payment order priced by the server and reserves the stock", async () => {
    const product = await createProduct({ originalPricePaise: 4900, stock: 100 });
    const { token } = await customer();
    const res = await placeOrder(token, product.id, 30, { totalAmount: 1, deliveryFee: 0 });
    expect(res.status).toBe(201);
    expect(res.json.success).toBe(true);
    expect(res.json.data).toMatchObject({ status: "Pending Payment", goodsTotal: 1320, deliveryFee: 0, totalAmount: 1320 });
    expect(res.json.data._id).toMatch(/^[a-f0-9]{24}$/);
    expect(await stockOf(product.id)).toBe(70);
  });
});
