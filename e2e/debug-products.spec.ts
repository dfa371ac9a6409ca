import { allowConsoleErrors, expect, test } from "./support/test.ts";
import { adminSession, customerSession, insertProduct } from "./support/shop-db.ts";
import { storeSession } from "./support/accounts.ts";
import type { Page } from "@playwright/test";

/** As the login page stores a session (from /about, a page without islands of its own). */
const signIn = (page: Page, session: { token: string; user: Record<string, unknown> }, remember = true) =>
  storeSession(page, session, remember, "/about");

test.describe("/debug-products (admins only)", () => {
  test("a visitor without a session is sent to the admin login", async ({ page }) => {
    await page.goto("/debug-products");
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test("a signed-in customer is sent to the admin login", async ({ page }) => {
    await signIn(page, await customerSession());
    await page.goto("/debug-products");
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test("a forged admin flag gets nothing: the server refuses", async ({ page }) => {
    allowConsoleErrors(page, "status of 403");
    const customer = await customerSession();
    await signIn(page, { token: customer.token, user: { ...customer.user, isAdmin: true } });
    await page.goto("/debug-products");
    await expect(page.getByRole("status")).toHaveText("Access denied. You do not have admin privileges.");
    await expect(page.getByRole("table")).toBeHidden();
  });

  test("an admin sees every product, archived ones included", async ({ page }) => {
    const archivedId = insertProduct({ name: "Retired Joint Oil", status: "archived" });
    await signIn(page, await adminSession());
    await page.goto("/debug-products");
    const table = page.getByRole("table");
    await expect(table).toBeVisible();
    const archivedRow = table.getByRole("row").filter({ hasText: archivedId });
    await expect(archivedRow).toContainText("Retired Joint Oil");
    await expect(archivedRow).toContainText("archived");
    await expect(table.getByRole("row").filter({ hasText: "66a1f0c2b5e4d3a2c1b0f9e8" })).toContainText(
      "active",
    );
    await expect(page.getByRole("status")).toContainText(/\d+ products \(\d+ archived\)/);
  });

  test("an admin signed in for this tab only (no Remember me) gets the list too", async ({ page }) => {
    await signIn(page, await adminSession(), false);
    await page.goto("/debug-products");
    await expect(page.getByRole("table")).toBeVisible();
    await expect(page.getByRole("status")).toHaveText(/^\d+ products \(\d+ archived\)$/);
  });
});
