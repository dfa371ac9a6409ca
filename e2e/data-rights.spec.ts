/**
 * A customer's data rights in the browser (decision 022): sign up with the privacy consent (never
 * ticked for them), download their data from /user_profile, delete the account and be signed out.
 */
import { readFileSync } from "node:fs";
import { newUserDetails } from "./support/accounts.ts";
import { fillAddress, putProductInCart } from "./support/checkout.ts";
import { allowConsoleErrors, expect, test } from "./support/test.ts";

test("sign up with the privacy consent, download my data, delete my account", async ({ page, context }) => {
  allowConsoleErrors(page, /status of 40[01]/);
  const user = newUserDetails({ name: "Kavya Menon" });

  await page.goto("/signupPage");
  const notice = page.getByRole("region", { name: "Your personal data" });
  for (const heading of ["What we collect", "Why", "For how long", "How to withdraw"]) {
    await expect(notice.getByText(heading, { exact: true })).toBeVisible();
  }
  const consent = page.getByLabel(/I consent to my personal data/);
  await expect(consent).not.toBeChecked();
  await page.screenshot({ path: "test-results/data-rights-signup.png", fullPage: true });
  await page.getByLabel("Name").fill(user.name);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByLabel("Confirm password").fill(user.password);
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Please agree to the privacy notice to create an account")).toBeVisible();
  await consent.check();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("status")).toHaveText("Account created successfully!");

  await page.goto("/LoginPage");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/$/);

  // A delivery address saved in this browser for the cart: deleting the account forgets it too.
  await putProductInCart(page);
  await page.goto("/Cart_Page");
  await page.getByRole("button", { name: "Add address" }).click();
  await fillAddress(page);
  await expect(page.locator(".address-summary")).toContainText("12 MG Road, Flat 4B");
  const keptAddress = () => page.evaluate(() => localStorage.getItem("deliveryAddress"));
  expect(await keptAddress()).toContain("12 MG Road, Flat 4B");

  await page.goto("/user_profile");
  const yourData = page.getByRole("region", { name: "Your data" });
  await expect(yourData).toBeVisible();
  await yourData.screenshot({ path: "test-results/data-rights-profile.png" });
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    yourData.getByRole("button", { name: "Download my data" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(readFileSync(await download.path(), "utf8"));
  expect(file.data.account).toMatchObject({ name: "Kavya Menon", email: user.email });
  expect(file.data.privacyConsents).toHaveLength(1);

  // The typed word and the password both guard the button.
  const deleteButton = yourData.getByRole("button", { name: "Delete my account" });
  await yourData.getByLabel("Your password").fill(user.password);
  await yourData.getByLabel("Type DELETE to confirm").fill("delete");
  await deleteButton.click();
  await expect(yourData.getByText("Type DELETE in capital letters to confirm")).toBeVisible();
  await yourData.getByLabel("Type DELETE to confirm").fill("DELETE");
  await yourData.getByLabel("Your password").fill("not-my-password");
  await deleteButton.click();
  await expect(yourData.getByRole("alert")).toHaveText("Your current password is incorrect");
  await yourData.getByLabel("Your password").fill(user.password);
  await deleteButton.click();

  await expect(page.getByRole("heading", { name: "Account deleted" })).toBeVisible();
  await expect(page.getByRole("status")).toContainText(
    "Your account has been deleted and you have been signed out.",
  );
  const stored = await page.evaluate(() => [localStorage.getItem("token"), sessionStorage.getItem("token")]);
  expect(stored).toEqual([null, null]);
  expect(await keptAddress()).toBeNull();
  expect((await context.cookies()).find((cookie) => cookie.name === "shop_refresh")).toBeUndefined();
  await page.screenshot({ path: "test-results/data-rights-deleted.png", fullPage: true });

  // Signed out: the account page sends the visitor to log in, and the old password no longer works.
  await page.goto("/user_profile");
  await expect(page).toHaveURL(/\/LoginPage/);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
});
