import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { auditRows, expectNewProductRefused, signedInAdmin } from "../../test/admin.ts";
import { createOrder, createProduct, createUser, PACK_DECLARATIONS } from "../../test/builders.ts";
import { api } from "../../test/http.ts";

const valid = {
  name: "Asthiveda Travel Pack",
  originalPrice: "45",
  stock: "25",
  brand: "Asthiveda",
  category: "Wellness",
  description: "Ten sachets.",
  // The spec's clients sent a review count; only approved reviews count now (decision 023).
  reviews: 3,
  ...PACK_DECLARATIONS,
};

/** The lead's example: an admin who meant ₹150 beside an MRP of ₹180, which the cart charges as ₹162. */
const mrp180Mismatch =
  "The price must be ₹162: it is the MRP ₹180 less the 10 % 30-pack discount, rounded to the rupee.";

async function stored(id: string) {
  return env.DB.prepare("SELECT * FROM products WHERE id = ?").bind(id).first<Record<string, unknown>>();
}

describe("POST /api/admin/products", () => {
  it("creates a product from its MRP in rupees, stores paise, answers the derived price and audits it", async () => {
    const { admin, token } = await signedInAdmin();
    const res = await api("/api/admin/products", { method: "POST", json: valid, token });
    expect(res.status).toBe(201);
    expect(res.json.success).toBe(true);
    // MRP ₹45 less 10 % is ₹40.50, rounded to ₹41: the listed price and what the cart charges at 30.
    expect(res.json.data).toMatchObject({
      name: "Asthiveda Travel Pack",
      price: 41,
      originalPrice: 45,
      discount: 10,
      stock: 25,
      brand: "Asthiveda",
      category: "Wellness",
      reviews: 0,
      averageRating: null,
      status: "active",
    });
    expect(await stored(res.json.data._id)).toMatchObject({ original_price_paise: 4500, stock: 25 });
    const [entry] = await auditRows(res.json.data._id);
    expect(entry).toMatchObject({
      admin_id: admin.id,
      action: "product.create",
      entity: "product",
      before: null,
    });
    expect(entry!.after).toMatchObject({ originalPrice: 45, stock: 25 });
    // It is on sale at once.
    expect((await api(`/api/products/${res.json.data._id}`)).json.data).toMatchObject({
      price: 41,
      originalPrice: 45,
      discount: 10,
    });
  });

  it("accepts a price and discount that agree with the MRP (the spec's clients send them)", async () => {
    const { token } = await signedInAdmin();
    const res = await api("/api/admin/products", {
      method: "POST",
      json: { ...valid, originalPrice: 180, price: 162, discount: 10 },
      token,
    });
    expect(res.status, res.text).toBe(201);
    expect(res.json.data).toMatchObject({ price: 162, originalPrice: 180, discount: 10 });
  });

  it("defaults the optional fields: Health, no reviews, no image", async () => {
    const { token } = await signedInAdmin();
    const res = await api("/api/admin/products", {
      method: "POST",
      json: { name: "P", originalPrice: 20, stock: 0, brand: "B", ...PACK_DECLARATIONS },
      token,
    });
    expect(res.json.data).toMatchObject({
      price: 18,
      originalPrice: 20,
      discount: 10,
      category: "Health",
      reviews: 0,
      image: "",
      inStock: false,
    });
  });

  it.each([
    [{ ...valid, name: " " }, "Name is required"],
    [{ ...valid, originalPrice: "" }, "MRP is required"],
    [{ ...valid, originalPrice: undefined, price: 41 }, "MRP is required"],
    [{ ...valid, originalPrice: "abc" }, "MRP must be a number of rupees, at most 2 decimals"],
    [{ ...valid, originalPrice: 12.345 }, "MRP must be a number of rupees, at most 2 decimals"],
    [{ ...valid, originalPrice: -1 }, "MRP must be a number of rupees, at most 2 decimals"],
    // Below ₹20 a pack's discount can round away: ₹5 would list "10 % off" at ₹5.
    [
      { ...valid, originalPrice: 0 },
      "MRP must be at least ₹20, so that every pack size's discount shows in its price",
    ],
    [
      { ...valid, originalPrice: 19.99 },
      "MRP must be at least ₹20, so that every pack size's discount shows in its price",
    ],
    [{ ...valid, price: "abc" }, "Price must be a number of rupees, at most 2 decimals"],
    [{ ...valid, originalPrice: 180, price: 150 }, mrp180Mismatch],
    [
      { ...valid, originalPrice: 49, price: 44.1 },
      "The price must be ₹44: it is the MRP ₹49 less the 10 % 30-pack discount, rounded to the rupee.",
    ],
    [
      { ...valid, originalPrice: 180, discount: 0 },
      "The discount must be 10 %: it is the 30-pack discount off the MRP, the same for every product.",
    ],
    [{ ...valid, stock: "" }, "Stock is required"],
    [{ ...valid, stock: "2.5" }, "Stock must be a whole number"],
    [{ ...valid, stock: -1 }, "Stock must be at least 0"],
    [{ ...valid, brand: "" }, "Brand is required"],
    [{ ...valid, category: "Toys" }, "Category must be Health, Fitness, Wellness or Nutrition"],
    [{ ...valid, discount: 101 }, "Discount must be a whole percentage from 0 to 100"],
    [{ ...valid, image: "https://evil.example/x.png" }, "The image must be an uploaded product image"],
    [{ ...valid, image: "/api/images/products/../../secret" }, "The image must be an uploaded product image"],
    [{ ...valid, name: "x".repeat(201) }, "At most 200 characters, please"],
    [{ ...valid, description: "x".repeat(5001) }, "At most 5000 characters, please"],
  ])("refuses %j with %s and writes nothing", expectNewProductRefused);

  it("refuses a body that is not JSON", async () => {
    const { token } = await signedInAdmin();
    const res = await api("/api/admin/products", {
      method: "POST",
      body: "name=x",
      headers: { "Content-Type": "application/json" },
      token,
    });
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
    expect(all.json.data.map((p: any) => [p.name, p.status])).toEqual([
      ["Old tablets", "archived"],
      ["Joint powder", "active"],
    ]);
    expect(all.json.pagination).toEqual({ page: 1, pageSize: 20, total: 2, totalPages: 1 });
    const found = await api("/api/admin/products?q=powder", { token });
    expect(found.json.data.map((p: any) => p.name)).toEqual(["Joint powder"]);
    const archived = await api("/api/admin/products?status=archived", { token });
    expect(archived.json.data.map((p: any) => p.name)).toEqual(["Old tablets"]);
    expect((await api("/api/admin/products?q=%25", { token })).json.data).toEqual([]);
  });
});

describe("PUT /api/admin/products/:id", () => {
  it("changes the MRP and stock; the shop lists the derived price at once; the audit keeps before and after", async () => {
    const { admin, token } = await signedInAdmin();
    const p = await createProduct({ originalPricePaise: 4900, stock: 100 });
    const res = await api(`/api/admin/products/${p.id}`, {
      method: "PUT",
      json: { ...valid, originalPrice: 45, stock: 7 },
      token,
    });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ _id: p.id, price: 41, originalPrice: 45, stock: 7 });
    expect((await api(`/api/products/${p.id}`)).json.data).toMatchObject({
      price: 41,
      originalPrice: 45,
      stock: 7,
    });
    const [entry] = await auditRows(p.id);
    expect(entry).toMatchObject({ admin_id: admin.id, action: "product.update" });
    expect(entry!.before).toMatchObject({ price: 44, originalPrice: 49, stock: 100 });
    expect(entry!.after).toMatchObject({ originalPrice: 45, stock: 7 });
  });

  it("checks a price sent without an MRP against the stored MRP: refused when it disagrees, nothing changed", async () => {
    const { token } = await signedInAdmin();
    const p = await createProduct({ name: "Joint powder", originalPricePaise: 18_000, stock: 40 });
    const { originalPrice: _, ...withoutMrp } = valid;
    const refused = await api(`/api/admin/products/${p.id}`, {
      method: "PUT",
      json: { ...withoutMrp, price: 150 },
      token,
    });
    expect(refused.status).toBe(400);
    expect(refused.json).toEqual({ success: false, message: mrp180Mismatch });
    expect(await stored(p.id)).toMatchObject({
      name: "Joint powder",
      original_price_paise: 18_000,
      stock: 40,
    });
    expect(await auditRows(p.id)).toEqual([]);

    // The right price is accepted, and the stored MRP stays.
    const saved = await api(`/api/admin/products/${p.id}`, {
      method: "PUT",
      json: { ...withoutMrp, price: 162 },
      token,
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.data).toMatchObject({ name: valid.name, price: 162, originalPrice: 180, stock: 25 });
  });

  it("checks a price sent with a new MRP against that MRP", async () => {
    const { token } = await signedInAdmin();
    const p = await createProduct({ originalPricePaise: 4900 });
    // ₹44 was right for the old MRP (₹49), not for the new one.
    const refused = await api(`/api/admin/products/${p.id}`, {
      method: "PUT",
      json: { ...valid, originalPrice: 180, price: 44 },
      token,
    });
    expect(refused.json).toEqual({ success: false, message: mrp180Mismatch });
    expect(await stored(p.id)).toMatchObject({ original_price_paise: 4900 });
  });

  it("refuses an edit to an MRP below ₹20 and keeps the stored one", async () => {
    const { token } = await signedInAdmin();
    const p = await createProduct({ originalPricePaise: 4900 });
    const refused = await api(`/api/admin/products/${p.id}`, {
      method: "PUT",
      json: { ...valid, originalPrice: 5 },
      token,
    });
    expect(refused.json).toEqual({
      success: false,
      message: "MRP must be at least ₹20, so that every pack size's discount shows in its price",
    });
    expect(await stored(p.id)).toMatchObject({ original_price_paise: 4900 });
  });

  it("applies the edit form's stock as a change, so orders placed while editing are not undone", async () => {
    const { token } = await signedInAdmin();
    const p = await createProduct({ stock: 50 });
    // The form opened at 50; meanwhile orders took 30.
    await env.DB.prepare("UPDATE products SET stock = 20 WHERE id = ?").bind(p.id).run();
    const res = await api(`/api/admin/products/${p.id}`, {
      method: "PUT",
      json: { ...valid, stock: 60, stockWas: 50 },
      token,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json.data.stock).toBe(30);

    // Taking away more than is left now is refused, and nothing changes.
    const refused = await api(`/api/admin/products/${p.id}`, {
      method: "PUT",
      json: { ...valid, name: "Renamed", stock: 0, stockWas: 50 },
      token,
    });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(
      "Orders took some of this stock while you were editing, so less is left than your change removes. Reload the product and try again.",
    );
    expect((await api(`/api/admin/products/${p.id}`, { token })).json.data).toMatchObject({
      stock: 30,
      name: valid.name,
    });
  });

  it("404s for an unknown product and 400s for a malformed id", async () => {
    const { token } = await signedInAdmin();
    expect(
      (await api("/api/admin/products/0123456789abcdef01234567", { method: "PUT", json: valid, token })).json,
    ).toEqual({ success: false, message: "Product not found" });
    expect((await api("/api/admin/products/nope", { method: "PUT", json: valid, token })).status).toBe(400);
  });
});

describe("DELETE /api/admin/products/:id", () => {
  it("deletes a product no order refers to", async () => {
    const { admin, token } = await signedInAdmin();
    const p = await createProduct();
    const res = await api(`/api/admin/products/${p.id}`, { method: "DELETE", token });
    expect(res.json).toEqual({
      success: true,
      data: { _id: p.id, archived: false },
      message: "Product deleted",
    });
    expect(await stored(p.id)).toBeNull();
    expect(await auditRows(p.id)).toMatchObject([
      { admin_id: admin.id, action: "product.delete", after: null },
    ]);
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
    expect((await api(`/api/admin/orders/${order.id}`, { token })).json.data.products[0].productId).toBe(
      p.id,
    );
    expect((await auditRows(p.id)).map((r) => r.action)).toEqual(["product.archive"]);

    const restored = await api(`/api/admin/products/${p.id}/restore`, { method: "POST", token });
    expect(restored.json.data.status).toBe("active");
    expect((await api(`/api/products/${p.id}`)).status).toBe(200);
  });
});
