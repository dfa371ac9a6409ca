/**
 * /admin/cod in the browser: an admin blocks a PIN code (the form refuses a bad one with the
 * server's own message), sees it listed and removes it; and marks a delivered COD order's collected
 * cash as remitted by the courier.
 */
import { messages } from "../domain/messages.ts";
import { login, seededAdmin } from "./support/accounts.ts";
import { createPaidOrder, insertProduct, quote, sql } from "./support/shop-db.ts";
import { expect, test } from "./support/test.ts";

test.describe("the admin's cash-on-delivery screen", () => {
  test.beforeEach(async ({ page }) => {
    await login(page, { user: seededAdmin, admin: true });
  });

  test("an admin blocks a PIN code, sees it listed, and removes it", async ({ page }) => {
    // A PIN code no other test blocks, so parallel runs do not collide.
    const pin = String(100000 + (Date.now() % 800000));
    await page.goto("/admin/cod");
    const form = page.getByRole("form", { name: "Add to the blocklist" });
    await form.getByRole("radio", { name: "PIN code" }).check();
    await form.getByRole("textbox", { name: "PIN code" }).fill("12345");
    await form.getByRole("button", { name: "Add to the blocklist" }).click();
    await expect(form.getByText(messages.invalidPincode)).toBeVisible();
    await expect(form.getByRole("textbox", { name: "PIN code" })).toBeFocused();

    await form.getByRole("textbox", { name: "PIN code" }).fill(pin);
    await form.getByLabel("Reason").fill("Parcels refused at the door");
    await form.getByRole("button", { name: "Add to the blocklist" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: `${pin} can no longer pay cash on delivery.` }),
    ).toBeVisible();
    const row = page.getByRole("row", { name: new RegExp(pin) });
    for (const cell of ["PIN code", "Parcels refused at the door", seededAdmin.name])
      await expect(row).toContainText(cell);

    page.once("dialog", (dialog) => {
      expect(dialog.message()).toBe(`Allow cash on delivery again for ${pin}?`);
      void dialog.accept();
    });
    await row.getByRole("button", { name: `Remove ${pin}` }).click();
    await expect(
      page.getByRole("status").filter({ hasText: `${pin} may pay cash on delivery again.` }),
    ).toBeVisible();
    await expect(row).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("heading", { name: "Blocklist", exact: true })).toBeVisible();
    await expect(page.getByText("Loading the blocklist…")).toHaveCount(0);
    await expect(page.getByRole("row", { name: new RegExp(pin) })).toHaveCount(0);
  });

  test("an admin marks a delivered COD order's collected cash remitted", async ({ page }) => {
    const product = insertProduct({ name: "COD remittance powder", stock: 1000, status: "archived" });
    const { orderId } = createPaidOrder(product, 30);
    const awb = `E2ECOD${orderId.slice(0, 8).toUpperCase()}`;
    // As the courier's Delivered leaves a COD order: paid at the door, its cash recorded.
    sql(
      [
        `UPDATE orders SET status = 'Delivered', payment_method = 'cod', cod_fee_paise = 4000, total_paise = 136000 WHERE id = ${quote(orderId)}`,
        `DELETE FROM payments WHERE order_id = ${quote(orderId)}`,
        `INSERT INTO cod_collections (order_id, amount_paise, awb, collected_at) VALUES (${quote(orderId)}, 136000, ${quote(awb)}, ${Date.parse("2026-11-20T10:00:00+05:30")})`,
      ].join(";\n"),
    );

    await page.goto("/admin/cod");
    const row = page.getByRole("row", { name: new RegExp(orderId.slice(0, 8)) });
    for (const cell of ["₹1,360", awb, "20 Nov 2026"]) await expect(row).toContainText(cell);
    await expect(row.getByRole("link", { name: orderId.slice(0, 8) })).toHaveAttribute(
      "href",
      `/admin/orders?q=${orderId}`,
    );
    await expect(page.getByRole("button", { name: /Mark remitted/ })).toBeDisabled();
    await row.getByRole("checkbox", { name: `Select order ${orderId.slice(0, 8)}` }).check();
    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: "Mark remitted (1)" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "1 order(s) marked remitted. ₹1,360 in all." }),
    ).toBeVisible();
    await expect(row).toHaveCount(0);
    expect(
      sql<{ remitted: number }>(
        `SELECT remitted_at IS NOT NULL AS remitted FROM cod_collections WHERE order_id = ${quote(orderId)}`,
      ),
    ).toEqual([{ remitted: 1 }]);

    // The order itself adds up with its fee, and says the cash was collected.
    await page.goto(`/admin/orders?q=${orderId}`);
    await page.getByRole("button", { name: `View order ${orderId.slice(0, 8)}` }).click();
    const order = page.getByRole("dialog", { name: `Order ${orderId.slice(0, 8)}` });
    await expect(order.locator("dl.totals")).toContainText("Cash on delivery fee₹40Total₹1,360");
    await expect(order.getByText(/^Cash on delivery: ₹1,360 collected /)).toBeVisible();
  });

  test("a COD order's detail says what is to collect, and nothing once the order is closed", async ({
    page,
  }) => {
    const product = insertProduct({ name: "COD closed powder", stock: 1000, status: "archived" });
    const { orderId } = createPaidOrder(product, 30);
    const asCod = (status: string) =>
      sql(
        [
          `UPDATE orders SET status = ${quote(status)}, payment_method = 'cod', cod_fee_paise = 4000, total_paise = 136000, paid_at = NULL WHERE id = ${quote(orderId)}`,
          `DELETE FROM payments WHERE order_id = ${quote(orderId)}`,
        ].join(";\n"),
      );
    const payment = async () => {
      await page.goto(`/admin/orders?q=${orderId}`);
      await page.getByRole("button", { name: `View order ${orderId.slice(0, 8)}` }).click();
      return page
        .getByRole("dialog", { name: `Order ${orderId.slice(0, 8)}` })
        .getByText(/^Cash on delivery: /);
    };
    asCod("Shipped");
    await expect(await payment()).toHaveText("Cash on delivery: ₹1,360 to collect.");
    asCod("Returned to Origin");
    await expect(await payment()).toHaveText("Cash on delivery: nothing was collected.");
  });
});
