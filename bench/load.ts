/**
 * API load on loopback with autocannon: each endpoint at 1, 10 and 50 connections, plus a static
 * asset from the same server as the ceiling and an empty Worker as the floor (bench/floor.ts). What each endpoint needs is made first, straight in
 * the bench database: customers (login and place-order), a product with stock for millions of
 * orders. Login is rate limited per account and per client address (functions/auth/limits.ts);
 * the bench spreads its logins over many accounts and addresses (`CF-Connecting-IP`), as real
 * customers arrive, so it measures logins rather than 429s — any 429 still counts as an error.
 * Placing orders is limited the same way (functions/orders/limits.ts), and an account holds at
 * most MAX_UNPAID_ORDERS_PER_ACCOUNT unpaid orders, so each buyer places that many at most, each
 * order from its own address: the bench measures orders, not refusals.
 */
import { randomBytes } from "node:crypto";
import autocannon, { type Request, type Result } from "autocannon";
import { DEFAULT_PRODUCT, DEFAULT_PRODUCT_ID } from "../domain/catalogue.ts";
import { MAX_UNPAID_ORDERS_PER_ACCOUNT } from "../domain/orders.ts";
import { VALID_DELIVERY_ADDRESS } from "../domain/test-data.ts";
import { signAccessToken } from "../functions/lib/jwt.ts";
import { hashPassword } from "../functions/lib/passwords.ts";
import { BENCH_JWT_SECRET, quote, sql } from "./server.ts";

export const CONNECTIONS = [1, 10, 50] as const;
export const DURATION_SECONDS = 8;
export const WARM_UP_SECONDS = 2;
/** Place-order runs a fixed number of orders, so every order the server made is one we counted. */
const PLACE_ORDER_AMOUNT: Record<number, number> = { 1: 250, 10: 1000, 50: 1500 };
const PLACE_ORDER_WARM_UP = 200;
const SELL_OUT_ATTEMPTS = 700;
/** Every order the bench places: the warm-up, each run and the sell-out. */
const ORDERS_PLACED =
  PLACE_ORDER_WARM_UP + Object.values(PLACE_ORDER_AMOUNT).reduce((a, b) => a + b, 0) + SELL_OUT_ATTEMPTS;

export type LoadFigures = {
  connections: number;
  requests: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  statuses: Record<string, number>;
};
export type EndpointLoad = { name: string; method: string; path: string; runs: LoadFigures[] };

const address = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${(randomBytes(1)[0]! % 250) + 1}`;
const hexId = () => randomBytes(12).toString("hex");

function figures(connections: number, result: Result): LoadFigures {
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, Number(count)]),
  );
  const responses = Object.values(statuses).reduce((a, b) => a + b, 0);
  return {
    connections,
    requests: responses,
    rps: responses / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.non2xx + result.errors,
    statuses,
  };
}

/** Customers that can log in with `password`; one PBKDF2 hash shared by all (same cost each). */
async function makeCustomers(count: number, password: string): Promise<{ id: string; email: string }[]> {
  const hash = await hashPassword(password);
  const customers = Array.from({ length: count }, (_, i) => ({
    id: hexId(),
    email: `bench.${i}.${hexId().slice(0, 8)}@example.com`,
  }));
  // A few hundred rows per statement: the whole SQL goes through one command-line argument.
  for (let start = 0; start < count; start += 200) {
    const rows = customers
      .slice(start, start + 200)
      .map(
        ({ id, email }) => `(${[id, "Bench Customer", email, hash, "User", "Active"].map(quote).join(", ")})`,
      );
    sql(`INSERT INTO users (id, name, email, password_hash, role, status) VALUES ${rows.join(", ")}`);
  }
  return customers;
}

/**
 * Buyers' access tokens, signed with the bench server's secret (as a login would issue them; the
 * login endpoint is measured on its own), handed out MAX_UNPAID_ORDERS_PER_ACCOUNT orders each.
 */
async function orderTokens(count: number): Promise<() => string> {
  // A tenth more buyers than orders need, in case autocannon prepares a request it never sends.
  const buyers = await makeCustomers(
    Math.ceil((count * 1.1) / MAX_UNPAID_ORDERS_PER_ACCOUNT),
    `bench-${hexId()}`,
  );
  const secret = new TextEncoder().encode(BENCH_JWT_SECRET);
  const tokens = await Promise.all(
    buyers.map(({ id }) => signAccessToken({ sub: id, role: "User" }, secret, 60 * 60)),
  );
  let placed = 0;
  // Past the last buyer it starts over: those orders meet the cap, and show as errors.
  return () => tokens[Math.floor(placed++ / MAX_UNPAID_ORDERS_PER_ACCOUNT) % tokens.length]!;
}

export function insertProduct(stock: number, name = "Asthiveda (bench stock)"): string {
  const id = hexId();
  const p = DEFAULT_PRODUCT;
  sql(
    `INSERT INTO products (id, name, description, brand, category, image, original_price_paise, stock, review_count) VALUES (${[
      id,
      name,
      p.description,
      p.brand,
      p.category,
      p.image,
      p.originalPricePaise,
      stock,
      0,
    ]
      .map(quote)
      .join(", ")})`,
  );
  return id;
}

export function soldAndStock(productId: string): { stock: number; sold: number; orders: number } {
  const [row] = sql<{ stock: number; sold: number | null; orders: number }>(
    `SELECT (SELECT stock FROM products WHERE id = ${quote(productId)}) AS stock,
            (SELECT SUM(quantity) FROM order_lines WHERE product_id = ${quote(productId)}) AS sold,
            (SELECT COUNT(DISTINCT order_id) FROM order_lines WHERE product_id = ${quote(productId)}) AS orders`,
  );
  return { stock: row!.stock, sold: row!.sold ?? 0, orders: row!.orders };
}

const orderBody = (productId: string, quantity: number) =>
  JSON.stringify({
    products: [{ productId, quantity }],
    deliveryAddress: VALID_DELIVERY_ADDRESS,
    couponCode: null,
  });

type Scenario = {
  name: string;
  method: string;
  path: string;
  request: () => Request;
  amount?: (connections: number) => number;
  origin?: string;
};

async function run(
  origin: string,
  scenario: Scenario,
  connections: number,
  seconds: number,
  amount?: number,
): Promise<Result> {
  return autocannon({
    url: scenario.origin ?? origin,
    connections,
    timeout: 30,
    ...(amount ? { amount } : { duration: seconds }),
    requests: [
      {
        method: scenario.method,
        path: scenario.path,
        setupRequest: (request) => ({ ...request, ...scenario.request() }),
      },
    ],
  });
}

export type PlaceOrderCheck = {
  productId: string;
  stockBefore: number;
  stockAfter: number;
  soldUnits: number;
  ordersInDb: number;
  ordersAnswered201: number;
};
export type SellOutCheck = {
  stock: number;
  attempts: number;
  created: number;
  refused409: number;
  other: number;
  stockAfter: number;
  soldUnits: number;
};

export const FLOOR = "empty Worker (floor)";
export const CEILING = "static asset (ceiling)";

/**
 * `restartShop` runs before each of the shop's scenarios. wrangler dev's workerd processes grow
 * with every request they serve, and their p99 with them, even for an empty Worker (measured here:
 * ~17 KB of memory per request, p99 at 10 connections 19 → 40 ms over 20,000 requests); a fresh
 * server for each scenario keeps one endpoint from paying for the requests sent to another.
 */
export async function measureApi(
  origin: string,
  floorOrigin: string,
  log: (line: string) => void,
  restartShop: () => Promise<void>,
) {
  const password = `bench-${hexId()}`;
  const loginEmails = (await makeCustomers(200, password)).map(({ email }) => email);
  const nextBuyer = await orderTokens(ORDERS_PLACED);
  const STOCK = 10_000_000;
  const stockProduct = insertProduct(STOCK);
  let n = 0;
  const next = () => (n += 1);
  /** One order of one pack of `productId` by the next buyer, from a fresh address, under a new idempotency key. */
  const orderRequest = (keyPrefix: string, productId: string) => ({
    headers: {
      "Content-Type": "application/json",
      Authorization: `Bearer ${nextBuyer()}`,
      "Idempotency-Key": `${keyPrefix}-${next()}-${hexId()}`,
      "CF-Connecting-IP": address(),
    },
    body: orderBody(productId, 1),
  });

  const scenarios: Scenario[] = [
    { name: FLOOR, method: "GET", path: "/", origin: floorOrigin, request: () => ({}) },
    { name: CEILING, method: "GET", path: "/favicon.svg", request: () => ({}) },
    { name: "product", method: "GET", path: `/api/products/${DEFAULT_PRODUCT_ID}`, request: () => ({}) },
    { name: "product list", method: "GET", path: "/api/products", request: () => ({}) },
    {
      name: "login",
      method: "POST",
      path: "/api/auth/login",
      request: () => ({
        headers: { "Content-Type": "application/json", "CF-Connecting-IP": address() },
        body: JSON.stringify({ email: loginEmails[next() % loginEmails.length], password }),
      }),
    },
    {
      name: "place order",
      method: "POST",
      path: "/api/user/placeorder",
      amount: (connections) => PLACE_ORDER_AMOUNT[connections]!,
      request: () => orderRequest("bench", stockProduct),
    },
  ];

  const endpoints: EndpointLoad[] = [];
  let answered201 = 0;
  for (const scenario of scenarios) {
    if (!scenario.origin) await restartShop();
    const runs: LoadFigures[] = [];
    // Warm up (JIT, caches) at 10 connections; place-order's warm-up orders are real, so counted.
    const warmUp = await run(
      origin,
      scenario,
      10,
      WARM_UP_SECONDS,
      scenario.amount ? PLACE_ORDER_WARM_UP : undefined,
    );
    if (scenario.amount) answered201 += warmUp.statusCodeStats["201"]?.count ?? 0;
    for (const connections of CONNECTIONS) {
      const result = figures(
        connections,
        await run(origin, scenario, connections, DURATION_SECONDS, scenario.amount?.(connections)),
      );
      if (scenario.amount) answered201 += result.statuses["201"] ?? 0;
      log(
        `  ${scenario.name} @${connections}: ${result.rps.toFixed(0)} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, errors ${result.errors}`,
      );
      runs.push(result);
    }
    endpoints.push({ name: scenario.name, method: scenario.method, path: scenario.path, runs });
  }

  const after = soldAndStock(stockProduct);
  const placeOrder: PlaceOrderCheck = {
    productId: stockProduct,
    stockBefore: STOCK,
    stockAfter: after.stock,
    soldUnits: after.sold,
    ordersInDb: after.orders,
    ordersAnswered201: answered201,
  };

  // Sell-out: more orders than stock, 50 at a time; exactly the stock is sold, the rest refused.
  const sellOutStock = 500;
  const sellOutProduct = insertProduct(sellOutStock, "Asthiveda (bench sell-out)");
  const attempts = SELL_OUT_ATTEMPTS;
  const orderScenario = scenarios.find((s) => s.name === "place order")!;
  const sellOut = figures(
    50,
    await run(
      origin,
      {
        ...orderScenario,
        request: () => orderRequest("sellout", sellOutProduct),
      },
      50,
      0,
      attempts,
    ),
  );
  const sold = soldAndStock(sellOutProduct);
  const sellOutCheck: SellOutCheck = {
    stock: sellOutStock,
    attempts,
    created: sellOut.statuses["201"] ?? 0,
    refused409: sellOut.statuses["409"] ?? 0,
    other: attempts - (sellOut.statuses["201"] ?? 0) - (sellOut.statuses["409"] ?? 0),
    stockAfter: sold.stock,
    soldUnits: sold.sold,
  };
  log(
    `  sell-out: ${sellOutCheck.created} created, ${sellOutCheck.refused409} refused, stock left ${sellOutCheck.stockAfter}`,
  );
  return { endpoints, placeOrder, sellOut: sellOutCheck };
}
