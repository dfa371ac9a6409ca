/** Filling the admin product form's pack declarations (decision 018), which a new product needs. */
import type { Page } from "@playwright/test";

export type EnteredDeclarations = {
  netQuantityGrams: string;
  shelfLifeMonths: string;
  countryOfOrigin: string;
  licenceNumber: string;
  makerName: string;
  makerAddress: string;
  /** One "Name: quantity" a line, as the form takes them. */
  ingredients: string;
};

export const ENTERED_DECLARATIONS: EnteredDeclarations = {
  netQuantityGrams: "5",
  shelfLifeMonths: "24",
  countryOfOrigin: "India",
  licenceNumber: "AYU-MH-2024-0117",
  makerName: "Sahyadri Herbal Works",
  makerAddress: "Plot 7, MIDC Bhosari, Pune 411026, Maharashtra",
  ingredients: "Hadjod (Cissus quadrangularis): 2 g\nHaldi (Curcuma longa): 500 mg",
};

export async function fillDeclarations(page: Page, values: EnteredDeclarations = ENTERED_DECLARATIONS) {
  await page.getByLabel("Net quantity per sachet (g)").fill(values.netQuantityGrams);
  await page.getByLabel("Best before (months from manufacture)").fill(values.shelfLifeMonths);
  await page.getByLabel("Country of origin").fill(values.countryOfOrigin);
  await page.getByLabel("Manufacturing licence number").fill(values.licenceNumber);
  await page.getByRole("textbox", { name: /^Manufacturer or packer/ }).fill(values.makerName);
  await page.getByLabel("Address of the manufacturer or packer").fill(values.makerAddress);
  await page.getByLabel("Ingredients per sachet").fill(values.ingredients);
}
