/**
 * Security headers and cookie flags on real responses of the served shop (the Worker entry with
 * Astro and the asset store, as deployed), for every kind of response: a pre-rendered page, a page
 * rendered on demand, the 404 page, a static file, API answers (success and error), and the
 * refresh cookie set by login and cleared by logout. The values are the ones defined once in
 * functions/lib/security-headers.ts; a few properties are also checked outright, so weakening
 * the definitions fails here too.
 */
import { readdirSync } from "node:fs";
import type { APIResponse } from "@playwright/test";
import { DEFAULT_PRODUCT_ID } from "../domain/catalogue.ts";
import { API_CSP, COMMON_SECURITY_HEADERS, PAGE_CSP } from "../functions/lib/security-headers.ts";
import { createAccount } from "./support/accounts.ts";
import { expect, test } from "./support/test.ts";

function expectCommonHeaders(res: APIResponse, what: string) {
  const headers = res.headers();
  for (const [name, value] of Object.entries(COMMON_SECURITY_HEADERS)) {
    expect(headers[name.toLowerCase()], `${what}: ${name}`).toBe(value);
  }
  expect(
    Number(/max-age=(\d+)/.exec(headers["strict-transport-security"] ?? "")?.[1]),
    `${what}: HSTS of at least a year`,
  ).toBeGreaterThanOrEqual(31_536_000);
  expect(headers["x-content-type-options"], what).toBe("nosniff");
  expect(headers["x-frame-options"], what).toBe("DENY");
  expect(headers["access-control-allow-origin"], `${what}: no CORS`).toBeUndefined();
  expect(headers["x-powered-by"], what).toBeUndefined();
}

/** Static files get PAGE_CSP from `_headers`; pages rendered on demand Astro's hashed policy. */
function expectPagePolicy(res: APIResponse, what: string, rendered: "static" | "on demand") {
  const csp = res.headers()["content-security-policy"] ?? "";
  if (rendered === "static") expect(csp, what).toBe(PAGE_CSP);
  else expect(csp, what).toMatch(/script-src 'self'[^;]*'sha256-/);
  for (const directive of [
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "default-src 'self'",
  ]) {
    expect(csp, `${what}: ${directive}`).toContain(directive);
  }
}

const staticScript = () =>
  `/_astro/${readdirSync("dist/client/_astro").find((name) => name.endsWith(".js"))}`;

test.describe("security headers on real responses", () => {
  const pages = [
    { what: "pre-rendered landing page", path: "/", status: 200, rendered: "static" },
    {
      what: "pre-rendered product page",
      path: `/Buy_Product/${DEFAULT_PRODUCT_ID}`,
      status: 200,
      rendered: "static",
    },
    {
      what: "product page rendered on demand",
      path: "/Buy_Product/0123456789abcdef01234567",
      status: 404,
      rendered: "on demand",
    },
    { what: "sitemap rendered on demand", path: "/sitemap.xml", status: 200, rendered: "static" },
    { what: "unknown path (404 page)", path: "/no-such-page", status: 404, rendered: "static" },
  ] as const;
  for (const { what, path, status, rendered } of pages) {
    test(`${what}: ${path}`, async ({ request }) => {
      const res = await request.get(path);
      expect(res.status()).toBe(status);
      expectCommonHeaders(res, path);
      expectPagePolicy(res, path, rendered);
    });
  }

  test("pages also carry Astro's hashed script policy in a <meta>, so inline scripts need a hash", async ({
    request,
  }) => {
    const html = await (await request.get("/")).text();
    const meta = /<meta http-equiv="content-security-policy" content="([^"]+)"/i.exec(html)?.[1] ?? "";
    expect(meta).toMatch(/script-src[^;]*'sha256-/);
    expect(meta).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });

  test("a static script is immutable-cached and carries the headers", async ({ request }) => {
    const res = await request.get(staticScript());
    expect(res.status()).toBe(200);
    expectCommonHeaders(res, "static script");
    expect(res.headers()["cache-control"]).toContain("immutable");
  });

  for (const { what, path, status } of [
    { what: "API success", path: "/api/health", status: 200 },
    { what: "API 404", path: "/api/no-such-endpoint", status: 404 },
    { what: "API 401", path: "/api/user/profile", status: 401 },
  ]) {
    test(`${what}: ${path} is JSON that nothing may frame or cache`, async ({ request }) => {
      const res = await request.get(path);
      expect(res.status()).toBe(status);
      expectCommonHeaders(res, path);
      expect(res.headers()["content-security-policy"]).toBe(API_CSP);
      expect(res.headers()["content-type"]).toContain("application/json");
      expect(res.headers()["cache-control"]).toBe("no-store");
    });
  }
});

test.describe("the refresh cookie on real responses", () => {
  const cookieOf = (res: APIResponse) =>
    res
      .headersArray()
      .find((h) => h.name.toLowerCase() === "set-cookie" && h.value.startsWith("shop_refresh="))?.value ?? "";

  test("login sets it HttpOnly, Secure, SameSite=Strict and scoped to /api/auth; logout clears it", async ({
    request,
  }) => {
    const user = await createAccount(request);
    const login = await request.post("/api/auth/login", {
      data: { email: user.email, password: user.password, remember: true },
      headers: { "CF-Connecting-IP": "10.77.0.1" },
    });
    expect(login.status()).toBe(200);
    const cookie = cookieOf(login);
    expect(cookie).toMatch(/^shop_refresh=[^;]{20,}/);
    for (const flag of [/;\s*HttpOnly/i, /;\s*Secure/i, /;\s*SameSite=Strict/i, /;\s*Path=\/api\/auth(;|$)/])
      expect(cookie).toMatch(flag);
    expect(cookie).toMatch(/;\s*Max-Age=\d{6,}/);
    expectCommonHeaders(login, "login");

    const token = (await login.json()).token as string;
    const logout = await request.post("/api/auth/logout", { headers: { Authorization: `Bearer ${token}` } });
    expect(logout.status()).toBe(200);
    const cleared = cookieOf(logout);
    expect(cleared).toMatch(/^shop_refresh=;/);
    expect(cleared).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
    for (const flag of [/HttpOnly/i, /Secure/i, /SameSite=Strict/i, /Path=\/api\/auth/])
      expect(cleared).toMatch(flag);
  });

  test("a session-only login gets a cookie without Max-Age", async ({ request }) => {
    const user = await createAccount(request);
    const login = await request.post("/api/auth/login", {
      data: { email: user.email, password: user.password, remember: false },
      headers: { "CF-Connecting-IP": "10.77.0.2" },
    });
    const cookie = cookieOf(login);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).not.toMatch(/Max-Age|Expires/i);
  });
});
