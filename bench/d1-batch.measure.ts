/**
 * Times place order's D1 round trips inside workerd against the real local D1 (the API tests'
 * pool, migrations and builders), for the capacity model in docs/capacity.md: one D1 database
 * runs one query at a time, so the orders a second it can write are about 1 ÷ the time the
 * database spends on one order's statements.
 *
 * It places MEASURED_ORDERS orders one after another, each by its own customer, through the real
 * service code (placeOrder, the checkout gate, the real rate-limit hits, the real delivery check), with a D1 binding
 * that times every round trip: the wall time the Worker waits, and the time D1 itself reports
 * (`meta.duration`, summed over the batch's statements). It prints one line, `D1_TIMING {json}`,
 * which `npm run bench` reads (bench/flash-sale.ts). Not part of `npm test`: run it alone with
 *
 *   npx vitest run --project d1-timing
 */
import { env } from "cloudflare:workers";
import { expect, it } from "vitest";
import { getDb } from "../functions/db/client.ts";
import { enterCheckout } from "../functions/orders/checkout-gate.ts";
import { orderLimits } from "../functions/orders/limits.ts";
import { placeOrder } from "../functions/orders/service.ts";
import { assertDeliverable } from "../functions/shipping/pincode-check.ts";
import { createProduct, createUser, validAddress } from "../functions/test/builders.ts";

const MEASURED_ORDERS = 300;
const WARM_UP_ORDERS = 30;

type Trip = { kind: "batch" | "single"; statements: number; wallMs: number; dbMs: number };
type D1ResultLike = { meta?: { duration?: number } };

/** The binding, with every batch and single statement timed into `trips`. */
function timed(d1: D1Database, trips: Trip[]): D1Database {
  const time = async <T>(
    kind: Trip["kind"],
    statements: number,
    run: () => Promise<T>,
    db: (r: T) => number,
  ) => {
    const started = performance.now();
    const result = await run();
    trips.push({ kind, statements, wallMs: performance.now() - started, dbMs: db(result) });
    return result;
  };
  const statement = (s: D1PreparedStatement): D1PreparedStatement => {
    const proxy = new Proxy(s, {
      get(target, prop) {
        if (prop === "bind") return (...values: unknown[]) => statement(target.bind(...values));
        if (prop === "all" || prop === "run" || prop === "raw" || prop === "first") {
          const method = Reflect.get(target, prop, target) as (...a: unknown[]) => Promise<unknown>;
          return (...args: unknown[]) =>
            time(
              "single",
              1,
              () => method.apply(target, args),
              (r) => (r as D1ResultLike)?.meta?.duration ?? 0,
            );
        }
        const value = Reflect.get(target, prop, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    unwrapped.set(proxy, s);
    return proxy;
  };
  return new Proxy(d1, {
    get(target, prop) {
      if (prop === "prepare") return (query: string) => statement(target.prepare(query));
      if (prop === "batch")
        return (statements: D1PreparedStatement[]) =>
          time(
            "batch",
            statements.length,
            // The proxies unwrap to the real statements the binding expects.
            () => target.batch(statements.map((s) => unwrapped.get(s) ?? s)),
            (results) => results.reduce((sum, r) => sum + ((r as D1ResultLike).meta?.duration ?? 0), 0),
          );
      const value = Reflect.get(target, prop, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
const unwrapped = new WeakMap<object, D1PreparedStatement>();

function summary(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
  return {
    p50: at(0.5),
    p90: at(0.9),
    p99: at(0.99),
    mean: sorted.reduce((a, b) => a + b, 0) / sorted.length,
  };
}

it("times place order's D1 round trips", { timeout: 300_000 }, async () => {
  const product = await createProduct({ stock: 1_000_000 });
  const customers = await Promise.all(
    Array.from({ length: WARM_UP_ORDERS + MEASURED_ORDERS }, (_, i) =>
      createUser({ email: `d1.${i}@example.com` }),
    ),
  );
  const perOrder: Trip[][] = [];
  // The tickets' way back to the checkout gate, run after each answer as a request's waitUntil would.
  const returns: Promise<unknown>[] = [];
  for (const [i, customer] of customers.entries()) {
    const trips: Trip[] = [];
    const d1 = timed(env.DB, trips);
    const db = getDb(d1);
    const started = performance.now();
    await placeOrder(
      db,
      customer.id,
      {
        products: [{ productId: product.id, quantity: 1 }],
        deliveryAddress: validAddress,
        couponCode: null,
        paymentMethod: "online",
      },
      `d1-timing-${i}`,
      {
        assertPaymentTaken: () => {},
        enterCheckout: () => enterCheckout(env, (task) => returns.push(task())),
        rateLimits: [
          [orderLimits.placePerAccount, customer.id],
          [orderLimits.placePerClient, `10.0.${i >> 8}.${i & 255}`],
        ],
        countCouponTry: async () => ({ refund: async () => {} }),
        countCodMobiles: async () => "",
        countCodOrder: async () => ({ refund: async () => {} }),
        assertDeliverable: (pincode) => assertDeliverable(env, db, pincode),
        siteUrl: "http://localhost:8787",
      },
    );
    trips.push({ kind: "single", statements: 0, wallMs: performance.now() - started, dbMs: 0 });
    if (i >= WARM_UP_ORDERS) perOrder.push(trips);
  }
  await Promise.all(returns);
  // The order's own batch is the one with the most statements; the last entry is the whole order.
  const writeBatch = perOrder.map((trips) =>
    trips.slice(0, -1).reduce((a, b) => (b.statements > a.statements ? b : a)),
  );
  const dbPerOrder = perOrder.map((trips) => trips.slice(0, -1).reduce((sum, t) => sum + t.dbMs, 0));
  const result = {
    orders: perOrder.length,
    roundTrips: perOrder[0]!.length - 1,
    writeBatchStatements: writeBatch[0]!.statements,
    writeBatchWallMs: summary(writeBatch.map((t) => t.wallMs)),
    writeBatchDbMs: summary(writeBatch.map((t) => t.dbMs)),
    allTripsDbMsPerOrder: summary(dbPerOrder),
    orderWallMs: summary(perOrder.map((trips) => trips.at(-1)!.wallMs)),
  };
  console.log(`D1_TIMING ${JSON.stringify(result)}`);
  expect(result.orders).toBe(MEASURED_ORDERS);
});
