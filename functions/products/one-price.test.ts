/**
 * "One price" (decisions.md): the MRP is a product's one money input; the listed price every API
 * answer shows is derived from it and is what the cart charges a unit at the smallest pack.
 */
import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { signedInAdmin } from "../test/admin.ts";
import { createUser, outboxFor, PACK_DECLARATIONS, tokenFor, validAddress } from "../test/builders.ts";
import { dropAllTables } from "../test/database.ts";
import { api } from "../test/http.ts";
import { fakeRazorpay, orderAwaitingPayment, placeOrder, verify } from "../test/payments.ts";

/** Every figure the API answers for product `id`, from the shop's and the admins' endpoints. */
async function answeredPrices(id: string, adminToken: string) {
  const pick = (p: { _id: string; price: number; discount: number } | undefined) =>
    p && { price: p.price, discount: p.discount };
  const find = (list: { _id: string; price: number; discount: number }[]) =>
    pick(list.find((p) => p._id === id));
  return {
    list: find((await api("/api/products")).json.data),
    product: pick((await api(`/api/products/${id}`)).json.data),
    adminList: find((await api("/api/admin/products", { token: adminToken })).json.data),
    adminProduct: pick((await api(`/api/admin/products/${id}`, { token: adminToken })).json.data),
  };
}

const listedAt162 = { price: 162, discount: 10 };
const everywhere162 = {
  list: listedAt162,
  product: listedAt162,
  adminList: listedAt162,
  adminProduct: listedAt162,
};

describe("a product with an MRP of ₹180", () => {
  it("lists ₹162 in every API answer, the cart charges ₹162 a unit at 30, and the e-mail says so", async () => {
    const { token: adminToken } = await signedInAdmin();
    const created = await api("/api/admin/products", {
      method: "POST",
      token: adminToken,
      json: { name: "Joint Oil", originalPrice: 180, stock: 100, brand: "Asthiveda", ...PACK_DECLARATIONS },
    });
    expect(created.status, created.text).toBe(201);
    const id = created.json.data._id as string;
    expect(created.json.data).toMatchObject({ ...listedAt162, originalPrice: 180 });
    expect(await answeredPrices(id, adminToken)).toEqual(everywhere162);

    const customer = await tokenFor(await createUser());
    const { orderId, providerOrderId } = await orderAwaitingPayment(customer, id, 30);
    const order = (await api(`/api/user/orders/${orderId}`, { token: customer })).json.data;
    expect(order).toMatchObject({
      products: [{ quantity: 30, price: 162, originalPrice: 180 }],
      totalAmount: 4860,
    });

    const payment = await fakeRazorpay.pay(providerOrderId, "captured");
    expect((await verify(providerOrderId, payment.id)).status).toBe(200);
    const [confirmation] = await outboxFor(validAddress.email);
    expect(confirmation!.body_text).toContain("Joint Oil × 30 at ₹162 = ₹4,860");
  });
});

describe("the one_price migration", () => {
  it("lists a row whose stored price disagreed with its MRP at the derived price, keeping its orders", async () => {
    const migrations = env.TEST_MIGRATIONS;
    const onePrice = migrations.findIndex((migration) => migration.name.endsWith("_one_price.sql"));
    expect(onePrice, "the one_price migration exists").toBeGreaterThan(0);

    // The database as it was before: an admin listed ₹150 beside an MRP of ₹180, and it sold.
    await dropAllTables(env.DB);
    await applyD1Migrations(env.DB, migrations.slice(0, onePrice));
    const id = "0a0a0a0a0a0a0a0a0a0a0a0a";
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO products (id, name, brand, category, price_paise, original_price_paise, discount_percent, stock) VALUES (?, 'Joint Oil', 'Asthiveda', 'Health', 15000, 18000, 17, 70)",
      ).bind(id),
      env.DB.prepare(
        "INSERT INTO users (id, name, email, password_hash) VALUES ('0b0b0b0b0b0b0b0b0b0b0b0b', 'Asha', 'asha.old@example.com', 'x')",
      ),
      env.DB.prepare(
        `INSERT INTO orders (id, user_id, status, goods_total_paise, delivery_fee_paise, total_paise, ship_name, ship_mobile, ship_email, ship_address, ship_city, ship_state, ship_pincode)
         VALUES ('0c0c0c0c0c0c0c0c0c0c0c0c', '0b0b0b0b0b0b0b0b0b0b0b0b', 'Processing', 486000, 0, 486000, 'Asha', '9876543210', 'asha.old@example.com', '12 MG Road', 'Pune', 'Maharashtra', '411001')`,
      ),
      env.DB.prepare(
        `INSERT INTO order_lines (id, order_id, product_id, name, image, original_price_paise, unit_price_paise, discount_percent, quantity, line_total_paise)
         VALUES ('0d0d0d0d0d0d0d0d0d0d0d0d', '0c0c0c0c0c0c0c0c0c0c0c0c', ?, 'Joint Oil', '', 18000, 16200, 10, 30, 486000)`,
      ).bind(id),
    ]);

    await applyD1Migrations(env.DB, migrations);

    const { token: adminToken } = await signedInAdmin();
    expect(await answeredPrices(id, adminToken)).toEqual(everywhere162);
    const product = (await api(`/api/products/${id}`)).json.data;
    expect(product).toMatchObject({ name: "Joint Oil", originalPrice: 180, stock: 70 });
    // The order that referred to it still does, and the cart still charges ₹162 at 30.
    const old = await api("/api/admin/orders/0c0c0c0c0c0c0c0c0c0c0c0c", { token: adminToken });
    expect(old.json.data.products[0]).toMatchObject({ productId: id, price: 162 });
    const placed = await placeOrder(await tokenFor(await createUser()), id, 30);
    expect(placed.status, placed.text).toBe(201);
    expect(placed.json.data).toMatchObject({ products: [{ price: 162 }], totalAmount: 4860 });
  });
});
