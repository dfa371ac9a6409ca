import { describe, expect, it } from "vitest";
import { api } from "../test/http.ts";
import { createProduct } from "../test/builders.ts";

describe("GET /api/products", () => {
  it("lists active products with rupee prices, hiding archived ones", async () => {
    const live = await createProduct({ name: "Live powder", originalPricePaise: 4900, stock: 7 });
    await createProduct({ name: "Old powder", status: "archived" });
    const res = await api("/api/products");
    expect(res.status).toBe(200);
    expect(res.json.success).toBe(true);
    expect(res.json.data).toHaveLength(1);
    expect(res.json.data[0]).toMatchObject({
      _id: live.id,
      name: "Live powder",
      price: 44,
      originalPrice: 49,
      stock: 7,
      inStock: true,
    });
  });

  it("answers an empty list when there is nothing to sell", async () => {
    const res = await api("/api/products");
    expect(res.json).toEqual({ success: true, data: [] });
  });
});

describe("GET /api/products/:id", () => {
  it("returns the product", async () => {
    const p = await createProduct({ stock: 0 });
    const res = await api(`/api/products/${p.id}`);
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      _id: p.id,
      stock: 0,
      inStock: false,
      reviews: 0,
      averageRating: null,
    });
  });

  it("404s with a message for an unknown id", async () => {
    const res = await api("/api/products/0123456789abcdef01234567");
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ success: false, message: "Product not found" });
  });

  it("404s for an archived product", async () => {
    const p = await createProduct({ status: "archived" });
    expect((await api(`/api/products/${p.id}`)).status).toBe(404);
  });

  it.each(["xyz", "0123456789ABCDEF01234567", "1' OR '1'='1", "0123456789abcdef0123456"])(
    "400s for a malformed id %s",
    async (id) => {
      const res = await api(`/api/products/${encodeURIComponent(id)}`);
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ success: false, message: "Invalid product ID" });
    },
  );
});
