/**
 * Fuzzing every API endpoint with fast-check. The endpoints are read from the real app
 * (`createApp().routes`), so a route added later is fuzzed without touching this file. Each
 * generated request (hostile bodies, params and queries, wrong methods and content types, no token,
 * a customer's, an admin's, a forged one) must never get a 5xx, must answer JSON with `success`,
 * and must leave the database exactly as it was when it is refused with a 4xx.
 *
 * Only `rate_limits` may change on a refusal: counting refused attempts is its purpose.
 * For a deeper local run raise RUNS (the suite keeps it small so `npm test` stays fast).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { createCoupon, createProduct, createUser, hexId, tokenFor } from "../test/builders.ts";
import { databaseDigest } from "../test/db-digest.ts";
import { api } from "../test/http.ts";
import { placeOrder } from "../test/payments.ts";
import { pathParam, plausibleFields, queryString, requestBody } from "./arbitraries.ts";

const RUNS = 25;
/** SHIPROCKET_WEBHOOK_TOKEN in the test Worker's bindings (vitest.config.ts). */
const FUZZ_WEBHOOK_TOKEN = "test-shiprocket-webhook-token";
const MAY_CHANGE_ON_REFUSAL = ["rate_limits"];
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

type Route = { method: string; path: string };

/** Every concrete endpoint of the app (middleware registrations left out), once each. */
function apiEndpoints(): Route[] {
  const seen = new Map<string, Route>();
  for (const { method, path } of createApp().routes) {
    if (method === "ALL" || path.endsWith("*")) continue;
    seen.set(`${method} ${path}`, { method, path });
  }
  return [...seen.values()].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}

/** What each fuzz run has to work with: real rows, so generated ids sometimes hit something. */
async function world() {
  const product = await createProduct({ stock: 1000 });
  const customer = await createUser();
  const admin = await createUser({ role: "Admin" });
  const customerToken = await tokenFor(customer);
  const adminToken = await tokenFor(admin);
  const placed = await placeOrder(customerToken, product.id, 30);
  if (placed.status !== 201) throw new Error(`fixture order failed: ${placed.status} ${placed.text}`);
  const coupon = await createCoupon();
  const ids = {
    productId: product.id,
    orderId: placed.json.data._id as string,
    couponCode: coupon.code,
    userId: customer.id,
    email: customer.email,
  };
  const strangerToken = await tokenFor({ id: hexId(), role: "Admin" });
  return { ids, tokens: { customerToken, adminToken, strangerToken } };
}

function fill(path: string, params: string[]): string {
  let i = 0;
  return path.replace(/:[A-Za-z_]\w*(\{[^}]*\})?\??/g, () => encodeURIComponent(params[i++] ?? ""));
}

describe("API fuzz: no 5xx, JSON envelope, no writes on refusal", () => {
  const endpoints = apiEndpoints();

  it("finds the app's endpoints", () => {
    // Guards the enumeration itself: if this drops, every fuzz case below silently covers less.
    expect(endpoints.length).toBeGreaterThan(20);
    expect(endpoints).toContainEqual({ method: "POST", path: "/api/user/placeorder" });
    expect(endpoints).toContainEqual({ method: "GET", path: "/api/products/:id" });
    expect(endpoints).toContainEqual({ method: "POST", path: "/api/shipping/webhook" });
  });

  for (const route of endpoints) {
    it(`${route.method} ${route.path}`, { timeout: 120_000 }, async () => {
      const { ids, tokens } = await world();
      const paramCount = (route.path.match(/:[A-Za-z_]/g) ?? []).length;
      const request = fc.record({
        method: fc.oneof(
          { weight: 6, arbitrary: fc.constant(route.method) },
          { weight: 1, arbitrary: fc.constantFrom(...METHODS) },
        ),
        params: fc.array(pathParam([ids.productId, ids.orderId, ids.userId, ids.couponCode]), {
          minLength: paramCount,
          maxLength: paramCount,
        }),
        query: queryString,
        body: requestBody(plausibleFields(ids)),
        auth: fc.oneof(
          { weight: 3, arbitrary: fc.constant(tokens.customerToken) },
          { weight: 3, arbitrary: fc.constant(tokens.adminToken) },
          {
            weight: 1,
            arbitrary: fc.constantFrom<string | undefined>(
              undefined,
              tokens.strangerToken,
              "garbage.token.value",
            ),
          },
        ),
        idempotencyKey: fc.option(
          fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{1,20}$/), fc.string({ maxLength: 200 })),
          { nil: undefined },
        ),
        clientAddress: fc.ipV4(),
        // The courier's webhook token (vitest.config.ts), a forged one, or none.
        courierKey: fc.constantFrom<string | undefined>(
          FUZZ_WEBHOOK_TOKEN,
          FUZZ_WEBHOOK_TOKEN,
          "forged",
          undefined,
        ),
      });

      await fc.assert(
        fc.asyncProperty(request, async (r) => {
          const headers: Record<string, string> = { "CF-Connecting-IP": r.clientAddress };
          if (r.body.contentType) headers["Content-Type"] = r.body.contentType;
          if (r.auth) headers.Authorization = `Bearer ${r.auth}`;
          if (r.courierKey !== undefined) headers["x-api-key"] = r.courierKey;
          if (r.idempotencyKey !== undefined)
            headers["Idempotency-Key"] = r.idempotencyKey.replace(/[^\x20-\x7e]/g, "");
          const withBody = r.method !== "GET" && r.body.text !== undefined;
          const before = await databaseDigest(MAY_CHANGE_ON_REFUSAL);
          const res = await api(`${fill(route.path, r.params)}${r.query}`, {
            method: r.method,
            headers,
            body: withBody ? r.body.text : undefined,
          });
          const what = `${r.method} ${route.path} → ${res.status} ${res.text.slice(0, 200)}`;
          expect(res.status, what).toBeLessThan(500);
          if ((res.headers.get("Content-Type") ?? "").includes("application/json")) {
            expect(typeof res.json?.success, what).toBe("boolean");
          }
          if (res.status >= 400)
            expect(await databaseDigest(MAY_CHANGE_ON_REFUSAL), `${what}: the database changed`).toEqual(
              before,
            );
        }),
        { numRuns: RUNS },
      );
    });
  }
});
