/**
 * The shop's performance budgets (issue 7), written once. `npm run bench` prints PASS/FAIL for
 * each; the deterministic ones (bytes shipped) are also checked on every build by
 * e2e/budgets.spec.ts, so CI fails when one breaks. 1 KB = 1024 bytes; sizes are gzipped.
 */
import { DEFAULT_PRODUCT_ID } from "../domain/catalogue.ts";

export const KB = 1024;

/**
 * Pages that must ship no framework JavaScript (React, Astro's island runtime) at all: the issue's
 * content pages and contact, plus the landing page and the static catalogue and demo pages, whose
 * few interactions are plain scripts.
 */
export const NO_FRAMEWORK_PAGES = [
  "/",
  "/about",
  "/faqs",
  "/privacy-policy",
  "/terms-of-service",
  "/cancellation-refund-policy",
  "/contact",
  "/product_detail",
  "/categories",
] as const;

/**
 * Total JavaScript a page may load without the visitor acting, gzipped. `/` and the product page
 * are the budgets. The cart's and the login page's keep their TBT well under the
 * Lighthouse budget: with zod loaded up front (cart 110 KB, login 105 KB) their TBT reached 57
 * and 34 ms; zod, the schemas and the payment flow now load on demand (83 and 80 KB).
 */
export const PAGE_JS_BUDGETS: Record<string, number> = {
  "/": 70 * KB,
  [`/Buy_Product/${DEFAULT_PRODUCT_ID}`]: 80 * KB,
  "/Cart_Page": 90 * KB,
  "/LoginPage": 90 * KB,
};

/** The first HTML response of the landing page: one TCP initial congestion window (~14 KB). */
export const FIRST_HTML_BUDGET = { path: "/", gzip: 14 * KB } as const;

/** Lighthouse medians (mobile emulation). Performance applies to storefront pages. */
export const LIGHTHOUSE_BUDGETS = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0.02,
  tbtMs: 50,
} as const;

/** The pages the bench measures with Lighthouse (issue 7), and which of them are storefront. */
export const BENCH_PAGES = [
  { path: "/", storefront: true },
  { path: `/Buy_Product/${DEFAULT_PRODUCT_ID}`, storefront: true },
  { path: "/faqs", storefront: true },
  { path: "/about", storefront: true },
  { path: "/Cart_Page", storefront: true },
  { path: "/LoginPage", storefront: true },
  { path: "/admin/login", storefront: false },
] as const;

/** API budgets on the 2-core bench machine. */
export const API_BUDGETS = {
  productReads: { connections: 50, p99Ms: 25, minCeilingRatio: 0.5 },
  placeOrder: { connections: 10, p99Ms: 150, errors: 0 },
} as const;

/** Cloudflare's Worker size limits, compressed (gzip): free and paid plans. */
export const WORKER_SIZE_LIMITS = { free: 3 * 1024 * KB, paid: 10 * 1024 * KB } as const;
