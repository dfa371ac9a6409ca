/**
 * Accounts for browser tests. `login(page)` makes its own fresh customer through the API, signs it
 * in (the refresh cookie lands in the page's browser context, the session in web storage, exactly
 * as the login form leaves them) and returns its credentials; then navigate where the test starts.
 *
 *   const user = await login(page);                   // a new customer, remembered
 *   await page.goto("/user_profile");
 *
 * Each helper call presents its own client address, the way distinct customers arrive at
 * Cloudflare, so the per-client sign-up limit is not shared by the whole suite.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { PRIVACY_NOTICE_VERSION } from "../../domain/privacy-notice.ts";
import { fillLinkTokens } from "../../functions/lib/email-link-tokens.ts";
import { E2E_JWT_SECRET, quote, sql } from "./shop-db.ts";

export type TestUser = { name: string; email: string; password: string };

let sequence = 0;
function uniqueClientAddress(): string {
  sequence += 1;
  return `10.${(process.pid >> 8) & 255}.${process.pid & 255}.${sequence % 250}`;
}

export function newUserDetails(overrides: Partial<TestUser> = {}): TestUser {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return {
    name: "Asha Kumar",
    email: `asha.${unique}@example.com`,
    password: `turmeric-${unique}`,
    ...overrides,
  };
}

/** Registers a customer through the API; returns its credentials. */
export async function createAccount(
  request: APIRequestContext,
  overrides: Partial<TestUser> = {},
): Promise<TestUser> {
  const user = newUserDetails(overrides);
  const res = await request.post("/api/auth/register", {
    // What the sign-up form sends: the ticked privacy consent and the notice it showed.
    data: { ...user, privacyConsent: true, privacyNoticeVersion: PRIVACY_NOTICE_VERSION },
    headers: { "CF-Connecting-IP": uniqueClientAddress() },
  });
  if (res.status() !== 201) throw new Error(`register failed: ${res.status()} ${await res.text()}`);
  return user;
}

/** Signs `user` (or a new customer) in as the login form would; returns the credentials. */
export async function login(
  page: Page,
  options: { user?: TestUser; remember?: boolean; admin?: boolean } = {},
): Promise<TestUser> {
  const user = options.user ?? (await createAccount(page.request));
  const remember = options.remember ?? true;
  const res = await page.request.post(options.admin ? "/api/auth/admin/login" : "/api/auth/login", {
    data: { email: user.email, password: user.password, remember },
    headers: { "CF-Connecting-IP": uniqueClientAddress() },
  });
  if (res.status() !== 200) throw new Error(`login failed: ${res.status()} ${await res.text()}`);
  const body = await res.json();
  await storeSession(page, { token: body.token as string, user: body.data }, remember);
  return user;
}

/** Logs in through the login form on the page (the form's own sign-in, as a customer does it). */
export async function submitLoginForm(page: Page, user: TestUser) {
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page
    .getByRole("main")
    .getByRole("button", { name: /^Log ?in$/i })
    .click();
}

/**
 * Leaves a session in web storage as the login form does (localStorage when remembered, else for
 * this tab only), on a page of the shop (`at`) so the storage is the shop's.
 */
export async function storeSession(
  page: Page,
  session: { token: string; user: unknown },
  remember: boolean,
  at = "/",
) {
  await page.goto(at);
  await page.evaluate(
    ({ token, user, remember }) => {
      const storage = remember ? localStorage : sessionStorage;
      storage.setItem("token", token);
      storage.setItem("user", JSON.stringify(user));
    },
    { ...session, remember },
  );
}

/** The seeded admin (scripts/config.ts defaults, as the e2e server is started). */
export const seededAdmin: TestUser = {
  name: "Shop Admin",
  email: "admin@example.com",
  password: "asthiveda-admin-dev",
};

/**
 * The newest e-mail queued for `to` as its recipient would read it: read straight from the e2e
 * server's database (test-only: no API exposes the outbox to the public), with its secret link
 * filled in the way the sender fills it (the outbox itself never holds the link's token).
 */
export async function latestEmailTo(
  to: string,
): Promise<{ subject: string; text: string; link: string | null } | null> {
  const [row] = sql<{ id: string; subject: string; body_text: string }>(
    `SELECT id, subject, body_text FROM email_outbox WHERE to_address = ${quote(to)} ORDER BY created_at DESC, rowid DESC LIMIT 1`,
  );
  if (!row) return null;
  const text = await fillLinkTokens(row.body_text, () => new TextEncoder().encode(E2E_JWT_SECRET), row.id);
  return { subject: row.subject, text, link: /https?:\/\/\S+/.exec(text)?.[0] ?? null };
}
