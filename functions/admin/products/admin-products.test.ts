import { describe, expect, it } from "vitest";
import { createProduct, createUser, tokenFor } from "../../test/builders.ts";
import { api } from "../../test/http.ts";

describe("GET /api/admin/products", () => {
  it("refuses a visitor without a token (401)", async () => {
    const res = await api("/api/admin/products");
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ success: false, message: "Please log in to continue." });
  });

  it("refuses a signed-in customer (403)", async () => {
    const customer = await createUser();
    const res = await api("/api/admin/products", { token: await tokenFor(customer) });
    expect(res.status).toBe(403);
    expect(res.json).toEqual({ success: false, message: "Access denied. You do not have admin privileges." });
  });

  it("refuses a forged or expired token (401)", async () => {
    const admin = await createUser({ role: "Admin" });
    expect((await api("/api/admin/products", { token: "not-a-jwt" })).status).toBe(401);
    expect((await api("/api/admin/products", { token: await tokenFor(admin, -10) })).status).toBe(401);
  });

  it("lists every product for an admin, archived ones included, with their status", async () => {
    const admin = await createUser({ role: "Admin" });
    const live = await createProduct({ name: "Live powder", stock: 3 });
    const old = await createProduct({ name: "Old powder", status: "archived" });
    const res = await api("/api/admin/products", { token: await tokenFor(admin) });
    expect(res.status).toBe(200);
    expect(res.json.success).toBe(true);
    const byId = Object.fromEntries(res.json.data.map((p: { _id: string }) => [p._id, p]));
    expect(Object.keys(byId).sort()).toEqual([live.id, old.id].sort());
    expect(byId[live.id]).toMatchObject({
      name: "Live powder",
      status: "active",
      stock: 3,
      price: 44,
      originalPrice: 49,
    });
    expect(byId[old.id]).toMatchObject({ name: "Old powder", status: "archived" });
  });
});
