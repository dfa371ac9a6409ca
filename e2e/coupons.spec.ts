/**
 * Coupons end to end: an admin makes one in /admin/coupons, a customer applies it in the cart and
 * pays what the server charges; the coupon's per-customer limit and uses so far show up after.
 */
import type { Page } from "@playwright/test";
import { login, seededAdmin } from "./support/accounts.ts";
import { fillAddress, putProductInCart } from "./support/checkout.ts";
import { quote, sql } from "./support/shop-db.ts";
import { allowConsoleErrors, expect, test } from "./support/test.ts";

const signInAsAdmin = (page: Page) => login(page, { user: seededAdmin, admin: true });

test("an admin creates a coupon; a customer applies it in the cart and is charged the discounted total", async ({
  page,
}) => {
  test.slow(); // a whole journey: two sign-ins, a checkout and the panel again
  allowConsoleErrors(page, "status of 400");
  const code = `E2E-${Date.now().toString(36).toUpperCase()}`;

  await signInAsAdmin(page);
  await page.goto("/admin/coupons");
  await page.getByRole("button", { name: "New coupon" }).click();
  const form = page.getByRole("form", { name: "New coupon" });
  await form.getByLabel("Code").fill(code.toLowerCase());
  await form.getByRole("radio", { name: "Percent off" }).check();
  await form.getByLabel("Discount (%)").fill("100");
  await form.getByRole("button", { name: "Create coupon" }).click();
  await expect(form.getByText("Percent off must be a whole number from 1 to 99")).toBeVisible();
  await expect(form.getByLabel("Discount (%)")).toBeFocused();

  await form.getByLabel("Discount (%)").fill("15");
  await form.getByLabel("Minimum order (₹)").fill("1000");
  await form.getByLabel("Total uses").fill("10");
  await form.getByLabel("Uses per customer").fill("1");
  await form.getByRole("button", { name: "Create coupon" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Created ${code}.` })).toBeVisible();
  const row = page.getByRole("row", { name: new RegExp(code) });
  for (const cell of ["15 % off", "₹1,000", "0 of 10", "Active"]) await expect(row).toContainText(cell);

  // A customer: 30 sachets come to ₹1,320; 15 % off is ₹198; free delivery above ₹399.
  await login(page);
  await putProductInCart(page, 30);
  await page.goto("/Cart_Page");
  await page.getByLabel("Coupon code").fill(code.toLowerCase());
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Coupon applied" })).toContainText(code);
  await expect(page.getByText(`Coupon ${code}`)).toBeVisible();
  await expect(page.getByText("−₹198")).toBeVisible();
  await expect(page.getByTestId("grand-total")).toHaveText("₹1,122");

  await page.getByRole("button", { name: "Add address" }).click();
  await fillAddress(page);
  await page.getByRole("button", { name: "Place Order" }).click();
  // The payment is created by the server for the order's total: the server charges ₹1,122.
  const dialog = page.getByRole("dialog", { name: "Test mode — no money is taken" });
  await expect(dialog).toContainText("₹1,122");
  await dialog.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page.getByText("Payment successful! Your order is being processed.")).toBeVisible();
  const id = new URL(page.url()).searchParams.get("id")!;
  await page.goto("/user-orders");
  await expect(page.getByRole("article", { name: `Order ${id.slice(0, 8)}` })).toContainText("₹1,122");

  // One use per customer: the same customer's next try gets the one refusal.
  await putProductInCart(page, 30);
  await page.goto("/Cart_Page");
  await page.getByLabel("Coupon code").fill(code);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByRole("alert")).toHaveText("This coupon code is not valid or has expired.");
  await expect(page.getByTestId("grand-total")).toHaveText("₹1,320");

  // The admin sees the use, and can deactivate the coupon.
  await signInAsAdmin(page);
  await page.goto("/admin/coupons");
  await expect(row).toContainText("1 of 10");
  // Used on an order, its discount can no longer change (the server refuses it too).
  await row.getByRole("button", { name: `Edit ${code}` }).click();
  const edit = page.getByRole("form", { name: `Edit coupon ${code}` });
  await expect(
    edit.getByText("Orders have used this coupon, so its discount stays as those orders show it."),
  ).toBeVisible();
  await expect(edit.getByLabel("Discount (%)")).toBeDisabled();
  await edit.getByRole("button", { name: "Cancel" }).click();
  await row.getByRole("button", { name: `Deactivate ${code}` }).click();
  await expect(row).toContainText("Deactivated");
  await expect(row.getByRole("button", { name: `Reactivate ${code}` })).toBeVisible();
});

test("an admin edits a coupon's dates, checked as the server checks them", async ({ page }) => {
  const code = `E2E-EDIT-${Date.now().toString(36).toUpperCase()}`;
  await signInAsAdmin(page);
  await page.goto("/admin/coupons");
  await page.getByRole("button", { name: "New coupon" }).click();
  const create = page.getByRole("form", { name: "New coupon" });
  await create.getByLabel("Code").fill(code);
  await create.getByRole("radio", { name: "Amount off" }).check();
  await create.getByLabel("Discount (₹)").fill("100");
  await create.getByLabel("Minimum order (₹)").fill("500");
  await create.getByRole("button", { name: "Create coupon" }).click();
  const row = page.getByRole("row", { name: new RegExp(code) });
  await expect(row).toContainText("₹100 off");

  await row.getByRole("button", { name: `Edit ${code}` }).click();
  const edit = page.getByRole("form", { name: `Edit coupon ${code}` });
  await expect(edit.getByLabel("Discount (₹)")).toHaveValue("100");
  await edit.getByLabel("Starts (India time)").fill("2030-01-01T10:00");
  await edit.getByLabel("Ends (India time)").fill("2030-01-01T09:00");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(edit.getByText("The end must be after the start")).toBeVisible();
  await edit.getByLabel("Ends (India time)").fill("2030-01-31T23:59");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Saved ${code}.` })).toBeVisible();
  await expect(row).toContainText("Scheduled");
  await expect(row).toContainText("1 Jan 2030");
});

/** A signed-in customer's cart of `quantity` sachets with a new `percent` % coupon applied. */
async function cartWithCoupon(page: Page, code: string, percent: number, quantity = 30, minOrderPaise = 0) {
  sql(
    `INSERT INTO coupons (code, kind, value, min_order_paise) VALUES (${quote(code)}, 'percent', ${percent}, ${minOrderPaise})`,
  );
  await login(page);
  await putProductInCart(page, quantity);
  await page.goto("/Cart_Page");
  await page.getByLabel("Coupon code").fill(code);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Coupon applied" })).toContainText(code);
}

/** The same, of 30 sachets, with an address. */
async function checkoutWithCoupon(page: Page, code: string, percent: number) {
  await cartWithCoupon(page, code, percent);
  await page.getByRole("button", { name: "Add address" }).click();
  await fillAddress(page);
}

test("a coupon that ended while in the cart leaves it when the cart next asks about cash on delivery", async ({
  page,
}) => {
  allowConsoleErrors(page, "status of 400");
  const code = `E2E-END-${Date.now().toString(36).toUpperCase()}`;
  await checkoutWithCoupon(page, code, 10);
  await expect(page.getByText(`Coupon ${code}`)).toBeVisible();
  await expect(page.getByText("We will send a code to your mobile to confirm the order")).toBeVisible();

  // It ends; the cart still holds it, and asks about cash on delivery with it once more.
  sql(`UPDATE coupons SET expires_at = ${Date.now() - 1000} WHERE code = ${quote(code)}`);
  await page.reload();
  // Refused once, it leaves the cart (asking with it at every step would use up the coupon tries).
  await expect(page.getByText(`Coupon ${code}`)).toBeHidden();
  await expect(page.getByTestId("grand-total")).toHaveText("₹1,320");
  await expect(page.getByText("We will send a code to your mobile to confirm the order")).toBeVisible();
});

test("a coupon made smaller while in the cart: Place Order is refused with the new total and charges nothing, and the cart shows the coupon as it is now", async ({
  page,
}) => {
  allowConsoleErrors(page, "status of 412");
  const code = `E2E-CUT-${Date.now().toString(36).toUpperCase()}`;
  await checkoutWithCoupon(page, code, 20);
  // 30 sachets come to ₹1,320; 20 % off is ₹264.
  await expect(page.getByText("−₹264")).toBeVisible();

  // The shop cuts it to 10 % while the cart shows 20 %.
  sql(`UPDATE coupons SET value = 10 WHERE code = ${quote(code)}`);
  const payment = page.getByRole("dialog", { name: "Test mode — no money is taken" });
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Prices have changed since this cart was filled: your order's total is now ₹1,188. Please check your cart and press Place Order again to continue.",
  );
  await expect(page.getByText("−₹132")).toBeVisible();
  await expect(page.getByTestId("grand-total")).toHaveText("₹1,188");
  await expect(payment).toBeHidden();
  const ordersWith = () =>
    sql<{ n: number }>(`SELECT COUNT(*) AS n FROM orders WHERE coupon_code = ${quote(code)}`)[0]!.n;
  expect(ordersWith()).toBe(0);

  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(payment).toContainText("₹1,188");
  expect(ordersWith()).toBe(1);
});

test("a coupon below its minimum after the quantity went down is shown as not applicable and left out of the order", async ({
  page,
}) => {
  const code = `E2E-MIN-${Date.now().toString(36).toUpperCase()}`;
  await cartWithCoupon(page, code, 10, 60, 150000);

  // Down to 30 sachets, ₹1,320: below the coupon's ₹1,500.
  await page.getByRole("button", { name: "Decrease quantity" }).click();
  await expect(page.getByText("not applicable to this amount")).toBeVisible();
  await expect(page.getByTestId("grand-total")).toHaveText("₹1,320");
  await page.getByRole("button", { name: "Add address" }).click();
  await fillAddress(page);
  await page.getByRole("button", { name: "Place Order" }).click();
  const payment = page.getByRole("dialog", { name: "Test mode — no money is taken" });
  await expect(payment).toContainText("₹1,320");
  expect(
    sql<{ n: number }>(`SELECT COUNT(*) AS n FROM orders WHERE coupon_code = ${quote(code)}`)[0]!.n,
  ).toBe(0);
});
