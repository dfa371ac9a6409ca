/**
 * `npm run bench`: builds the shop and runs its parts (bench/parts.ts), judges every budget in
 * bench/budgets.ts (PASS/FAIL printed) and writes bench/report.md and bench/report.json.
 *
 *   npm run bench                          # every part: pages, size, api, soak, flash
 *   npm run bench -- --only api,soak       # some parts; the others stay as last measured
 *   BENCH_PORT=8870 BENCH_RUNS=1 BENCH_SOAK_REQUESTS=50000 npm run bench -- --only soak
 *
 * Ports: BENCH_PORT (default 8860) for the shop, the next one for the empty Worker (the floor).
 * Exits 1 when a budget fails, or at once when the pages part is asked for and Chromium is missing.
 * Run it on a quiet machine: the report states the load average.
 */
import { CHROMIUM_INSTALL_HINT, hasChromium } from "../e2e/support/chromium.ts";
import { BENCH_PAGES, FIRST_HTML_BUDGET, NO_FRAMEWORK_PAGES, PAGE_JS_BUDGETS } from "./budgets.ts";
import { type CpuCalibration, describeCpuSlowdown } from "./cpu-slowdown.ts";
import { measureD1Timing, runFlashSale } from "./flash-sale.ts";
import { calibrateCpuSlowdown, launchBrowser, measurePage } from "./lighthouse.ts";
import { measureApi } from "./load.ts";
import { currentLoad, describeMachine, type Machine } from "./machine.ts";
import { pageWeight } from "./page-weight.ts";
import { type Part, selectedParts } from "./parts.ts";
import { judge, type PageResult, type PagesResults, previousResults, writeReports } from "./report.ts";
import { build, removeLimitPages, startServer, writeLimitPages } from "./server.ts";
import { measureWorkerSize } from "./size.ts";
import { soak, soakRequests } from "./soak.ts";

const PORT = Number(process.env.BENCH_PORT ?? 8860);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const log = (line: string) => console.log(line);

async function measurePages(): Promise<PagesResults> {
  const weighed = new Set<string>([
    ...BENCH_PAGES.map((p) => p.path),
    ...NO_FRAMEWORK_PAGES,
    ...Object.keys(PAGE_JS_BUDGETS),
    FIRST_HTML_BUDGET.path,
  ]);
  const staticWeights = Object.fromEntries([...weighed].map((path) => [path, pageWeight(path)]));
  const twins = writeLimitPages(BENCH_PAGES.map((p) => p.path));
  try {
    // The browser first: if it cannot start, no server is left running.
    const browser = await launchBrowser();
    let server: Awaited<ReturnType<typeof startServer>> | undefined;
    const pages: PageResult[] = [];
    let cpu: CpuCalibration;
    try {
      log(`Starting the shop on port ${PORT} with a fresh bench database…`);
      server = await startServer(PORT);
      cpu = await calibrateCpuSlowdown(browser.port, `${server.origin}/`);
      log(`  ${describeCpuSlowdown(cpu)}`);
      for (const { path, storefront } of BENCH_PAGES) {
        const limitPath = twins.get(path)!;
        const page = await measurePage(browser, `${server.origin}${path}`, RUNS, cpu.slowdown);
        const limit = await measurePage(browser, `${server.origin}${limitPath}`, RUNS, cpu.slowdown);
        log(
          `  ${path}: perf ${page.median.performance} (limit ${limit.median.performance}), LCP ${Math.round(page.median.lcpMs)} ms (limit ${Math.round(limit.median.lcpMs)}), TBT ${Math.round(page.median.tbtMs)} ms (limit ${Math.round(limit.median.tbtMs)}), CLS ${page.median.cls.toFixed(3)}`,
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
      await server?.stop();
    }
    return { lighthouseRuns: RUNS, cpu, pages, staticWeights };
  } finally {
    removeLimitPages();
  }
}

async function measureSoak() {
  const requests = soakRequests();
  log(`  ${requests.toLocaleString("en")} requests against npm start's server on port ${PORT}`);
  const server = await startServer(PORT);
  try {
    return await soak(server, requests, log);
  } finally {
    await server.stop();
  }
}

/** The flash sale on a fresh `npm start` server, then place order's D1 round trips timed in workerd. */
async function measureFlash() {
  const server = await startServer(PORT);
  let sale: Awaited<ReturnType<typeof runFlashSale>>;
  try {
    sale = await runFlashSale(server.origin, log);
  } finally {
    await server.stop();
  }
  log("  place order's D1 round trips, timed in workerd…");
  return { sale, d1: measureD1Timing() };
}

/** Each part's measurement; a new part adds its step here and its name in bench/parts.ts. */
const STEPS: Record<Part, { label: string; measure: () => Promise<object> }> = {
  pages: { label: "Pages (Lighthouse)", measure: measurePages },
  size: { label: "Worker size (wrangler deploy --dry-run)", measure: async () => measureWorkerSize() },
  api: {
    label: "API load against the floor (autocannon)",
    measure: () => measureApi({ shop: PORT, floor: PORT + 1 }, log),
  },
  soak: { label: "Soak", measure: measureSoak },
  flash: { label: "Flash sale (bench/flash-sale.ts)", measure: measureFlash },
};

const parts = selectedParts(process.argv.slice(2));
// Checked before anything starts: a missing browser would otherwise end the run half-way, with the
// shop's server still running (chrome-launcher's spawn error cannot be caught).
if (parts.includes("pages") && !hasChromium()) {
  console.error(CHROMIUM_INSTALL_HINT);
  console.error(
    "The bench's pages part needs it; `npm run bench -- --only size,api,soak,flash` runs without it.",
  );
  process.exit(1);
}
const first = describeMachine();
log(
  `Bench (${parts.join(", ")}) on ${first.cpuModel} (${first.cores} cores), load ${first.load.atStart.join(" ")}, commit ${first.commit}`,
);
log("Building…");
build();

const results = previousResults();
for (const part of parts) {
  log(`${STEPS[part].label}…`);
  const machine: Machine = describeMachine();
  const measured = await STEPS[part].measure();
  machine.load.atEnd = currentLoad();
  Object.assign(results, { [part]: { ...measured, machine } });
}

const verdicts = judge(results);
writeReports(results, verdicts);
log("\nBudgets:");
for (const v of verdicts) log(`  ${v.pass ? "PASS" : "FAIL"}  ${v.budget}: ${v.measured} (limit ${v.limit})`);
const failed = verdicts.filter((v) => !v.pass).length;
log(`\n${verdicts.length - failed} budgets pass, ${failed} fail. Report: bench/report.md`);
process.exitCode = failed === 0 ? 0 : 1;
