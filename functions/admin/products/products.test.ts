import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { auditRows, signedInAdmin } from "../../test/admin.ts";
import { createOrder, createProduct, createUser } from "../../test/builders.ts";
import { api } from "../../test/http.ts";

const valid = { name: "Asthiveda Travel Pack", price: "39.50", originalPrice: 45, discount: "12", stock: "25", brand: "Asthiveda", category: "Wellness", description: "Ten sachets.", reviews: 3 };

async function stored(id: string) {
  return env.DB.prepare("SELECT * FROM products WHERE id = ?").bind(id).first<Record<string, unknown>>();
}

describe("POST /api/admin/products", () => {
  it("creates a product from rupees, stores paise, answers the spec's shape and audits it", async () => {
    const { admin, token } = await signedInAdmin();
    const res = await api("/api/admin/products", { method: "POST", json: valid, token });
    expect(res.status).toBe(201);
    expect(res.json.success).toBe(true);
    expect(res.json.data).toMatchObject({ name: "Asthiveda Travel Pack", price: 39.5, originalPrice: 45, discount: 12, stock: 25, brand: "Asthiveda", category: "Wellness", reviews: 3, status: "active" });
    const row = await stored(res.json.data._id);
    expect(row).toMatchObject({ price_paise: 3950, original_price_paise: 4500, stock: 25 });
    const [entry] = await auditRows(res.json.data._id);
    expect(entry).toMatchObject({ admin_id: admin.id, action: "product.create", entity: "product", before: null });
    expect(entry!.after).toMatchObject({ price: 39.5, stock: 25 });
    // It is on sale at once.
    expect((await api(`/api/products/${res.json.data._id}`)).json.data.price).toBe(39.5);
  });

  it("defaults the optional fields: original price = price, no discount, Health, no reviews", async () => {
    const { token } = await signedInAdmin();
    const res = await api("/api/admin/products", { method: "POST", json: { name: "P", price: 10, stock: 0, brand: "B" }, token });
    expect(res.json.data).toMatchObject({ originalPrice: 10, discount: 0, category: "Health", reviews: 0, image: "", inStock: false });
  });

  it.each([
    [{ ...valid, name: " " }, "Name is required"],
    [{ ...valid, price: "" }, "Price is required"],
    [{ ...valid, price: undefined }, "Price is required"],
    [{ ...valid, price: "abc" }, "Price must be a number of rupees, at most 2 decimals"],
    [{ ...valid, price: 12.345 }, "Price must be a number of rupees, at most 2 decimals"],
    [{ ...valid, price: -1 }, "Price must be a number of rupees, at most 2 decimals"],
    [{ ...valid, stock: "" }, "Stock is required"],
    [{ ...valid, stock: "2.5" }, "Stock must be a whole number"],
    [{ ...valid, stock: -1 }, "Stock must be at least 0"],
    [{ ...valid, brand: "" }, "Brand is required"],
    [{ ...valid, category: "Toys" }, "Category must be Health, Fitness, Wellness or Nutrition"],
    [{ ...valid, discount: 101 }, "Discount must be a whole percentage from 0 to 100"],
    [{ ...valid, originalPrice: 20 }, "Original price must be at least the price"],
    [{ ...valid, image: "https://evil.example/x.png" }, "The image must be an uploaded product image"],
    [{ ...valid, image: "/api/images/products/../../secret" }, "The image must be an uploaded product image"],
    [{ ...valid, name: "x".repeat(201) }, "At most 200 characters, please"],
    [{ ...valid, description: "x".repeat(5001) }, "At most 5000 characters, please"],
  ])("refuses %j with %s and writes nothing", async (body, message) => {
    const { token } = await signedInAdmin();
    const res = await api("/api/admin/products", { method: "POST", json: body, token });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ success: false, message });
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM products").first("n")).toBe(0);
    expect(await auditRows()).toEqual([]);
  });

  it("refuses a body that is not JSON", async () => {
    const { token } = await signedInAdmin();
    const res = await api("/api/admin/products", { method: "POST", body: "name=x", headers: { "Content-Type": "application/json" }, token });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("The request body must be valid JSON.");
  });
});

describe("GET /api/admin/products", () => {
  it("lists every product, archived ones too, with paging and search", async () => {
    const { token } = await signedInAdmin();
    await createProduct({ name: "Joint powder", createdAt: 1000 });
    await createProduct({ name: "Old tablets", status: "archived", createdAt: 2000 });
    const all = await api("/api/admin/products", { token });
    expect(all.json.data.map((p: any) => [p.name, p.status])).toEqual([["Old tablets", "archived"], ["Joint powder", "active"]]);
    expect(all.json.pagination).toEqual({ page: 1, pageSize: 20, total: 2, totalPages: 1 });
    const found = await api("/api/admin/products?q=powder", { token });
    expect(found.json.data.map((p: any) => p.name)).toEqual(["Joint powder"]);
    const archived = await api("/api/admin/products?status=archived", { token });
    expect(archived.json.data.map((p: any) => p.name)).toEqual(["Old tablets"]);
    expect((await api("/api/admin/products?q=%25", { token })).json.data).toEqual([]);
  });
});

describe("PUT /api/admin/products/:id", () => {
  it("changes price and stock; the shop shows them at once; the audit keeps before and after", async () => {
    const { admin, token } = await signedInAdmin();
    const p = await createProduct({ pricePaise: 4400, originalPricePaise: 4900, stock: 100 });
    const res = await api(`/api/admin/products/${p.id}`, { method: "PUT", json: { ...valid, price: 41, originalPrice: 49, stock: 7 }, token });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ _id: p.id, price: 41, stock: 7 });
    expect((await api(`/api/products/${p.id}`)).json.data).toMatchObject({ price: 41, stock: 7 });
    const [entry] = await auditRows(p.id);
    expect(entry).toMatchObject({ admin_id: admin.id, action: "product.update" });
    expect(entry!.before).toMatchObject({ price: 44, stock: 100 });
    expect(entry!.after).toMatchObject({ price: 41, stock: 7 });
  });

  it("applies the edit form's stock as a change, so orders placed while editing are not undone", async () => {
    const { token } = await signedInAdmin();
    const p = await createProduct({ stock: 50 });
    // The form opened at 50; meanwhile orders took 30.
    await env.DB.prepare("UPDATE products SET stock = 20 WHERE id = ?").bind(p.id).run();
    const res = await api(`/api/admin/products/${p.id}`, { method: "PUT", json: { ...valid, stock: 60, stockWas: 50 }, token });
    expect(res.status, res.text).toBe(200);
    expect(res.json.data.stock).toBe(30);

    // Taking away more than is left now is refused, and nothing changes.
    const refused = await api(`/api/admin/products/${p.id}`, { method: "PUT", json: { ...valid, name: "Renamed", stock: 0, stockWas: 50 }, token });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe("Orders took some of this stock while you were editing, so less is left than your change removes. Reload the product and try again.");
    expect((await api(`/api/admin/products/${p.id}`, { token })).json.data).toMatchObject({ stock: 30, name: valid.name });
  });

  it("404s for an unknown product and 400s for a malformed id", async () => {
    const { token } = await signedInAdmin();
    expect((await api("/api/admin/products/0123456789abcdef01234567", { method: "PUT", json: valid, token })).json).toEqual({ success: false, message: "Product not found" });
    expect((await api("/api/admin/products/nope", { method: "PUT", json: valid, token })).status).toBe(400);
  });
});

describe("DELETE /api/admin/products/:id", () => {
  it("deletes a product no order refers to", async () => {
    const { admin, token } = await signedInAdmin();
    const p = await createProduct();
    const res = await api(`/api/admin/products/${p.id}`, { method: "DELETE", token });
    expect(res.json).toEqual({ success: true, data: { _id: p.id, archived: false }, message: "Product deleted" });
    expect(await stored(p.id)).toBeNull();
    expect(await auditRows(p.id)).toMatchObject([{ admin_id: admin.id, action: "product.delete", after: null }]);
  });

  it("archives a product with orders instead: hidden from the shop, kept for the order, restorable", async () => {
    const { token } = await signedInAdmin();
    const p = await createProduct();
    const order = await createOrder({ user: await createUser(), lines: [{ product: p, quantity: 30 }] });
    const res = await api(`/api/admin/products/${p.id}`, { method: "DELETE", token });
    expect(res.json.data).toEqual({ _id: p.id, archived: true });
    expect(res.json.message).toContain("archived");
    expect(await stored(p.id)).toMatchObject({ status: "archived" });
    expect((await api(`/api/products/${p.id}`)).status).toBe(404);
    expect((await api(`/api/admin/orders/${order.id}`, { token })).json.data.products[0].productId).toBe(p.id);
    expect((await auditRows(p.id)).map((r) => r.action)).toEqual(["product.archive"]);

    const restored = await api(`/api/admin/products/${p.id}/restore`, { method: "POST", token });
    expect(restored.json.data.status).toBe("active");
    expect((await api(`/api/products/${p.id}`)).status).toBe(200);
  });
});
