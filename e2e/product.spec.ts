import { DEFAULT_PRODUCT, DEFAULT_PRODUCT_ID } from "../domain/catalogue.ts";
import { allowConsoleErrors, expect, test } from "./support/test.ts";
import { insertProduct, sql } from "./support/shop-db.ts";
import type { Page } from "@playwright/test";

const productPath = (id: string) => `/Buy_Product/${id}`;

/** Holds the product API answer back until `release()`, to see the loading state. */
async function holdProductApi(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/products/*", async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const quantity = (page: Page) => page.getByTestId("quantity");
const increase = (page: Page) => page.getByRole("button", { name: "Increase quantity" });
const decrease = (page: Page) => page.getByRole("button", { name: "Decrease quantity" });

/** Sums the page's layout shifts (not caused by input) since it began loading, for `expectNoLayoutShift`. */
async function watchLayoutShifts(page: Page) {
  await page.evaluate(() => {
    (window as any).__shift = 0;
    (window as any).__shifted = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as any[]) {
        if (entry.hadRecentInput) continue;
        (window as any).__shift += entry.value;
        // What moved, and from where to where: a failure names it.
        for (const source of entry.sources ?? [])
          (window as any).__shifted.push({
            at: Math.round(entry.startTime),
            node: String(source.node?.outerHTML ?? source.node?.nodeName ?? "?").slice(0, 160),
            from: source.previousRect?.toJSON?.(),
            to: source.currentRect?.toJSON?.(),
          });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The page's layout shift since `watchLayoutShifts`, with what moved. */
async function expectNoLayoutShift(page: Page) {
  const { shift, shifted } = await page.evaluate(() => ({
    shift: (window as any).__shift as number,
    shifted: (window as any).__shifted as unknown[],
  }));
  expect(shift, JSON.stringify(shifted)).toBe(0);
}

/** The island has hydrated over the page's HTML (Astro drops `ssr` from the island then). */
const hydrated = (page: Page) =>
  expect(page.locator("astro-island:has(.buy-box)")).not.toHaveAttribute("ssr");

/** The default product as the build published it (tests below change it as an admin would). */
const restoreDefaultProduct = () =>
  sql(
    `UPDATE products SET original_price_paise = ${DEFAULT_PRODUCT.originalPricePaise}, stock = ${DEFAULT_PRODUCT.stock} WHERE id = '${DEFAULT_PRODUCT_ID}'`,
  );

test.describe("product page", () => {
  // The stepper's rules depend on the seeded product's stock: start these tests from it.
  test.beforeAll(() => {
    sql(`UPDATE products SET stock = ${DEFAULT_PRODUCT.stock} WHERE id = '${DEFAULT_PRODUCT_ID}'`);
  });

  test("the HTML shows name, image, price and stepper before the API answers; the island confirms stock", async ({
    page,
  }) => {
    const release = await holdProductApi(page);
    await page.goto(productPath(DEFAULT_PRODUCT_ID));
    await expect(page.getByRole("heading", { level: 1, name: DEFAULT_PRODUCT.name })).toBeVisible();
    await expect(page.getByRole("img", { name: DEFAULT_PRODUCT.name }).first()).toBeVisible();
    await expect(page.getByTestId("unit-price")).toHaveText("₹44");
    await expect(page.getByLabel("Original price ₹49")).toHaveText("₹49");
    await expect(quantity(page)).toHaveText("30");
    await expect(increase(page)).toBeVisible();
    await expect(page.getByTestId("stock-label")).toHaveText("Checking stock…");
    release();
    await expect(page.getByTestId("stock-label")).toHaveText("In stock");
    // Only approved reviews from verified buyers count (decision 023); the test shop has none.
    await expect(page.getByRole("link", { name: "★ 0 reviews" })).toBeVisible();
    await expect(page.getByTestId("percent-off")).toHaveText("10% off");
    await expect(page.getByTestId("buy-note")).toHaveText("");
  });

  test("with no reviews yet, the reviews section says so and offers no more to show", async ({ page }) => {
    await page.goto(productPath(DEFAULT_PRODUCT_ID));
    const reviews = page.getByRole("region", { name: "Reviews from verified buyers" });
    await reviews.scrollIntoViewIfNeeded();
    await expect(reviews.getByText(/^No reviews yet\./)).toBeVisible();
    await expect(reviews.getByRole("button", { name: "Show more reviews" })).toBeHidden();
  });

  test("does not shift the layout when the live part arrives", async ({ page }) => {
    const release = await holdProductApi(page);
    await page.goto(productPath(DEFAULT_PRODUCT_ID));
    await watchLayoutShifts(page);
    release();
    await expect(page.getByTestId("stock-label")).toHaveText("In stock");
    await page.waitForTimeout(300);
    await expectNoLayoutShift(page);
  });

  test("the stepper walks 30, 60, 90, 91, 92 and back, the price following the tier", async ({ page }) => {
    await page.goto(productPath(DEFAULT_PRODUCT_ID));
    await expect(quantity(page)).toHaveText("30");
    await expect(decrease(page)).toBeDisabled();
    const expectTier = async (qty: string, unit: string, off: string, total: string) => {
      await expect(quantity(page)).toHaveText(qty);
      await expect(page.getByTestId("unit-price")).toHaveText(unit);
      await expect(page.getByTestId("percent-off")).toHaveText(off);
      await expect(page.getByTestId("line-total")).toHaveText(total);
    };
    await increase(page).click();
    await expectTier("60", "₹42", "15% off", "₹2,520");
    await increase(page).click();
    await expectTier("90", "₹39", "20% off", "₹3,510");
    await increase(page).click();
    await expectTier("91", "₹39", "20% off", "₹3,549");
    await increase(page).click();
    await expect(quantity(page)).toHaveText("92");
    await decrease(page).click();
    await expect(quantity(page)).toHaveText("91");
    await decrease(page).click();
    await expect(quantity(page)).toHaveText("90");
    await decrease(page).click();
    await expect(quantity(page)).toHaveText("60");
    await decrease(page).click();
    await expectTier("30", "₹44", "10% off", "₹1,320");
    await expect(decrease(page)).toBeDisabled();
  });

  test("the stepper stops at the stock", async ({ page }) => {
    const id = insertProduct({ name: "Small batch powder", stock: 45 });
    await page.goto(productPath(id));
    await expect(quantity(page)).toHaveText("30");
    await increase(page).click();
    await expect(quantity(page)).toHaveText("45");
    await expect(increase(page)).toBeDisabled();
  });

  test("out of stock: label, and 'Out of Stock' in place of a disabled Go to Cart", async ({ page }) => {
    const id = insertProduct({ name: "Sold-out powder", stock: 0 });
    await page.goto(productPath(id));
    await expect(page.getByTestId("stock-label")).toHaveText("Out of stock");
    await expect(page.getByRole("button", { name: "Out of Stock" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Go to Cart" })).toHaveCount(0);
    await expect(increase(page)).toBeDisabled();
    const ld = JSON.parse((await page.locator("#product-jsonld").textContent())!);
    expect(ld.offers.availability).toBe("https://schema.org/OutOfStock");
  });

  test("Go to Cart puts the line in the cart store and opens the cart", async ({ page }) => {
    await page.goto(productPath(DEFAULT_PRODUCT_ID));
    await increase(page).click();
    await page.getByRole("button", { name: "Go to Cart" }).click();
    await expect(page).toHaveURL(/\/Cart_Page$/);
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem("cartProduct")))!);
    expect(stored).toMatchObject({
      _id: DEFAULT_PRODUCT_ID,
      quantity: 60,
      price: 42,
      originalPrice: 49,
      discount: 15,
      stock: 100,
    });
    await expect(page.getByRole("banner").getByRole("link", { name: "Cart, 60 items" })).toBeVisible();
  });

  test("Read More reveals three more uses and Read Less hides them", async ({ page }) => {
    await page.goto(productPath(DEFAULT_PRODUCT_ID));
    const uses = page.locator("#product-uses li");
    await expect(uses.filter({ visible: true })).toHaveCount(4);
    await page.getByRole("button", { name: "Read More" }).click();
    await expect(uses.filter({ visible: true })).toHaveCount(7);
    await page.getByRole("button", { name: "Read Less" }).click();
    await expect(uses.filter({ visible: true })).toHaveCount(4);
    await expect(page.getByRole("button", { name: "Read More" })).toHaveAttribute("aria-expanded", "false");
  });

  test("a product added after the build gets a working page with live data and structured data", async ({
    page,
  }) => {
    const id = insertProduct({
      name: "Turmeric Night Milk Blend",
      originalPricePaise: 6000,
      stock: 12,
      description: "A calming bedtime blend.",
    });
    const response = await page.goto(productPath(id));
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/Turmeric Night Milk Blend/);
    await expect(page.getByRole("heading", { level: 1, name: "Turmeric Night Milk Blend" })).toBeVisible();
    // Stock 12 is under the minimum pack: the buyer starts at 12, with no tier discount.
    await expect(quantity(page)).toHaveText("12");
    await expect(page.getByTestId("unit-price")).toHaveText("₹60");
    const ld = JSON.parse((await page.locator("#product-jsonld").textContent())!);
    // The offer is the listed price: MRP ₹60 less the 30-pack discount.
    expect(ld).toMatchObject({
      "@type": "Product",
      name: "Turmeric Night Milk Blend",
      offers: { priceCurrency: "INR", price: "54.00", availability: "https://schema.org/InStock" },
    });
  });

  test("/product/{id} is the same page, with the canonical address on /Buy_Product", async ({ page }) => {
    await page.goto(`/product/${DEFAULT_PRODUCT_ID}`);
    await expect(page.getByRole("button", { name: "Go to Cart" })).toBeVisible();
    await expect(page.locator("link[rel=canonical]")).toHaveAttribute(
      "href",
      new RegExp(`/Buy_Product/${DEFAULT_PRODUCT_ID}$`),
    );
  });

  test("carries Product structured data and Open Graph tags", async ({ page }) => {
    await page.goto(productPath(DEFAULT_PRODUCT_ID));
    const ld = JSON.parse((await page.locator("#product-jsonld").textContent())!);
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Product",
      name: DEFAULT_PRODUCT.name,
      brand: { name: "Asthiveda" },
      offers: {
        "@type": "Offer",
        priceCurrency: "INR",
        price: "44.00",
        availability: "https://schema.org/InStock",
      },
    });
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "product");
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      "content",
      new RegExp(DEFAULT_PRODUCT.name),
    );
    await expect(page.locator('meta[property="product:price:currency"]')).toHaveAttribute("content", "INR");
  });
});

test.describe("the published page and the live product", () => {
  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the pre-rendered HTML has the name, image, listed price and stepper", async ({ page }) => {
      await page.goto(productPath(DEFAULT_PRODUCT_ID));
      await expect(page.getByRole("heading", { level: 1, name: DEFAULT_PRODUCT.name })).toBeVisible();
      await expect(page.getByRole("img", { name: DEFAULT_PRODUCT.name }).first()).toBeVisible();
      await expect(page.getByTestId("unit-price")).toHaveText("₹44");
      await expect(page.getByLabel("Original price ₹49")).toHaveText("₹49");
      await expect(page.getByTestId("line-total")).toHaveText("₹1,320");
      await expect(quantity(page)).toHaveText("30");
      await expect(increase(page)).toBeVisible();
    });

    test("its buttons stay disabled until the island takes over, so no press is lost", async ({ page }) => {
      await page.goto(productPath(DEFAULT_PRODUCT_ID));
      await expect(increase(page)).toBeDisabled();
      await expect(page.getByRole("button", { name: "Go to Cart" })).toBeDisabled();
      await expect(page.getByRole("button", { name: "♡ Save for later" })).toBeDisabled();
    });

    test("an on-demand page's HTML carries the product from the database", async ({ page }) => {
      const id = insertProduct({ name: "Turmeric Night Milk Blend", originalPricePaise: 6000, stock: 12 });
      await page.goto(productPath(id));
      await expect(page.getByRole("heading", { level: 1, name: "Turmeric Night Milk Blend" })).toBeVisible();
      await expect(page.getByTestId("unit-price")).toHaveText("₹60");
      await expect(quantity(page)).toHaveText("12");
    });
  });

  test.describe("a price changed since the build", () => {
    // One change for these tests (each SQL call starts wrangler): the MRP ₹49 → ₹51 lists ₹46.
    test.beforeAll(() =>
      sql(`UPDATE products SET original_price_paise = 5100 WHERE id = '${DEFAULT_PRODUCT_ID}'`),
    );
    test.afterAll(() => restoreDefaultProduct());

    // 768 px: the first two-column width, where the buy box's text column is at its narrowest.
    for (const width of [320, 768, 1280]) {
      test(`the island shows the new price and says so, without a shift (${width} px)`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        const release = await holdProductApi(page);
        await page.goto(productPath(DEFAULT_PRODUCT_ID));
        await expect(page.getByTestId("unit-price")).toHaveText("₹44");
        await watchLayoutShifts(page);
        release();
        await expect(page.getByTestId("buy-note")).toHaveText(
          "The price has changed since this page was published: now ₹46 a sachet (MRP ₹51).",
        );
        await expect(page.getByTestId("unit-price")).toHaveText("₹46");
        await expect(page.getByLabel("Original price ₹51")).toHaveText("₹51");
        await expect(page.getByTestId("line-total")).toHaveText("₹1,380");
        await page.waitForTimeout(300);
        await expectNoLayoutShift(page);
        const ld = JSON.parse((await page.locator("#product-jsonld").textContent())!);
        expect(ld.offers.price).toBe("46.00");
      });
    }

    test("Go to Cart before the price is confirmed adds nothing at the old price", async ({ page }) => {
      const release = await holdProductApi(page);
      await page.goto(productPath(DEFAULT_PRODUCT_ID));
      await hydrated(page);
      await page.getByRole("button", { name: "Go to Cart" }).click();
      release();
      await expect(page.getByTestId("buy-note")).toContainText("now ₹46 a sachet");
      await expect(page).toHaveURL(new RegExp(`${productPath(DEFAULT_PRODUCT_ID)}$`));
      expect(await page.evaluate(() => localStorage.getItem("cartProduct"))).toBeNull();
      // Seen, the new price is the one that goes in the cart.
      await page.getByRole("button", { name: "Go to Cart" }).click();
      await expect(page).toHaveURL(/\/Cart_Page$/);
      const stored = JSON.parse((await page.evaluate(() => localStorage.getItem("cartProduct")))!);
      expect(stored).toMatchObject({ _id: DEFAULT_PRODUCT_ID, originalPrice: 51, price: 46, quantity: 30 });
    });
  });

  test("Go to Cart before the API answers waits for it, then goes on when nothing changed", async ({
    page,
  }) => {
    const release = await holdProductApi(page);
    await page.goto(productPath(DEFAULT_PRODUCT_ID));
    await hydrated(page);
    await page.getByRole("button", { name: "Go to Cart" }).click();
    release();
    await expect(page).toHaveURL(/\/Cart_Page$/);
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem("cartProduct")))!);
    expect(stored).toMatchObject({ _id: DEFAULT_PRODUCT_ID, price: 44, quantity: 30 });
  });

  test.describe("sold out since the build", () => {
    test.beforeAll(() => sql(`UPDATE products SET stock = 0 WHERE id = '${DEFAULT_PRODUCT_ID}'`));
    test.afterAll(() => restoreDefaultProduct());

    test("the button turns to Out of Stock and the page says so", async ({ page }) => {
      await page.goto(productPath(DEFAULT_PRODUCT_ID));
      await expect(page.getByTestId("buy-note")).toHaveText(
        "Sorry, this product has sold out since this page was published.",
      );
      await expect(page.getByRole("button", { name: "Out of Stock" })).toBeDisabled();
      await expect(page.getByTestId("stock-label")).toHaveText("Out of stock");
    });
  });
});

test.describe("product page errors", () => {
  test("an unknown id shows the server's message, a way home and the default product", async ({ page }) => {
    allowConsoleErrors(page, "status of 404");
    const response = await page.goto(productPath("0123456789abcdef01234567"));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Product not found" })).toBeVisible();
    await expect(
      page
        .getByRole("complementary", { name: "Our product" })
        .getByRole("heading", { name: DEFAULT_PRODUCT.name }),
    ).toBeVisible();
    await page.getByRole("link", { name: "Go Back to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("a malformed id shows the server's message", async ({ page }) => {
    allowConsoleErrors(page, /status of (400|404)/);
    await page.goto(productPath("not-an-id"));
    await expect(page.getByRole("heading", { level: 1, name: "Invalid product ID" })).toBeVisible();
  });

  test("no id: 'No product ID provided'", async ({ page }) => {
    await page.goto("/Buy_Product");
    await expect(page.getByRole("heading", { level: 1, name: "No product ID provided" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Go Back to Home" })).toBeVisible();
  });

  test("a failure without a message: 'Product not found ({status})'", async ({ page }) => {
    allowConsoleErrors(page, "status of 503");
    await page.route("**/api/products/*", (route) =>
      route.fulfill({ status: 503, body: "upstream unavailable", contentType: "text/plain" }),
    );
    await page.goto(productPath(DEFAULT_PRODUCT_ID));
    await expect(page.getByRole("heading", { level: 1, name: "Product not found (503)" })).toBeVisible();
    await expect(page.getByRole("link", { name: "See this product" })).toHaveAttribute(
      "href",
      productPath(DEFAULT_PRODUCT_ID),
    );
  });
});
