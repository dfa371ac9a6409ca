/**
 * The soak: `npm start`'s server (scripts/start.ts, started as a developer would) under a bounded
 * stream of reads at 50 connections — the product, the product list, the health check and the
 * product page — counting every failed connection by its error code, and sampling the memory of
 * the server's process tree (workerd's alone, and the whole tree) before the load and after each
 * tenth of the requests.
 */
import autocannon from "autocannon";
import { DEFAULT_PRODUCT_ID } from "../domain/catalogue.ts";
import { SOAK_BUDGET } from "./budgets.ts";
import { treeMemory } from "./memory.ts";
import type { MemorySample } from "./ratios.ts";
import type { Server } from "./server.ts";

const SOAK_PATHS = [
  `/api/products/${DEFAULT_PRODUCT_ID}`,
  "/api/products",
  "/api/health",
  `/Buy_Product/${DEFAULT_PRODUCT_ID}`,
];
const SAMPLES = 10;

export type SoakResult = {
  requests: number;
  connections: number;
  paths: string[];
  seconds: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  /** Failed requests: connection errors and timeouts (autocannon's count) and non-2xx answers. */
  errors: number;
  timeouts: number;
  non2xx: number;
  /** Connection errors by code (ECONNRESET is a dropped connection). */
  errorCodes: Record<string, number>;
  statuses: Record<string, number>;
  samples: MemorySample[];
};

/** The soak length: BENCH_SOAK_REQUESTS, or the budget's 200,000. */
export const soakRequests = () => Number(process.env.BENCH_SOAK_REQUESTS ?? SOAK_BUDGET.requests);

export async function soak(
  server: Server,
  requests: number,
  log: (line: string) => void,
): Promise<SoakResult> {
  const pid = server.pid;
  if (!pid) throw new Error("the soak needs the server's process id");
  const sample = (answered: number): MemorySample => ({ requests: answered, ...treeMemory(pid) });
  const samples = [sample(0)];
  const errorCodes: Record<string, number> = {};
  const every = Math.ceil(requests / SAMPLES);
  let answered = 0;

  const instance = autocannon({
    url: server.origin,
    connections: SOAK_BUDGET.connections,
    amount: requests,
    timeout: 30,
    requests: SOAK_PATHS.map((path) => ({ method: "GET", path })),
  });
  instance.on("response", () => {
    answered += 1;
    if (answered % every === 0 && answered < requests) {
      samples.push(sample(answered));
      const last = samples.at(-1)!;
      log(
        `  soak ${answered.toLocaleString("en")}: workerd ${(last.workerdRssBytes / 2 ** 20).toFixed(0)} MB`,
      );
    }
  });
  instance.on("reqError", (error) => {
    const code = error.code ?? error.name;
    errorCodes[code] = (errorCodes[code] ?? 0) + 1;
  });
  const result = await instance;
  samples.push(sample(answered));
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, Number(count)]),
  );
  return {
    requests,
    connections: SOAK_BUDGET.connections,
    paths: SOAK_PATHS,
    seconds: result.duration,
    rps: answered / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    errorCodes,
    statuses,
    samples,
  };
}
