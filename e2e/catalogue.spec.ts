import { DEFAULT_PRODUCT, DEFAULT_PRODUCT_ID } from "../domain/catalogue.ts";
import { expect, test } from "./support/test.ts";
import { insertProduct } from "./support/shop-db.ts";

test.describe("catalogue (/categories)", () => {
  test("lists the products on sale, live, with links to their pages", async ({ page }) => {
    const archived = insertProduct({ name: "Discontinued Liniment", status: "archived" });
    await page.goto("/categories");
    const card = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("link", { name: DEFAULT_PRODUCT.name }) });
    await expect(card).toContainText("₹44");
    await expect(card).toContainText("In stock");
    await expect(page.getByText("Discontinued Liniment")).toHaveCount(0);
    expect(archived).toBeTruthy();
    await card.getByRole("link", { name: DEFAULT_PRODUCT.name }).click();
    await expect(page).toHaveURL(new RegExp(`/Buy_Product/${DEFAULT_PRODUCT_ID}$`));
  });

  test("the header search box filters the catalogue", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    insertProduct({ name: "Ashwagandha Sleep Tea", description: "A calming herbal tea for restful nights." });
    await page.goto("/");
    await page.getByRole("banner").getByRole("searchbox", { name: "Search products" }).fill("sleep tea");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/categories\?q=sleep\+tea$/);
    await expect(page.getByRole("status")).toHaveText("1 product matching “sleep tea”");
    await expect(page.getByRole("link", { name: "Ashwagandha Sleep Tea" })).toBeVisible();
    await expect(page.getByRole("link", { name: DEFAULT_PRODUCT.name })).toHaveCount(0);
    await expect(page.getByLabel("Search the shop")).toHaveValue("sleep tea");
  });

  test("says so when nothing matches, with a way back to everything", async ({ page }) => {
    await page.goto("/categories?q=zzzz");
    await expect(page.getByRole("status")).toContainText("No products match “zzzz”.");
    await page.getByRole("link", { name: "Show all products" }).click();
    await expect(page.getByRole("link", { name: DEFAULT_PRODUCT.name })).toBeVisible();
  });
});
