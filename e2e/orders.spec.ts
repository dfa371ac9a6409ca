import type { Page } from "@playwright/test";
import { createAccount, login, submitLoginForm } from "./support/accounts.ts";
import { placeOrderFromCart, putProductInCart, storeUnknownSession } from "./support/checkout.ts";
import { allowConsoleErrors, expect, test } from "./support/test.ts";

test.describe("customer order screens", () => {
  test("without a token: 'Authentication token not found. Please log in.'", async ({ page }) => {
    await page.goto("/user-orders");
    await expect(page.getByRole("alert")).toHaveText("Authentication token not found. Please log in.");
  });

  test("an expired session: message, token cleared, then the login page", async ({ page }) => {
    allowConsoleErrors(page, "status of 401");
    await page.goto("/");
    await storeUnknownSession(page);
    await page.goto("/user-ongoing-orders");
    await expect(page.getByRole("alert")).toHaveText("Session expired. Please log in again.");
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
    await expect(page).toHaveURL(/\/LoginPage\?next=%2Fuser-ongoing-orders$/);
  });

  test("another HTTP error shows its status", async ({ page }) => {
    allowConsoleErrors(page, "status of 500");
    await page.route("**/api/user/getorders", (route) =>
      route.fulfill({ status: 500, json: { success: false, message: "boom" } }),
    );
    await login(page);
    await page.goto("/history");
    await expect(page.getByRole("alert")).toHaveText("HTTP error! Status: 500");
  });

  test("no answer at all: 'Failed to fetch orders'", async ({ page }) => {
    allowConsoleErrors(page, /ERR_FAILED/);
    await page.route("**/api/user/getorders", (route) => route.abort("failed"));
    await login(page);
    await page.goto("/user-orders");
    await expect(page.getByRole("alert")).toHaveText("Failed to fetch orders");
  });
});

/** The customer's orders as the API reports them, asked with the browser's stored session. */
async function ordersViaApi(page: Page): Promise<{ data: { _id: string; status: string }[] }> {
  return page.evaluate(async () =>
    (
      await fetch("/api/user/getorders", {
        headers: { Authorization: `Bearer ${localStorage.getItem("token")}` },
      })
    ).json(),
  );
}

test.describe("checkout in test-payment mode", () => {
  test("cart → address → login → pay → the order is in /user-orders and being processed", async ({
    page,
    request,
  }) => {
    await putProductInCart(page, 30);
    await placeOrderFromCart(page);
    await expect(page.getByRole("alert")).toContainText("Please log in to place an order.");

    const customer = await createAccount(request);
    await page.getByRole("main").getByRole("link", { name: "Log in" }).click();
    await submitLoginForm(page, customer);
    // Back at the cart, intact: the line and the saved address are still there.
    await expect(page).toHaveURL(/\/Cart_Page$/);
    await expect(page.getByText("12 MG Road, Flat 4B")).toBeVisible();
    await expect(page.getByTestId("grand-total")).toHaveText("₹1,320");
    await page.getByRole("button", { name: "Place Order" }).click();
    const dialog = page.getByRole("dialog", { name: "Test mode — no money is taken" });
    await expect(dialog).toContainText("₹1,320");
    await dialog.getByRole("button", { name: "Pay", exact: true }).click();

    await expect(page).toHaveURL(/\/trackOrder\?id=[a-f0-9]{24}&placed=1$/);
    await expect(page.getByText("Payment successful! Your order is being processed.")).toBeVisible();
    const id = new URL(page.url()).searchParams.get("id")!;
    await expect(
      page.getByText(`Order placed successfully! Your order ID is ${id.slice(0, 8)}`),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: /^Cart/ }).locator("[data-cart-count]")).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("cartProduct"))).toBe("null");

    await page.goto("/user-orders");
    const card = page.getByRole("article", { name: `Order ${id.slice(0, 8)}` });
    await expect(card).toContainText("Processing");
    await expect(card).toContainText("₹1,320");
    await page.goto("/user-ongoing-orders");
    await expect(page.getByRole("article", { name: `Order ${id.slice(0, 8)}` })).toBeVisible();
    // ₹1,320 of goods paid for: 13 reward points on the account page.
    await page.goto("/user_profile");
    await expect(page.getByTestId("reward-points")).toHaveText("13");
  });

  test("a failed payment keeps the order pending, and Pay now completes it", async ({ page }) => {
    allowConsoleErrors(page, "status of 402");
    await putProductInCart(page, 30);
    await login(page);
    await placeOrderFromCart(page);
    await page.getByRole("dialog").getByRole("button", { name: "Fail" }).click();
    await expect(page.getByRole("alert")).toContainText(
      "Payment was not completed. Your order is saved: you can pay now or try again later.",
    );
    await expect(page.getByTestId("grand-total")).toHaveText("₹1,320");

    const orders = await ordersViaApi(page);
    expect(orders.data).toHaveLength(1);
    expect(orders.data[0]!.status).toBe("Pending Payment");

    await page.getByRole("button", { name: "Pay now" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Pay", exact: true }).click();
    await expect(page.getByText("Payment successful! Your order is being processed.")).toBeVisible();
    const after = await ordersViaApi(page);
    expect(after.data).toHaveLength(1);
    expect(after.data[0]!.status).toBe("Processing");
  });

  test("Pay now on /trackOrder works though the page's first request for the checkout failed", async ({
    page,
  }) => {
    allowConsoleErrors(page, /ERR_FAILED/);
    await putProductInCart(page, 5);
    await login(page);
    await placeOrderFromCart(page);
    await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("alert")).toContainText("Payment was not completed.");
    const [order] = (await ordersViaApi(page)).data;
    let refused = 0;
    await page.route("**/api/payment/config", (route) =>
      refused++ === 0 ? route.abort("failed") : route.continue(),
    );
    await page.goto(`/trackOrder?id=${order!._id}`);
    await expect(page.getByRole("list", { name: "Order status" })).toContainText("Pending Payment");
    await expect.poll(() => refused).toBe(1);
    await page.getByRole("button", { name: "Pay now" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Pay", exact: true }).click();
    await expect(page.getByText("Payment successful! Your order is being processed.")).toBeVisible();
  });

  test("the test-payment dialog keeps Tab on its buttons, and Escape closes it", async ({ page }) => {
    await putProductInCart(page, 5);
    await login(page);
    await placeOrderFromCart(page);
    const dialog = page.getByRole("dialog", { name: "Test mode — no money is taken" });
    const pay = dialog.getByRole("button", { name: "Pay", exact: true });
    await expect(pay).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(pay).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("alert")).toContainText("Payment was not completed.");
    await expect(dialog).toHaveCount(0);
  });

  test("an order left unpaid can be paid later from /trackOrder", async ({ page }) => {
    // A small order, with delivery charged.
    await putProductInCart(page, 5);
    await login(page);
    await placeOrderFromCart(page);
    await expect(page.getByRole("dialog")).toContainText("₹295"); // 5 × ₹49 + ₹50 delivery
    await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("alert")).toContainText("Payment was not completed.");
    await page.goto("/user-orders");
    await expect(page.getByText("Pending Payment")).toBeVisible();
    await page.getByRole("link", { name: "Pay now" }).click();
    await expect(page.getByRole("list", { name: "Order status" })).toContainText("Pending Payment");
    await page.getByRole("button", { name: "Pay now" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Pay", exact: true }).click();
    await expect(page.getByText("Payment successful! Your order is being processed.")).toBeVisible();
    await expect(
      page
        .getByRole("list", { name: "Order status" })
        .getByRole("listitem")
        .filter({ hasText: "Processing" }),
    ).toHaveClass(/done/);
  });
});
