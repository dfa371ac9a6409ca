/**
 * The admin panel's screens, with the seeded admin signed in through the API (the login form itself
 * is covered by admin-journey.spec.ts). Every change goes through the real API.
 */
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { previousGstMonth } from "../domain/invoicing/gst-summary.ts";
import { allowConsoleErrors, expect, test } from "./support/test.ts";
import { messages } from "../domain/messages.ts";
import { SHOP_TIME_ZONE } from "../domain/shop-time.ts";
import { login, seededAdmin, storeSession } from "./support/accounts.ts";
import { fillDeclarations } from "./support/pack-declarations.ts";
import { createPaidOrder, insertProduct, sessionOf, sql } from "./support/shop-db.ts";
import { shipAndDeliver } from "./support/admin-orders.ts";

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/** Signs the seeded admin in through the admin login API, as the form would. */
const signIn = (page: Page) => login(page, { user: seededAdmin, admin: true });

/** Orders in these tests are for a product of their own (archived, so the shop never shows it), leaving the seeded product alone. */
const orderProduct = () => insertProduct({ name: "Panel test powder", stock: 1000, status: "archived" });

const AT_ADMIN_LOGIN = /\/admin\/login(\?next=.*)?$/;

test.describe("admin guard", () => {
  test("a visitor without an admin session is sent to /admin/login from every admin page", async ({
    page,
  }) => {
    for (const path of [
      "/admin",
      "/admin/dashboard",
      "/admin/products",
      "/admin/addProduct",
      "/admin/orders",
      "/admin/users",
      "/admin/ongoing-orders",
      "/admin/cod",
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL(AT_ADMIN_LOGIN);
    }
  });

  test("a signed-in customer (isAdmin false) is sent to /admin/login too", async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem("token", "customer-token");
      localStorage.setItem("user", JSON.stringify({ id: "x", name: "Asha", isAdmin: false }));
    });
    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL(AT_ADMIN_LOGIN);
  });

  test("on a 401 the panel tries a refresh, then clears the session and goes to login", async ({ page }) => {
    allowConsoleErrors(page, /status of (401|404)/);
    let refreshes = 0;
    await page.route("**/api/auth/refresh", (route) => {
      refreshes += 1;
      return route.fulfill({
        status: 401,
        contentType: "application/json",
        body: JSON.stringify({ success: false, message: "Session expired. Please log in again." }),
      });
    });
    await page.addInitScript(() => {
      if (location.pathname === "/admin/dashboard") {
        localStorage.setItem("token", "expired-token");
        localStorage.setItem("user", JSON.stringify({ id: "x", name: "Old admin", isAdmin: true }));
      }
    });
    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL(AT_ADMIN_LOGIN);
    expect(refreshes).toBe(1);
    expect(await page.evaluate(() => [localStorage.getItem("token"), localStorage.getItem("user")])).toEqual([
      null,
      null,
    ]);
  });
});

test.describe("admin panel", () => {
  test("dashboard: four cards linking to their pages, the 30-day chart, latest orders, Refresh, and Retry after an error", async ({
    page,
  }) => {
    allowConsoleErrors(page, "status of 500");
    await signIn(page);
    let failNext = true;
    await page.route("**/api/dashboard/stats", async (route) => {
      if (!failNext) return route.continue();
      failNext = false;
      return route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ success: false, message: "Database unavailable" }),
      });
    });
    await page.goto("/admin/dashboard");
    await expect(page.getByRole("alert")).toHaveText(/Error loading dashboard data: Database unavailable/);
    await page.getByRole("button", { name: "Retry" }).click();
    const cards = page.getByRole("main").getByRole("listitem");
    await expect(page.getByRole("link", { name: /^Products \d+$/ })).toHaveAttribute(
      "href",
      "/admin/products",
    );
    await expect(page.getByRole("link", { name: /^Orders \d+$/ })).toHaveAttribute("href", "/admin/orders");
    await expect(page.getByRole("link", { name: /^Users \d+$/ })).toHaveAttribute("href", "/admin/users");
    await expect(page.getByRole("link", { name: /^Ongoing orders \d+$/ })).toHaveAttribute(
      "href",
      "/admin/ongoing-orders",
    );
    await expect(cards).toHaveCount(4);
    const chart = page.getByRole("img", { name: /Revenue per day/ });
    await expect(chart).toBeVisible();
    // The axis ends at today, written as the panel writes dates, and inside the chart.
    const today = new Intl.DateTimeFormat("en-IN", {
      day: "numeric",
      month: "short",
      timeZone: SHOP_TIME_ZONE,
    });
    const lastLabel = chart.locator("text").last();
    await expect(lastLabel).toHaveText(today.format(new Date()));
    const [label, box] = [(await lastLabel.boundingBox())!, (await chart.boundingBox())!];
    expect(label.x + label.width).toBeLessThanOrEqual(box.x + box.width);
    await expect(page.getByRole("heading", { name: "Latest orders" })).toBeVisible();

    const before = Number(
      (await page.getByRole("link", { name: /^Ongoing orders \d+$/ }).textContent())!.match(/\d+/)![0],
    );
    createPaidOrder(orderProduct(), 30);
    await page.getByRole("button", { name: "Refresh" }).click();
    await expect(page.getByRole("link", { name: `Ongoing orders ${before + 1}` })).toBeVisible();
    await page.screenshot({ path: "test-results/screens/admin-dashboard.png", fullPage: true });
    await page.getByRole("link", { name: /^Users \d+$/ }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(page.getByRole("heading", { name: "Users", level: 1 })).toBeVisible();
  });

  test("dashboard: the GST summary, last month by default, downloads as a CSV of that month", async ({
    page,
  }) => {
    await signIn(page);
    await page.goto("/admin/dashboard");
    const month = page.getByLabel("Month");
    await expect(month).toHaveValue(previousGstMonth(Date.now()));
    await month.fill("2026-04");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download GST summary (CSV)" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("gst-summary-2026-04.csv");
    const lines = readFileSync(await download.path(), "utf8")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toMatch(
      /^Place of supply \(state code\),Place of supply,GST rate \(%\),Taxable value net of credit notes/,
    );
    expect(lines).toContain("Documents issued,From,To,Count");

    // The goods lost in transit of the same month: a file of its own (decision 056).
    const [lost] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Goods lost in transit (CSV)" }).click(),
    ]);
    expect(lost.suggestedFilename()).toBe("goods-lost-in-transit-2026-04.csv");
    expect(
      readFileSync(await lost.path(), "utf8")
        .trimEnd()
        .split("\r\n"),
    ).toEqual([
      "Date (India time),Event,Order,Tax invoice,Courier,AWB,HSN,UQC,Quantity",
      "Net quantity lost,,,,,,30049011,NOS,0",
    ]);
  });

  test("products: add with an image, see it on sale, edit its MRP, delete it after confirming", async ({
    page,
  }) => {
    await signIn(page);
    await page.goto("/admin/addProduct");
    await expect(page.getByRole("heading", { name: "Add product" })).toBeVisible();

    await page.getByRole("button", { name: "Add product" }).click();
    await expect(page.getByText("Name is required", { exact: true })).toBeVisible();
    await expect(page.getByText("MRP is required")).toBeVisible();
    await expect(page.getByText("Stock is required")).toBeVisible();
    await expect(page.getByText("Brand is required")).toBeVisible();
    await expect(page.getByText("Net quantity is required")).toBeVisible();
    await expect(page.getByText("The manufacturing licence number is required")).toBeVisible();

    await page.getByLabel("Name").fill("Asthiveda Travel Sachets");
    await page.getByLabel("Brand").fill("Asthiveda");
    await page.getByRole("textbox", { name: "MRP (₹)" }).fill("45");
    await page.getByLabel("Stock").fill("-2");
    await page.getByLabel("Category").selectOption("Wellness");
    await fillDeclarations(page);
    await page.getByRole("button", { name: "Add product" }).click();
    await expect(page.getByText("Stock must be at least 0")).toBeVisible();
    await page.getByLabel("Stock").fill("12");
    await page
      .getByLabel(/^Image/)
      .setInputFiles({ name: "sachets.png", mimeType: "image/png", buffer: PNG });
    await expect(page.getByRole("img", { name: "Current image of Asthiveda Travel Sachets" })).toBeVisible();
    await page.getByRole("button", { name: "Add product" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Added Asthiveda Travel Sachets." }),
    ).toBeVisible();

    const row = page.getByRole("row", { name: /Asthiveda Travel Sachets/ });
    // The listed price is derived: MRP ₹45 less 10 % is ₹40.50, rounded to ₹41.
    await expect(row).toContainText("₹41");
    await expect(row).toContainText("12");
    const [product] = sql<{ id: string; image: string }>(
      "SELECT id, image FROM products WHERE name = 'Asthiveda Travel Sachets'",
    );
    const shop = await page.request.get(`/api/products/${product!.id}`);
    expect((await shop.json()).data).toMatchObject({
      price: 41,
      originalPrice: 45,
      stock: 12,
      image: product!.image,
    });
    expect((await page.request.get(product!.image)).headers()["content-type"]).toBe("image/png");

    await row.getByRole("button", { name: "Edit Asthiveda Travel Sachets" }).click();
    await expect(page.getByRole("textbox", { name: "MRP (₹)" })).toHaveValue("45");
    await page.getByRole("textbox", { name: "MRP (₹)" }).fill("39.5");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(row).toContainText("₹36");
    expect((await (await page.request.get(`/api/products/${product!.id}`)).json()).data.price).toBe(36);

    page.once("dialog", (dialog) => {
      expect(dialog.message()).toBe("Are you sure you want to delete this product?");
      void dialog.accept();
    });
    await row.getByRole("button", { name: "Delete Asthiveda Travel Sachets" }).click();
    await expect(page.getByText("Asthiveda Travel Sachets: Product deleted")).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  test("orders: find an order, open it, move it to Delivered; the history says who; the audit log shows it", async ({
    page,
  }) => {
    await signIn(page);
    const { orderId, email } = createPaidOrder(orderProduct(), 30);
    await page.goto("/admin/orders");
    await page.getByLabel("Search orders").fill(email);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByRole("row")).toHaveCount(2);
    await page.getByRole("button", { name: `View order ${orderId.slice(0, 8)}` }).click();
    const dialog = page.getByRole("dialog", { name: `Order ${orderId.slice(0, 8)}` });
    await expect(dialog.getByText(`pay_test_${orderId}`)).toBeVisible();
    await expect(dialog.getByText("7 Temple Road")).toBeVisible();
    await shipAndDeliver(dialog, orderId);
    await expect(dialog.getByRole("button", { name: "Update status" })).toHaveCount(0);
    await page.screenshot({ path: "test-results/screens/admin-order-detail.png" });
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(page.getByRole("row", { name: new RegExp(orderId.slice(0, 8)) })).toContainText("Delivered");

    await page.getByRole("link", { name: "Audit log" }).click();
    await expect(page.getByRole("row").filter({ hasText: orderId }).first()).toContainText("order.status");
  });

  test("the audit log shows what an edit changed, not the whole record", async ({ page }) => {
    await signIn(page);
    const productId = insertProduct({ name: "Audited powder" });
    // As a product edit records it (functions/admin/products/service.ts): the product as it was,
    // with figures worked out from it, and the form as sent, with the stock it showed.
    const form = {
      name: "Audited powder",
      description: "A long description that did not change. ".repeat(20),
      stock: 100,
      licenceNumber: "AYU/MH/2026/0001",
    };
    const before = { _id: productId, ...form, price: 44, inStock: true };
    const after = { ...form, stock: 150, stockWas: 100 };
    sql(
      `INSERT INTO audit_log (id, admin_id, action, entity, entity_id, before_json, after_json, created_at) VALUES ('audit${productId.slice(5)}', (SELECT id FROM users WHERE email = '${seededAdmin.email}'), 'product.update', 'product', '${productId}', '${JSON.stringify(before)}', '${JSON.stringify(after)}', ${Date.now()})`,
    );
    await page.goto("/admin/audit");
    const row = page.getByRole("row").filter({ hasText: productId });
    await expect(row.getByRole("cell").nth(2)).toHaveText(/^stock\s*100$/);
    await expect(row.getByRole("cell").nth(3)).toHaveText(/^stock\s*150\s*3 unchanged fields not shown$/);
    await expect(row).not.toContainText("long description");
  });

  test("orders: a cancel whose refund fails stays cancelled, shows why, and Retry refund finishes it", async ({
    page,
    browser,
  }) => {
    allowConsoleErrors(page, /status of 502/);
    await signIn(page);
    const { orderId, email, userId } = createPaidOrder(orderProduct(), 30);
    // Paid through Razorpay, whose keys this shop does not have (any more): the refund cannot be made.
    sql(`UPDATE payments SET provider = 'razorpay' WHERE order_id = '${orderId}'`);
    const notSetUp =
      "Online payment is not set up for this shop yet, so orders cannot be placed right now. Please try again later.";
    await page.goto("/admin/orders");
    await page.getByLabel("Search orders").fill(email);
    await page.getByRole("button", { name: "Search" }).click();
    await page.getByRole("button", { name: `View order ${orderId.slice(0, 8)}` }).click();
    const dialog = page.getByRole("dialog", { name: `Order ${orderId.slice(0, 8)}` });
    await dialog.getByLabel("New status").selectOption("Cancelled");
    page.once("dialog", (confirm) => void confirm.accept());
    await dialog.getByRole("button", { name: "Update status" }).click();

    await expect(dialog.getByRole("alert")).toContainText(
      `The order is cancelled, but the refund failed: ${notSetUp}`,
    );
    await expect(dialog.getByRole("listitem").filter({ hasText: "Cancelled" })).toContainText(
      "by Shop Admin",
    );
    await expect(dialog.getByText("Refund failed", { exact: true })).toBeVisible();
    await expect(dialog.locator(".refund-error")).toHaveText(notSetUp);
    await page.screenshot({ path: "test-results/screens/admin-refund-failed.png" });
    // The customer's order page says the money will follow, as their e-mail did.
    const shop = await browser.newPage();
    await storeSession(shop, await sessionOf({ id: userId, name: "Lata Iyer", email, role: "User" }), true);
    await shop.goto(`/trackOrder?id=${orderId}`);
    await expect(shop.getByText(messages.orderRefundToFollow)).toBeVisible();

    await dialog.getByRole("button", { name: "Retry refund" }).click();
    await expect(dialog.getByRole("alert")).toHaveText(`The refund failed again: ${notSetUp}`);
    await expect(dialog.getByRole("button", { name: "Retry refund" })).toBeEnabled();

    // The cause is fixed (here: the payment's gateway is one this shop can use again).
    sql(`UPDATE payments SET provider = 'test' WHERE order_id = '${orderId}'`);
    await dialog.getByRole("button", { name: "Retry refund" }).click();
    await expect(dialog.getByRole("status").filter({ hasText: "The refund was sent." })).toBeVisible();
    await expect(dialog.getByText("Refunded", { exact: true })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Retry refund" })).toHaveCount(0);
    await expect(dialog.getByRole("alert")).toHaveCount(0);
    await shop.reload();
    await expect(shop.getByText(messages.orderRefunded)).toBeVisible();
    await shop.close();
  });

  test("ongoing orders: estimated delivery is order date + 3 days, overdue ones flagged", async ({
    page,
  }) => {
    await signIn(page);
    const old = createPaidOrder(orderProduct(), 30, Date.now() - 5 * 24 * 60 * 60 * 1000);
    await page.goto("/admin/ongoing-orders");
    const row = page.getByRole("row", { name: new RegExp(old.orderId.slice(0, 8)) });
    await expect(row).toContainText("Overdue");
    await expect(row).toHaveClass(/overdue/);
  });

  test("users: defaults to Active customers; suspending moves a user to Suspended", async ({ page }) => {
    await signIn(page);
    const { email } = createPaidOrder(orderProduct(), 30);
    await page.goto("/admin/users");
    await expect(page.getByLabel("Status")).toHaveValue("Active");
    await expect(page.getByLabel("Role")).toHaveValue("User");
    await page.getByLabel("Search users").fill(email);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByRole("row")).toHaveCount(2);
    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: "Suspend Lata Iyer" }).click();
    await expect(page.getByText("Lata Iyer is suspended.")).toBeVisible();
    await page.getByLabel("Status").selectOption("Suspended");
    await expect(page.getByRole("row", { name: /Lata Iyer/ })).toContainText("Suspended");
    // Their own account row offers no actions to an admin.
    await page.getByLabel("Role").selectOption("Admin");
    await page.getByLabel("Status").selectOption("Active");
    await page.getByLabel("Search users").fill("");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByRole("row", { name: /Shop Admin/ })).toContainText("You");
  });
});
