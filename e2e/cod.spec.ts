/**
 * Cash on delivery in the browser: the cart offers it with its fee where it is allowed and says why
 * where it is not; a COD order skips payment and the order page takes the confirmation code.
 */
import AxeBuilder from "@axe-core/playwright";
import { codRefusalMessages } from "../domain/cod-messages.ts";
import { shortOrderId } from "../domain/orders.ts";
import { latestEmailTo, login, seededAdmin } from "./support/accounts.ts";
import { quote, sql } from "./support/shop-db.ts";
import { fillAddress, putProductInCart } from "./support/checkout.ts";
import { allowConsoleErrors, expect, test } from "./support/test.ts";

test.describe("cash on delivery", () => {
  test("choose COD, see the ₹40 fee, place the order and confirm it with the code", async ({ page }) => {
    const user = await login(page);
    await putProductInCart(page, 30);
    await page.goto("/Cart_Page");
    await page.getByRole("button", { name: "Add address" }).click();
    await fillAddress(page, { Email: user.email });
    const cod = page.getByRole("radio", { name: /Cash on delivery/ });
    await expect(cod).toBeEnabled();
    await cod.check();
    await expect(page.getByText("Cash on delivery fee")).toBeVisible();
    await expect(page.getByTestId("grand-total")).toHaveText("₹1,360");
    await page.getByRole("button", { name: "Place Order" }).click();

    await expect(page).toHaveURL(/\/trackOrder\?id=[0-9a-f]{24}/);
    await expect(page.getByRole("heading", { name: /COD Pending Confirmation/ })).toBeVisible();
    // The order page adds up like the cart did, and its timeline never waits for a payment.
    const totals = page.locator(".order-detail dl.totals");
    await expect(totals).toContainText("Cash on delivery fee₹40");
    await expect(totals).toContainText("Total₹1,360");
    const timeline = page.getByRole("list", { name: "Order status" });
    await expect(timeline.getByRole("listitem").first()).toContainText("COD Pending Confirmation");
    await expect(timeline).not.toContainText("Pending Payment");
    const mail = await latestEmailTo(user.email);
    const code = /is (\d{6})/.exec(mail!.text)![1]!;

    // A 400 in the console is the wrong code's answer, which the page shows.
    allowConsoleErrors(page, /status of 400/);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    await page.getByLabel("Confirmation code").fill(wrong);
    await page.getByRole("button", { name: "Confirm order" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "That code is not right. 4 tries are left before the order is cancelled.",
    );
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    await page.getByLabel("Confirmation code").fill(code);
    await page.getByRole("button", { name: "Confirm order" }).click();
    await expect(page.getByRole("heading", { name: /Processing/ })).toBeVisible();

    // Confirmed, the order is invoiced though the cash comes only on delivery.
    const orderId = shortOrderId(new URL(page.url()).searchParams.get("id")!);
    await page.goto("/user-orders");
    const downloaded = page.waitForEvent("download");
    await page.getByRole("button", { name: `Tax invoice (PDF) of order ${orderId}` }).click();
    expect((await downloaded).suggestedFilename()).toBe(`invoice-${orderId}.pdf`);
  });

  test("an admin records a delivered COD order's refund paid by UPI, and the customer downloads its credit note", async ({
    page,
    browser,
  }) => {
    test.slow(); // a customer's checkout, then the admin panel in another browser
    const user = await login(page);
    await putProductInCart(page, 30);
    await page.goto("/Cart_Page");
    await page.getByRole("button", { name: "Add address" }).click();
    await fillAddress(page, { Email: user.email });
    await page.getByRole("radio", { name: /Cash on delivery/ }).check();
    await page.getByRole("button", { name: "Place Order" }).click();
    await expect(page.getByRole("heading", { name: /COD Pending Confirmation/ })).toBeVisible();
    const code = /is (\d{6})/.exec((await latestEmailTo(user.email))!.text)![1]!;
    await page.getByLabel("Confirmation code").fill(code);
    await page.getByRole("button", { name: "Confirm order" }).click();
    await expect(page.getByRole("heading", { name: /Processing/ })).toBeVisible();
    const fullId = new URL(page.url()).searchParams.get("id")!;
    const orderId = shortOrderId(fullId);
    // The courier delivered it and collected the cash; 10 sachets came back sealed later.
    sql(`UPDATE orders SET status = 'Delivered' WHERE id = ${quote(fullId)}`);

    const admin = await browser.newPage();
    await login(admin, { user: seededAdmin, admin: true });
    await admin.goto(`/admin/orders?q=${fullId}`);
    await admin.getByRole("button", { name: `View order ${orderId}` }).click();
    const detail = admin.getByRole("dialog", { name: `Order ${orderId}` });
    const form = detail.getByRole("form", { name: "Record a refund paid by UPI or bank transfer" });
    await form.getByLabel("Amount refunded (₹)").fill("0");
    await form.getByRole("button", { name: "Record refund" }).click();
    await expect(
      form.getByText("Enter the amount refunded in rupees, more than ₹0, with at most 2 decimals."),
    ).toBeVisible();
    await form.getByLabel("Amount refunded (₹)").fill("440");
    await form.getByLabel("Transfer reference").fill("UPI/433912345678");
    await form.getByLabel("Why").fill("10 sachets returned sealed");
    admin.once("dialog", (dialog) => void dialog.accept());
    await form.getByRole("button", { name: "Record refund" }).click();
    await expect(
      detail
        .getByRole("status")
        .filter({ hasText: /^Refund of ₹440 recorded, credit note ASC\/\d{2}-\d{2}\/\d{6} issued/ }),
    ).toBeVisible();
    await expect(
      detail.getByRole("button", { name: /^Credit note ASC\/\d{2}-\d{2}\/\d{6} \(PDF\)$/ }),
    ).toBeVisible();
    await admin.close();

    await page.goto("/user-orders");
    const downloaded = page.waitForEvent("download");
    await page
      .getByRole("button", {
        name: new RegExp(`^Credit note ASC/\\d{2}-\\d{2}/\\d{6} \\(PDF\\) of order ${orderId}$`),
      })
      .click();
    expect((await downloaded).suggestedFilename()).toMatch(
      new RegExp(`^credit-note-${orderId}-ASC-\\d{2}-\\d{2}-\\d{6}\\.pdf$`),
    );
  });

  test("where COD is not allowed, the option is disabled and the cart says why", async ({ page }) => {
    const user = await login(page);
    await putProductInCart(page, 30);
    await page.goto("/Cart_Page");
    await page.getByRole("button", { name: "Add address" }).click();
    await fillAddress(page, { Email: user.email, Pincode: "781001", City: "Guwahati", State: "Assam" });
    await expect(page.getByRole("radio", { name: /Cash on delivery/ })).toBeDisabled();
    await expect(page.getByText(codRefusalMessages.pincode)).toBeVisible();
    await expect(page.getByRole("radio", { name: /Pay online/ })).toBeChecked();
  });
});
