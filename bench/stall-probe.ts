/**
 * When the reads' p99 is long, where the time went: serves the built shop (or the floor) as the
 * bench does, sends product reads open loop at a fixed rate (bench/open-loop.ts, 2 s of warm-up
 * then the measured run) and prints p50/p99 and every stall: the requests slower than
 * STALL_MS, grouped when they were due within GROUP_MS of each other, with when the group began
 * and its slowest request. A stall at the same moment run after run points at something periodic
 * in the server (decision 040 found a young-generation collection this way). Needs a build.
 *
 *   node bench/stall-probe.ts [shop|floor, default shop] [req/s, default 439] [seconds, default 8]
 *
 * Port: BENCH_PORT (default 8860). MINIFLARE_WORKERD_V8_FLAGS is passed on to workerd
 * (scripts/serve.ts), e.g. `--max-semi-space-size=64` to see the server without decision 040.
 */
import { DEFAULT_PRODUCT_ID } from "../domain/catalogue.ts";
import { FLOOR_PATH, startFloorWorker } from "./floor.ts";
import { openLoop } from "./open-loop.ts";
import { freshBenchDatabase, startBenchShop } from "./server.ts";

const STALL_MS = 20;
const GROUP_MS = 300;
const WARM_UP_SECONDS = 2;

const [which = "shop", rate = "439", seconds = "8"] = process.argv.slice(2);
if (which !== "shop" && which !== "floor") throw new Error(`shop or floor, not ${which}`);
const port = Number(process.env.BENCH_PORT ?? 8860);
const path = which === "shop" ? `/api/products/${DEFAULT_PRODUCT_ID}` : FLOOR_PATH;

if (which === "shop") freshBenchDatabase();
const server = which === "shop" ? await startBenchShop(port) : await startFloorWorker(port);
try {
  const shape = { method: "GET", url: `${server.origin}${path}`, rate: Number(rate), connections: 50 };
  await openLoop({ ...shape, seconds: WARM_UP_SECONDS });
  const slow: { dueMs: number; latencyMs: number }[] = [];
  const run = await openLoop({
    ...shape,
    seconds: Number(seconds),
    onAnswer: (dueMs, latencyMs) => {
      if (latencyMs > STALL_MS) slow.push({ dueMs, latencyMs });
    },
  });
  console.log(
    `${which} at ${rate} req/s for ${seconds} s: p50 ${run.p50Ms} ms, p99 ${run.p99Ms} ms, errors ${run.errors}`,
  );
  console.log(`stalls (requests over ${STALL_MS} ms, by when they were due):`);
  for (const stall of stallsOf(slow))
    console.log(
      `  ${(stall.fromMs / 1000).toFixed(2)} s: ${stall.requests} request${stall.requests === 1 ? "" : "s"}, slowest ${stall.worstMs.toFixed(0)} ms`,
    );
} finally {
  await server.stop();
}

function stallsOf(slow: { dueMs: number; latencyMs: number }[]) {
  const stalls: { fromMs: number; lastMs: number; requests: number; worstMs: number }[] = [];
  for (const { dueMs, latencyMs } of slow.sort((a, b) => a.dueMs - b.dueMs)) {
    const last = stalls.at(-1);
    if (last && dueMs - last.lastMs < GROUP_MS) {
      last.lastMs = dueMs;
      last.requests += 1;
      last.worstMs = Math.max(last.worstMs, latencyMs);
    } else stalls.push({ fromMs: dueMs, lastMs: dueMs, requests: 1, worstMs: latencyMs });
  }
  return stalls;
}
