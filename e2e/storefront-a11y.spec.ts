/**
 * Every storefront page: an axe-core scan (WCAG 2.2 A/AA) with no serious or critical violation,
 * and a full-page screenshot at 375 px and 1280 px in e2e/screenshots/ for people to look at.
 */
import AxeBuilder from "@axe-core/playwright";
import { DEFAULT_PRODUCT_ID } from "../domain/catalogue.ts";
import { expect, test } from "./support/test.ts";
import { adminSession } from "./support/shop-db.ts";
import type { Page } from "@playwright/test";

type PageCase = { name: string; path: string; ready: (page: Page) => Promise<void>; admin?: boolean };

const headingReady = (name: string | RegExp) => async (page: Page) => {
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
};

const pages: PageCase[] = [
  { name: "landing", path: "/", ready: headingReady(/Stronger bones/) },
  { name: "product", path: `/Buy_Product/${DEFAULT_PRODUCT_ID}`, ready: async (p) => void (await expect(p.getByRole("button", { name: "Go to Cart" })).toBeVisible()) },
  { name: "product-detail", path: "/product_detail", ready: headingReady(/Joint & Bone Care Powder/) },
  { name: "faqs", path: "/faqs", ready: headingReady("Frequently Asked Questions") },
  { name: "about", path: "/about", ready: headingReady("About Us") },
  { name: "contact", path: "/contact", ready: headingReady("Contact Us!") },
  { name: "categories", path: "/categories", ready: async (p) => void (await expect(p.getByRole("status")).toHaveText(/\d+ products?/)) },
  { name: "privacy-policy", path: "/privacy-policy", ready: headingReady("Privacy Policy") },
  { name: "terms-of-service", path: "/terms-of-service", ready: headingReady("Terms of Service") },
  { name: "cancellation-refund-policy", path: "/cancellation-refund-policy", ready: headingReady("Cancellation & Refund Policy") },
  { name: "debug-products", path: "/debug-products", admin: true, ready: async (p) => void (await expect(p.getByRole("table")).toBeVisible()) },
];

for (const { name, path, ready, admin } of pages) {
  test(`${name}: no serious accessibility violations; screenshots at 375 and 1280 px`, async ({ page }) => {
    if (admin) {
      const session = await adminSession();
      await page.goto("/about");
      await page.evaluate(({ token, user }) => {
        localStorage.setItem("token", token);
        localStorage.setItem("user", JSON.stringify(user));
      }, session);
    }
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await ready(page);
      // Let below-the-fold islands hydrate, so the scan and the picture show the finished page.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState("networkidle");
      await page.evaluate(() => window.scrollTo(0, 0));
      const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
      const serious = results.violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
      expect(serious, `${path} at ${width}px`).toEqual([]);
      await page.screenshot({ path: `e2e/screenshots/${name}-${width}.png`, fullPage: true });
    }
  });
}
