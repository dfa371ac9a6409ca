import { DEFAULT_PRODUCT_ID } from "../domain/catalogue.ts";
import { RETURN_WINDOW_DAYS } from "../src/config/business.ts";
import { expect, test } from "./support/test.ts";

test.describe("product detail demo", () => {
  test("the gallery's arrows wrap around both ways", async ({ page }) => {
    await page.goto("/product_detail");
    const gallery = page.getByRole("group", { name: "Product images" });
    const shown = gallery.locator("img:visible");
    await expect(gallery.getByText("1 of 4")).toBeVisible();
    await expect(shown).toHaveAttribute("alt", /A pack of/);
    await gallery.getByRole("button", { name: "Previous image" }).click();
    await expect(gallery.getByText("4 of 4")).toBeVisible();
    await expect(shown).toHaveAttribute("alt", /laboratory-tested/);
    await gallery.getByRole("button", { name: "Next image" }).click();
    await expect(gallery.getByText("1 of 4")).toBeVisible();
    await gallery.getByRole("button", { name: "Next image" }).click();
    await expect(shown).toHaveAttribute("alt", /six herbs/);
  });

  test("the accordions open independently", async ({ page }) => {
    await page.goto("/product_detail");
    const returns = page.locator("details", { has: page.getByText("Return Policy", { exact: true }) });
    const details = page.locator("details", { has: page.getByText("Details", { exact: true }) });
    await returns.locator("summary").click();
    await details.locator("summary").click();
    await expect(returns).toHaveAttribute("open", "");
    await expect(details).toHaveAttribute("open", "");
    await expect(
      page.getByText(`can be returned within ${RETURN_WINDOW_DAYS} days of delivery`),
    ).toBeVisible();
    await returns.locator("summary").click();
    await expect(returns).not.toHaveAttribute("open", "");
    await expect(details).toHaveAttribute("open", "");
  });

  test("the pincode check is the shop's real one, with the spec's words, and tells a mistyped PIN code apart", async ({
    page,
  }) => {
    await page.goto("/product_detail");
    await page.getByText("Check Pincode for Delivery").click();
    const pincode = page.getByLabel("Pincode");
    const result = page.locator("[data-pincode-result]");
    await pincode.fill("110001");
    await page.getByRole("button", { name: "Check" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Delivery available in your area!" }),
    ).toBeVisible();
    await expect(result).toHaveText(/^Delivery available in your area! Delivery by \w{3} \d{1,2}/);
    // No longer only 110001: any PIN code the shop delivers to.
    await pincode.fill("110002");
    await page.getByRole("button", { name: "Check" }).click();
    await expect(result).toHaveText(/^Delivery available in your area!/);
    await pincode.fill("999999");
    await page.getByRole("button", { name: "Check" }).click();
    await expect(result).toHaveText("Sorry, delivery is not available in your area.");
    for (const mistyped of ["011001", "11000", "110 01"]) {
      await pincode.fill(mistyped);
      await pincode.press("Enter");
      await expect(result).toHaveText("Please enter a valid 6-digit pincode.");
    }
  });

  test("Add to Cart says 'Added to Cart' and fills the cart; Buy Now opens the product page", async ({
    page,
  }) => {
    await page.goto("/product_detail");
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Added to Cart" })).toBeVisible();
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem("cartProduct")))!);
    expect(stored).toMatchObject({ _id: DEFAULT_PRODUCT_ID, quantity: 30 });
    await expect(page.getByRole("banner").getByRole("link", { name: "Cart, 30 items" })).toBeVisible();
    await page.getByRole("link", { name: "Buy Now" }).click();
    await expect(page).toHaveURL(new RegExp(`/Buy_Product/${DEFAULT_PRODUCT_ID}$`));
  });
});
