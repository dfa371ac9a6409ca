import { CONTACT_MESSAGE_RETENTION_YEARS, EMAIL_COPY_RETENTION_DAYS } from "../domain/data-rights.ts";
import {
  COD_CONFIRMATION_WINDOW_HOURS,
  COD_FEE_PAISE,
  COD_MAX_CODE_ATTEMPTS,
  COD_MAX_ORDER_TOTAL_PAISE,
  COD_RTO_LOCKOUT_DAYS,
} from "../domain/cod.ts";
import { formatINR } from "../domain/money.ts";
import { PAYMENT_WINDOW_MINUTES } from "../domain/orders.ts";
import { DELIVERY_FEE_PAISE, FREE_DELIVERY_THRESHOLD_PAISE } from "../domain/pricing.ts";
import { DAMAGE_REPORT_DAYS, MINIMUM_AGE, RETURN_WINDOW_DAYS } from "../src/config/business.ts";
import { indexablePages } from "../src/config/pages.ts";
import { expect, test } from "./support/test.ts";

/** The storefront's product page, a page search engines know besides the content pages. */
const PRODUCT_PAGE = "/Buy_Product/66a1f0c2b5e4d3a2c1b0f9e8";

test.describe("About and policies", () => {
  test("About Us shows the vision", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1, name: "About Us" })).toBeVisible();
    const vision = page.getByRole("region", { name: "Our vision" });
    await expect(vision).toContainText("our mission is simple");
    await expect(vision).toContainText("joint mobility");
    await expect(vision).toContainText("Every batch is tested");
    await expect(vision).toContainText("Rooted in nature, backed by trust.");
  });

  test("the refund policy states the one return window, fees and refund times", async ({ page }) => {
    await page.goto("/cancellation-refund-policy");
    const main = page.locator("main");
    await expect(page.getByRole("heading", { level: 1, name: "Cancellation & Refund Policy" })).toBeVisible();
    await expect(main).toContainText(
      `unopened, sealed sachets within ${RETURN_WINDOW_DAYS} days of delivery`,
    );
    await expect(main).toContainText(`within ${DAMAGE_REPORT_DAYS} days of delivery`);
    await expect(main).toContainText(
      `Delivery costs ${formatINR(DELIVERY_FEE_PAISE)}, and is free on orders of ${formatINR(FREE_DELIVERY_THRESHOLD_PAISE)} or more`,
    );
    await expect(main).toContainText("UPI and wallets: 1–3 business days");
    await expect(main).not.toContainText("{{");
  });

  test("terms and privacy agree on the minimum age", async ({ page }) => {
    for (const path of ["/terms-of-service", "/privacy-policy"]) {
      await page.goto(path);
      await expect(page.locator("main")).toContainText(`at least ${MINIMUM_AGE} years old`);
      await expect(page.locator("main")).not.toContainText(/\b13\b/);
      await expect(page.locator("main")).not.toContainText("{{");
    }
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  });

  test("the privacy policy promises the retention periods the cron keeps", async ({ page }) => {
    await page.goto("/privacy-policy");
    const main = page.locator("main");
    await expect(main).toContainText(
      `Contact messages are kept for ${CONTACT_MESSAGE_RETENTION_YEARS} years after they arrive, then deleted.`,
    );
    await expect(main).toContainText(
      `copies of the e-mails we send you (order updates, password resets) are kept for ${EMAIL_COPY_RETENTION_DAYS} days, then deleted.`,
    );
  });

  test("every storefront page has its own title and description, and Open Graph tags", async ({ page }) => {
    const paths = [...indexablePages, PRODUCT_PAGE];
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const path of paths) {
      await page.goto(path);
      titles.add(await page.title());
      descriptions.add((await page.locator('meta[name="description"]').getAttribute("content"))!);
      for (const property of ["og:title", "og:description", "og:url", "og:image", "og:type"]) {
        await expect(page.locator(`meta[property="${property}"]`)).toHaveAttribute("content", /.+/);
      }
    }
    expect(titles.size).toBe(paths.length);
    expect(descriptions.size).toBe(paths.length);
  });

  test("a page's canonical address is the one the sitemap lists, not its .html file's", async ({ page }) => {
    for (const path of ["/about", "/faqs", "/legal", "/terms-of-service"]) {
      await page.goto(path);
      for (const selector of ['link[rel="canonical"]', 'meta[property="og:url"]']) {
        const address = new URL(
          (await page.locator(selector).getAttribute(selector.startsWith("link") ? "href" : "content"))!,
        );
        expect(address.pathname).toBe(path);
      }
    }
  });

  test("the terms describe both ways to pay, with cash on delivery's fee, limit and code", async ({
    page,
  }) => {
    await page.goto("/terms-of-service");
    const main = page.locator("main");
    await expect(main).toContainText("proprietary Ayurvedic medicine");
    await expect(main).toContainText(
      `Cash on delivery adds a fee of ${formatINR(COD_FEE_PAISE)}, shown as its own line before you order, and is offered for orders of up to ${formatINR(COD_MAX_ORDER_TOTAL_PAISE)} including that fee`,
    );
    await expect(main).toContainText(
      `cancelled if it is not entered within ${COD_CONFIRMATION_WINDOW_HOURS} hours, or after ${COD_MAX_CODE_ATTEMPTS} wrong codes`,
    );
    await expect(main).toContainText(`only online for the next ${COD_RTO_LOCKOUT_DAYS} days`);
    await expect(main).toContainText(
      `once it has been unpaid for ${PAYMENT_WINDOW_MINUTES} minutes it expires (shown as Payment Failed)`,
    );
    await expect(main).not.toContainText("{{");
  });

  test("sitemap.xml lists the storefront pages and products; robots.txt points to it", async ({
    request,
  }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const path of [...indexablePages, PRODUCT_PAGE]) {
      expect(sitemap).toContain(`${path}</loc>`);
    }
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Sitemap: ");
    expect(robots).toContain("Disallow: /debug-products");
  });
});
