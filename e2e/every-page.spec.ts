/**
 * Every page of the shop, found in the build (dist/client/**\/*.html) plus the pages rendered on
 * demand, so a page added later is covered without touching this file. Each is opened at 320 px
 * (the narrowest phones in use) and checked at 320, 375 and 1280 px for:
 *
 * - fitting the screen: no sideways scrolling, nothing past the screen's edge or out of the card it
 *   is drawn in (support/fits-screen.ts; a table scrolling in its own keyboard-scrollable region is
 *   fine);
 * - an axe-core scan with no violation of any impact (all of axe's rules: WCAG 2.2 A/AA and best
 *   practices), at 320 and 1280 px;
 * - no CSP violation and no console error (the `test` fixture);
 *
 * with a full-page screenshot of each in e2e/screenshots/ for people to look at.
 *
 * The pages are checked in the states people put them in, found on each page by itself where that
 * can be done without knowing the page, so new pages and new controls are covered too:
 * - as first opened (a page that sends a signed-out visitor to a login page is opened signed in,
 *   as the role that login page is for: a new customer, or the seeded admin);
 * - at 320 px with every menu and disclosure open (<details>, `aria-expanded` buttons);
 * - at 320 px after submitting each of its forms empty (every field's error showing);
 * - at 320 px when the shop's API answers every read with an error (each page's error state);
 * - every storefront and account page with an island, at 320 and 375 px, for a returning
 *   customer: signed in, with orders in each state, a cart line, a saved delivery address and a
 *   wishlist, carrying the long names, e-mails and addresses real people have;
 * - the admin lists with more rows than a page (rows of every kind, long e-mails, the pager);
 * - the steps other browser tests walk through that no page shows by itself: checkout's errors,
 *   test-payment dialog and failed payment; the admin order dialog and product form.
 */
import { readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { DEFAULT_PRODUCT, DEFAULT_PRODUCT_ID } from "../domain/catalogue.ts";
import { COD_PENDING_STATUS } from "../domain/cod.ts";
import { LIMIT_DIR } from "../bench/server.ts";
import { LOGIN_REDIRECT_DELAY_MS } from "../src/lib/orders-api.ts";
import { CLIENT_DIR, pageWeight } from "../bench/page-weight.ts";
import { login } from "./support/accounts.ts";
import { cartLine, fillAddress, putInCart } from "./support/checkout.ts";
import { overflowProblems } from "./support/fits-screen.ts";
import { paidOrder, productInsert, quote, sessionOf, sql } from "./support/shop-db.ts";
import { allowConsoleErrors, expect, test } from "./support/test.ts";

type Role = "customer" | "admin";
/** `like`: the built page that renders it, for a page rendered on demand or a built page with a query. */
type PageCase = { path: string; name: string; status?: number; role?: Role; like?: string };

/** Phones first: a page opens at the narrowest, is checked at each, and tries its other states back at the narrowest. */
const WIDTHS = [320, 375, 1280] as const;
const PHONES = [320, 375] as const;
const NARROWEST = 320;
/**
 * axe runs at these widths; the fit check at all of them. 375 and 320 px show the same markup, so
 * axe at both reports the same things for twice the time.
 */
const AXE_WIDTHS = new Set<number>([1280, NARROWEST]);

const ADMIN_LOGIN = "/admin/login";
const CUSTOMER_LOGIN = "/LoginPage";

/**
 * What real people bring: long product names, e-mails without a place to break, long addresses.
 * Fixed ids, so the pages that show them can be named before the data exists; seeded once.
 */
const LONG_PRODUCT = {
  id: "5ca1eb01a000000000000001",
  name: "Asthiveda Joint & Bone Care Powder with Ashwagandha, Shallaki, Guggulu and Turmeric (Family Value Pack)",
  stock: 1000,
};
const LONG_EMAIL = "annapurna.venkataramanan.krishnamurthy@postoffice-mail.example.co.in";
const LONG_ADDRESS = "Flat 12B, Sri Lakshmi Narasimha Residency, 4th Cross, Vidyaranyapura Main Road";
/** A customer who has shopped before: orders in each state the customer screens tell apart. */
const RETURNING = {
  id: "5ca1ec01a000000000000001",
  name: "Annapurna Venkataramanan-Krishnamurthy",
  email: LONG_EMAIL,
  role: "User" as const,
  orders: {
    pending: "5ca1ea01a000000000000001",
    processing: "5ca1ea02a000000000000001",
    delivered: "5ca1ea03a000000000000001",
    cancelled: "5ca1ea04a000000000000001",
    shipped: "5ca1ea05a000000000000001",
  },
};
/** More rows than an admin list shows on one page (20), so the pager shows too. */
const ROWS_PER_LIST = 21;
/** An unpaid order whose payment look-up keeps failing (the expiry job flags it for admins). */
const FLAGGED_ORDER_ID = "f1a99ed000000000000000a1";

function builtPages(dir = CLIENT_DIR): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    // The CMS's screens are Decap's, driven by e2e/cms.spec.ts.
    if (statSync(full).isDirectory())
      return name === "_astro" || name === LIMIT_DIR || name === "cms" ? [] : builtPages(full);
    return name.endsWith(".html") ? [relative(CLIENT_DIR, full)] : [];
  });
}

const headingReady = (name: string | RegExp) => async (page: Page) => {
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
};
const productReady = async (page: Page) =>
  void (await expect(page.getByRole("button", { name: "Go to Cart" })).toBeVisible());

/** Pages that want more than "the network is idle" before they count as finished. */
const READY: Record<string, (page: Page) => Promise<void>> = {
  "/": headingReady(/Six Ayurvedic herbs/),
  [`/Buy_Product/${DEFAULT_PRODUCT_ID}`]: productReady,
  [`/Buy_Product/${LONG_PRODUCT.id}`]: productReady,
  // The cart hydrates when the browser is idle (decision 038): scan the cart, not its "Loading" line.
  "/Cart_Page": async (p) => void (await expect(p.getByText("Loading your cart…")).toHaveCount(0)),
  "/categories": async (p) => void (await expect(p.getByRole("status")).toHaveText(/\d+ products?/)),
  "/debug-products": async (p) => void (await expect(p.getByRole("table")).toBeVisible()),
  "/admin/cod": async (p) => {
    for (const table of ["Collected, not yet remitted", "COD orders waiting for the code", "COD blocklist"])
      await expect(p.getByRole("table", { name: table })).toBeVisible();
  },
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
  return {
    path,
    name: path === "/" ? "landing" : path.slice(1).replaceAll("/", "-"),
    role: ADMIN_WITHOUT_REDIRECT.includes(path) ? "admin" : undefined,
  };
});

const onDemand: PageCase[] = [
  { path: "/Buy_Product/0123456789abcdef01234567", name: "unknown-product", status: 404 },
  // Added after the build, so rendered on demand; its long name wraps in the heading, cart and lists.
  {
    path: `/Buy_Product/${LONG_PRODUCT.id}`,
    name: "long-name-product",
    like: `/Buy_Product/${DEFAULT_PRODUCT_ID}`,
  },
];

/** The returning customer sees these too: their orders one by one, and the one just paid for. */
const customerOnly: PageCase[] = [
  { path: `/trackOrder?id=${RETURNING.orders.pending}`, name: "trackOrder-pending", like: "/trackOrder" },
  {
    path: `/trackOrder?id=${RETURNING.orders.processing}&placed=1`,
    name: "trackOrder-just-placed",
    like: "/trackOrder",
  },
  { path: `/trackOrder?id=${RETURNING.orders.cancelled}`, name: "trackOrder-cancelled", like: "/trackOrder" },
  { path: `/trackOrder?id=${RETURNING.orders.shipped}`, name: "trackOrder-shipped", like: "/trackOrder" },
];

let admin: { id: string; name: string; email: string; role: "Admin" };

async function signIn(page: Page, role: Role) {
  if (role === "customer") return void (await login(page));
  const session = await sessionOf(admin);
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
  // A page that greets a signed-out visitor with an alert ("please log in") may send them to the
  // login page a moment later (the order screens do): wait that moment before scanning it.
  if (!role && (await page.getByRole("alert").count()) > 0) {
    await page
      .waitForURL((url) => url.pathname !== path, { timeout: LOGIN_REDIRECT_DELAY_MS + 1_000 })
      .catch(() => undefined);
  }
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
  // A screen at a time, two frames at each, as a reader scrolls: content that loads when it nears
  // the screen (an IntersectionObserver, e.g. the product page's reviews) sees it go by.
  // A page that moves on by itself (/user-logout goes home) may leave meanwhile: it settles there.
  // First the scripts that wait for the page's load (AfterLoad, decision 030) have run: the
  // reviews' observer is among them.
  await page
    .waitForFunction(() => !document.querySelector("template[data-after-load]"))
    .catch((error: Error) => {
      if (!error.message.includes("Execution context was destroyed")) throw error;
    });
  await page
    .evaluate(async () => {
      const frames = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
        window.scrollTo(0, y);
        await frames();
      }
      window.scrollTo(0, document.body.scrollHeight);
      await frames();
    })
    .catch((error: Error) => {
      if (!error.message.includes("Execution context was destroyed")) throw error;
    });
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByText(/^(Loading|Checking)\b.*…$/)).toHaveCount(0);
}

async function resize(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/**
 * The checks, on the page as it is now: it fits the screen and (unless `axe` is false) axe finds
 * nothing, both soft so one run reports every state that fails; then a screenshot, if named.
 */
async function check(
  page: Page,
  what: string,
  { axe = true, screenshot }: { axe?: boolean; screenshot?: string },
) {
  expect.soft(await overflowProblems(page), `${what}: does not fit the screen`).toEqual([]);
  if (axe) {
    const results = await new AxeBuilder({ page }).analyze();
    const violations = results.violations.map(
      (v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
    );
    expect.soft(violations, `${what}: accessibility`).toEqual([]);
  }
  if (screenshot) await page.screenshot({ path: `e2e/screenshots/${screenshot}.png`, fullPage: true });
}

/** The page at each width: fits it, axe where it reads anything new (AXE_WIDTHS), a screenshot of each. */
async function checkWidths(page: Page, widths: readonly number[], what: string, screenshot: string) {
  for (const width of widths) {
    await resize(page, width);
    await check(page, `${what} at ${width} px`, {
      axe: AXE_WIDTHS.has(width),
      screenshot: `${screenshot}-${width}`,
    });
  }
}

/**
 * Opens every menu and disclosure: <details>, and buttons that say they expand something.
 * Returns how many the page's own content has (the header's menu is on every page).
 */
async function openEverything(page: Page): Promise<number> {
  const toggles = await page.locator('button[aria-expanded="false"]:visible').all();
  for (const toggle of toggles) await toggle.click();
  // Last, because a click elsewhere closes the header menu (as it should).
  const details = await page.evaluate(() => {
    const all = [...document.querySelectorAll("details")];
    for (const element of all) element.open = true;
    return all.filter((element) => element.closest("main")).length;
  });
  return toggles.length + details;
}

/**
 * Submits each form of the page's content with its text fields emptied, so every field shows its
 * error message. Search forms only filter, and are left alone. Returns how many were submitted.
 */
async function submitFormsEmpty(page: Page): Promise<number> {
  let submitted = 0;
  for (const form of await page.locator("main form:not(search form):visible").all()) {
    const submit = form
      .locator('button:not([type="button"]):not([type="reset"]), input[type="submit"]')
      .first();
    if (!(await submit.isVisible()) || !(await submit.isEnabled())) continue;
    const fields = form.locator(
      'textarea, input:not([type="hidden"], [type="checkbox"], [type="radio"], [type="file"], [type="submit"], [type="button"])',
    );
    for (const field of await fields.all())
      if ((await field.isVisible()) && (await field.isEditable())) await field.fill("");
    await submit.click();
    submitted += 1;
  }
  if (submitted) await page.waitForLoadState("networkidle");
  return submitted;
}

/** From now on the shop's API fails every read (sign-in and refresh still work). */
async function failApiReads(page: Page) {
  allowConsoleErrors(page, "status of 503");
  await page.route("**/api/**", (route) => {
    const request = route.request();
    if (request.method() !== "GET" || new URL(request.url()).pathname.startsWith("/api/auth/"))
      return route.continue();
    return route.fulfill({
      status: 503,
      json: { success: false, message: "The shop is unavailable right now. Please try again in a minute." },
    });
  });
}

/** Signs the returning customer in and fills the browser's cart, address and wishlist, before any page script runs. */
async function becomeReturningCustomer(page: Page) {
  const session = await sessionOf(RETURNING);
  const storage = {
    token: session.token,
    user: JSON.stringify(session.user),
    cartProduct: JSON.stringify(cartLine(LONG_PRODUCT, 5)),
    deliveryAddress: JSON.stringify({
      name: RETURNING.name,
      mobile: "9876543210",
      email: LONG_EMAIL,
      address: LONG_ADDRESS,
      city: "Thiruvananthapuram",
      state: "Kerala",
      pincode: "695001",
    }),
    wishlist: JSON.stringify([
      { _id: LONG_PRODUCT.id, name: LONG_PRODUCT.name, image: DEFAULT_PRODUCT.image },
      { _id: DEFAULT_PRODUCT_ID, name: DEFAULT_PRODUCT.name, image: DEFAULT_PRODUCT.image },
    ]),
  };
  await page.addInitScript((entries) => {
    try {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    } catch {
      // about:blank has no storage
    }
  }, storage);
}

/**
 * A parcel booked at the courier, its label, scans at long-named hubs, and failed tracking asks
 * (the admin order detail's notice), for an order out for delivery.
 */
function shipmentOf(orderId: string, at: number): string {
  const hour = 60 * 60 * 1000;
  const scans = [
    [47, "Shipment picked up", "Pune_Shivajinagar_Pickup_Centre (Maharashtra)"],
    [
      30,
      "In transit: bagged and dispatched to the destination hub",
      "Bengaluru_Nelamangala_Gateway_Hub (Karnataka)",
    ],
    [2, "Out for delivery", "Thiruvananthapuram_Kazhakoottam_Delivery_Centre (Kerala)"],
  ].map(([hoursAgo, activity, location]) => ({
    at: at - Number(hoursAgo) * hour,
    activity,
    location,
    status: "OUT FOR DELIVERY",
  }));
  const values = [
    `${orderId.slice(0, 20)}5h1p`,
    orderId,
    "courier",
    "Delhivery Surface Express",
    "14326710089256",
    "https://kr-shipmultichannel.s3.ap-southeast-1.amazonaws.com/label-14326710089256.pdf",
    "OUT FOR DELIVERY",
    JSON.stringify(scans),
    at - 2 * hour,
    at + hour,
    2,
    "Shiprocket tracking failed (502): the service is temporarily unavailable",
  ];
  return `INSERT INTO shipments (id, order_id, source, courier_name, awb, label_url, courier_status, scans_json, last_update_at, track_check_at, track_check_failures, track_check_error) VALUES (${values.map(quote).join(", ")})`;
}

/** The long-named product, the returning customer and their orders. */
function seedLongTextAndReturningCustomer() {
  const product = {
    ...LONG_PRODUCT,
    image: DEFAULT_PRODUCT.image,
    originalPricePaise: DEFAULT_PRODUCT.originalPricePaise,
  };
  const day = 24 * 60 * 60 * 1000;
  const at = Date.now();
  const { orders } = RETURNING;
  const shipTo = {
    name: RETURNING.name,
    mobile: "9876543210",
    address: LONG_ADDRESS,
    city: "Thiruvananthapuram",
    state: "Kerala",
    pincode: "695001",
  };
  const order = (orderId: string, placed: number) =>
    paidOrder(product, { userId: RETURNING.id, email: LONG_EMAIL, quantity: 30, at: placed, orderId, shipTo })
      .statements;
  const history = (orderId: string, status: string, when: number, note = "") =>
    `INSERT INTO order_status_history (id, order_id, status, note, created_at) VALUES (${quote(`${orderId.slice(0, 20)}${status.length.toString(16).padStart(4, "0")}`)}, ${quote(orderId)}, ${quote(status)}, ${quote(note)}, ${when})`;
  sql(
    [
      productInsert({ ...product, stock: LONG_PRODUCT.stock }).statement,
      `INSERT INTO users (id, name, email, password_hash, role, status, phone, first_name, last_name, address, city, state, zip_code)
       VALUES (${[RETURNING.id, RETURNING.name, RETURNING.email, "x", "User", "Active", "9876543210", "Annapurna", "Venkataramanan-Krishnamurthy", LONG_ADDRESS, "Thiruvananthapuram", "Kerala", "695001"].map(quote).join(", ")})`,
      ...order(orders.delivered, at - 20 * day),
      `UPDATE orders SET status = 'Delivered' WHERE id = ${quote(orders.delivered)}`,
      history(orders.delivered, "Shipped", at - 19 * day),
      history(orders.delivered, "Out for Delivery", at - 17 * day),
      history(orders.delivered, "Delivered", at - 16 * day),
      ...order(orders.cancelled, at - 9 * day),
      `UPDATE orders SET status = 'Cancelled' WHERE id = ${quote(orders.cancelled)}`,
      `UPDATE payments SET status = 'refunded', refund_id = ${quote(`rfnd_test_${orders.cancelled}`)} WHERE order_id = ${quote(orders.cancelled)}`,
      history(
        orders.cancelled,
        "Cancelled",
        at - 8 * day,
        "Cancelled at the customer's request: the delivery address could not be reached before the festival holidays",
      ),
      ...order(orders.shipped, at - 3 * day),
      `UPDATE orders SET status = 'Out for Delivery' WHERE id = ${quote(orders.shipped)}`,
      history(
        orders.shipped,
        "Shipped",
        at - 2 * day,
        "Sent with Delhivery Surface Express, AWB 14326710089256",
      ),
      history(orders.shipped, "Out for Delivery", at - 2 * 60 * 60 * 1000, "Courier: OUT FOR DELIVERY"),
      shipmentOf(orders.shipped, at),
      ...order(orders.processing, at - day),
      ...order(orders.pending, at),
      `UPDATE orders SET status = 'Pending Payment', paid_at = NULL WHERE id = ${quote(orders.pending)}`,
      `UPDATE payments SET status = 'created', provider_payment_id = NULL WHERE order_id = ${quote(orders.pending)}`,
      `UPDATE order_status_history SET status = 'Pending Payment' WHERE order_id = ${quote(orders.pending)}`,
    ].join(";\n"),
  );
}

/**
 * Rows of every kind in each admin list, more than one page of them (an archived product and its
 * audit entry, orders, customers, open and handled messages, sent and failed e-mails), whatever
 * ran before, so the scans see the controls each kind of row shows, the pager, and long text.
 */
async function seedAdminLists(request: import("@playwright/test").APIRequestContext) {
  const now = Date.now();
  const hex = () => Math.random().toString(16).slice(2).padEnd(24, "0").slice(0, 24);
  const rows = Array.from({ length: ROWS_PER_LIST }, (_, i) => i);
  const products = rows.map((i) =>
    productInsert({
      name: `Asthiveda (page scan ${i + 1})`,
      stock: 1000,
      status: i === 0 ? "active" : "archived",
    }),
  );
  const buyers = rows.map((i) => ({
    id: hex(),
    email: i === 0 ? `long.${now}.${LONG_EMAIL}` : `buyer.${now}.${i}@example.com`,
  }));
  const codOrders = [
    { id: hex(), status: "Delivered" },
    { id: hex(), status: COD_PENDING_STATUS },
  ];
  const ordered = {
    name: "Asthiveda (page scan 1)",
    image: DEFAULT_PRODUCT.image,
    originalPricePaise: DEFAULT_PRODUCT.originalPricePaise,
    id: products[0]!.id,
  };
  sql(
    [
      ...products.map((p) => p.statement),
      ...buyers.map(
        (b, i) =>
          `INSERT INTO users (id, name, email, password_hash, role, status) VALUES (${quote(b.id)}, ${quote(i === 0 ? RETURNING.name : `Lata Iyer ${i}`)}, ${quote(b.email)}, 'x', 'User', 'Active')`,
      ),
      ...buyers.flatMap(
        (b, i) =>
          paidOrder(ordered, { userId: b.id, email: b.email, quantity: 30, at: now - i * 60_000 }).statements,
      ),
      ...rows.map((i) => {
        const handled = i % 2 === 1 ? `${now}, 'Shop Admin'` : "NULL, NULL";
        const message =
          i === 0
            ? "Where is my order? The tracking link https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx?consignment=EK123456789IN shows nothing."
            : "Where is my order?";
        return `INSERT INTO contact_messages (id, email, country_code, phone_number, address, message, handled_at, handled_by) VALUES (${quote(hex())}, ${quote(buyers[i]!.email)}, 'IN', '9876543210', ${quote(LONG_ADDRESS)}, ${quote(message)}, ${handled})`;
      }),
      ...rows.map((i) =>
        i % 2 === 0
          ? `INSERT INTO email_outbox (id, to_address, subject, body_text, status, attempts, last_error) VALUES (${quote(hex())}, ${quote(buyers[i]!.email)}, 'Your Asthiveda order has shipped', 'Hello', 'failed', 5, 'provider refused: 422 Unprocessable Entity {"message":"The to address is not a valid mailbox"}')`
          : `INSERT INTO email_outbox (id, to_address, subject, body_text, status, attempts, sent_at) VALUES (${quote(hex())}, ${quote(buyers[i]!.email)}, 'Your order', 'Hello', 'sent', 1, ${now})`,
      ),
      // Coupons in each state the list shows: active with uses, scheduled, deactivated, a long code.
      `INSERT OR IGNORE INTO coupons (code, kind, value, min_order_paise, usage_limit, used_count, per_customer_limit) VALUES ('SCAN-LIVE', 'percent', 10, 50000, 100, 3, 1)`,
      `INSERT OR IGNORE INTO coupons (code, kind, value, min_order_paise, starts_at, expires_at) VALUES ('SCAN-SOON', 'fixed', 10000, 100000, ${now + 7 * 86_400_000}, ${now + 14 * 86_400_000})`,
      `INSERT OR IGNORE INTO coupons (code, kind, value, active) VALUES ('SCAN-OFF', 'percent', 5, 0)`,
      `INSERT OR IGNORE INTO coupons (code, kind, value) VALUES ('DIWALI-FESTIVE-SALE-2026-LONG-CODE-XYZ', 'percent', 15)`,
      // An unpaid order the expiry job could not check with Razorpay: the list and the detail flag it.
      ...paidOrder(ordered, {
        userId: buyers[0]!.id,
        email: buyers[0]!.email,
        quantity: 30,
        at: now - 3_600_000,
        orderId: FLAGGED_ORDER_ID,
      }).statements,
      `UPDATE orders SET status = 'Pending Payment', paid_at = NULL, payment_check_failures = 4, payment_check_error = 'Razorpay answered 503 Service Unavailable: {"error":{"code":"SERVER_ERROR","description":"The server is temporarily unavailable"}}', payment_check_retry_at = ${now + 40 * 60_000} WHERE id = ${quote(FLAGGED_ORDER_ID)}`,
      `UPDATE payments SET status = 'created', provider_payment_id = NULL WHERE order_id = ${quote(FLAGGED_ORDER_ID)}`,
      // /admin/cod: cash collected and not remitted, an order waiting for its code, the blocklist.
      ...codOrders.flatMap((order) => [
        ...paidOrder(ordered, {
          userId: buyers[0]!.id,
          email: buyers[0]!.email,
          quantity: 30,
          at: now,
          orderId: order.id,
        }).statements,
        `DELETE FROM payments WHERE order_id = ${quote(order.id)}`,
        `UPDATE orders SET payment_method = 'cod', cod_fee_paise = 4000, status = ${quote(order.status)}, paid_at = ${order.status === "Delivered" ? now : "NULL"} WHERE id = ${quote(order.id)}`,
      ]),
      `INSERT INTO cod_collections (order_id, amount_paise, awb, collected_at) VALUES (${quote(codOrders[0]!.id)}, 136000, 'SRX1234567890123', ${now})`,
      `INSERT OR IGNORE INTO cod_blocklist (id, kind, value, reason, created_by) VALUES (${quote(hex())}, 'pincode', '110099', ${quote(`Refused at the door three times; ${LONG_ADDRESS}`)}, ${quote(admin.id)})`,
      `INSERT OR IGNORE INTO cod_blocklist (id, kind, value, reason, created_by) VALUES (${quote(hex())}, 'phone', '9876500099', '', ${quote(admin.id)})`,
      ...rows.map(
        (i) =>
          `INSERT INTO audit_log (id, admin_id, action, entity, entity_id, before_json, after_json) VALUES (${quote(hex())}, ${quote(admin.id)}, 'order.status', 'order', ${quote(hex())}, ${quote(JSON.stringify({ status: "Processing", note: "" }))}, ${quote(JSON.stringify({ status: "Shipped", note: `Sent with India Post, consignment EK${100000000 + i}IN`, paymentId: `pay_test_${hex()}` }))})`,
      ),
    ].join(";\n"),
  );
  // A product with orders is archived, not deleted, through the real API (and audited).
  const { token } = await sessionOf(admin);
  const archived = await request.delete(`/api/admin/products/${products[0]!.id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(archived.status()).toBe(200);
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  const [seeded] = sql<typeof admin & { done: number }>(
    `SELECT id, name, email, role, (SELECT COUNT(*) FROM users WHERE id = ${quote(RETURNING.id)}) AS done FROM users WHERE role = 'Admin' LIMIT 1`,
  );
  if (!seeded) throw new Error("the seeded admin is missing");
  admin = { id: seeded.id, name: seeded.name, email: seeded.email, role: seeded.role };
  // Once per test server (Playwright runs this again after a failed test): the returning customer,
  // seeded last, marks it done.
  if (seeded.done) return;
  await seedAdminLists(request);
  seedLongTextAndReturningCustomer();
});

test("the page list covers the build", () => {
  // Guards the enumeration: the shop has dozens of pages; if this drops, the scans prove little.
  expect(fromBuild.length).toBeGreaterThan(25);
  expect(fromBuild.map((p) => p.path)).toEqual(
    expect.arrayContaining([
      "/",
      "/faqs",
      "/Cart_Page",
      "/LoginPage",
      ADMIN_LOGIN,
      `/Buy_Product/${DEFAULT_PRODUCT_ID}`,
    ]),
  );
});

for (const pageCase of [...fromBuild, ...onDemand]) {
  test(`${pageCase.path}: fits 320 and 375 px, no accessibility or CSP violation or console error, with menus open, forms refused and the API down`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    if (pageCase.status === 404) allowConsoleErrors(page, "status of 404");
    const readsApi = new Set<string>();
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (request.method() === "GET" && pathname.startsWith("/api/") && !pathname.startsWith("/api/auth/"))
        readsApi.add(pathname);
    });
    await page.setViewportSize({ width: NARROWEST, height: 900 });
    const role = await open(page, pageCase);
    await settle(page, READY[pageCase.path]);
    const what = `${pageCase.path}${role ? ` signed in as ${role}` : ""}`;
    await checkWidths(page, WIDTHS, what, pageCase.name);

    // The rest at the narrowest phone, where there is least room. The header menu is the same on
    // every page: it is only measured; what opens in the page is scanned and photographed too.
    await resize(page, NARROWEST);
    const at = `at ${NARROWEST} px`;
    const opened = await openEverything(page);
    await check(
      page,
      `${what} with its menus and disclosures open ${at}`,
      opened ? { screenshot: `${pageCase.name}-open-${NARROWEST}` } : { axe: false },
    );
    allowConsoleErrors(page, /status of 4\d\d/); // the server refusing an empty form is the point
    if (await submitFormsEmpty(page))
      await check(page, `${what} after submitting its forms empty ${at}`, {
        screenshot: `${pageCase.name}-form-errors-${NARROWEST}`,
      });

    if (readsApi.size > 0) {
      await failApiReads(page);
      await page.goto(pageCase.path);
      await settle(page);
      await check(page, `${what} when the API fails (${[...readsApi].join(", ")}) ${at}`, {
        screenshot: `${pageCase.name}-api-down-${NARROWEST}`,
      });
    }
  });
}

/**
 * The storefront and account pages that can show the returning customer anything of theirs: those
 * with an island. A page without one is the same for everyone but its header, which these cover.
 */
const storefront = [...fromBuild, ...onDemand, ...customerOnly].filter(
  (p) =>
    !p.path.startsWith("/admin/") &&
    p.role !== "admin" &&
    p.status === undefined &&
    pageWeight(p.like ?? p.path).islands > 0,
);

for (const pageCase of storefront) {
  test(`${pageCase.path}: fits 320 and 375 px for a returning customer (signed in, orders, cart, address, wishlist)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: NARROWEST, height: 900 });
    await becomeReturningCustomer(page);
    const response = await page.goto(pageCase.path);
    expect(response?.status()).toBe(200);
    await page.waitForLoadState("networkidle");
    await settle(page, READY[pageCase.path]);
    const what = `${pageCase.path} for a returning customer`;
    await checkWidths(page, PHONES, what, `${pageCase.name}-returning`);
    await openEverything(page);
    await check(page, `${what} with the account menu open at ${NARROWEST} px`, { axe: false });
  });
}

test("/Cart_Page: each step of checkout fits 320 and 375 px", async ({ page }) => {
  test.setTimeout(120_000);
  allowConsoleErrors(page, /status of (400|402|404|422)/); // the refused coupon, the failed payment
  // A small order, so the delivery fee and its note show too.
  await putInCart(page, LONG_PRODUCT, 5);
  await page.goto("/Cart_Page");
  const placeOrder = page.getByRole("button", { name: "Place Order" });
  await placeOrder.click();
  await expect(page.getByRole("alert")).toHaveText(
    "Please add a delivery address before placing your order.",
  );
  await checkWidths(
    page,
    WIDTHS,
    "/Cart_Page with a product and no address, after Place Order",
    "cart-no-address",
  );

  await page.getByRole("button", { name: "Add address" }).click();
  await page.getByRole("button", { name: "Save address" }).click();
  await expect(page.getByRole("form", { name: "Delivery address" }).getByRole("alert")).toBeVisible();
  await checkWidths(
    page,
    WIDTHS,
    "/Cart_Page with the address form refusing empty fields",
    "cart-address-form",
  );

  await fillAddress(page, {
    Email: LONG_EMAIL,
    "Address (house, street, area)": LONG_ADDRESS,
    City: "Thiruvananthapuram",
  });
  await page.getByLabel("Coupon code").fill("NOSUCHCODE");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.locator("#coupon-error")).toBeVisible();
  await placeOrder.click();
  await expect(page.getByRole("main").getByRole("link", { name: "Log in" })).toBeVisible();
  await checkWidths(
    page,
    WIDTHS,
    "/Cart_Page with the saved address, a refused coupon and the log-in prompt",
    "cart-signed-out",
  );

  await login(page);
  await page.goto("/Cart_Page");
  await placeOrder.click();
  const dialog = page.getByRole("dialog", { name: "Test mode — no money is taken" });
  await expect(dialog).toBeVisible();
  await checkWidths(page, WIDTHS, "/Cart_Page with the test-payment dialog open", "cart-payment-dialog");

  await dialog.getByRole("button", { name: "Fail" }).click();
  await expect(page.getByRole("button", { name: "Pay now" })).toBeVisible();
  await checkWidths(page, WIDTHS, "/Cart_Page after a failed payment", "cart-payment-failed");
});

test("/admin/orders and /admin/products: the order dialog and the product form fit 320 and 375 px", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, "admin");
  await page.goto("/admin/orders");
  await page.getByLabel("Search orders").fill(RETURNING.orders.cancelled);
  await page.getByRole("button", { name: "Search" }).click();
  await page.getByRole("button", { name: `View order ${RETURNING.orders.cancelled.slice(0, 8)}` }).click();
  await expect(page.getByRole("dialog").getByText(`rfnd_test_${RETURNING.orders.cancelled}`)).toBeVisible();
  await checkWidths(page, WIDTHS, "/admin/orders with a refunded order's dialog open", "admin-order-dialog");

  // A Processing order's Ship form, and a shipped order's courier, label, scans and failed asks.
  for (const [orderId, shows, name] of [
    [RETURNING.orders.processing, "Ship", "admin-order-dialog-ship"],
    [RETURNING.orders.shipped, "Shipping label (PDF)", "admin-order-dialog-shipment"],
  ] as const) {
    await page.goto("/admin/orders");
    await page.getByLabel("Search orders").fill(orderId);
    await page.getByRole("button", { name: "Search" }).click();
    await page.getByRole("button", { name: `View order ${orderId.slice(0, 8)}` }).click();
    await expect(
      page.getByRole("dialog").getByRole(shows === "Ship" ? "button" : "link", { name: shows, exact: true }),
    ).toBeVisible();
    await checkWidths(page, WIDTHS, `/admin/orders with the dialog open (${name})`, name);
  }

  await page.goto("/admin/products");
  await page.getByLabel("Search products").fill(LONG_PRODUCT.id);
  await page.getByRole("button", { name: "Search" }).click();
  await page.getByRole("button", { name: `Edit ${LONG_PRODUCT.name}` }).click();
  await expect(page.getByRole("button", { name: "Save changes" })).toBeVisible();
  await checkWidths(page, WIDTHS, "/admin/products editing a product with a long name", "admin-product-form");
});
