/**
 * `npm run bench`: builds the shop, measures the pages (Lighthouse, beside their script-free
 * limit), the API under load (autocannon) and the Worker's size, judges every budget in
 * bench/budgets.ts (PASS/FAIL printed) and writes bench/report.md and bench/report.json.
 *
 *   npm run bench                      # port 8860 (8861 for the empty Worker), 3 Lighthouse runs per page
 *   BENCH_PORT=8870 BENCH_RUNS=1 npm run bench
 *
 * Exits 1 when a budget fails. Run it on a quiet machine: the report states the load average.
 */
import { BENCH_PAGES, FIRST_HTML_BUDGET, NO_FRAMEWORK_PAGES, PAGE_JS_BUDGETS } from "./budgets.ts";
import { measureD1Timing, runFlashSale } from "./flash-sale.ts";
import { launchBrowser, measurePage } from "./lighthouse.ts";
import { startFloorWorker } from "./floor.ts";
import { measureApi } from "./load.ts";
import { currentLoad, describeMachine } from "./machine.ts";
import { pageWeight } from "./page-weight.ts";
import { judge, writeReports, type BenchResults, type PageResult } from "./report.ts";
import { build, removeLimitPages, startServer, writeLimitPages, type Server } from "./server.ts";
import { measureWorkerSize } from "./size.ts";

const PORT = Number(process.env.BENCH_PORT ?? 8860);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const log = (line: string) => console.log(line);

const machine = describeMachine();
log(
  `Bench on ${machine.cpuModel} (${machine.cores} cores), load ${machine.load.atStart.join(" ")}, commit ${machine.commit}`,
);

log("Building…");
build();
const weighed = new Set<string>([
  ...BENCH_PAGES.map((p) => p.path),
  ...NO_FRAMEWORK_PAGES,
  ...Object.keys(PAGE_JS_BUDGETS),
  FIRST_HTML_BUDGET.path,
]);
const staticWeights = Object.fromEntries([...weighed].map((path) => [path, pageWeight(path)]));

log("Worker size (wrangler deploy --dry-run)…");
const size = measureWorkerSize();

const twins = writeLimitPages(BENCH_PAGES.map((p) => p.path));
let server: Server | undefined;
try {
  log(`Starting the shop on port ${PORT} with a fresh bench database…`);
  server = await startServer(PORT);
  const origin = server.origin;

  const pages: PageResult[] = [];
  const browser = await launchBrowser();
  try {
    for (const { path, storefront } of BENCH_PAGES) {
      const limitPath = twins.get(path)!;
      const page = await measurePage(browser, `${origin}${path}`, RUNS);
      const limit = await measurePage(browser, `${origin}${limitPath}`, RUNS);
      log(
        `  ${path}: perf ${page.median.performance} (limit ${limit.median.performance}), LCP ${Math.round(page.median.lcpMs)} ms (limit ${Math.round(limit.median.lcpMs)}), TBT ${Math.round(page.median.tbtMs)} ms, CLS ${page.median.cls.toFixed(3)}`,
      );
      pages.push({
        path,
        storefront,
        limitPath,
        page: page.median,
        limit: limit.median,
        weight: staticWeights[path]!,
      });
    }
  } finally {
    await browser.close();
  }

  log("API load (autocannon)…");
  const floor = await startFloorWorker(PORT + 1);
  let api: Awaited<ReturnType<typeof measureApi>>;
  try {
    // Each API scenario starts on a freshly started server (same database): wrangler dev's
    // processes grow with every request served, and their tail latency with them (bench/load.ts).
    const restart = async () => {
      await server?.stop();
      server = await startServer(PORT, { keepData: true });
    };
    api = await measureApi(origin, floor.origin, log, restart);
  } finally {
    await floor.stop();
  }

  log("Flash sale (bench/flash-sale.ts), on a fresh server…");
  await server?.stop();
  server = await startServer(PORT, { keepData: true });
  const flashSale = await runFlashSale(origin, log);
  log("Place order's D1 round trips, timed in workerd…");
  const d1Timing = measureD1Timing();

  machine.load.atEnd = currentLoad();
  const results: BenchResults = {
    machine,
    lighthouseRuns: RUNS,
    pages,
    staticWeights,
    api,
    flashSale,
    d1Timing,
    size,
  };
  const verdicts = judge(results);
  writeReports(results, verdicts);
  log("\nBudgets:");
  for (const v of verdicts)
    log(`  ${v.pass ? "PASS" : "FAIL"}  ${v.budget}: ${v.measured} (limit ${v.limit})`);
  const failed = verdicts.filter((v) => !v.pass).length;
  log(`\n${verdicts.length - failed} budgets pass, ${failed} fail. Report: bench/report.md`);
  process.exitCode = failed === 0 ? 0 : 1;
} finally {
  await server?.stop();
  removeLimitPages();
}
