import type { Page } from "@playwright/test";
import { DEFAULT_PRODUCT_ID } from "../domain/catalogue.ts";
import { createAccount, login, submitLoginForm } from "./support/accounts.ts";
import {
  fillAddress,
  placeOrderFromCart,
  placeUnpaidOrder,
  putProductInCart,
  CHECKOUT_PRODUCT_NAME,
} from "./support/checkout.ts";
import { quote, sql } from "./support/shop-db.ts";
import { allowConsoleErrors, expect, test } from "./support/test.ts";

test.describe("cart page", () => {
  test("an empty cart says so and links to the product", async ({ page }) => {
    await page.goto("/Cart_Page");
    await expect(page.getByText("Your cart is empty.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Shop the powder" })).toHaveAttribute(
      "href",
      `/Buy_Product/${DEFAULT_PRODUCT_ID}`,
    );
  });

  test("shows the line with the stepper and totals from the shop's rules", async ({ page }) => {
    await putProductInCart(page, 30);
    await page.goto("/Cart_Page");
    await expect(page.getByRole("heading", { name: CHECKOUT_PRODUCT_NAME })).toBeVisible();
    // The price is per sachet, as on the product page, and follows the quantity's tier.
    const price = page.getByRole("region", { name: CHECKOUT_PRODUCT_NAME }).locator(".price-row");
    await expect(price).toHaveText("₹44₹4910% off per sachet");
    await expect(page.getByTestId("item-total")).toHaveText("₹1,320");
    await expect(page.getByTestId("grand-total")).toHaveText("₹1,320");
    await expect(page.getByRole("button", { name: "Decrease quantity" })).toBeDisabled();
    await page.getByRole("button", { name: "Increase quantity" }).click();
    await expect(page.getByRole("group", { name: "Quantity" }).locator("output")).toHaveText("60");
    await expect(price).toHaveText("₹42₹4915% off per sachet");
    await expect(page.getByTestId("item-total")).toHaveText("₹2,520");
    await expect(page.getByTestId("grand-total")).toHaveText("₹2,520");
    await expect(page.getByRole("link", { name: "Cart, 60 items" })).toBeVisible();
    await expect(page.getByText("Secured Payment")).toBeVisible();
    await expect(page.getByText("Verified Merchant")).toBeVisible();
    await expect(page.getByText("Test mode — no money is taken. Payments here are simulated.")).toBeVisible();
  });

  test("a refused address field is focused and described by its message", async ({ page }) => {
    await putProductInCart(page);
    await page.goto("/Cart_Page");
    await page.getByRole("button", { name: "Add address" }).click();
    await fillAddress(page, { "Mobile number": "12345" });
    const mobile = page.getByLabel("Mobile number", { exact: true });
    await expect(mobile).toBeFocused();
    await expect(mobile).toHaveAccessibleDescription("Please enter a valid 10-digit Indian mobile number.");
  });

  test("every validation message: address missing, a field missing, bad mobile and pincode, not logged in", async ({
    page,
  }) => {
    await putProductInCart(page);
    await page.goto("/Cart_Page");
    await page.getByRole("button", { name: "Place Order" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "Please add a delivery address before placing your order.",
    );

    await page.getByRole("button", { name: "Add address" }).click();
    const form = page.getByRole("form", { name: "Delivery address" });
    // (Not the city: the PIN code fills an empty city in, see delivery.spec.ts.)
    await fillAddress(page, { "Full name": "" });
    await expect(form.getByRole("alert")).toHaveText(
      "Please fill in all required address fields (name is missing).",
    );
    await expect(page.getByLabel("Full name", { exact: true })).toBeFocused();
    await fillAddress(page, { "Mobile number": "12345" });
    await expect(form.getByRole("alert")).toHaveText("Please enter a valid 10-digit Indian mobile number.");
    await fillAddress(page, { Pincode: "0110" });
    await expect(form.getByRole("alert")).toHaveText("Please enter a valid 6-digit pincode.");
    await fillAddress(page);
    await expect(page.getByText("12 MG Road, Flat 4B")).toBeVisible();

    await page.getByRole("button", { name: "Place Order" }).click();
    await expect(page.getByRole("alert")).toContainText("Please log in to place an order.");
    await expect(page.getByRole("main").getByRole("link", { name: "Log in" })).toHaveAttribute(
      "href",
      "/LoginPage?next=%2FCart_Page",
    );

    // The address is kept for the next visit, and can be edited.
    await page.reload();
    await expect(page.getByText("12 MG Road, Flat 4B")).toBeVisible();
    await page.getByRole("button", { name: "Edit address" }).click();
    await expect(page.getByLabel("Pincode", { exact: true })).toHaveValue("411001");
    // With the form open over it, the saved address is not on screen: Place Order asks which.
    await page.getByLabel("Full name", { exact: true }).fill("Someone Else");
    await page.getByRole("button", { name: "Place Order" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "Please save or cancel your address changes before placing your order.",
    );
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByText("12 MG Road, Flat 4B")).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);
    await page.getByRole("button", { name: "Place Order" }).click();
    await expect(page.getByRole("alert")).toContainText("Please log in to place an order.");
  });

  test("coupon: Apply only with text, and the server's reason for a bad code", async ({ page }) => {
    allowConsoleErrors(page, "status of 400");
    await putProductInCart(page);
    await page.goto("/Cart_Page");
    const apply = page.getByRole("button", { name: "Apply" });
    await expect(apply).toBeDisabled();
    await page.getByLabel("Coupon code").fill("   ");
    await expect(apply).toBeDisabled();
    await page.getByLabel("Coupon code").fill("NOSUCHCODE");
    await expect(apply).toBeEnabled();
    await apply.click();
    await expect(page.getByRole("alert")).toHaveText("This coupon code is not valid or has expired.");
    await expect(page.getByTestId("grand-total")).toHaveText("₹1,320");
  });

  test("Razorpay SDK load failure shows the spec's message and places no order", async ({ page }) => {
    allowConsoleErrors(page, /ERR_FAILED|checkout\.razorpay\.com/);
    await page.route("**/api/payment/config", (route) =>
      route.fulfill({
        json: { success: true, data: { mode: "razorpay", keyId: "rzp_test_e2e", message: null } },
      }),
    );
    let placeOrderCalls = 0;
    await page.route("**/api/user/placeorder", (route) => {
      placeOrderCalls += 1;
      return route.continue();
    });
    await page.route("https://checkout.razorpay.com/**", (route) => route.abort("failed"));
    await putProductInCart(page);
    await login(page);
    await placeOrderFromCart(page);
    await expect(page.getByRole("alert")).toContainText(
      "Failed to load Razorpay SDK. Please try again later.",
    );
    await expect(page.getByRole("button", { name: "Place Order" })).toBeEnabled();
    expect(placeOrderCalls).toBe(0);
  });
});

test.describe("a price changed since the cart was filled", () => {
  const setMrp = (productId: string, paise: number) =>
    sql(`UPDATE products SET original_price_paise = ${paise} WHERE id = ${quote(productId)}`);

  test("the cart shows the new price when opened, and an order priced otherwise than the cart showed is refused until the customer has seen its total", async ({
    page,
  }) => {
    allowConsoleErrors(page, "status of 412");
    // Filled at MRP ₹49: 30 × ₹44 = ₹1,320, kept in the browser.
    const productId = await putProductInCart(page);
    const ordersOfProduct = () =>
      sql<{ n: number; total: number | null }>(
        `SELECT COUNT(DISTINCT o.id) AS n, MAX(o.total_paise) AS total FROM orders o JOIN order_lines l ON l.order_id = o.id WHERE l.product_id = ${quote(productId)}`,
      );
    await login(page);
    setMrp(productId, 5500);
    await page.goto("/Cart_Page");
    // 30 × ₹50 (₹55 less 10 %, rounded).
    await expect(page.getByTestId("grand-total")).toHaveText("₹1,500");
    await page.getByRole("button", { name: "Add address" }).click();
    await fillAddress(page);

    // Changed again while the cart is open: 30 × ₹54 (₹60 less 10 %).
    setMrp(productId, 6000);
    const payment = page.getByRole("dialog", { name: "Test mode — no money is taken" });
    await page.getByRole("button", { name: "Place Order" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "Prices have changed since this cart was filled: your order's total is now ₹1,620. Please check your cart and press Place Order again to continue.",
    );
    await expect(page.getByTestId("grand-total")).toHaveText("₹1,620");
    await expect(payment).toBeHidden();
    // Refused before anything was written: no order waits at the total the customer never saw.
    expect(ordersOfProduct()).toEqual([{ n: 0, total: null }]);

    // Seen: the order goes on to payment at the total shown.
    await page.getByRole("button", { name: "Place Order" }).click();
    await expect(payment).toContainText("₹1,620");
    await payment.getByRole("button", { name: "Pay", exact: true }).click();
    await expect(page).toHaveURL(/\/trackOrder\?id=[a-f0-9]{24}&placed=1$/);
    expect(ordersOfProduct()).toEqual([{ n: 1, total: 162_000 }]);
  });
});

test.describe("the delivery address from the account", () => {
  /** A signed-in customer whose last order (unpaid) went to the sample address, a cart filled again. */
  async function returningCustomerWithCart(page: Page) {
    const productId = await putProductInCart(page);
    await login(page);
    await placeUnpaidOrder(page, productId);
  }

  test("a returning customer delivers to their last order's address without retyping it; the browser keeps none of it", async ({
    page,
  }) => {
    await returningCustomerWithCart(page);

    await page.goto("/Cart_Page");
    await expect(page.getByText("From your account. Edit address to deliver somewhere else.")).toBeVisible();
    await expect(page.locator(".address-summary")).toContainText("12 MG Road, Flat 4B");
    // The account's address is the server's to keep: nothing of it is written to this browser.
    expect(await page.evaluate(() => localStorage.getItem("deliveryAddress"))).toBeNull();
    await page.getByRole("button", { name: "Place Order" }).click();
    await page
      .getByRole("dialog", { name: "Test mode — no money is taken" })
      .getByRole("button", { name: "Pay", exact: true })
      .click();
    await expect(page).toHaveURL(/\/trackOrder\?id=[a-f0-9]{24}&placed=1$/);
    await expect(page.getByText("12 MG Road, Flat 4B")).toBeVisible();
  });

  test("an address a customer saved is forgotten when they log out, and never shown to another account", async ({
    page,
    request,
  }) => {
    const savedAddress = () => page.evaluate(() => localStorage.getItem("deliveryAddress"));
    await putProductInCart(page);
    await login(page);
    await page.goto("/Cart_Page");
    await page.getByRole("button", { name: "Add address" }).click();
    await fillAddress(page);
    await expect(page.locator(".address-summary")).toContainText("12 MG Road, Flat 4B");
    expect(await savedAddress()).toContain("12 MG Road, Flat 4B");

    // Logging out on a shared computer leaves no name, mobile or address behind.
    await page.goto("/user-logout");
    await expect(page).toHaveURL(/\/$/);
    expect(await savedAddress()).toBeNull();

    // Saved again, then someone else signs in here without logging the first one out.
    await login(page);
    await page.goto("/Cart_Page");
    await page.getByRole("button", { name: "Add address" }).click();
    await fillAddress(page);
    expect(await savedAddress()).toContain("12 MG Road, Flat 4B");
    const other = await createAccount(request);
    await page.goto("/LoginPage?next=%2FCart_Page");
    await submitLoginForm(page, other);
    await expect(page).toHaveURL(/\/Cart_Page$/);
    await expect(page.getByText("No delivery address yet.")).toBeVisible();
    expect(await savedAddress()).toBeNull();
  });

  test("an account address that arrives while the customer types another never replaces it", async ({
    page,
  }) => {
    await returningCustomerWithCart(page);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/user/delivery-address", async (route) => {
      await held;
      await route.fulfill({ response: await route.fetch() });
    });

    await page.goto("/Cart_Page");
    await page.getByRole("button", { name: "Add address" }).click();
    await page.getByLabel("Full name", { exact: true }).fill("Someone Else");
    const answered = page.waitForResponse("**/api/user/delivery-address");
    release();
    await answered;

    await expect(page.getByLabel("Full name", { exact: true })).toHaveValue("Someone Else");
    await expect(page.getByText("From your account.")).toHaveCount(0);
    await page.getByRole("button", { name: "Place Order" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "Please add a delivery address before placing your order.",
    );
    expect(await page.evaluate(() => localStorage.getItem("deliveryAddress"))).toBeNull();
  });

  test("an incomplete account address starts the form, to finish and save", async ({ page }) => {
    await putProductInCart(page);
    const customer = await login(page);
    // A profile address without a phone: the account knows where, not which mobile to call.
    await page.evaluate(async () => {
      await fetch("/api/user/profile", {
        method: "PUT",
        headers: {
          "Content-Type": "application/json",
          Authorization: `Bearer ${localStorage.getItem("token")}`,
        },
        body: JSON.stringify({
          address: "7 Lake Road",
          city: "Pune",
          state: "Maharashtra",
          zipCode: "411001",
        }),
      });
    });

    await page.goto("/Cart_Page");
    const form = page.getByRole("form", { name: "Delivery address" });
    await expect(form.getByLabel("Address (house, street, area)", { exact: true })).toHaveValue(
      "7 Lake Road",
    );
    await expect(form.getByLabel("Full name", { exact: true })).toHaveValue(customer.name);
    await expect(form.getByLabel("Mobile number", { exact: true })).toHaveValue("");
    await page.getByRole("button", { name: "Place Order" }).click();
    await expect(page.getByRole("alert").first()).toHaveText(
      "Please add a delivery address before placing your order.",
    );
    await form.getByLabel("Mobile number", { exact: true }).fill("9876543210");
    await form.getByRole("button", { name: "Save address" }).click();
    await expect(page.locator(".address-summary")).toContainText("7 Lake Road");
  });
});
