/**
 * The tax invoice as a customer gets it: an order paid through checkout, its invoice downloaded
 * from My orders, printed by the built Worker (whose PDF code is a module it imports only when an
 * invoice is printed: decision 039) and read back as text. The invoice's layout and sums are
 * tested in functions/invoices/pdf.test.ts against the source.
 */
import { readFile } from "node:fs/promises";
import { shortOrderId } from "../domain/orders.ts";
import { readPdf } from "../functions/test/pdf-text.ts";
import { login } from "./support/accounts.ts";
import { address, placeOrderFromCart, putProductInCart } from "./support/checkout.ts";
import { expect, test } from "./support/test.ts";

test("a paid order's tax invoice downloads from My orders and reads as the order", async ({ page }) => {
  await putProductInCart(page, 30);
  await login(page);
  await placeOrderFromCart(page);
  await page.getByRole("dialog").getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page).toHaveURL(/\/trackOrder\?id=[a-f0-9]{24}&placed=1$/);
  const orderId = shortOrderId(new URL(page.url()).searchParams.get("id")!);

  await page.goto("/user-orders");
  const downloaded = page.waitForEvent("download");
  await page.getByRole("button", { name: `Tax invoice (PDF) of order ${orderId}` }).click();
  const file = await downloaded;
  expect(file.suggestedFilename()).toBe(`invoice-${orderId}.pdf`);

  const invoice = await readPdf(new Uint8Array(await readFile(await file.path())));
  expect(invoice.text).toContain("TAX INVOICE");
  expect(invoice.text).toContain(address["Full name"]);
  expect(invoice.text).toContain(address.Pincode);
  expect(invoice.text).toMatch(/^Invoice total ₹1,320\.00$/m);
});
