/**
 * "Check delivery" as a shopper uses it: on the product page and in the cart, and the cart's
 * address form filling city and state from the PIN code. The shop runs without a courier account
 * here (as `npm start` does), so dates come from the delivery zones.
 */
import type { Locator, Page } from "@playwright/test";
import { DEFAULT_PRODUCT_ID } from "../domain/catalogue.ts";
import { deliveryWindow, formatDeliveryWindow } from "../domain/delivery/dates.ts";
import type { DeliveryZoneId } from "../domain/delivery/zones.ts";
import { DELIVERY_ZONES, DISPATCH_RULES } from "../src/config/delivery.ts";
import { address, fillAddress, putProductInCart } from "./support/checkout.ts";
import { overflowProblems } from "./support/fits-screen.ts";
import { allowConsoleErrors, expect, test } from "./support/test.ts";

/** What the check may say for a zone: computed now and a moment later, in case a cut-off passes. */
function deliveryTexts(zone: DeliveryZoneId, asked: number) {
  return [asked, Date.now()].map(
    (now) =>
      `Delivery by ${formatDeliveryWindow(deliveryWindow(now, DELIVERY_ZONES[zone].transitDays, DISPATCH_RULES))}`,
  );
}

/** Where an element is on the page (not in the viewport: clicking Check may scroll the page). */
function placeOnPage(element: Locator) {
  return element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    return { top: box.top + window.scrollY, height: box.height };
  });
}

/**
 * On a 320 px phone, the longest answer ("could not check", the shop answering 503) fits the screen
 * and moves nothing `below` the check.
 */
async function expectLongestAnswerInPlace(page: Page, check: Locator, below: Locator) {
  const before = await placeOnPage(below);
  allowConsoleErrors(page, "status of 503");
  await page.route("**/api/shipping/pincode/*", (route) => route.fulfill({ status: 503, body: "" }));
  await check.getByLabel("Delivery PIN code").fill("411001");
  await check.getByRole("button", { name: "Check" }).click();
  await expect(check.getByRole("status")).toHaveText(
    "We could not check this PIN code just now. Please try again.",
  );
  expect(await placeOnPage(below)).toEqual(before);
  expect(await overflowProblems(page)).toEqual([]);
}

/** The cart, with a product in it, and its empty address form open. */
async function openNewAddressForm(page: Page) {
  await putProductInCart(page);
  await page.goto("/Cart_Page");
  await page.getByRole("button", { name: "Add address" }).click();
  return page.getByRole("form", { name: "Delivery address" });
}

async function expectDeliveryText(page: Page, zone: DeliveryZoneId, asked: number) {
  const result = page.getByRole("status").filter({ hasText: /^Delivery by / });
  await expect(result).toBeVisible();
  expect(deliveryTexts(zone, asked)).toContain(await result.textContent());
}

test.describe("check delivery on the product page", () => {
  test("a PIN code gives its delivery dates, an unknown one a clear no, a typo the PIN code rule", async ({
    page,
  }) => {
    await page.goto(`/Buy_Product/${DEFAULT_PRODUCT_ID}`);
    const check = page.getByRole("form", { name: "Check delivery" });
    const pincode = check.getByLabel("Delivery PIN code");
    const result = check.getByRole("status");

    // From the keyboard: type, then Enter (once the check is ready: see the test below).
    await expect(check.getByRole("button", { name: "Check" })).toBeEnabled();
    await pincode.fill("110001");
    const asked = Date.now();
    await pincode.press("Enter");
    await expectDeliveryText(page, "metroToMetro", asked);

    await pincode.fill("999999");
    await check.getByRole("button", { name: "Check" }).click();
    await expect(result).toHaveText("We don't deliver to 999999 yet.");

    let asks = 0;
    page.on("request", (request) => {
      if (request.url().includes("/api/shipping/pincode/")) asks += 1;
    });
    for (const typo of ["41100a", "011001", "4110"]) {
      await pincode.fill(typo);
      await pincode.press("Enter");
      await expect(result).toHaveText("Please enter a valid 6-digit pincode.");
    }
    expect(asks, "a typo never reaches the shop").toBe(0);
  });

  test("until its script runs after the page has loaded, Check is disabled and Enter reloads nothing", async ({
    page,
  }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/_astro/DeliveryCheck.astro*.js", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/Buy_Product/${DEFAULT_PRODUCT_ID}`);
    const check = page.getByRole("form", { name: "Check delivery" });
    const pincode = check.getByLabel("Delivery PIN code");
    const button = check.getByRole("button", { name: "Check" });
    await expect(button).toBeDisabled();
    await page.evaluate(() => {
      (window as unknown as { samePage: boolean }).samePage = true;
    });
    await pincode.fill("110001");
    const asked = Date.now();
    await pincode.press("Enter");
    await page.waitForTimeout(300);
    expect(page.url()).not.toContain("pincode=");
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    await expect(check.getByRole("status")).toHaveText("");

    release();
    await expect(button).toBeEnabled();
    await pincode.press("Enter");
    await expectDeliveryText(page, "metroToMetro", asked);
  });

  test("fits a 320 px phone and moves nothing when the answer appears", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto(`/Buy_Product/${DEFAULT_PRODUCT_ID}`);
    const check = page.getByRole("form", { name: "Check delivery" });
    const below = page.getByRole("heading", { name: "Description" });
    await expect(page.getByRole("button", { name: "Go to Cart" })).toBeVisible();
    await expectLongestAnswerInPlace(page, check, below);
  });
});

test.describe("check delivery in the cart", () => {
  test("checks the saved address's PIN code at once, and any other typed", async ({ page }) => {
    await putProductInCart(page);
    await page.evaluate((saved) => localStorage.setItem("deliveryAddress", JSON.stringify(saved)), {
      name: "Asha Kumar",
      mobile: "9876543210",
      email: "asha@example.com",
      address: "1 Park Street",
      city: "Kolkata",
      state: "West Bengal",
      pincode: "700016",
    });
    const asked = Date.now();
    await page.goto("/Cart_Page");
    const check = page.getByRole("region", { name: "Check delivery" });
    await expect(check.getByLabel("Delivery PIN code")).toHaveValue("700016");
    await expectDeliveryText(page, "metroToMetro", asked);

    await check.getByLabel("Delivery PIN code").fill("781001");
    const askedAgain = Date.now();
    await check.getByRole("button", { name: "Check" }).click();
    await expect
      .poll(async () =>
        deliveryTexts("northEastAndIslands", askedAgain).includes(
          (await check.getByRole("status").textContent()) ?? "",
        ),
      )
      .toBe(true);

    await check.getByLabel("Delivery PIN code").fill("999999");
    await check.getByLabel("Delivery PIN code").press("Enter");
    await expect(check.getByRole("status")).toHaveText("We don't deliver to 999999 yet.");
  });

  test("fits a 320 px phone and moves nothing when the answer appears", async ({ page }) => {
    await putProductInCart(page);
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto("/Cart_Page");
    const check = page.getByRole("region", { name: "Check delivery" });
    const below = page.getByRole("heading", { name: "Order summary" });
    await expect(check.getByRole("button", { name: "Check" })).toBeVisible();
    await expectLongestAnswerInPlace(page, check, below);
  });

  test("the address form fills city and state from the PIN code, and warns without blocking when they disagree", async ({
    page,
  }) => {
    const form = await openNewAddressForm(page);
    const city = form.getByLabel("City", { exact: true });
    const state = form.getByLabel("State", { exact: true });
    const warning = form.getByRole("status");

    await form.getByLabel("Pincode", { exact: true }).fill("411001");
    await expect(city).toHaveValue("Pune");
    await expect(state).toHaveValue("Maharashtra");
    await expect(warning).toHaveText("");

    // Another PIN code replaces what the shop filled in.
    await form.getByLabel("Pincode", { exact: true }).fill("560001");
    await expect(city).toHaveValue("Bengaluru Urban");
    await expect(state).toHaveValue("Karnataka");

    // What the customer typed stays, and a disagreement is pointed out.
    await city.fill("Chennai");
    await expect(warning).toHaveText(
      "PIN code 560001 is in Bengaluru Urban, Karnataka. Please check the city and state.",
    );
    await city.fill("Bangalore");
    await expect(warning).toHaveText("");

    // A PIN code the shop does not serve is said at once; saving is still the customer's choice.
    await fillAddress(page, { ...address, City: "Somewhere", State: "Maharashtra", Pincode: "999999" });
    await expect(page.getByText("12 MG Road, Flat 4B")).toBeVisible();
    await expect(page.getByRole("region", { name: "Check delivery" }).getByRole("status")).toHaveText(
      "We don't deliver to 999999 yet.",
    );
  });

  test("the warning names a typed state that disagrees, and a PIN code typed after the city keeps the city", async ({
    page,
  }) => {
    const form = await openNewAddressForm(page);
    await form.getByLabel("City", { exact: true }).fill("Pune");
    await form.getByLabel("State", { exact: true }).fill("Tamil Nadu");
    await form.getByLabel("Pincode", { exact: true }).fill("411001");
    await expect(form.getByRole("status")).toHaveText(
      "PIN code 411001 is in Pune, Maharashtra. Please check the city and state.",
    );
    await expect(form.getByLabel("City", { exact: true })).toHaveValue("Pune");
    await expect(form.getByLabel("State", { exact: true })).toHaveValue("Tamil Nadu");
    await form.getByLabel("State", { exact: true }).fill("MH");
    await expect(form.getByRole("status")).toHaveText("");
  });
});
