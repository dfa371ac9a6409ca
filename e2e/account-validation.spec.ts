import { createAccount, latestEmailTo, login } from "./support/accounts.ts";
import { allowConsoleErrors, expect, test } from "./support/test.ts";

test("sign-up shows each validation message and clears it when the field is edited", async ({ page }) => {
  await page.goto("/signupPage");
  const submit = page.getByRole("button", { name: "Create account" });
  await submit.click();
  for (const message of [
    "Name is required",
    "Email is required",
    "Password is required",
    "Please accept the Terms of Service to create an account",
    "Please agree to the privacy notice to create an account",
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await page.getByLabel("Name").fill("A");
  await expect(page.getByText("Name is required")).toBeHidden();
  await expect(page.getByText("Email is required")).toBeVisible();

  await page.getByLabel("Email").fill("not-an-email");
  await page.getByLabel("Password", { exact: true }).fill("short");
  await submit.click();
  await expect(page.getByText("Email is invalid")).toBeVisible();
  await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
  await page.getByLabel("Email").fill("a@example.com");
  await expect(page.getByText("Email is invalid")).toBeHidden();

  await page.getByLabel("Password", { exact: true }).fill("password123");
  await page.getByLabel("Confirm password").fill("password124");
  await submit.click();
  await expect(
    page.getByText("This password is too common. Please choose one that is harder to guess."),
  ).toBeVisible();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await page.getByLabel("Confirm password").fill("password12");
  await expect(page.getByText("Passwords do not match")).toBeHidden();

  await page.getByLabel("Password", { exact: true }).fill("x".repeat(129));
  await submit.click();
  await expect(page.getByText("Password must be at most 128 characters")).toBeVisible();

  await page.getByLabel(/I agree to the/).check();
  await expect(page.getByText("Please accept the Terms of Service to create an account")).toBeHidden();
  await page.getByLabel(/I consent to my personal data/).check();
  await expect(page.getByText("Please agree to the privacy notice to create an account")).toBeHidden();
  await expect(page).toHaveURL(/\/signupPage$/);
});

test("a refused submit takes the cursor to the first refused field, where its message is read", async ({
  page,
}) => {
  await page.goto("/signupPage");
  await page.getByLabel("Name").fill("Asha Rao");
  await page.getByRole("button", { name: "Create account" }).click();
  const email = page.getByLabel("Email");
  await expect(email).toBeFocused();
  await expect(email).toHaveAccessibleDescription(/Email is required/);

  await page.goto("/forgetPassword");
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByLabel("Email")).toBeFocused();
});

test("sign-up shows the server's message for a taken e-mail, and the fallback when the server is unreachable", async ({
  page,
}) => {
  allowConsoleErrors(page, /status of 409|ERR_FAILED|Failed to fetch/);
  const existing = await createAccount(page.request);
  // A phone: the answer stands above the form, far above the button that was pressed.
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto("/signupPage");
  await page.getByLabel("Name").fill("Someone");
  await page.getByLabel("Email").fill(existing.email);
  await page.getByLabel("Password", { exact: true }).fill("saffron-milk-2024");
  await page.getByLabel("Confirm password").fill("saffron-milk-2024");
  await page.getByLabel(/I agree to the/).check();
  await page.getByLabel(/I consent to my personal data/).check();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "An account with this email already exists. Please log in instead.",
  );
  await expect(page.getByRole("alert")).toBeInViewport();

  await page.route("**/api/auth/register", (route) => route.abort());
  await page.getByLabel("Email").fill("new.person@example.com");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("alert")).toHaveText("Something went wrong. Please try again .");
});

test("login shows its validation messages, the server's message, and 'Invalid email or password'", async ({
  page,
}) => {
  allowConsoleErrors(page, /status of 401|ERR_FAILED|Failed to fetch/);
  await page.goto("/LoginPage");
  const submit = page.getByRole("button", { name: "Log in" });
  await submit.click();
  await expect(page.getByText("Email is required")).toBeVisible();
  await expect(page.getByText("Password is required")).toBeVisible();
  await page.getByLabel("Email").fill("nobody");
  await submit.click();
  await expect(page.getByText("Email is invalid")).toBeVisible();

  await page.getByLabel("Email").fill("nobody@example.com");
  await page.getByLabel("Password", { exact: true }).fill("whatever-1234");
  await submit.click();
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password");

  await page.route("**/api/auth/login", (route) => route.abort());
  await submit.click();
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
});

test("the show/hide toggle reveals the password", async ({ page }) => {
  await page.goto("/LoginPage");
  const password = page.getByLabel("Password", { exact: true });
  await password.fill("secret-value");
  await expect(password).toHaveAttribute("type", "password");
  await page.getByRole("button", { name: "Show password" }).click();
  await expect(password).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Hide password" }).click();
  await expect(password).toHaveAttribute("type", "password");
});

test("forgot password: validation, the same answer for unknown e-mails, and the failure fallback", async ({
  page,
}) => {
  allowConsoleErrors(page, /ERR_FAILED|Failed to fetch/);
  await page.goto("/forgetPassword");
  const submit = page.getByRole("button", { name: "Send reset link" });
  await submit.click();
  await expect(page.getByText("Email is required")).toBeVisible();
  await page.getByLabel("Email").fill("bad@");
  await submit.click();
  await expect(page.getByText("Email is invalid")).toBeVisible();
  await page.getByLabel("Email").fill("nobody.here@example.com");
  await submit.click();
  await expect(page.getByRole("status")).toHaveText(
    "Password reset instructions have been sent to your email.",
  );
  expect(await latestEmailTo("nobody.here@example.com")).toBeNull();

  await page.route("**/api/user/forgotpassword", (route) => route.abort());
  await submit.click();
  await expect(page.getByRole("alert")).toHaveText("Failed to send reset email. Please try again.");
});

test("reset page: missing token, and the password rules", async ({ page }) => {
  await page.goto("/reset-password");
  await expect(page.getByRole("alert")).toHaveText(
    "This password reset link is invalid or has expired. Please request a new one.",
  );
  await expect(page.getByRole("button", { name: "Set new password" })).toBeDisabled();

  await page.goto("/reset-password?token=abc");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("Password is required")).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill("short");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
});

test("edit profile: phone format; a new e-mail needs the current password and changes once its link is opened", async ({
  page,
}) => {
  allowConsoleErrors(page, "status of 400");
  const user = await login(page);
  await page.goto("/edit_profile");
  await page.getByLabel("Phone Number").fill("12345");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Phone number must be 10 to 15 digits (an optional + first)")).toBeVisible();
  await page.getByLabel("Phone Number").fill("");

  await page.getByLabel("Email ID").fill("brand.new@example.com");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Please enter your current password to change your email")).toBeVisible();
  await page.getByLabel("Current password").fill("not-my-password");
  await page.getByRole("button", { name: "Save Changes" }).click();
  // The server's answer stands by the field it is about, and the cursor goes there.
  const currentPassword = page.getByLabel("Current password");
  await expect(currentPassword).toHaveAccessibleDescription(/Your current password is incorrect/);
  await expect(currentPassword).toBeFocused();
  await expect(page.getByRole("alert")).toHaveCount(0);
  await page.getByLabel("Current password").fill(user.password);
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Profile Updated Successfully! To change your email, open the link we sent to brand.new@example.com. Until then we keep using your current address.",
  );
  await expect(page.getByLabel("Email ID")).toHaveValue(user.email);

  // The link is e-mailed just after the answer; it opens a page where one click confirms.
  await expect
    .poll(async () => (await latestEmailTo("brand.new@example.com"))?.link)
    .toMatch(/\/confirm-email\?token=[A-Za-z0-9_-]{43}$/);
  const { link } = (await latestEmailTo("brand.new@example.com"))!;
  await page.goto(link!);
  await expect(page.getByRole("heading", { name: "Confirm your new email" })).toBeVisible();
  await page.getByRole("button", { name: "Confirm my new email" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Your email is now brand.new@example.com. Use it to log in.",
  );
  await page.goto("/edit_profile");
  await expect(page.getByLabel("Email ID")).toHaveValue("brand.new@example.com");

  // The link worked once only.
  await page.goto(link!);
  await page.getByRole("button", { name: "Confirm my new email" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "This link to confirm a new email is invalid, used or expired. Please change your email again from your profile.",
  );
});

test("personal info: PIN code rule, and Cancel puts back the saved values", async ({ page }) => {
  await login(page);
  await page.goto("/personal_info");
  // The name the account was opened with ("Asha Kumar") starts the first and last name.
  await expect(page.getByLabel("First name")).toHaveValue("Asha");
  await expect(page.getByLabel("Last name")).toHaveValue("Kumar");
  await page.getByLabel("PIN code").fill("4110");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Please enter a valid 6-digit pincode.")).toBeVisible();
  await page.getByLabel("City").fill("Nashik");
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByLabel("City")).toHaveValue("");
  await expect(page.getByText("Please enter a valid 6-digit pincode.")).toBeHidden();
});

test("change password: wrong current password, mismatch", async ({ page }) => {
  allowConsoleErrors(page, "status of 400");
  await login(page);
  await page.goto("/UserDashboard");
  await page.getByRole("tab", { name: "Settings" }).click();
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Password is required").first()).toBeVisible();
  await page.getByLabel("Current password").fill("wrong-password-1");
  await page.getByLabel("New password", { exact: true }).fill("ginger-lemon-honey-7");
  await page.getByLabel("Confirm new password").fill("ginger-lemon-honey-8");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await page.getByLabel("Confirm new password").fill("ginger-lemon-honey-7");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("alert")).toHaveText("Your current password is incorrect");
});
