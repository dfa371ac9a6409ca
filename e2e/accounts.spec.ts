import { createAccount, latestEmailTo, login, newUserDetails, seededAdmin } from "./support/accounts.ts";
import { allowConsoleErrors, expect, test } from "./support/test.ts";

const storageOf = (page: import("@playwright/test").Page) =>
  page.evaluate(() => ({
    local: {
      token: localStorage.getItem("token"),
      user: localStorage.getItem("user"),
      refresh: localStorage.getItem("refreshToken"),
    },
    session: {
      token: sessionStorage.getItem("token"),
      user: sessionStorage.getItem("user"),
      refresh: sessionStorage.getItem("refreshToken"),
    },
  }));

async function fillLogin(page: import("@playwright/test").Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
}

test("sign up, log in, edit the profile and log out", async ({ page, context }) => {
  const user = newUserDetails({ name: "Meera Rao" });

  await page.goto("/signupPage");
  await expect(page.getByRole("heading", { level: 1, name: "Create your account" })).toBeVisible();
  await page.getByLabel("Name").fill(user.name);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByLabel("Confirm password").fill(user.password);
  await page.getByLabel(/I agree to the/).check();
  await page.getByLabel(/I consent to my personal data/).check();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("status")).toHaveText("Account created successfully!");
  await page.waitForTimeout(4000);
  await expect(page).toHaveURL(/\/signupPage$/);
  await expect(page).toHaveURL(/\/LoginPage$/, { timeout: 4000 });

  await fillLogin(page, user.email.toUpperCase(), user.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/$/);

  // Not remembered: the session lives in this tab only, the refresh token only in its cookie.
  const stored = await storageOf(page);
  expect(stored.local.token).toBeNull();
  expect(stored.session.token).toMatch(/^ey/);
  expect(JSON.parse(stored.session.user!)).toMatchObject({
    name: "Meera Rao",
    email: user.email,
    isAdmin: false,
  });
  expect(stored.local.refresh ?? stored.session.refresh).toBeNull();
  const cookie = (await context.cookies()).find((c) => c.name === "shop_refresh");
  expect(cookie).toMatchObject({
    httpOnly: true,
    secure: true,
    sameSite: "Strict",
    path: "/api/auth",
    expires: -1,
  });

  // The header now offers the account menu.
  await expect(page.getByRole("link", { name: "Your account (Meera Rao)" })).toHaveAttribute(
    "href",
    "/user_profile",
  );
  await page.getByLabel("Account menu").click();
  for (const item of ["Profile", "Orders", "OngoingOrders", "Logout"]) {
    await expect(page.getByRole("link", { name: item, exact: true })).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "Log in", exact: true })).toBeHidden();
  await page.getByRole("link", { name: "Profile", exact: true }).click();
  await expect(page).toHaveURL(/\/personal_info$/);

  // Personal information is saved on the server.
  await page.getByLabel("First name").fill("Meera");
  await page.getByLabel("Last name").fill("Rao");
  await page.getByLabel("Address").fill("14 Ayur Vihar");
  await page.getByLabel("City").fill("Pune");
  await page.getByLabel("State").fill("Maharashtra");
  await page.getByLabel("PIN code").fill("411001");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toHaveText("Profile Updated Successfully!");
  await page.reload();
  await expect(page.getByLabel("City")).toHaveValue("Pune");
  await expect(page.getByLabel("PIN code")).toHaveValue("411001");

  // Edit profile: the phone number is saved on the server too.
  await page.goto("/user_profile");
  await expect(page.getByRole("heading", { name: "Meera Rao" })).toBeVisible();
  await expect(page.getByText(user.email)).toBeVisible();
  await page.getByRole("link", { name: "Edit Profile" }).click();
  await expect(page.getByLabel("Email ID")).toHaveValue(user.email);
  await page.getByLabel("Phone Number").fill("98765 43210");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByRole("status")).toHaveText("Profile Updated Successfully!");
  await page.reload();
  await expect(page.getByLabel("Phone Number")).toHaveValue("9876543210");

  // Log out from the header menu: back home, signed out, the server session gone.
  await page.getByLabel("Account menu").click();
  await page.getByRole("link", { name: "Logout", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await storageOf(page)).session.token).toBeNull();
  await expect(page.getByRole("link", { name: "Sign up or sign in" })).toBeVisible();
  allowConsoleErrors(page, "status of 401");
  const refresh = await page.request.post("/api/auth/refresh");
  expect(refresh.status()).toBe(401);

  await page.goto("/user_profile");
  await expect(page).toHaveURL(/\/LoginPage\?next=%2Fuser_profile$/);
});

test("a signed-out visitor is sent to log in and comes back; remember me keeps the session", async ({
  page,
  context,
}) => {
  const user = await createAccount(page.request);
  await page.goto("/UserDashboard");
  await expect(page).toHaveURL(/\/LoginPage\?next=%2FUserDashboard$/);
  await fillLogin(page, user.email, user.password);
  await page.getByLabel("Remember me").check();
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/UserDashboard$/);
  await expect(page.getByText(`Welcome back, ${user.name}.`)).toBeVisible();

  const stored = await storageOf(page);
  expect(stored.local.token).toMatch(/^ey/);
  expect(stored.session.token).toBeNull();
  const cookie = (await context.cookies()).find((c) => c.name === "shop_refresh")!;
  expect(cookie.expires * 1000).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);

  // The settings tab changes the password.
  await page.getByRole("tab", { name: "Settings" }).click();
  await page.getByLabel("Current password").fill(user.password);
  await page.getByLabel("New password", { exact: true }).fill("ginger-lemon-honey-7");
  await page.getByLabel("Confirm new password").fill("ginger-lemon-honey-7");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("status")).toHaveText("Your password has been changed.");
  await page.reload();
  await expect(page.getByText(`Welcome back, ${user.name}.`)).toBeVisible();
});

test("the dashboard keeps what was typed when switching between its tabs", async ({ page }) => {
  await login(page);
  await page.goto("/UserDashboard");
  await page.getByLabel("First name").fill("Kavya");
  await page.getByRole("tab", { name: "Settings" }).click();
  await page.getByLabel("Current password").fill("half-typed");
  await page.getByRole("tab", { name: "Personal information" }).click();
  await expect(page.getByLabel("First name")).toHaveValue("Kavya");
  await page.getByRole("tab", { name: "Settings" }).click();
  await expect(page.getByLabel("Current password")).toHaveValue("half-typed");
});

/** Another site the hostile links point at: answered locally, so leaving the shop shows as its URL. */
async function stubEvilSite(page: import("@playwright/test").Page) {
  await page.route(/^https?:\/\/evil\.example\//, (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>Evil</title><h1>evil</h1>" }),
  );
}

const SHOP_ORIGIN = /^http:\/\/127\.0\.0\.1:\d+\//;

for (const next of [
  "//evil.example/steal",
  "%2F%09%2Fevil.example",
  "%2F%0A%2Fevil.example",
  "%2F%5Cevil.example",
  "https%3A%2F%2Fevil.example",
]) {
  test(`a login link never sends the visitor off the site (next=${next})`, async ({ page }) => {
    await stubEvilSite(page);
    const user = await createAccount(page.request);
    await page.goto(`/LoginPage?next=${next}`);
    await fillLogin(page, user.email, user.password);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  });
}

test("a signed-in admin at /admin/login?next=… is moved on only inside the shop", async ({ page }) => {
  await stubEvilSite(page);
  await login(page, { user: seededAdmin, admin: true });
  await page.goto("/admin/login?next=%2F%09%2Fevil.example");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  expect(page.url()).toMatch(SHOP_ORIGIN);
  // A real path of the shop is still honoured.
  await page.goto("/admin/login?next=%2Fadmin%2Forders%3Fq%3Dasha");
  await expect(page).toHaveURL(/\/admin\/orders\?q=asha$/);
  expect(page.url()).toMatch(SHOP_ORIGIN);
});

test("reset a forgotten password with the e-mailed link", async ({ page }) => {
  const user = await createAccount(page.request);
  await page.goto("/LoginPage");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgetPassword$/);
  await page.getByLabel("Email").fill(user.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Password reset instructions have been sent to your email.",
  );

  const email = await latestEmailTo(user.email);
  expect(email?.subject).toBe("Reset your Asthiveda password");
  expect(email?.link).toMatch(/\/reset-password\?token=/);
  await page.goto(email!.link!);
  await page.getByLabel("New password", { exact: true }).fill("cardamom-clove-42");
  await page.getByLabel("Confirm new password").fill("cardamom-clove-43");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await page.getByLabel("Confirm new password").fill("cardamom-clove-42");
  await expect(page.getByText("Passwords do not match")).toBeHidden();
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Your password has been reset. Please log in with your new password.",
  );

  // The link worked once only.
  allowConsoleErrors(page, /status of (400|401)/);
  await page.goto(email!.link!);
  await page.getByLabel("New password", { exact: true }).fill("nutmeg-saffron-99");
  await page.getByLabel("Confirm new password").fill("nutmeg-saffron-99");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "This password reset link is invalid or has expired. Please request a new one.",
  );

  await page.goto("/LoginPage");
  await fillLogin(page, user.email, user.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
  await page.getByLabel("Password", { exact: true }).fill("cardamom-clove-42");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("while strangers guess at an account, its owner logs in with the e-mailed link", async ({ page }) => {
  allowConsoleErrors(page, /status of (400|401)/);
  const user = await createAccount(page.request);
  // Wrong passwords from many addresses, each staying under its own limit (docs/decisions/009).
  for (let i = 0; i < 50; i++) {
    const res = await page.request.post("/api/auth/login", {
      data: { email: user.email, password: "a-wrong-guess" },
      headers: { "CF-Connecting-IP": `172.16.${Math.floor(i / 5)}.${process.pid % 250}` },
    });
    expect(res.status()).toBe(401);
  }
  await page.goto("/LoginPage");
  await fillLogin(page, user.email, user.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("status")).toHaveText(
    /If your password was right, we have e-mailed you a link to finish logging in\.$/,
  );
  expect((await storageOf(page)).session.token).toBeNull();

  // The link is queued just after the answer (so a right password answers as fast as a wrong one).
  await expect
    .poll(async () => (await latestEmailTo(user.email))?.subject)
    .toBe("Your Asthiveda log-in link");
  const email = await latestEmailTo(user.email);
  expect(email?.link).toMatch(/\/login-link\?token=[A-Za-z0-9_-]{43}$/);
  await page.goto(email!.link!);
  await expect(page.getByRole("heading", { name: "Finish logging in" })).toBeVisible();
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  expect(JSON.parse((await storageOf(page)).session.user!)).toMatchObject({ email: user.email });

  // The link worked once only.
  await page.goto(email!.link!);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "This log-in link is invalid, used or expired. Please log in again.",
  );
});

test("an expired access token is refreshed without the user noticing", async ({ page }) => {
  allowConsoleErrors(page, "status of 401");
  await login(page);
  await page.evaluate(() =>
    localStorage.setItem("token", "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.expired-or-tampered"),
  );
  await page.goto("/user_profile");
  await expect(page.getByRole("link", { name: "Edit Profile" })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem("token"));
  expect(token).not.toContain("expired-or-tampered");
});

test("when the session cannot be renewed the user logs in again and keeps what they typed", async ({
  page,
  context,
}) => {
  allowConsoleErrors(page, "status of 401");
  const user = await login(page);
  await page.goto("/edit_profile");
  await page.getByLabel("Phone Number").fill("9123456780");
  // The session ends behind the user's back: the access token expires and the refresh cookie is
  // gone (here: another tab leaves a dead token, and the cookie jar is cleared).
  await context.clearCookies();
  const otherTab = await context.newPage();
  await otherTab.goto("/");
  await otherTab.evaluate(() => localStorage.setItem("token", "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.dead"));
  await otherTab.close();
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByRole("alert")).toContainText("Session expired. Please log in again.");
  await page.getByRole("link", { name: "Log in again" }).click();
  await expect(page).toHaveURL(/\/LoginPage\?next=%2Fedit_profile$/);
  await fillLogin(page, user.email, user.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/edit_profile$/);
  await expect(page.getByLabel("Phone Number")).toHaveValue("9123456780");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByRole("status")).toHaveText("Profile Updated Successfully!");
});

test("logout shows the local-logout message in red for 1.5 s when the API call fails", async ({ page }) => {
  allowConsoleErrors(page, "status of 500");
  await login(page);
  await page.route("**/api/auth/logout", (route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      body: '{"success":false,"message":"down"}',
    }),
  );
  await page.goto("/user-logout");
  const message = page.getByRole("alert");
  await expect(message).toHaveText("Logged out locally (API error occurred)");
  await expect(message).toHaveCSS("color", "rgb(168, 32, 26)");
  await expect(page).toHaveURL(/\/$/, { timeout: 4000 });
  expect((await storageOf(page)).local.token).toBeNull();
});

test("/user-logout without a session makes no call and goes home", async ({ page }) => {
  let called = false;
  await page.route("**/api/auth/logout", (route) => {
    called = true;
    return route.continue();
  });
  await page.goto("/user-logout");
  await expect(page).toHaveURL(/\/$/);
  expect(called).toBe(false);
});

test("admin login: a customer is refused, an admin goes to the dashboard", async ({ page }) => {
  allowConsoleErrors(page, /status of (403|404)/);
  const customer = await createAccount(page.request);
  await page.goto("/admin/login");
  await fillLogin(page, customer.email, customer.password);
  await page.getByRole("button", { name: "Log in as admin" }).click();
  await expect(page.getByRole("alert")).toHaveText("Access denied. You do not have admin privileges.");
  expect((await storageOf(page)).session.token).toBeNull();

  await fillLogin(page, seededAdmin.email, seededAdmin.password);
  await page.getByRole("button", { name: "Log in as admin" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  expect(JSON.parse((await storageOf(page)).session.user!)).toMatchObject({ isAdmin: true });

  // Already signed in as an admin: the admin login moves straight on.
  await page.goto("/admin/login");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test("the /signup and /login aliases lead to the spec's pages", async ({ page }) => {
  await page.goto("/signup");
  await expect(page).toHaveURL(/\/signupPage$/);
  await page.goto("/login?next=%2Fuser_profile");
  await expect(page).toHaveURL(/\/LoginPage\?next=%2Fuser_profile$/);
});
