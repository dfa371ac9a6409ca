/**
 * The admin journey, end to end through the real screens: admin login → dashboard → add a
 * product with an image → it is on the shop → edit its MRP → the product page shows it → the
 * dashboard says the pre-rendered pages are older and offers the rebuild → an order moves to Delivered → a customer is suspended and can no longer log in.
 * Needs the accounts (login pages and API) and storefront (product page) features.
 */
import { adminMessages } from "../domain/admin-messages.ts";
import { expect, test } from "./support/test.ts";
import { createAccount, seededAdmin } from "./support/accounts.ts";
import { createPaidOrder, sql } from "./support/shop-db.ts";
import { shipAndDeliver } from "./support/admin-orders.ts";
import { fillDeclarations } from "./support/pack-declarations.ts";

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

test("an admin runs the shop from the panel", async ({ page, browser }) => {
  test.setTimeout(90_000);

  // Admin login → dashboard.
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/login\?next=/);
  await page.getByLabel("Email").fill(seededAdmin.email);
  await page.getByLabel("Password", { exact: true }).fill(seededAdmin.password);
  await page.getByRole("button", { name: "Log in as admin" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole("link", { name: /^Products \d+$/ })).toBeVisible();

  // An admin already signed in who opens the admin login goes to the dashboard.
  await page.goto("/admin/login");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // Add a product with an image.
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Add product" }).click();
  await page.getByLabel("Name").fill("Asthiveda Joint Oil");
  await page.getByLabel("Brand").fill("Asthiveda");
  await page.getByRole("textbox", { name: "MRP (₹)" }).fill("349");
  await page.getByLabel("Stock").fill("40");
  await fillDeclarations(page);
  await page.getByLabel(/^Image/).setInputFiles({ name: "oil.png", mimeType: "image/png", buffer: PNG });
  await expect(page.getByRole("img", { name: "Current image of Asthiveda Joint Oil" })).toBeVisible();
  await page.getByRole("button", { name: "Add product" }).click();
  // Listed at the MRP less the 30-pack discount: ₹314.10, rounded to ₹314.
  await expect(page.getByRole("row", { name: /Asthiveda Joint Oil/ })).toContainText("₹314");
  const [product] = sql<{ id: string; image: string }>(
    "SELECT id, image FROM products WHERE name = 'Asthiveda Joint Oil'",
  );

  // It appears on the shop, with its uploaded image.
  const shop = await browser.newPage();
  await shop.goto(`/product/${product!.id}`);
  await expect(shop.getByRole("heading", { name: "Asthiveda Joint Oil" })).toBeVisible();
  // The product page prices from the MRP (quantity discounts come off it).
  await expect(shop.getByText("₹349").first()).toBeVisible();
  await expect(shop.locator(`img[src="${product!.image}"]`)).toBeVisible();

  // Edit the MRP; the live product page shows it without a rebuild.
  await page.getByRole("button", { name: "Edit Asthiveda Joint Oil" }).click();
  await page.getByRole("textbox", { name: "MRP (₹)" }).fill("329");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("row", { name: /Asthiveda Joint Oil/ })).toContainText("₹296");
  await shop.reload();
  await expect(shop.getByText("₹329").first()).toBeVisible();
  await expect(shop.getByText("₹349")).toHaveCount(0);
  await shop.close();

  // The pre-rendered pages are now older than that change: the dashboard says so, and "Rebuild
  // pages" (no deploy hook in the browser tests' shop) sends nothing and names the command to run.
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Dashboard" }).click();
  const pagesCard = page.getByRole("region", { name: "Pages" });
  await expect(pagesCard).toContainText("The pages are older than the last product change");
  await pagesCard.getByRole("button", { name: "Rebuild pages" }).click();
  await expect(pagesCard).toContainText(adminMessages.rebuildLocal("npm start"));

  // A customer registers; their paid order moves to Delivered.
  const customer = await createAccount(page.request, { name: "Gita Rao" });
  const [user] = sql<{ id: string }>(`SELECT id FROM users WHERE email = '${customer.email}'`);
  const { orderId } = createPaidOrder(product!.id, 2, Date.now(), user!.id);
  await page
    .getByRole("navigation", { name: "Admin" })
    .getByRole("link", { name: "Orders", exact: true })
    .click();
  await page.getByRole("button", { name: `View order ${orderId.slice(0, 8)}` }).click();
  const dialog = page.getByRole("dialog");
  await shipAndDeliver(dialog, orderId);
  await dialog.getByRole("button", { name: "Close" }).click();

  // Suspend the customer; they can no longer log in.
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Users" }).click();
  await page.getByLabel("Search users").fill(customer.email);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("row")).toHaveCount(2);
  page.once("dialog", (d) => void d.accept());
  await page.getByRole("button", { name: `Suspend ${customer.name}` }).click();
  await expect(page.getByText(`${customer.name} is suspended.`)).toBeVisible();

  const customerPage = await browser.newPage();
  await customerPage.goto("/LoginPage");
  await customerPage.getByLabel("Email").fill(customer.email);
  await customerPage.getByLabel("Password", { exact: true }).fill(customer.password);
  await customerPage.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(customerPage.getByRole("alert")).toHaveText(
    "This account is not active. Please contact customer support.",
  );
  await expect(customerPage).toHaveURL(/\/LoginPage/);
  expect(await customerPage.evaluate(() => localStorage.getItem("token"))).toBeNull();
  await customerPage.close();
});
