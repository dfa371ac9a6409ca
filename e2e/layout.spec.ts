import { site } from "../src/config/site.ts";
import { login } from "./support/accounts.ts";
import { putProductInCart } from "./support/checkout.ts";
import { allowConsoleErrors, expect, test } from "./support/test.ts";

test.describe("shared layout", () => {
  test("home renders the header and the five-column footer", async ({ page }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Asthiveda home" })).toHaveAttribute("href", "/home");
    await expect(header.getByRole("link", { name: "Cart" })).toHaveAttribute("href", "/Cart_Page");
    await expect(header.getByRole("link", { name: "Sign up or sign in" })).toHaveAttribute(
      "href",
      "/signupPage",
    );
    const footer = page.getByRole("contentinfo");
    for (const column of ["Quick Links", "Customer Support", "Follow Us", "For Queries", "Policies"]) {
      await expect(footer.getByRole("heading", { name: column })).toBeVisible();
    }
    // Customer care's address (the grievance officer's, in the legal lines below, is a mailto too).
    await expect(footer.getByRole("link", { name: site.supportEmail })).toHaveAttribute("href", /^mailto:/);
  });

  test("/home shows the landing page too", async ({ page }) => {
    const response = await page.goto("/home");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("link", { name: "Buy Now" })).toBeVisible();
  });

  test("the search box shows on medium screens and wider only", async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto("/");
    await expect(page.getByRole("searchbox", { name: "Search products" })).toBeVisible();
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.getByRole("searchbox", { name: "Search products" })).toBeHidden();
  });

  test("the menu opens, closes on an outside click, on Escape and when an item is chosen", async ({
    page,
  }) => {
    await page.goto("/");
    const toggle = page.getByLabel("Account menu");
    const logIn = page.getByRole("link", { name: "Log in", exact: true });
    await expect(logIn).toBeHidden();

    // Signed out, the menu offers a way in.
    await toggle.click();
    await expect(logIn).toHaveAttribute("href", "/LoginPage");
    await expect(page.getByRole("link", { name: "Create account" })).toHaveAttribute("href", "/signupPage");
    await expect(page.getByRole("link", { name: "Profile", exact: true })).toBeHidden();
    await page.getByRole("heading", { level: 1 }).click();
    await expect(logIn).toBeHidden();

    await toggle.click();
    await expect(logIn).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(logIn).toBeHidden();

    await toggle.click();
    await logIn.click();
    await expect(page).toHaveURL(/\/LoginPage$/);
    await expect(logIn).toBeHidden();
  });

  test("signed in, the menu shows Profile, Orders, OngoingOrders and Logout", async ({ page }) => {
    await login(page);
    await page.goto("/");
    const toggle = page.getByLabel("Account menu");
    const profile = page.getByRole("link", { name: "Profile", exact: true });
    await toggle.click();
    for (const item of ["Profile", "Orders", "OngoingOrders", "Logout"]) {
      await expect(page.getByRole("link", { name: item, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: "Log in", exact: true })).toBeHidden();
    await expect(page.getByRole("link", { name: "OngoingOrders" })).toHaveAttribute(
      "href",
      "/user-ongoing-orders",
    );
    await expect(profile).toHaveAttribute("href", "/personal_info");
    await page.getByRole("heading", { level: 1 }).click();
    await expect(profile).toBeHidden();
    await expect(page.getByRole("link", { name: /^Your account/ })).toHaveAttribute("href", "/user_profile");
  });

  test("after the page has loaded, the header follows sign-ins and cart changes in other tabs", async ({
    page,
    context,
  }) => {
    await putProductInCart(page, 30);
    await page.goto("/faqs");
    const header = page.getByRole("banner");
    // The header's script runs once the page has loaded (decision 030) and shows the stored cart.
    await expect(header.getByRole("link", { name: "Cart, 30 items" })).toBeVisible();

    const otherTab = await context.newPage();
    const user = await login(otherTab);
    await expect(header.getByRole("link", { name: `Your account (${user.name})` })).toHaveAttribute(
      "href",
      "/user_profile",
    );
    await header.getByLabel("Account menu").click();
    await expect(header.getByRole("link", { name: "Logout", exact: true })).toBeVisible();

    await otherTab.evaluate(() => localStorage.removeItem("cartProduct"));
    await expect(header.getByRole("link", { name: "Cart", exact: true })).toBeVisible();
    await expect(header.locator("[data-cart-count]")).toBeHidden();
    await otherTab.close();
  });

  test("a footer link navigates", async ({ page }) => {
    allowConsoleErrors(page, "status of 404");
    await page.goto("/no-such-page");
    await page.getByRole("contentinfo").getByRole("link", { name: "Home", exact: true }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole("link", { name: "Buy Now" })).toBeVisible();
  });

  test("an unknown path shows the 404 page with status 404 and a link home", async ({ page }) => {
    allowConsoleErrors(page, "status of 404");
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await page.getByRole("link", { name: "Go to home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
