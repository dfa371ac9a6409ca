/**
 * /api/reference: the API's OpenAPI document as a page the shop serves itself. The page guard in
 * support/test.ts fails the test on any CSP violation or console error.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./support/test.ts";

test.describe("API reference", () => {
  test("shows each operation with its fields and answers, and links to the document", async ({ page }) => {
    await page.goto("/api/reference");
    await expect(page.getByRole("heading", { level: 1, name: "Asthiveda shop API" })).toBeVisible();

    const contact = page
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: /POST\s+\/api\/contact/ }) });
    await expect(contact).toBeVisible();
    const body = contact.getByRole("region", { name: /Request body$/ });
    for (const field of ["email", "countryCode", "phoneNumber", "address", "message"]) {
      await expect(body.locator("code", { hasText: new RegExp(`^${field}$`) })).toBeVisible();
    }
    await expect(contact.getByRole("region", { name: /Responses$/ })).toContainText("429");

    const product = page
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: /GET\s+\/api\/products\/\{id\}/ }) });
    await expect(
      product
        .getByRole("region", { name: /Parameters$/ })
        .getByRole("cell")
        .first(),
    ).toHaveText("id");
    await product.getByRole("link", { name: "Product" }).first().click();
    await expect(page).toHaveURL(/#schema-product$/);
    await expect(page.locator("#schema-product")).toContainText("originalPrice");

    const [document] = await Promise.all([
      page.waitForResponse("**/api/doc"),
      page.getByRole("link", { name: "/api/doc" }).click(),
    ]);
    expect((await document.json()).openapi).toBe("3.1.0");
  });

  test("is accessible and fits a 320 px phone", async ({ page }) => {
    // axe walks every operation and schema of the reference: 23–28 s on a quiet 2-core machine,
    // past the 30 s default when the machine is busy (it timed out once in CI).
    test.slow();
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto("/api/reference");
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, "no sideways scrolling").toBeLessThanOrEqual(0);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);
  });
});
