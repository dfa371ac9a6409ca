/**
 * `npm run deploy` refuses while a placeholder a customer would see is left (deploy-readiness.ts),
 * and says which.
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_PRODUCT_DECLARATIONS } from "../domain/catalogue.ts";
import { GRIEVANCE_OFFICER_IS_PLACEHOLDER, PLACEHOLDER_GSTIN, SELLER_GSTIN } from "../src/config/seller.ts";
import { currentFacts, placeholdersLeft } from "./deploy-readiness.ts";

const ready = {
  sellerGstin: "29ABCDE1234F1Z5",
  grievanceOfficerIsPlaceholder: false,
  productDeclarations: { makerName: "Asthiveda Herbals Pvt. Ltd.", licenceNumber: "AYU/MH/2026/0421" },
  builtSiteUrl: "https://asthiveda.in/",
  databaseId: "7a1c5e2b-3f4d-4e6a-9b8c-0d1e2f3a4b5c",
};

describe("deployment readiness", () => {
  it("lets a deployment with the company's own details through", () => {
    expect(placeholdersLeft(ready)).toEqual([]);
  });

  it("names each placeholder left, and why", () => {
    expect(placeholdersLeft({ ...ready, sellerGstin: PLACEHOLDER_GSTIN })).toEqual([
      expect.stringMatching(/SELLER_GSTIN .*SPECIMEN/),
    ]);
    expect(placeholdersLeft({ ...ready, grievanceOfficerIsPlaceholder: true })).toEqual([
      expect.stringMatching(/GRIEVANCE_OFFICER .*rule 4/),
    ]);
    expect(
      placeholdersLeft({
        ...ready,
        productDeclarations: { ingredients: [{ name: "Hadjod", quantity: "PLACEHOLDER mg" }] },
      }),
    ).toEqual([expect.stringMatching(/DEFAULT_PRODUCT_DECLARATIONS .*PLACEHOLDER/)]);
    expect(placeholdersLeft({ ...ready, builtSiteUrl: undefined })).toEqual([
      expect.stringMatching(/no build/),
    ]);
    expect(placeholdersLeft({ ...ready, builtSiteUrl: "http://localhost:8787/" })).toEqual([
      expect.stringMatching(/PUBLIC_SITE_URL/),
    ]);
    for (const databaseId of [undefined, "00000000-0000-0000-0000-000000000000"])
      expect(placeholdersLeft({ ...ready, databaseId })).toEqual([expect.stringMatching(/database_id/)]);
  });

  it("reads this checkout's seller details and the database id wrangler.jsonc binds as DB", () => {
    const facts = currentFacts();
    expect(facts.sellerGstin).toBe(SELLER_GSTIN);
    expect(facts.grievanceOfficerIsPlaceholder).toBe(GRIEVANCE_OFFICER_IS_PLACEHOLDER);
    expect(facts.productDeclarations).toBe(DEFAULT_PRODUCT_DECLARATIONS);
    expect(facts.databaseId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });
});
