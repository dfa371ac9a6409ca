/**
 * API load on loopback (autocannon; the reads' latency with bench/open-loop.ts), every figure beside the floor (bench/floor.ts: an empty
 * Worker served the same way and sent the same requests). For each scenario, `API_LOAD.runs` rounds
 * alternate which server goes first; each run gets a freshly started server, warms it up, then
 * measures (1) the closed-loop maximum at `API_LOAD.connections` and (2) for the reads, latency
 * open-loop at one fixed offered rate, half the floor's maximum (measured first, on fresh floors),
 * so p99 is the time to serve a request rather than the queue a saturating load generator builds.
 *
 * What each endpoint needs is made straight in the bench database: customers (login and
 * place-order) first, and a product with stock for every order just before place order's rounds,
 * so the reads answer the shop's catalogue as seeded. Login is rate limited per account and per
 * client address (functions/auth/limits.ts); the bench spreads its logins over many accounts and
 * addresses (`CF-Connecting-IP`), as real customers arrive, so it measures logins rather than 429s —
 * any 429 still counts as an error. Placing orders is limited the same way
 * (functions/orders/limits.ts), and an account holds at most MAX_UNPAID_ORDERS_PER_ACCOUNT unpaid
 * orders, so each buyer places that many at most, each order from its own address.
 */
import { randomBytes } from "node:crypto";
import autocannon, { type Request, type Result } from "autocannon";
import { DEFAULT_PRODUCT, DEFAULT_PRODUCT_ID } from "../domain/catalogue.ts";
import { MAX_UNPAID_ORDERS_PER_ACCOUNT } from "../domain/orders.ts";
import { VALID_DELIVERY_ADDRESS } from "../domain/test-data.ts";
import { signAccessToken } from "../functions/lib/jwt.ts";
import { hashPassword } from "../functions/lib/passwords.ts";
import { API_LOAD } from "./budgets.ts";
import { FLOOR_PATH, startFloorWorker } from "./floor.ts";
import { openLoop } from "./open-loop.ts";
import { type LoadFigures, median, roundOrder, type ScenarioResult } from "./ratios.ts";
import { BENCH_JWT_SECRET, freshBenchDatabase, quote, type Server, sql, startBenchShop } from "./server.ts";

/** Place order runs a fixed number of orders, so every order the server made is one we counted. */
const PLACE_ORDER_AMOUNT = 1500;
const PLACE_ORDER_WARM_UP = 200;
const SELL_OUT_ATTEMPTS = 700;
const WARM_UP_CONNECTIONS = 10;
/** Every order the bench places: each round's warm-up and run, and the sell-out. */
const ORDERS_PLACED = API_LOAD.runs * (PLACE_ORDER_WARM_UP + PLACE_ORDER_AMOUNT) + SELL_OUT_ATTEMPTS;

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
  /** A fixed number of requests per run (orders), instead of a duration. */
  amount?: { warmUp: number; run: number };
  /** Reads are measured open-loop at the offered rate too; login and orders cannot carry it. */
  latencyAtRate: boolean;
  /** What the scenario needs made first, once, before its first round. */
  before?: () => void;
};

type LoadShape = { connections: number; seconds?: number; amount?: number };

function load(origin: string, method: string, path: string, request: () => Request, shape: LoadShape) {
  return autocannon({
    url: origin,
    connections: shape.connections,
    timeout: 30,
    // A run of a fixed amount ends at autocannon's first sample after its last answer, and its
    // duration with it: at the default 1 s, 1,500 orders answered in 6.1 s counted as 7 s (−14 %).
    // Sampling every 100 ms bounds that to 0.1 s.
    ...(shape.amount
      ? { amount: shape.amount, sampleInt: 100 }
      : { duration: shape.seconds ?? API_LOAD.seconds }),
    requests: [{ method, path, setupRequest: (base) => ({ ...base, ...request() }) }],
  });
}

/**
 * The floor's maximum throughput, median of fresh servers: it sets the offered rate. The bare floor
 * (no static files in front) runs beside it, for the report only.
 */
async function calibrate(
  port: number,
  log: (line: string) => void,
): Promise<{ floor: LoadFigures[]; bare: LoadFigures[] }> {
  const runs = { floor: [] as LoadFigures[], bare: [] as LoadFigures[] };
  for (let i = 0; i < API_LOAD.runs; i += 1) {
    for (const kind of ["floor", "bare"] as const) {
      const floor = await startFloorWorker(port, { bare: kind === "bare" });
      try {
        const plain = () => ({});
        await load(floor.origin, "GET", FLOOR_PATH, plain, {
          connections: WARM_UP_CONNECTIONS,
          seconds: API_LOAD.warmUpSeconds,
        });
        runs[kind].push(
          figures(
            API_LOAD.connections,
            await load(floor.origin, "GET", FLOOR_PATH, plain, { connections: API_LOAD.connections }),
          ),
        );
      } finally {
        await floor.stop();
      }
    }
    log(
      `  floor calibration ${i + 1}: ${runs.floor.at(-1)!.rps.toFixed(0)} req/s (bare Worker ${runs.bare.at(-1)!.rps.toFixed(0)})`,
    );
  }
  return runs;
}

export type ApiResults = {
  offeredRate: number;
  calibration: LoadFigures[];
  /** The same calibration on an empty Worker with no static files (no assets router in front). */
  bareCalibration?: LoadFigures[];
  scenarios: ScenarioResult[];
  placeOrder: PlaceOrderCheck;
  sellOut: SellOutCheck;
};

export async function measureApi(
  ports: { shop: number; floor: number },
  log: (line: string) => void,
): Promise<ApiResults> {
  log("  fresh bench database, customers and stock…");
  freshBenchDatabase();
  const password = `bench-${hexId()}`;
  const loginEmails = (await makeCustomers(200, password)).map(({ email }) => email);
  const nextBuyer = await orderTokens(ORDERS_PLACED);
  const STOCK = 10_000_000;
  // Added just before place order's rounds: the reads measure the shop's own catalogue, as seeded
  // (a second product would grow the list's answer by half: decision 042).
  let stockProduct = "";
  let n = 0;
  const next = () => (n += 1);
  const order = (productId: string) => () => ({
    headers: {
      "Content-Type": "application/json",
      Authorization: `Bearer ${nextBuyer()}`,
      "Idempotency-Key": `bench-${next()}-${hexId()}`,
      "CF-Connecting-IP": address(),
    },
    body: orderBody(productId, 1),
  });

  const { floor: calibration, bare: bareCalibration } = await calibrate(ports.floor, log);
  const offeredRate = Math.round(median(calibration.map((r) => r.rps)) * API_LOAD.offeredRateShare);
  log(`  offered rate for latency: ${offeredRate} req/s`);

  const scenarios: Scenario[] = [
    {
      name: "product",
      method: "GET",
      path: `/api/products/${DEFAULT_PRODUCT_ID}`,
      request: () => ({}),
      latencyAtRate: true,
    },
    { name: "product list", method: "GET", path: "/api/products", request: () => ({}), latencyAtRate: true },
    {
      name: "login",
      method: "POST",
      path: "/api/auth/login",
      request: () => ({
        headers: { "Content-Type": "application/json", "CF-Connecting-IP": address() },
        body: JSON.stringify({ email: loginEmails[next() % loginEmails.length], password }),
      }),
      latencyAtRate: false,
    },
    {
      name: "place order",
      method: "POST",
      path: "/api/user/placeorder",
      before: () => {
        stockProduct = insertProduct(STOCK);
      },
      request: () => order(stockProduct)(),
      amount: { warmUp: PLACE_ORDER_WARM_UP, run: PLACE_ORDER_AMOUNT },
      latencyAtRate: false,
    },
  ];

  const results: ScenarioResult[] = [];
  let answered201 = 0;
  for (const scenario of scenarios) {
    scenario.before?.();
    // The floor gets one fixed sample of the scenario's request (same size, headers and body), so
    // it spends none of the buyers or accounts the shop's runs need.
    const sample = scenario.request();
    const result: ScenarioResult = {
      name: scenario.name,
      method: scenario.method,
      path: scenario.path,
      offeredRate: scenario.latencyAtRate ? offeredRate : null,
      firstInRound: [],
      floor: { max: [], atRate: [] },
      shop: { max: [], atRate: [] },
    };
    for (let round = 0; round < API_LOAD.runs; round += 1) {
      result.firstInRound.push(roundOrder(round)[0]);
      for (const side of roundOrder(round)) {
        const isShop = side === "shop";
        const server: Server = isShop
          ? await startBenchShop(ports.shop)
          : await startFloorWorker(ports.floor);
        const request = isShop ? scenario.request : () => sample;
        const run = (shape: LoadShape) => load(server.origin, scenario.method, scenario.path, request, shape);
        try {
          const warmUp = await run(
            scenario.amount
              ? {
                  connections: WARM_UP_CONNECTIONS,
                  amount: isShop ? scenario.amount.warmUp : undefined,
                  seconds: API_LOAD.warmUpSeconds,
                }
              : { connections: WARM_UP_CONNECTIONS, seconds: API_LOAD.warmUpSeconds },
          );
          const max = figures(
            API_LOAD.connections,
            await run({
              connections: API_LOAD.connections,
              ...(isShop && scenario.amount ? { amount: scenario.amount.run } : {}),
            }),
          );
          if (isShop && scenario.amount)
            answered201 += (warmUp.statusCodeStats["201"]?.count ?? 0) + (max.statuses["201"] ?? 0);
          result[side].max.push(max);
          let line = `  ${scenario.name} round ${round + 1} ${side}: ${max.rps.toFixed(0)} req/s max (errors ${max.errors})`;
          if (scenario.latencyAtRate) {
            // Reads only: a GET with no body, the same for the floor and the shop.
            const atRate = await openLoop({
              method: scenario.method,
              url: new URL(scenario.path, server.origin).href,
              rate: offeredRate,
              seconds: API_LOAD.seconds,
              connections: API_LOAD.connections,
            });
            result[side].atRate.push(atRate);
            line += `; at ${offeredRate} req/s: p50 ${atRate.p50Ms} ms, p99 ${atRate.p99Ms} ms (errors ${atRate.errors})`;
          }
          log(line);
        } finally {
          await server.stop();
        }
      }
    }
    results.push(result);
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
  const shop = await startBenchShop(ports.shop);
  let sellOut: LoadFigures;
  try {
    sellOut = figures(
      50,
      await load(shop.origin, "POST", "/api/user/placeorder", order(sellOutProduct), {
        connections: 50,
        amount: SELL_OUT_ATTEMPTS,
      }),
    );
  } finally {
    await shop.stop();
  }
  const sold = soldAndStock(sellOutProduct);
  const sellOutCheck: SellOutCheck = {
    stock: sellOutStock,
    attempts: SELL_OUT_ATTEMPTS,
    created: sellOut.statuses["201"] ?? 0,
    refused409: sellOut.statuses["409"] ?? 0,
    other: SELL_OUT_ATTEMPTS - (sellOut.statuses["201"] ?? 0) - (sellOut.statuses["409"] ?? 0),
    stockAfter: sold.stock,
    soldUnits: sold.sold,
  };
  log(
    `  sell-out: ${sellOutCheck.created} created, ${sellOutCheck.refused409} refused, stock left ${sellOutCheck.stockAfter}`,
  );
  return { offeredRate, calibration, bareCalibration, scenarios: results, placeOrder, sellOut: sellOutCheck };
}
