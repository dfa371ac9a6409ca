import { DEFAULT_PRODUCT_ID } from "../domain/catalogue.ts";
import { formatINR } from "../domain/money.ts";
import { DELIVERY_FEE_PAISE, FREE_DELIVERY_THRESHOLD_PAISE } from "../domain/pricing.ts";
import { RETURN_WINDOW_DAYS } from "../src/config/business.ts";
import { expect, test } from "./support/test.ts";
import type { Page } from "@playwright/test";

async function reviewsCarousel(page: Page) {
  const carousel = page.getByRole("group", { name: "Customer testimonials" });
  await carousel.scrollIntoViewIfNeeded();
  // Wait until the carousel's script has taken over the server-rendered markup.
  await expect(carousel).toHaveAttribute("data-ready", "true");
  return carousel;
}

const shownReviewers = (page: Page) =>
  page.locator(".review-card:not([aria-hidden]) figcaption strong").allTextContents();

test.describe("landing page", () => {
  test("Buy Now in the hero opens the seeded product's page", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Buy Now" }).click();
    await expect(page).toHaveURL(new RegExp(`/Buy_Product/${DEFAULT_PRODUCT_ID}$`));
    await expect(page.getByRole("button", { name: "Go to Cart" })).toBeVisible();
  });

  test("the benefits strip states the shop's own numbers", async ({ page }) => {
    await page.goto("/home");
    const strip = page.getByRole("region", { name: "Why shop with us" });
    await expect(strip).toContainText(
      `On orders of ${formatINR(FREE_DELIVERY_THRESHOLD_PAISE)} or more; otherwise ${formatINR(DELIVERY_FEE_PAISE)}.`,
    );
    await expect(strip.getByRole("heading", { name: "Reward points" })).toBeVisible();
    await expect(strip.getByRole("heading", { name: `${RETURN_WINDOW_DAYS}-day returns` })).toBeVisible();
  });

  test("shows the everyday-movement promo and the four brand values", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Keep moving through your day" })).toBeVisible();
    for (const value of [
      "Ayurvedic formulation",
      "Natural ingredients",
      "Cruelty free",
      "Holistic approach",
    ]) {
      await expect(page.getByRole("heading", { name: value, level: 3 })).toBeVisible();
    }
  });

  test("reviews: 3 of 5 at a time, arrows and dots, wrapping both ways, with a 400 ms lock", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    const carousel = await reviewsCarousel(page);
    const dots = carousel.getByRole("button", { name: /Show review set/ });
    await expect(dots).toHaveCount(3);
    expect(await shownReviewers(page)).toEqual(["Meena Iyer", "Harpreet Singh", "Anita Deshpande"]);
    await expect(page.getByText("Farida Khan")).not.toBeInViewport();

    const next = carousel.getByRole("button", { name: "Next reviews" });
    const previous = carousel.getByRole("button", { name: "Previous reviews" });
    // Two quick clicks inside the lock move one step only.
    await next.click();
    await next.click();
    await expect(dots.nth(1)).toHaveAttribute("aria-current", "true");
    expect(await shownReviewers(page)).toEqual(["Harpreet Singh", "Anita Deshpande", "Rakesh Nair"]);
    await expect(page.getByText("Meena Iyer")).not.toBeInViewport();

    await page.waitForTimeout(450);
    await next.click();
    await expect(dots.nth(2)).toHaveAttribute("aria-current", "true");
    await expect(page.getByText("Farida Khan")).toBeInViewport();

    await page.waitForTimeout(450);
    await next.click(); // past the last set: back to the first
    await expect(dots.nth(0)).toHaveAttribute("aria-current", "true");
    await expect(page.getByText("Meena Iyer")).toBeInViewport();

    await page.waitForTimeout(450);
    await previous.click(); // before the first set: to the last
    await expect(dots.nth(2)).toHaveAttribute("aria-current", "true");

    await page.waitForTimeout(450);
    await dots.nth(1).click();
    await expect(dots.nth(1)).toHaveAttribute("aria-current", "true");
    await expect(carousel.getByText("Showing reviews 2 to 4 of 5")).toBeAttached();
  });

  test("reviews work from the keyboard", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    const carousel = await reviewsCarousel(page);
    const dots = carousel.getByRole("button", { name: /Show review set/ });
    await carousel.getByRole("button", { name: "Next reviews" }).focus();
    await page.keyboard.press("Enter");
    await expect(dots.nth(1)).toHaveAttribute("aria-current", "true");
    await page.waitForTimeout(450);
    await page.keyboard.press("ArrowRight");
    await expect(dots.nth(2)).toHaveAttribute("aria-current", "true");
    await page.waitForTimeout(450);
    await page.keyboard.press("ArrowLeft");
    await expect(dots.nth(1)).toHaveAttribute("aria-current", "true");
  });

  test("on a phone one review shows at a time", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/");
    const carousel = await reviewsCarousel(page);
    await expect(carousel.getByRole("button", { name: /Show review set/ })).toHaveCount(5);
    expect(await shownReviewers(page)).toEqual(["Meena Iyer"]);
    await expect(page.getByText("Meena Iyer")).toBeInViewport();
    await expect(page.getByText("Harpreet Singh")).not.toBeInViewport();
  });

  test("the hero stacks below 1024 px and the other blocks below 640 px", async ({ page }) => {
    const hero = page.getByRole("heading", { level: 1 });
    const heroImage = page.getByRole("img", { name: /A pack of/ }).first();
    const benefit = (id: string) => page.locator(`[data-benefit="${id}"]`);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    let [h, img] = [await hero.boundingBox(), await heroImage.boundingBox()];
    expect(img!.x).toBeGreaterThan(h!.x + h!.width - 1);

    await page.setViewportSize({ width: 1000, height: 900 });
    [h, img] = [await hero.boundingBox(), await heroImage.boundingBox()];
    expect(img!.y).toBeGreaterThan(h!.y + h!.height - 1);
    expect((await benefit("delivery").boundingBox())!.y).toBe((await benefit("returns").boundingBox())!.y);

    await page.setViewportSize({ width: 600, height: 900 });
    expect((await benefit("returns").boundingBox())!.y).toBeGreaterThan(
      (await benefit("delivery").boundingBox())!.y,
    );
  });

  test("the carousel works without a framework: no island, no React, little JavaScript", async ({ page }) => {
    let bytes = 0;
    const scripts: string[] = [];
    page.on("response", async (response) => {
      if (response.request().resourceType() !== "script") return;
      scripts.push(new URL(response.url()).pathname);
      bytes += (await response.body()).length;
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/", { waitUntil: "networkidle" });
    await reviewsCarousel(page);
    await page.waitForLoadState("networkidle");
    expect(await page.locator("astro-island").count()).toBe(0);
    expect(scripts.filter((s) => /\/_astro\/(client|react|jsx-runtime)\./.test(s))).toEqual([]);
    expect(bytes).toBeLessThan(20_000);
  });
});
