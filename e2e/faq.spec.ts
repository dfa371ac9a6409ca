import { RETURN_WINDOW_DAYS } from "../src/config/business.ts";
import { expect, test } from "./support/test.ts";
import type { Page } from "@playwright/test";

const categories = [
  ["general", "General"],
  ["product-details", "Product Details"],
  ["installation", "Installation"],
  ["returns-warranty", "Returns & Warranty"],
] as const;

const openAnswers = (page: Page) => page.locator("details.faq-item[open]");
const nav = (page: Page) => page.getByRole("navigation", { name: "FAQ categories" });

test.describe("FAQ", () => {
  test("four categories with their ids; the title follows the chosen one", async ({ page }) => {
    await page.goto("/faqs");
    for (const [id, title] of categories) {
      await expect(nav(page).getByRole("link", { name: title, exact: true })).toHaveAttribute(
        "href",
        `#${id}`,
      );
    }
    await expect(page.getByRole("heading", { name: "General FAQs" })).toBeVisible();
    for (const [id, title] of categories) {
      await nav(page).getByRole("link", { name: title, exact: true }).click();
      await expect(page.getByRole("heading", { name: `${title} FAQs` })).toBeVisible();
      await expect(page.locator(`section#${id}`)).toBeVisible();
      await expect(page.locator("[data-panel]:visible")).toHaveCount(1);
    }
  });

  test("one answer open at a time; clicking the open one closes it", async ({ page }) => {
    await page.goto("/faqs");
    const first = page.getByText("What is Asthiveda Joint & Bone Care Powder?");
    const second = page.getByText("Who is it for?");
    await first.click();
    await expect(openAnswers(page)).toHaveCount(1);
    await expect(page.getByText(/An Ayurvedic herbal blend of Hadjod/)).toBeVisible();
    await second.click();
    await expect(openAnswers(page)).toHaveCount(1);
    await expect(page.getByText(/Adults aged 18 and above/)).toBeVisible();
    await expect(page.getByText(/An Ayurvedic herbal blend of Hadjod/)).toBeHidden();
    await second.click();
    await expect(openAnswers(page)).toHaveCount(0);
  });

  test("changing category closes any open answer", async ({ page }) => {
    await page.goto("/faqs");
    await page.getByText("Is it a medicine?").click();
    await expect(openAnswers(page)).toHaveCount(1);
    await nav(page).getByRole("link", { name: "Installation" }).click();
    await expect(openAnswers(page)).toHaveCount(0);
    await nav(page).getByRole("link", { name: "General" }).click();
    await expect(openAnswers(page)).toHaveCount(0);
  });

  test("answers are about this product, with the shop's return window", async ({ page }) => {
    await page.goto("/faqs#returns-warranty");
    await expect(page.getByRole("heading", { name: "Returns & Warranty FAQs" })).toBeVisible();
    await page.getByText("Can I return the powder?").click();
    await expect(page.getByText(`within ${RETURN_WINDOW_DAYS} days of delivery`)).toBeVisible();
    await expect(page.locator("main")).not.toContainText(/vehicle|install the accessory|{{/i);
  });

  test("on small screens a button shows the category list, hidden at first", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/faqs");
    const toggle = page.getByRole("button", { name: "Show categories" });
    await expect(toggle).toBeVisible();
    await expect(nav(page)).toBeHidden();
    await toggle.click();
    await expect(nav(page)).toBeVisible();
    await expect(page.getByRole("button", { name: "Hide categories" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await nav(page).getByRole("link", { name: "Product Details" }).click();
    await expect(page.getByRole("heading", { name: "Product Details FAQs" })).toBeVisible();
    await expect(nav(page)).toBeHidden();
  });

  test("on wide screens the list is always shown and the button is not", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/faqs");
    await expect(nav(page)).toBeVisible();
    await expect(page.getByRole("button", { name: "Show categories" })).toBeHidden();
  });
});
