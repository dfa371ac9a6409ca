/**
 * The disclosures the law asks for (issue 15, decision 018), as a visitor and an admin meet them:
 * the pack's declarations on the product page, the seller and grievance officer in every page's
 * footer and on /legal, and an admin entering a product's declarations through the product form.
 */
import type { Locator, Page } from "@playwright/test";
import { DEFAULT_PRODUCT_DECLARATIONS, DEFAULT_PRODUCT_ID } from "../domain/catalogue.ts";
import { GRIEVANCE_OFFICER, grievancePromise, seller } from "../src/config/seller.ts";
import { login, seededAdmin } from "./support/accounts.ts";
import { ENTERED_DECLARATIONS, fillDeclarations } from "./support/pack-declarations.ts";
import { insertProduct } from "./support/shop-db.ts";
import { expect, test } from "./support/test.ts";

/** Opens the product page's pack declarations and answers the value a term (`dt`) declares. */
async function openDeclarations(page: Page): Promise<(term: string) => Locator> {
  const section = page.getByRole("region", { name: "Pack declarations" });
  await section.getByText(/^Net quantity, price per gram/).click();
  return (term) =>
    section
      .locator("dl > div")
      .filter({ has: page.locator("dt", { hasText: term }) })
      .locator("dd");
}

test("a visitor sees the pack's declarations on the product page", async ({ page }) => {
  await page.goto(`/Buy_Product/${DEFAULT_PRODUCT_ID}`);
  const declared = await openDeclarations(page);
  // 5 g a sachet; MRP ₹49; listed (30-pack) at ₹44, which is ₹8.80 a gram.
  await expect(declared("Net quantity")).toHaveText(
    "5 g per sachet; 30 sachets: 150 g, 60 sachets: 300 g, 90 sachets: 450 g",
  );
  await expect(declared("MRP")).toHaveText("₹49 per sachet (5 g), inclusive of all taxes");
  await expect(declared("Unit sale price")).toHaveText("₹8.80 per g (at the listed price of ₹44 a sachet)");
  await expect(declared("Manufactured by")).toContainText(DEFAULT_PRODUCT_DECLARATIONS.makerName);
  await expect(declared("Manufactured by")).toContainText(DEFAULT_PRODUCT_DECLARATIONS.makerAddress);
  await expect(declared("Country of origin")).toHaveText("India");
  await expect(declared("Month and year of manufacture")).toContainText("Printed on every sachet");
  await expect(declared("Best before")).toContainText("18 months from the month of manufacture");
  const ingredients = declared("Ingredients").getByRole("listitem");
  await expect(ingredients).toHaveText(
    DEFAULT_PRODUCT_DECLARATIONS.ingredients.map((i) => `${i.name}: ${i.quantity}`),
  );
  await expect(declared("Manufacturing licence no.")).toHaveText(DEFAULT_PRODUCT_DECLARATIONS.licenceNumber);
  await expect(declared("Consumer care").getByRole("link", { name: "grievance officer" })).toHaveAttribute(
    "href",
    "/legal",
  );
});

test("a visitor sees the seller and the grievance officer in the footer and on /legal", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText(`Sold by ${seller.legalName}`);
  await expect(footer).toContainText(`GSTIN ${seller.gstin}`);
  await expect(footer).toContainText(
    `Grievance officer: ${GRIEVANCE_OFFICER.name}, ${GRIEVANCE_OFFICER.designation}`,
  );
  await expect(footer.getByRole("link", { name: GRIEVANCE_OFFICER.email })).toHaveAttribute(
    "href",
    `mailto:${GRIEVANCE_OFFICER.email}`,
  );
  await expect(footer).toContainText(`acknowledge every complaint ${grievancePromise.acknowledge}`);

  await page.goto("/legal");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: "The seller" })).toBeVisible();
  await expect(main).toContainText(seller.legalName);
  await expect(main).toContainText(seller.gstin);
  await expect(main.getByRole("heading", { name: "Grievance officer" })).toBeVisible();
  await expect(main).toContainText(GRIEVANCE_OFFICER.name);
  await expect(main).toContainText(GRIEVANCE_OFFICER.phone);
  await expect(main).toContainText("(see the Privacy Policy)");
});

test("an admin enters a product's declarations, is told what is missing, and the product page shows them", async ({
  page,
}) => {
  // Saved before declarations existed: nothing declared yet.
  const name = `Declarations test oil ${Date.now()}`;
  const id = insertProduct({ name });
  await login(page, { user: seededAdmin, admin: true });
  await page.goto("/admin/products");
  await page.getByLabel("Search products").fill(name);
  await page.getByRole("button", { name: "Search" }).click();
  await page.getByRole("button", { name: `Edit ${name}` }).click();

  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Net quantity is required")).toBeVisible();
  await expect(page.getByText("The manufacturing licence number is required")).toBeVisible();
  await expect(page.getByLabel("Manufacturing licence number")).toHaveAttribute("aria-invalid", "true");

  await fillDeclarations(page, { ...ENTERED_DECLARATIONS, ingredients: "Hadjod (Cissus quadrangularis)" });
  await page.getByLabel("Declared maker").selectOption("packer");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(
    page.getByText('Ingredient 1: write its quantity after a colon, like "Haldi (Curcuma longa): 500 mg"'),
  ).toBeVisible();
  await page.getByLabel("Ingredients per sachet").fill(ENTERED_DECLARATIONS.ingredients);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Saved ${name}.` })).toBeVisible();

  // The product was added after the build: its page is rendered on demand from the database.
  await page.goto(`/Buy_Product/${id}`);
  const declared = await openDeclarations(page);
  await expect(declared("Net quantity")).toContainText("5 g per sachet");
  await expect(declared("Packed by")).toContainText(ENTERED_DECLARATIONS.makerName);
  await expect(declared("Packed by")).toContainText(ENTERED_DECLARATIONS.makerAddress);
  await expect(declared("Best before")).toContainText("24 months");
  await expect(declared("Ingredients").getByRole("listitem")).toHaveText([
    "Hadjod (Cissus quadrangularis): 2 g",
    "Haldi (Curcuma longa): 500 mg",
  ]);
  await expect(declared("Manufacturing licence no.")).toHaveText(ENTERED_DECLARATIONS.licenceNumber);
});
