/**
 * Every page of the shop, found in the build (dist/client/**\/*.html) plus the pages rendered on
 * demand, so a page added later is covered without touching this file: an axe-core scan with no
 * violation of any impact (all of axe's rules: WCAG 2.2 A/AA and best practices), no CSP violation
 * and no console error (the `test` fixture), at 375 px and 1280 px, with a full-page screenshot of
 * each in e2e/screenshots/ for people to look at.
 *
 * A page that sends a signed-out visitor to a login page is scanned signed in, as the role that
 * login page is for (a new customer, or the seeded admin): what it shows then is the page.
 */
import { readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { DEFAULT_PRODUCT_ID } from "../domain/catalogue.ts";
import { LIMIT_DIR } from "../bench/server.ts";
import { CLIENT_DIR } from "../bench/page-weight.ts";
import { login } from "./support/accounts.ts";
import { adminSession, createPaidOrder, insertProduct, sql } from "./support/shop-db.ts";
import { allowConsoleErrors, expect, test } from "./support/test.ts";

type Role = "customer" | "admin";
type PageCase = { path: string; name: string; status?: number; role?: Role; ready?: (page: Page) => Promise<void> };

const ADMIN_LOGIN = "/admin/login";
const CUSTOMER_LOGIN = "/LoginPage";

function builtPages(dir = CLIENT_DIR): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return name === "_astro" || name === LIMIT_DIR ? [] : builtPages(full);
    return name.endsWith(".html") ? [relative(CLIENT_DIR, full)] : [];
  });
}

const headingReady = (name: string | RegExp) => async (page: Page) => {
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
};

/** Pages that want more than "the network is idle" before they count as finished. */
const READY: Record<string, (page: Page) => Promise<void>> = {
  "/": headingReady(/Stronger bones/),
  [`/Buy_Product/${DEFAULT_PRODUCT_ID}`]: async (p) => void (await expect(p.getByRole("button", { name: "Go to Cart" })).toBeVisible()),
  "/categories": async (p) => void (await expect(p.getByRole("status")).toHaveText(/\d+ products?/)),
  "/debug-products": async (p) => void (await expect(p.getByRole("table")).toBeVisible()),
  // With an MRP typed, so the scan sees the price preview's packs too.
  "/admin/addProduct": async (p) => {
    await p.getByRole("textbox", { name: "MRP (₹)" }).fill("49");
    await expect(p.getByRole("listitem").filter({ hasText: "30 sachets" })).toBeVisible();
  },
};

/** Admin-only pages that show a login link instead of sending the visitor away. */
const ADMIN_WITHOUT_REDIRECT = ["/debug-products"];

const fromBuild: PageCase[] = builtPages().map((file) => {
  const path = `/${file.replace(/\.html$/, "").replace(/(^|\/)index$/, "")}`.replace(/\/$/, "") || "/";
  if (path === "/404") return { path: "/no-such-page", name: "404", status: 404 };
  return { path, name: path === "/" ? "landing" : path.slice(1).replaceAll("/", "-"), role: ADMIN_WITHOUT_REDIRECT.includes(path) ? "admin" : undefined };
});

const onDemand: PageCase[] = [{ path: "/Buy_Product/0123456789abcdef01234567", name: "unknown-product", status: 404 }];

async function signIn(page: Page, role: Role) {
  if (role === "customer") return void (await login(page));
  const session = await adminSession();
  await page.goto("/about");
  await page.evaluate(({ token, user }) => {
    localStorage.setItem("token", token);
    localStorage.setItem("user", JSON.stringify(user));
  }, session);
}

/** Opens `path`; if it sends a signed-out visitor to a login page, signs in as that role and reopens it. */
async function open(page: Page, { path, status, role }: PageCase): Promise<Role | undefined> {
  if (role) await signIn(page, role);
  const response = await page.goto(path);
  expect(response?.status() ?? 0, path).toBe(status ?? 200);
  await page.waitForLoadState("networkidle");
  const landed = new URL(page.url()).pathname;
  if (role || landed === path || (landed !== ADMIN_LOGIN && landed !== CUSTOMER_LOGIN)) return role;
  const needed: Role = landed === ADMIN_LOGIN ? "admin" : "customer";
  await signIn(page, needed);
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  expect(new URL(page.url()).pathname, `${path} signed in as ${needed}`).toBe(path);
  return needed;
}

async function settle(page: Page, ready?: (page: Page) => Promise<void>) {
  if (ready) await ready(page);
  // Let below-the-fold content load and any loading state end, so the scan sees the finished page.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByText(/^(Loading|Checking)\b.*…$/)).toHaveCount(0);
}

test.beforeAll(async ({ request }) => {
  // Rows of every kind in the admin lists (an order, an archived product and its audit entry, open
  // and handled messages, sent and failed e-mails, coupons active, scheduled and deactivated),
  // whatever ran before, so the scans see the controls each kind of row shows.
  const product = insertProduct({ name: "Asthiveda (page scan)", stock: 100 });
  createPaidOrder(product, 30);
  const { token } = await adminSession();
  const archived = await request.delete(`/api/admin/products/${product}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(archived.status()).toBe(200);
  const id = () => `'${Math.random().toString(16).slice(2).padEnd(24, "0").slice(0, 24)}'`;
  sql(
    [
      `INSERT INTO contact_messages (id, email, country_code, phone_number, address, message) VALUES (${id()}, 'open@example.com', 'IN', '9876543210', '12 MG Road', 'Where is my order?')`,
      `INSERT INTO contact_messages (id, email, country_code, phone_number, address, message, handled_at, handled_by) VALUES (${id()}, 'done@example.com', 'IN', '9876543210', '12 MG Road', 'Thanks!', ${Date.now()}, 'Shop Admin')`,
      `INSERT INTO email_outbox (id, to_address, subject, body_text, status, attempts, last_error) VALUES (${id()}, 'failed@example.com', 'Your order', 'Hello', 'failed', 5, 'provider refused')`,
      `INSERT INTO email_outbox (id, to_address, subject, body_text, status, attempts, sent_at) VALUES (${id()}, 'sent@example.com', 'Your order', 'Hello', 'sent', 1, ${Date.now()})`,
      // Coupons in each state the list shows: active with uses, scheduled, deactivated.
      `INSERT OR IGNORE INTO coupons (code, kind, value, min_order_paise, usage_limit, used_count, per_customer_limit) VALUES ('SCAN-LIVE', 'percent', 10, 50000, 100, 3, 1)`,
      `INSERT OR IGNORE INTO coupons (code, kind, value, min_order_paise, starts_at, expires_at) VALUES ('SCAN-SOON', 'fixed', 10000, 100000, ${Date.now() + 7 * 86_400_000}, ${Date.now() + 14 * 86_400_000})`,
      `INSERT OR IGNORE INTO coupons (code, kind, value, active) VALUES ('SCAN-OFF', 'percent', 5, 0)`,
    ].join(";\n"),
  );
});

test("the page list covers the build", () => {
  // Guards the enumeration: the shop has dozens of pages; if this drops, the scans prove little.
  expect(fromBuild.length).toBeGreaterThan(25);
  expect(fromBuild.map((p) => p.path)).toEqual(expect.arrayContaining(["/", "/faqs", "/Cart_Page", "/LoginPage", ADMIN_LOGIN, `/Buy_Product/${DEFAULT_PRODUCT_ID}`]));
});

for (const pageCase of [...fromBuild, ...onDemand]) {
  test(`${pageCase.path}: no accessibility violation, CSP violation or console error at 375 and 1280 px`, async ({ page }) => {
    if (pageCase.status === 404) allowConsoleErrors(page, "status of 404");
    let role = pageCase.role;
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      role = await open(page, { ...pageCase, role });
      await settle(page, READY[pageCase.path]);
      const results = await new AxeBuilder({ page }).analyze();
      const violations = results.violations.map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
      expect(violations, `${pageCase.path} at ${width}px${role ? ` signed in as ${role}` : ""}`).toEqual([]);
      await page.screenshot({ path: `e2e/screenshots/${pageCase.name}-${width}.png`, fullPage: true });
    }
  });
}
