/**
 * A national flash sale, bounded: FLASH_SALE.customers distinct customers, each signed in with a
 * saved delivery address, try to buy one unit each of a product with FLASH_SALE.stock units, all
 * arriving within FLASH_SALE.arrivalSeconds of the sale opening; the sale is judged at
 * FLASH_SALE.windowSeconds. What must hold (docs/capacity.md): exactly the stock is sold (stock 0,
 * that many orders, never more), every other customer hears a clear "sold out" (409, the spec's
 * out-of-stock message) or "please wait" (429 with Retry-After), and nobody gets a 5xx, a dropped
 * connection or no answer within FLASH_SALE.answerTimeoutSeconds.
 *
 * Each customer is a client of its own: its own account and token, its own client address
 * (`CF-Connecting-IP`, which Cloudflare's edge sets from the real client in production), one
 * Idempotency-Key for its purchase, and on a 429 it waits the Retry-After (plus up to a second of
 * jitter, as a person pressing again would) and tries again while the sale lasts. Arrivals are
 * open-loop: a customer arrives at its time whatever the server is doing, so a slow server builds
 * a queue of customers, as it would on the day.
 *
 * Customers are made in one SQL file run once against the bench database (a few seconds), not
 * through sign-up and login, which are rate limited per address and account and cost a PBKDF2 hash
 * each; their access tokens are signed with the bench server's secret, as a login would issue them.
 *
 *   node bench/flash-sale.ts          # builds, serves on BENCH_PORT (8862), runs the sale, prints it
 *   npm run bench                     # runs it too, into bench/report.md
 */
import { randomBytes } from "node:crypto";
import autocannon from "autocannon";
import { Agent, request } from "node:http";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { messages } from "../domain/messages.ts";
import type { DeliveryAddress } from "../domain/schemas.ts";
import { signAccessToken } from "../functions/lib/jwt.ts";
import { hashPassword } from "../functions/lib/passwords.ts";
import { run, wrangler } from "../scripts/wrangler.ts";
import { insertProduct, soldAndStock } from "./load.ts";
import { BENCH_JWT_SECRET, BENCH_STATE_DIR, quote } from "./server.ts";

const fromEnv = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

/** The sale's shape; FLASH_CUSTOMERS, FLASH_STOCK and FLASH_ARRIVAL_SECONDS change it for a trial. */
export const FLASH_SALE = {
  customers: fromEnv("FLASH_CUSTOMERS", 5000),
  stock: fromEnv("FLASH_STOCK", 1000),
  /** Every customer arrives within this many seconds of the opening (5,000 in 10 s: 500 a second). */
  arrivalSeconds: fromEnv("FLASH_ARRIVAL_SECONDS", 10),
  /** The sale is over, every customer answered, by this many seconds after the opening. */
  windowSeconds: 60,
  /** A customer who has no answer after this long (from arriving) counts as a timeout. */
  answerTimeoutSeconds: 10,
  /**
   * Connections the bench keeps open to the server. On the day Cloudflare's edge holds each
   * customer's connection; here one process cannot hold 5,000 to a local server (workerd runs out
   * of file descriptors), so customers share these, and the wait for one counts in their time.
   * Four times the checkout gate's tickets (CHECKOUT_GATE.maxInFlight), so the gate is what answers.
   */
  connections: 256,
} as const;

/** Rows per INSERT: D1 refuses a statement over 100 KB (a user row here is ~250 bytes). */
const ROWS_PER_INSERT = 200;
const PRODUCT_NAME = "Asthiveda (flash sale)";
const SOLD_OUT = messages.outOfStock(PRODUCT_NAME);

/** Where customers live: PIN codes across India, so orders cross delivery zones as on the day. */
const PLACES = [
  { city: "Pune", state: "Maharashtra", pincode: "411001" },
  { city: "New Delhi", state: "Delhi", pincode: "110001" },
  { city: "Bengaluru", state: "Karnataka", pincode: "560001" },
  { city: "Chennai", state: "Tamil Nadu", pincode: "600001" },
  { city: "Kolkata", state: "West Bengal", pincode: "700001" },
  { city: "Mumbai", state: "Maharashtra", pincode: "400001" },
  { city: "Lucknow", state: "Uttar Pradesh", pincode: "226001" },
  { city: "Guwahati", state: "Assam", pincode: "781001" },
] as const;

type Customer = { id: string; token: string; address: DeliveryAddress; clientAddress: string };

export type Outcome =
  | "bought"
  | "sold out"
  | "please wait"
  | "server error"
  | "timeout"
  | "no connection"
  | "other";
type Answer = { ms: number; status: number | "timeout" | "no connection" };

export type FlashSaleResult = {
  customers: number;
  stock: number;
  arrivalSeconds: number;
  seedSeconds: number;
  /** From the opening to the last customer's final answer. */
  saleSeconds: number;
  outcomes: Record<Outcome, number>;
  /** Every answer, retries included, by HTTP status (or timeout / no connection). */
  answers: Record<string, number>;
  retries: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** p50 / p99 of the answers of each status. */
  byStatus: Record<string, { count: number; p50Ms: number; p99Ms: number }>;
  after: { stock: number; sold: number; orders: number };
  /**
   * What the server answered for a static file just before the sale, over the same connections
   * (req/s): nothing the shop's code does can answer customers faster than this.
   */
  staticFileRps: number;
  /** The bench's own event-loop delay during the sale (p99, max): large, and the times are the bench's. */
  benchLagMs: { p99: number; max: number };
  /** Anything other than the expected bodies, a few examples, for the report. */
  surprises: string[];
};

const hex = (bytes: number) => randomBytes(bytes).toString("hex");
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** The customers, each with a saved delivery address, in one SQL file run once. */
async function makeCustomers(count: number): Promise<Customer[]> {
  const hash = await hashPassword(`flash-${hex(8)}`);
  const secret = new TextEncoder().encode(BENCH_JWT_SECRET);
  const customers = await Promise.all(
    Array.from({ length: count }, async (_, i): Promise<Customer> => {
      const id = hex(12);
      const place = PLACES[i % PLACES.length]!;
      return {
        id,
        token: await signAccessToken({ sub: id, role: "User" }, secret, 60 * 60),
        address: {
          name: `Flash Customer ${i + 1}`,
          mobile: `9${String(100_000_000 + i).padStart(9, "0")}`,
          email: `flash.${i + 1}.${id.slice(0, 6)}@example.com`,
          address: `${(i % 200) + 1} Market Road, Flat ${(i % 40) + 1}`,
          ...place,
        },
        // One address per customer, none shared: 10.x.y.z over 5,000 customers.
        clientAddress: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
      };
    }),
  );
  const now = Date.now();
  const values = (rows: (string | number)[][]) => rows.map((row) => `(${row.map(quote).join(", ")})`);
  const statements: string[] = [];
  for (let start = 0; start < count; start += ROWS_PER_INSERT) {
    const chunk = customers.slice(start, start + ROWS_PER_INSERT);
    statements.push(
      `INSERT INTO users (id, name, email, password_hash, role, status, phone, created_at, updated_at) VALUES ${values(
        chunk.map((c) => [
          c.id,
          c.address.name,
          c.address.email,
          hash,
          "User",
          "Active",
          c.address.mobile,
          now,
          now,
        ]),
      ).join(", ")};`,
      `INSERT INTO delivery_addresses (user_id, name, mobile, email, address, city, state, pincode, updated_at) VALUES ${values(
        chunk.map((c) => [
          c.id,
          c.address.name,
          c.address.mobile,
          c.address.email,
          c.address.address,
          c.address.city,
          c.address.state,
          c.address.pincode,
          now,
        ]),
      ).join(", ")};`,
    );
  }
  const dir = mkdtempSync(join(tmpdir(), "bench-flash-"));
  try {
    const file = join(dir, "customers.sql");
    writeFileSync(file, statements.join("\n"));
    wrangler(
      [
        "d1",
        "execute",
        "DB",
        "--local",
        "--config",
        "wrangler.jsonc",
        "--persist-to",
        BENCH_STATE_DIR,
        "--file",
        file,
      ],
      { quiet: true },
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return customers;
}

type Answered = { status: number; retryAfter: string | null; text: string };

const agent = new Agent({ keepAlive: true, maxSockets: FLASH_SALE.connections });

/** One POST through the bench's connections; `signal` ends it, waiting for a connection included. */
function post(
  url: string,
  headers: Record<string, string>,
  body: string,
  signal: AbortSignal,
): Promise<Answered> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: "POST",
        headers: { ...headers, "Content-Length": String(Buffer.byteLength(body)) },
        agent,
        signal,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("error", reject);
        res.on("end", () => {
          const retryAfter = res.headers["retry-after"];
          resolve({
            status: res.statusCode ?? 0,
            retryAfter: typeof retryAfter === "string" ? retryAfter : null,
            text: Buffer.concat(chunks).toString("utf8"),
          });
        });
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/** One customer's purchase: tries until bought, sold out, or the sale's window would pass. */
async function shop(
  origin: string,
  productId: string,
  customer: Customer,
  saleEndsAt: number,
  record: (answer: Answer) => void,
  surprise: (note: string) => void,
): Promise<{ outcome: Outcome; retries: number }> {
  const key = `flash-${customer.id}-${hex(4)}`;
  const body = JSON.stringify({
    products: [{ productId, quantity: 1 }],
    deliveryAddress: customer.address,
    couponCode: null,
  });
  for (let retries = 0; ; retries += 1) {
    const started = performance.now();
    const signal = AbortSignal.timeout(FLASH_SALE.answerTimeoutSeconds * 1000);
    let response: Answered;
    try {
      response = await post(
        `${origin}/api/user/placeorder`,
        {
          "Content-Type": "application/json",
          Authorization: `Bearer ${customer.token}`,
          "Idempotency-Key": key,
          "CF-Connecting-IP": customer.clientAddress,
        },
        body,
        signal,
      );
    } catch (error) {
      const timedOut = signal.aborted;
      record({ ms: performance.now() - started, status: timedOut ? "timeout" : "no connection" });
      if (!timedOut) surprise(`no connection: ${error instanceof Error ? error.message : error}`);
      return { outcome: timedOut ? "timeout" : "no connection", retries };
    }
    const text = response.text;
    record({ ms: performance.now() - started, status: response.status });
    const message = (() => {
      try {
        return String((JSON.parse(text) as { message?: unknown }).message ?? "");
      } catch {
        return text.slice(0, 120);
      }
    })();
    if (response.status === 201) return { outcome: "bought", retries };
    if (response.status === 409 && message === SOLD_OUT) return { outcome: "sold out", retries };
    if (response.status === 429) {
      const wait = Number(response.retryAfter);
      if (!(wait > 0)) {
        surprise(`429 without a Retry-After: ${message}`);
        return { outcome: "other", retries };
      }
      const retryAt = Date.now() + wait * 1000 + Math.random() * 1000;
      // A retry must have its answer inside the sale's window, time-out included.
      if (retryAt + FLASH_SALE.answerTimeoutSeconds * 1000 > saleEndsAt)
        return { outcome: "please wait", retries };
      await sleep(retryAt - Date.now());
      continue;
    }
    surprise(`${response.status}: ${message}`);
    return { outcome: response.status >= 500 ? "server error" : "other", retries };
  }
}

export type D1Timing = {
  orders: number;
  roundTrips: number;
  writeBatchStatements: number;
  writeBatchWallMs: Record<"p50" | "p90" | "p99" | "mean", number>;
  writeBatchDbMs: Record<"p50" | "p90" | "p99" | "mean", number>;
  allTripsDbMsPerOrder: Record<"p50" | "p90" | "p99" | "mean", number>;
  orderWallMs: Record<"p50" | "p90" | "p99" | "mean", number>;
};

/** Place order's D1 round trips timed in workerd (bench/d1-batch.measure.ts), for the capacity model. */
export function measureD1Timing(): D1Timing {
  const out = run("vitest", ["run", "--project", "d1-timing"], { quiet: true });
  const line = out.split("\n").find((l) => l.includes("D1_TIMING "));
  if (!line) throw new Error(`bench/d1-batch.measure.ts printed no timing:\n${out}`);
  return JSON.parse(line.slice(line.indexOf("D1_TIMING ") + "D1_TIMING ".length)) as D1Timing;
}

/** Runs the sale against the shop at `origin` (served on the bench database, BENCH_STATE_DIR). */
export async function runFlashSale(origin: string, log: (line: string) => void): Promise<FlashSaleResult> {
  const { customers: count, stock, arrivalSeconds, windowSeconds } = FLASH_SALE;
  const seedStarted = performance.now();
  const customers = await makeCustomers(count);
  const productId = insertProduct(stock, PRODUCT_NAME);
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  log(`  flash sale: ${count} customers with addresses made in ${seedSeconds.toFixed(1)} s; ${stock} units`);

  const staticFile = await autocannon({
    url: `${origin}/favicon.svg`,
    connections: FLASH_SALE.connections,
    duration: 3,
  });
  const staticFileRps = staticFile.requests.total / staticFile.duration;
  log(`  flash sale: the server answers ${Math.round(staticFileRps)} req/s for a static file right now`);

  const answers: Answer[] = [];
  const surprises = new Set<string>();
  // The bench's own event loop: if it lags, answer times include the bench's delay, not the shop's.
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  const opensAt = Date.now() + 500;
  const saleEndsAt = opensAt + windowSeconds * 1000;
  const results = await Promise.all(
    customers.map(async (customer, i) => {
      // Evenly spread arrivals: customer i arrives at i/count of the arrival window.
      await sleep(opensAt + (i * arrivalSeconds * 1000) / count - Date.now());
      return shop(
        origin,
        productId,
        customer,
        saleEndsAt,
        (answer) => answers.push(answer),
        (note) => surprises.size < 5 && surprises.add(note),
      );
    }),
  );
  const saleSeconds = (Date.now() - opensAt) / 1000;
  lag.disable();
  agent.destroy();

  const outcomes: Record<Outcome, number> = {
    bought: 0,
    "sold out": 0,
    "please wait": 0,
    "server error": 0,
    timeout: 0,
    "no connection": 0,
    other: 0,
  };
  for (const { outcome } of results) outcomes[outcome] += 1;
  const byStatusMs = new Map<string, number[]>();
  for (const { status, ms } of answers)
    byStatusMs.set(String(status), [...(byStatusMs.get(String(status)) ?? []), ms]);
  const all = answers.map((a) => a.ms).sort((a, b) => a - b);
  const byStatus = Object.fromEntries(
    [...byStatusMs].map(([status, list]) => {
      const sorted = list.sort((a, b) => a - b);
      return [status, { count: sorted.length, p50Ms: percentile(sorted, 50), p99Ms: percentile(sorted, 99) }];
    }),
  );
  const result: FlashSaleResult = {
    customers: count,
    stock,
    arrivalSeconds,
    seedSeconds,
    saleSeconds,
    outcomes,
    answers: Object.fromEntries([...byStatusMs].map(([status, list]) => [status, list.length])),
    retries: results.reduce((sum, r) => sum + r.retries, 0),
    p50Ms: percentile(all, 50),
    p99Ms: percentile(all, 99),
    maxMs: all.at(-1) ?? 0,
    byStatus,
    after: soldAndStock(productId),
    staticFileRps,
    benchLagMs: { p99: lag.percentile(99) / 1e6, max: lag.max / 1e6 },
    surprises: [...surprises],
  };
  log(
    `  flash sale: ${Object.entries(outcomes)
      .filter(([, n]) => n > 0)
      .map(([o, n]) => `${n} ${o}`)
      .join(
        ", ",
      )}; answers p50 ${Math.round(result.p50Ms)} ms, p99 ${Math.round(result.p99Ms)} ms; stock left ${result.after.stock}, ${result.after.orders} orders; ${saleSeconds.toFixed(1)} s; bench lag p99 ${Math.round(result.benchLagMs.p99)} ms`,
  );
  for (const note of result.surprises) log(`    e.g. ${note}`);
  return result;
}

export type FlashVerdict = { budget: string; measured: string; limit: string; pass: boolean };

/** What the sale must show (docs/capacity.md). */
export function judgeFlashSale(r: FlashSaleResult): FlashVerdict[] {
  const failed =
    r.outcomes["server error"] + r.outcomes.timeout + r.outcomes["no connection"] + r.outcomes.other;
  const refused = r.outcomes["sold out"] + r.outcomes["please wait"];
  return [
    {
      budget: "flash sale: units sold = orders = stock, none left",
      measured: `${r.after.sold} sold in ${r.after.orders} orders (${r.outcomes.bought} answered 201), ${r.after.stock} left`,
      limit: `${r.stock} = ${r.stock} = ${r.stock}, 0 left`,
      pass:
        r.after.sold === r.stock &&
        r.after.orders === r.stock &&
        r.outcomes.bought === r.stock &&
        r.after.stock === 0,
    },
    {
      budget: "flash sale: the rest told sold out or please wait",
      measured: `${refused} of ${r.customers - r.stock}`,
      limit: `${r.customers - r.stock}`,
      pass: refused === r.customers - r.stock,
    },
    {
      budget: "flash sale: 5xx, timeouts, dropped connections",
      measured: String(failed),
      limit: "0",
      pass: failed === 0,
    },
    {
      budget: "flash sale: over within its window",
      measured: `${r.saleSeconds.toFixed(1)} s`,
      limit: `≤ ${FLASH_SALE.windowSeconds} s`,
      pass: r.saleSeconds <= FLASH_SALE.windowSeconds,
    },
  ];
}

/** The report's section on the sale. */
export function flashSaleSection(r: FlashSaleResult, d1: D1Timing): string {
  const ms = (value: number) => `${Math.round(value)} ms`;
  const rows = Object.entries(r.byStatus)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, f]) => `| ${status} | ${f.count} | ${ms(f.p50Ms)} | ${ms(f.p99Ms)} |`);
  return `## Flash sale

${r.customers.toLocaleString("en")} customers (each signed in, with a saved delivery address, from its own client address) try to buy 1 unit each
of a product with ${r.stock.toLocaleString("en")} units, arriving evenly over the first ${r.arrivalSeconds} s (open loop); on a 429 a customer waits its
Retry-After (plus up to 1 s of jitter) and tries again while the ${FLASH_SALE.windowSeconds}-second sale lasts; no answer in ${FLASH_SALE.answerTimeoutSeconds} s is a timeout
through ${FLASH_SALE.connections} connections (the time a customer waits for one counts); bench/flash-sale.ts, the capacity model
in docs/capacity.md. Customers made in ${r.seedSeconds.toFixed(1)} s (one SQL file). The bench's own event-loop delay: p99 ${ms(r.benchLagMs.p99)}, max ${ms(r.benchLagMs.max)}.
Just before the sale the server answered **${Math.round(r.staticFileRps)} req/s** for a static file over the same connections, against
${Math.round(r.customers / r.arrivalSeconds)} customers a second arriving: no code in the shop answers faster than that.

| Outcome per customer | Customers |
|---|---|
${Object.entries(r.outcomes)
  .map(([outcome, n]) => `| ${outcome} | ${n} |`)
  .join("\n")}

Answers (retries included): ${Object.values(r.answers).reduce((a, b) => a + b, 0)}, of which ${r.retries} retries; p50 **${ms(r.p50Ms)}**, p99 **${ms(r.p99Ms)}**, slowest ${ms(r.maxMs)}.
The sale was over ${r.saleSeconds.toFixed(1)} s after it opened. Afterwards: ${r.after.stock} units left, ${r.after.sold} sold in ${r.after.orders} orders.

| Answer | Count | p50 | p99 |
|---|---|---|---|
${rows.join("\n")}
${r.surprises.length ? `\nUnexpected answers, e.g.: ${r.surprises.map((s) => `\`${s}\``).join("; ")}\n` : ""}
Place order's D1 work, timed in workerd one order after another (${d1.orders} orders, bench/d1-batch.measure.ts): ${d1.roundTrips} round trip(s)
in the service for the first order measured (2 with the first reads of the account, key and products; 1 when its products were read for an
order in the last 2 s, decision 032); the order's own batch (${d1.writeBatchStatements} statements) waits p50 ${ms(d1.writeBatchWallMs.p50)}, mean ${d1.writeBatchWallMs.mean.toFixed(1)} ms,
of which D1 reports ${d1.writeBatchDbMs.mean.toFixed(2)} ms executing (mean; D1's clock steps in whole ms); all of an order's statements
${d1.allTripsDbMsPerOrder.mean.toFixed(2)} ms; the whole placement p50 ${ms(d1.orderWallMs.p50)}. One database runs one statement at a time, so it could write
about ${Math.round(1000 / Math.max(d1.allTripsDbMsPerOrder.mean, 0.01)).toLocaleString("en")} orders a second at that cost (docs/capacity.md).
`;
}

if (import.meta.main) {
  // FLASH_ORIGIN: a shop already serving the bench database (bench/server.ts startServer), else one is built and started.
  const { build, startServer } = await import("./server.ts");
  const startShop = async () => {
    build();
    return startServer(Number(process.env.BENCH_PORT ?? 8862));
  };
  const server = process.env.FLASH_ORIGIN
    ? { origin: process.env.FLASH_ORIGIN, stop: async () => {} }
    : await startShop();
  try {
    const result = await runFlashSale(server.origin, console.log);
    for (const v of judgeFlashSale(result))
      console.log(`  ${v.pass ? "PASS" : "FAIL"}  ${v.budget}: ${v.measured} (limit ${v.limit})`);
    writeFileSync("bench/flash-sale.json", JSON.stringify(result, null, 2));
  } finally {
    await server.stop();
  }
}
