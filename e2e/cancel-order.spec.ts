/**
 * Unpaid orders: a customer cancels one from their orders page (asked first, told the result), and
 * the cart sends a customer who holds the most unpaid orders allowed to My orders to pay or cancel.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { MAX_UNPAID_ORDERS_PER_ACCOUNT } from "../domain/orders.ts";
import { VALID_DELIVERY_ADDRESS } from "../domain/test-data.ts";
import { login, seededAdmin } from "./support/accounts.ts";
import { placeUnpaidOrder, putProductInCart } from "./support/checkout.ts";
import { insertProduct, sql } from "./support/shop-db.ts";
import { allowConsoleErrors, expect, test } from "./support/test.ts";

const address = VALID_DELIVERY_ADDRESS;

/** Pays for the order in test-payment mode, as the customer would in another tab. */
async function payElsewhere(page: Page, orderId: string): Promise<void> {
  const paid = await page.evaluate(async (orderId) => {
    type Answer = { success: boolean; data: any };
    const post = async (path: string, body: unknown): Promise<Answer> =>
      (
        await fetch(path, {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            Authorization: `Bearer ${localStorage.getItem("token")}`,
          },
          body: JSON.stringify(body),
        })
      ).json() as Promise<Answer>;
    const detail = await fetch(`/api/user/orders/${orderId}`, {
      headers: { Authorization: `Bearer ${localStorage.getItem("token")}` },
    });
    const order = ((await detail.json()) as Answer).data;
    const payment = await post("/api/payment/create-payment", {
      orderId,
      amount: order.totalAmount,
      currency: "INR",
    });
    const checkout = await post("/api/payment/test/complete", {
      razorpay_order_id: payment.data.id,
      outcome: "paid",
    });
    return (await post("/api/payment/verify", checkout.data)).success as boolean;
  }, orderId);
  if (!paid) throw new Error("the test payment did not go through");
}

/**
 * No axe violation on the page, and everything inside `part` fits a 320 px phone. (The page scan
 * checks whole pages at phone widths; this covers the states it does not reach.)
 */
async function expectAccessibleAndNarrow(page: Page, part: Locator) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);
  const size = page.viewportSize();
  await page.setViewportSize({ width: 320, height: 720 });
  const rightmost = await part.evaluate((root) =>
    Math.max(
      ...[root, ...Array.from(root.querySelectorAll("*"))].map((el) => el.getBoundingClientRect().right),
    ),
  );
  expect(rightmost).toBeLessThanOrEqual(320);
  if (size) await page.setViewportSize(size);
}

/** The stock the shop offers for sale, as the product page reads it. */
async function stockOf(page: Page, productId: string): Promise<number> {
  return (await (await page.request.get(`/api/products/${productId}`)).json()).data.stock;
}

test.describe("cancelling an unpaid order", () => {
  test("from My orders: asked first, then cancelled, its stock back and the card says so", async ({
    page,
  }) => {
    const productId = insertProduct({ name: "Asthiveda (cancel test)", stock: 200 });
    await login(page);
    const id = await placeUnpaidOrder(page, productId);
    expect(await stockOf(page, productId)).toBe(170);

    await page.goto("/user-orders");
    const card = page.getByRole("article", { name: `Order ${id.slice(0, 8)}` });
    await expect(card).toContainText("Pending Payment");
    await card.getByRole("button", { name: `Cancel order ${id.slice(0, 8)}` }).click();
    const question = card.getByRole("group", { name: /Cancel order .*\? You will not be charged/ });
    await expect(question).toBeVisible();
    await expectAccessibleAndNarrow(page, card);
    // Keeping it changes nothing.
    await expect(question.getByRole("button", { name: "Keep order" })).toBeFocused();
    await question.getByRole("button", { name: "Keep order" }).click();
    await expect(card).toContainText("Pending Payment");
    expect(await stockOf(page, productId)).toBe(170);

    await card.getByRole("button", { name: `Cancel order ${id.slice(0, 8)}` }).click();
    await card.getByRole("button", { name: "Yes, cancel it" }).click();
    await expect(card.getByRole("status")).toHaveText(
      `Order ${id.slice(0, 8)} has been cancelled. You will not be charged for it.`,
    );
    await expect(card.getByRole("status")).toBeFocused();
    await expect(card.locator(".status-pill")).toHaveText("Cancelled");
    await expect(card.getByRole("link", { name: "Pay now" })).toHaveCount(0);
    await expect(card.getByRole("button", { name: /Cancel order/ })).toHaveCount(0);
    await expectAccessibleAndNarrow(page, card);
    expect(await stockOf(page, productId)).toBe(200);

    await page.reload();
    await expect(page.getByRole("article", { name: `Order ${id.slice(0, 8)}` })).toContainText("Cancelled");
    await page.goto("/history");
    await expect(page.getByRole("article", { name: `Order ${id.slice(0, 8)}` })).toContainText("Cancelled");
  });

  test("from the order's tracking page, the timeline ends Cancelled", async ({ page }) => {
    const productId = insertProduct({ name: "Asthiveda (cancel test)", stock: 200 });
    await login(page);
    const id = await placeUnpaidOrder(page, productId);
    await page.goto(`/trackOrder?id=${id}`);
    await expect(page.getByRole("button", { name: "Pay now" })).toBeEnabled();
    await page.getByRole("button", { name: `Cancel order ${id.slice(0, 8)}` }).click();
    await page.getByRole("button", { name: "Yes, cancel it" }).click();
    await expect(page.getByRole("status").filter({ hasText: "has been cancelled" })).toBeVisible();
    await expect(page.getByRole("heading", { name: `Order ${id.slice(0, 8)} · Cancelled` })).toBeVisible();
    await expect(page.getByRole("list", { name: "Order status" })).toContainText(
      "Cancelled by the customer before payment",
    );
    await expect(page.getByRole("button", { name: "Pay now" })).toHaveCount(0);
    expect(await stockOf(page, productId)).toBe(200);
  });

  test("the link the payment came back to claims no payment once the order is cancelled", async ({
    page,
  }) => {
    const productId = insertProduct({ name: "Asthiveda (cancel test)", stock: 200 });
    await login(page);
    const id = await placeUnpaidOrder(page, productId);
    await page.goto(`/trackOrder?id=${id}`);
    await page.getByRole("button", { name: `Cancel order ${id.slice(0, 8)}` }).click();
    await page.getByRole("button", { name: "Yes, cancel it" }).click();
    await expect(page.getByRole("heading", { name: `Order ${id.slice(0, 8)} · Cancelled` })).toBeVisible();
    // The same page as a payment's return (a saved or shared link), opened again later.
    await page.goto(`/trackOrder?id=${id}&placed=1`);
    await expect(page.getByRole("heading", { name: `Order ${id.slice(0, 8)} · Cancelled` })).toBeVisible();
    await expect(page.getByText("Payment successful! Your order is being processed.")).toHaveCount(0);
  });

  test("an order paid meanwhile is not cancelled, and the customer is told why", async ({ page }) => {
    allowConsoleErrors(page, "status of 409");
    const productId = insertProduct({ name: "Asthiveda (cancel test)", stock: 200 });
    await login(page);
    const id = await placeUnpaidOrder(page, productId);
    await page.goto("/user-orders");
    const card = page.getByRole("article", { name: `Order ${id.slice(0, 8)}` });
    await card.getByRole("button", { name: `Cancel order ${id.slice(0, 8)}` }).click();
    // Paid in another tab while the question was open.
    await payElsewhere(page, id);
    await card.getByRole("button", { name: "Yes, cancel it" }).click();
    await expect(card.getByRole("alert")).toHaveText(
      "This order is Processing now, so it can no longer be cancelled here. If you need help, please contact us.",
    );
    expect(await stockOf(page, productId)).toBe(170);
  });
});

test("at the unpaid-orders cap the cart says to pay or cancel one, and My orders is one click away", async ({
  page,
}) => {
  allowConsoleErrors(page, "status of 409");
  const productId = await putProductInCart(page, 30);
  await login(page);
  const held: string[] = [];
  for (let i = 0; i < MAX_UNPAID_ORDERS_PER_ACCOUNT; i += 1)
    held.push(await placeUnpaidOrder(page, productId));

  // The last order's address is the delivery address: nothing to retype or confirm.
  await page.goto("/Cart_Page");
  await expect(page.getByText("From your account. Edit address to deliver somewhere else.")).toBeVisible();
  await expect(page.locator(".address-summary")).toContainText(address.address);
  await page.getByRole("button", { name: "Place Order" }).click();
  const problem = page.getByRole("alert");
  await expect(problem).toContainText(
    "You already have 3 unpaid orders. Please pay for one of them or cancel one in My orders before placing another.",
  );
  await problem.getByRole("link", { name: "My orders" }).click();

  await expect(page).toHaveURL(/\/user-orders$/);
  const card = page.getByRole("article", { name: `Order ${held[0]!.slice(0, 8)}` });
  await card.getByRole("button", { name: /^Cancel order/ }).click();
  await card.getByRole("button", { name: "Yes, cancel it" }).click();
  await expect(card.getByRole("status")).toContainText("has been cancelled");

  await page.goto("/Cart_Page");
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page.getByRole("dialog", { name: "Test mode — no money is taken" })).toBeVisible();
});

test("admins see an unpaid order whose payment check keeps failing, with the tries and the last error", async ({
  page,
}) => {
  const productId = insertProduct({ name: "Asthiveda (cancel test)", stock: 200 });
  await login(page);
  const id = await placeUnpaidOrder(page, productId);
  // What the expiry job leaves on an order Razorpay cannot be asked about (functions/payments/expiry.ts).
  sql(
    `UPDATE orders SET payment_check_failures = 3, payment_check_error = 'Razorpay answered 503: Service unavailable', payment_check_retry_at = ${Date.now() + 20 * 60_000} WHERE id = '${id}'`,
  );

  await login(page, { user: seededAdmin, admin: true });
  await page.goto(`/admin/orders?q=${id}`);
  const row = page.getByRole("row", { name: new RegExp(id.slice(0, 8)) });
  await expect(row).toContainText("Payment check failed 3×");
  await row.getByRole("button", { name: `View order ${id.slice(0, 8)}` }).click();
  const dialog = page.getByRole("dialog", { name: `Order ${id.slice(0, 8)}` });
  const flag = dialog.getByText("Razorpay could not be asked whether this order was paid");
  await expect(flag).toContainText(
    "(3 failed tries; last error: Razorpay answered 503: Service unavailable)",
  );
  await expectAccessibleAndNarrow(page, flag);
});
