import { DEFAULT_PRODUCT_ID } from "../domain/catalogue.ts";
import { expect, test } from "./support/test.ts";

test.describe("wishlist", () => {
  test("a product saved from its page is on /wishlist with its live price, until removed", async ({
    page,
  }) => {
    await page.goto("/wishlist");
    await expect(page.getByText("Your wishlist is empty.")).toBeVisible();

    await page.goto(`/Buy_Product/${DEFAULT_PRODUCT_ID}`);
    const save = page.getByRole("button", { name: "♡ Save for later" });
    await save.click();
    await expect(page.getByRole("button", { name: "♥ Saved to wishlist" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    // The account page's Wishlist tile leads here.
    await page.goto("/wishlist");
    const item = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Asthiveda" }) });
    await expect(item).toContainText(/From ₹\d+(\.\d\d)? per sachet · In stock/);
    await expect(item.getByRole("link", { name: "View" })).toHaveAttribute(
      "href",
      `/Buy_Product/${DEFAULT_PRODUCT_ID}`,
    );

    await item.getByRole("button", { name: /^Remove .* from the wishlist$/ }).click();
    await expect(page.getByText("Your wishlist is empty.")).toBeVisible();
  });

  test("saving again from the product page takes it off the list", async ({ page }) => {
    await page.goto(`/Buy_Product/${DEFAULT_PRODUCT_ID}`);
    await page.getByRole("button", { name: "♡ Save for later" }).click();
    await page.getByRole("button", { name: "♥ Saved to wishlist" }).click();
    await expect(page.getByRole("button", { name: "♡ Save for later" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    await page.goto("/wishlist");
    await expect(page.getByText("Your wishlist is empty.")).toBeVisible();
  });
});
