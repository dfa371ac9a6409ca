/**
 * A product's pack declarations (decision 018): entered by admins, checked like every other field,
 * stored in milligrams, answered by the product API in grams; products saved before declarations
 * existed keep working and get them from an admin (or, for the seeded product, from the seed).
 */
import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { DEFAULT_PRODUCT, DEFAULT_PRODUCT_DECLARATIONS } from "../../../domain/catalogue.ts";
import { seedSql } from "../../../scripts/seed-sql.ts";
import { auditRows, expectNewProductRefused, signedInAdmin } from "../../test/admin.ts";
import { createProduct, PACK_DECLARATIONS } from "../../test/builders.ts";
import { dropAllTables } from "../../test/database.ts";
import { api } from "../../test/http.ts";

const product = {
  name: "Asthiveda Travel Pack",
  originalPrice: 45,
  stock: 25,
  brand: "Asthiveda",
  ...PACK_DECLARATIONS,
};

async function storedDeclarations(id: string) {
  return env.DB.prepare(
    "SELECT net_quantity_mg, maker_role, maker_name, maker_address, country_of_origin, shelf_life_months, ingredients_json, licence_number FROM products WHERE id = ?",
  )
    .bind(id)
    .first<Record<string, unknown>>();
}

describe("pack declarations: admin writes", () => {
  it("stores a new product's declarations and answers them everywhere the product is read", async () => {
    const { token } = await signedInAdmin();
    const res = await api("/api/admin/products", {
      method: "POST",
      json: { ...product, netQuantityGrams: "2.5" },
      token,
    });
    expect(res.status, res.text).toBe(201);
    const id = res.json.data._id;
    expect(await storedDeclarations(id)).toEqual({
      net_quantity_mg: 2500,
      maker_role: "manufacturer",
      maker_name: "Sahyadri Herbal Works",
      maker_address: "Plot 7, MIDC Bhosari, Pune 411026, Maharashtra",
      country_of_origin: "India",
      shelf_life_months: 24,
      ingredients_json: JSON.stringify(PACK_DECLARATIONS.ingredients),
      licence_number: "AYU-MH-2024-0117",
    });
    const declared = { ...PACK_DECLARATIONS, netQuantityGrams: 2.5 };
    expect(res.json.data).toMatchObject(declared);
    expect((await api(`/api/products/${id}`)).json.data).toMatchObject(declared);
    expect((await api("/api/products")).json.data[0]).toMatchObject(declared);
    expect((await api(`/api/admin/products/${id}`, { token })).json.data).toMatchObject(declared);
  });

  it("reads the form's ingredient lines, name and quantity split at each line's last colon", async () => {
    const { token } = await signedInAdmin();
    const res = await api("/api/admin/products", {
      method: "POST",
      json: {
        ...product,
        makerRole: "packer",
        ingredients:
          "  Hadjod (Cissus quadrangularis): stem extract 10:1: 250 mg \r\n\n Haldi (Curcuma longa) :500 mg\n",
      },
      token,
    });
    expect(res.status, res.text).toBe(201);
    expect(res.json.data).toMatchObject({
      makerRole: "packer",
      ingredients: [
        { name: "Hadjod (Cissus quadrangularis): stem extract 10:1", quantity: "250 mg" },
        { name: "Haldi (Curcuma longa)", quantity: "500 mg" },
      ],
    });
  });

  const without = (field: keyof typeof PACK_DECLARATIONS) => {
    const { [field]: _, ...rest } = product;
    return rest;
  };

  it.each([
    [without("netQuantityGrams"), "Net quantity is required"],
    [
      { ...product, netQuantityGrams: "0" },
      "Net quantity must be the grams in one sachet, more than 0 and at most 10,000, with at most 3 decimals",
    ],
    [
      { ...product, netQuantityGrams: 2.0005 },
      "Net quantity must be the grams in one sachet, more than 0 and at most 10,000, with at most 3 decimals",
    ],
    [
      { ...product, netQuantityGrams: "5 g" },
      "Net quantity must be the grams in one sachet, more than 0 and at most 10,000, with at most 3 decimals",
    ],
    [
      { ...product, netQuantityGrams: 10_001 },
      "Net quantity must be the grams in one sachet, more than 0 and at most 10,000, with at most 3 decimals",
    ],
    [{ ...product, makerRole: "importer" }, "Choose manufacturer or packer"],
    [{ ...product, makerName: "  " }, "The manufacturer's or packer's name is required"],
    [without("makerAddress"), "The manufacturer's or packer's address is required"],
    [{ ...product, makerAddress: "x".repeat(501) }, "At most 500 characters, please"],
    [{ ...product, countryOfOrigin: "" }, "Country of origin is required"],
    [without("shelfLifeMonths"), "Shelf life is required"],
    [{ ...product, shelfLifeMonths: 0 }, "Shelf life must be a whole number of months from 1 to 120"],
    [{ ...product, shelfLifeMonths: "1.5" }, "Shelf life must be a whole number of months from 1 to 120"],
    [{ ...product, shelfLifeMonths: 121 }, "Shelf life must be a whole number of months from 1 to 120"],
    [without("ingredients"), "List the ingredients, one per line, each with its quantity after a colon"],
    [
      { ...product, ingredients: " \n " },
      "List the ingredients, one per line, each with its quantity after a colon",
    ],
    [
      { ...product, ingredients: [] },
      "List the ingredients, one per line, each with its quantity after a colon",
    ],
    [
      { ...product, ingredients: 7 },
      "List the ingredients, one per line, each with its quantity after a colon",
    ],
    [
      { ...product, ingredients: "Hadjod: 2 g\nHaldi (Curcuma longa)" },
      'Ingredient 2: write its quantity after a colon, like "Haldi (Curcuma longa): 500 mg"',
    ],
    [{ ...product, ingredients: "Hadjod: 2 g\n: 500 mg" }, "Ingredient 2: write its name before the colon"],
    [
      { ...product, ingredients: [{ name: "Haldi", quantity: "1:2" }] },
      "Ingredient 1: write its name, a colon and its quantity on one line (the quantity without a colon)",
    ],
    [
      { ...product, ingredients: [{ name: "Haldi\nMethi", quantity: "1 g" }] },
      "Ingredient 1: write its name, a colon and its quantity on one line (the quantity without a colon)",
    ],
    [
      { ...product, ingredients: `${"x".repeat(121)}: 1 g` },
      "Ingredient 1: keep the name to 120 characters and the quantity to 40",
    ],
    [
      { ...product, ingredients: Array.from({ length: 41 }, (_, i) => `Herb ${i}: 1 g`).join("\n") },
      "List at most 40 ingredients",
    ],
    [without("licenceNumber"), "The manufacturing licence number is required"],
  ])("refuses %j with %s and writes nothing", expectNewProductRefused);

  it("an edit changes the declarations it sends, keeps the ones it leaves out, and is audited", async () => {
    const { token } = await signedInAdmin();
    const { id } = await createProduct();
    const before = await storedDeclarations(id);

    const stockOnly = await api(`/api/admin/products/${id}`, {
      method: "PUT",
      json: { name: DEFAULT_PRODUCT.name, stock: 40, brand: DEFAULT_PRODUCT.brand },
      token,
    });
    expect(stockOnly.status, stockOnly.text).toBe(200);
    expect(await storedDeclarations(id)).toEqual(before);

    const edit = await api(`/api/admin/products/${id}`, {
      method: "PUT",
      json: {
        name: DEFAULT_PRODUCT.name,
        stock: 40,
        brand: DEFAULT_PRODUCT.brand,
        netQuantityGrams: "6",
        licenceNumber: "AYU-MH-2026-0042",
        ingredients: "Methi (Trigonella foenum-graecum): 1.2 g",
      },
      token,
    });
    expect(edit.status, edit.text).toBe(200);
    expect((await api(`/api/products/${id}`)).json.data).toMatchObject({
      netQuantityGrams: 6,
      licenceNumber: "AYU-MH-2026-0042",
      ingredients: [{ name: "Methi (Trigonella foenum-graecum)", quantity: "1.2 g" }],
      makerName: DEFAULT_PRODUCT_DECLARATIONS.makerName,
      shelfLifeMonths: DEFAULT_PRODUCT_DECLARATIONS.shelfLifeMonths,
    });
    const entries = await auditRows(id);
    expect(entries.at(-1)).toMatchObject({
      action: "product.update",
      before: { netQuantityGrams: 5, licenceNumber: DEFAULT_PRODUCT_DECLARATIONS.licenceNumber },
      after: { netQuantityGrams: 6, licenceNumber: "AYU-MH-2026-0042" },
    });
  });

  it("an edit that blanks a declaration is refused and changes nothing", async () => {
    const { token } = await signedInAdmin();
    const { id } = await createProduct();
    const before = await env.DB.prepare("SELECT * FROM products WHERE id = ?").bind(id).first();
    const res = await api(`/api/admin/products/${id}`, {
      method: "PUT",
      json: { name: "Renamed", stock: 1, brand: "B", licenceNumber: "", shelfLifeMonths: 30 },
      token,
    });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("The manufacturing licence number is required");
    expect(await env.DB.prepare("SELECT * FROM products WHERE id = ?").bind(id).first()).toEqual(before);
  });
});

describe("the product_declarations migration and the seed", () => {
  const legacyId = "0a0a0a0a0a0a0a0a0a0a0a0a";

  async function databaseBeforeDeclarations() {
    const at = env.TEST_MIGRATIONS.findIndex((m) => m.name.endsWith("_product_declarations.sql"));
    expect(at, "the product_declarations migration exists").toBeGreaterThan(0);
    await dropAllTables(env.DB);
    await applyD1Migrations(env.DB, env.TEST_MIGRATIONS.slice(0, at));
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO products (id, name, description, brand, category, original_price_paise, stock) VALUES (?, 'Joint Oil', 'An oil.', 'Asthiveda', 'Health', 18000, 70)",
      ).bind(legacyId),
      env.DB.prepare(
        "INSERT INTO products (id, name, description, brand, category, original_price_paise, stock) VALUES (?, ?, ?, 'Asthiveda', 'Health', 4900, 100)",
      ).bind(DEFAULT_PRODUCT.id, DEFAULT_PRODUCT.name, DEFAULT_PRODUCT.description),
    ]);
  }

  async function runSeed() {
    const sql = await seedSql({ email: "admin@example.com", password: "a-long-admin-password" });
    for (const statement of sql.split(/;\s*\n/).filter((s) => s.trim()))
      await env.DB.prepare(statement).run();
  }

  it("keeps products saved before it on sale, with nothing declared until an admin enters it", async () => {
    await databaseBeforeDeclarations();
    await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
    const legacy = await api(`/api/products/${legacyId}`);
    expect(legacy.status).toBe(200);
    expect(legacy.json.data).toMatchObject({
      name: "Joint Oil",
      originalPrice: 180,
      stock: 70,
      netQuantityGrams: null,
      makerRole: "manufacturer",
      makerName: "",
      makerAddress: "",
      countryOfOrigin: "",
      shelfLifeMonths: null,
      ingredients: [],
      licenceNumber: "",
    });
  });

  it("rewrites the seeded product's old effect-claim description, and only that text", async () => {
    const claim =
      "An Ayurvedic blend of Hadjod (Cissus quadrangularis), Shallaki (Boswellia serrata), Ashwagandha, " +
      "Guggul, Haldi (turmeric) and Methi (fenugreek) for stronger bones, easier joint movement and " +
      "relief from muscle soreness. Sold by the gram-measured sachet: one sachet a day in warm water " +
      "or milk after a meal. Every batch is tested for heavy metals and microbial limits.";
    const description = async () =>
      (await api(`/api/products/${DEFAULT_PRODUCT.id}`)).json.data.description as string;

    await databaseBeforeDeclarations();
    await env.DB.prepare("UPDATE products SET description = ? WHERE id = ?")
      .bind(claim, DEFAULT_PRODUCT.id)
      .run();
    await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
    expect(await description()).toBe(DEFAULT_PRODUCT.description);
    expect(DEFAULT_PRODUCT.description).toContain("traditionally used to support");
    expect((await api(`/api/products/${legacyId}`)).json.data.description).toBe("An oil.");

    await databaseBeforeDeclarations();
    await env.DB.prepare("UPDATE products SET description = 'The admin wrote this.' WHERE id = ?")
      .bind(DEFAULT_PRODUCT.id)
      .run();
    await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
    expect(await description()).toBe("The admin wrote this.");
  });

  it("the seed gives the seeded product its placeholder declarations once, never over an admin's", async () => {
    await databaseBeforeDeclarations();
    await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
    await runSeed();
    const seeded = (await api(`/api/products/${DEFAULT_PRODUCT.id}`)).json.data;
    expect(seeded).toMatchObject(DEFAULT_PRODUCT_DECLARATIONS);
    expect(seeded.licenceNumber).toMatch(/^PLACEHOLDER/);
    // The legacy product is the admin's to declare; the seed only knows its own product.
    expect((await api(`/api/products/${legacyId}`)).json.data.licenceNumber).toBe("");

    const { token } = await signedInAdmin();
    const edit = await api(`/api/admin/products/${DEFAULT_PRODUCT.id}`, {
      method: "PUT",
      json: { name: DEFAULT_PRODUCT.name, stock: 100, brand: "Asthiveda", ...PACK_DECLARATIONS },
      token,
    });
    expect(edit.status, edit.text).toBe(200);
    await runSeed();
    expect((await api(`/api/products/${DEFAULT_PRODUCT.id}`)).json.data).toMatchObject(PACK_DECLARATIONS);
  });
});
