/**
 * "One price" (decisions.md): the admin enters only the MRP and sees live what customers pay at
 * 30, 60 and 90; every page then lists the price derived from it, which is what the cart charges.
 */
import { DEFAULT_PRODUCT, DEFAULT_PRODUCT_ID } from "../domain/catalogue.ts";
import { login, seededAdmin } from "./support/accounts.ts";
import { sql } from "./support/shop-db.ts";
import { fillDeclarations } from "./support/pack-declarations.ts";
import { expect, test } from "./support/test.ts";

test.describe("one price", () => {
  test("the admin form previews each pack as the MRP is typed; the admin list, catalogue, product page, wishlist and cart show ₹162 for MRP ₹180", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await login(page, { user: seededAdmin, admin: true });
    await page.goto("/admin/addProduct");

    // No price field to get wrong: the MRP is the only money input, and the preview follows it.
    const mrp = page.getByRole("textbox", { name: "MRP (₹)" });
    await expect(mrp).toBeVisible();
    await expect(page.getByRole("textbox", { name: /price|discount/i })).toHaveCount(0);
    const preview = page.getByRole("region", { name: "What a customer pays" });
    await expect(preview).toContainText("Enter the MRP to see the listed price and what each pack costs.");
    // An MRP so low that "10 % off" would round back to it is not previewed as a discount.
    await mrp.fill("5");
    await expect(preview).toContainText(
      "MRP must be at least ₹20, so that every pack size's discount shows in its price",
    );
    await expect(preview.getByRole("listitem")).toHaveCount(0);
    await mrp.fill("49");
    await expect(mrp).toHaveAccessibleDescription(
      /Listed at ₹44 a sachet: the MRP ₹49 less the 10 % 30-pack discount, rounded to the rupee\./,
    );
    await mrp.fill("180");
    await expect(mrp).toHaveAccessibleDescription(
      /Listed at ₹162 a sachet: the MRP ₹180 less the 10 % 30-pack discount/,
    );
    await expect(preview.getByRole("listitem")).toHaveText([
      /^30 sachets\s*₹162 a sachet \(10\s%\soff\)\s*₹4,860 the pack$/,
      /^60 sachets\s*₹153 a sachet \(15\s%\soff\)\s*₹9,180 the pack$/,
      /^90 sachets\s*₹144 a sachet \(20\s%\soff\)\s*₹12,960 the pack$/,
    ]);

    await page.getByLabel("Name").fill("Joint Oil One Price");
    await page.getByLabel("Brand").fill("Asthiveda");
    await page.getByLabel("Stock").fill("100");
    await fillDeclarations(page);
    await page.getByRole("button", { name: "Add product" }).click();
    const row = page.getByRole("row", { name: /Joint Oil One Price/ });
    await expect(row).toContainText("₹162 (MRP ₹180)");
    const [product] = sql<{ id: string }>("SELECT id FROM products WHERE name = 'Joint Oil One Price'");

    // Editing: the form opens on the MRP, and the preview shows what is listed now.
    await row.getByRole("button", { name: "Edit Joint Oil One Price" }).click();
    await expect(mrp).toHaveValue("180");
    await expect(preview.getByRole("listitem").first()).toContainText("30 sachets₹162 a sachet");
    await page.getByRole("button", { name: "Cancel", exact: true }).click();

    await page.goto("/categories");
    const card = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("link", { name: "Joint Oil One Price" }) });
    await expect(card).toContainText("₹162 per sachet");

    await card.getByRole("link", { name: "Joint Oil One Price" }).click();
    await expect(page.getByTestId("unit-price")).toHaveText("₹162");
    const ld = JSON.parse((await page.locator("#product-jsonld").textContent())!);
    expect(ld.offers).toMatchObject({ priceCurrency: "INR", price: "162.00" });
    await expect(page.locator('meta[property="product:price:amount"]')).toHaveAttribute("content", "162.00");

    await page.getByRole("button", { name: "♡ Save for later" }).click();
    await page.goto("/wishlist");
    await expect(page.getByRole("listitem").filter({ hasText: "Joint Oil One Price" })).toContainText(
      "From ₹162 per sachet",
    );

    await page.goto(`/Buy_Product/${product!.id}`);
    await page.getByRole("button", { name: "Go to Cart" }).click();
    await expect(page).toHaveURL(/\/Cart_Page$/);
    await expect(page.getByTestId("item-total")).toHaveText("₹4,860");
  });

  test("/product_detail lists the product's price derived from its live MRP", async ({ page }) => {
    sql(`UPDATE products SET original_price_paise = 18000 WHERE id = '${DEFAULT_PRODUCT_ID}'`);
    try {
      await page.goto("/product_detail");
      await expect(page.locator("[data-live-price]")).toHaveText("₹162");
      await expect(page.locator(".detail-price")).toContainText("from 30 sachets");
    } finally {
      sql(
        `UPDATE products SET original_price_paise = ${DEFAULT_PRODUCT.originalPricePaise} WHERE id = '${DEFAULT_PRODUCT_ID}'`,
      );
    }
  });
});
