/**
 * Judges the measured figures against bench/budgets.ts and writes bench/report.md (committed) and
 * bench/report.json (git-ignored, every run's raw figures).
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import {
  API_BUDGETS,
  API_LOAD,
  FIRST_HTML_BUDGET,
  KB,
  LIGHTHOUSE_BUDGETS,
  NO_FRAMEWORK_PAGES,
  PAGE_JS_BUDGETS,
  SOAK_BUDGET,
  WORKER_SIZE_LIMITS,
} from "./budgets.ts";
import { type D1Timing, type FlashSaleResult, flashSaleSection, judgeFlashSale } from "./flash-sale.ts";
import type { PageFigures } from "./lighthouse.ts";
import type { ApiResults } from "./load.ts";
import { type CpuCalibration, describeCpuSlowdown } from "./cpu-slowdown.ts";
import type { Machine } from "./machine.ts";
import type { PageWeight } from "./page-weight.ts";
import { totalGzip } from "./page-weight.ts";
import type { Part } from "./parts.ts";
import { compareToFloor, memoryMilestones, type ScenarioResult, shopErrors } from "./ratios.ts";
import type { SoakResult } from "./soak.ts";
import type { WorkerSize } from "./size.ts";

export type PageResult = {
  path: string;
  storefront: boolean;
  limitPath: string;
  page: PageFigures;
  limit: PageFigures;
  weight: PageWeight;
};
export type PagesResults = {
  lighthouseRuns: number;
  /** Absent from reports written before the bench calibrated it (they ran at Lighthouse's ×4). */
  cpu?: CpuCalibration;
  pages: PageResult[];
  staticWeights: Record<string, PageWeight>;
};
/** Each part with where and when it ran: a run of some parts keeps the others from the last report. */
type Measured<T> = T & { machine: Machine };
export type BenchResults = {
  pages?: Measured<PagesResults>;
  size?: Measured<WorkerSize>;
  api?: Measured<ApiResults>;
  soak?: Measured<SoakResult>;
  /** The flash sale (bench/flash-sale.ts) and place order's D1 timing (docs/capacity.md). */
  flash?: Measured<FlashResults>;
};
export type FlashResults = { sale: FlashSaleResult; d1: D1Timing };
export type Verdict = { budget: string; measured: string; limit: string; pass: boolean };

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;
const ratio = (a: number, b: number) => (b > 0 ? `×${(a / b).toFixed(2)}` : "—");

type Add = (budget: string, measured: string, limit: string, pass: boolean) => void;

export function judgePages(pages: PagesResults, add: Add) {
  for (const path of NO_FRAMEWORK_PAGES) {
    const weight = pages.staticWeights[path]!;
    add(
      `framework JS on ${path}`,
      kb(totalGzip(weight.frameworkJs)),
      "0 bytes",
      weight.frameworkJs.length === 0,
    );
  }
  for (const [path, budget] of Object.entries(PAGE_JS_BUDGETS)) {
    const js = totalGzip(pages.staticWeights[path]!.js);
    add(`total JS on ${path}`, kb(js), `≤ ${kb(budget)}`, js <= budget);
  }
  const firstHtml = pages.staticWeights[FIRST_HTML_BUDGET.path]!.html.gzip;
  add(
    `first HTML of ${FIRST_HTML_BUDGET.path}`,
    kb(firstHtml),
    `≤ ${kb(FIRST_HTML_BUDGET.gzip)}`,
    firstHtml <= FIRST_HTML_BUDGET.gzip,
  );

  const lb = LIGHTHOUSE_BUDGETS;
  for (const { path, storefront, page, limit } of pages.pages) {
    if (storefront) {
      const performanceBudget = Math.max(lb.performanceFloor, Math.min(lb.performance, limit.performance));
      add(
        `performance ${path}`,
        `${page.performance} (limit ${limit.performance})`,
        `≥ ${lb.performance}, or the limit's (≥ ${lb.performanceFloor})`,
        page.performance >= performanceBudget,
      );
      const lcpRatio = page.lcpMs / limit.lcpMs;
      add(
        `LCP ÷ limit ${path}`,
        `${times(lcpRatio)} (${ms(page.lcpMs)} ÷ ${ms(limit.lcpMs)})`,
        `≤ ${times(lb.maxLcpRatio)}`,
        lcpRatio <= lb.maxLcpRatio,
      );
    }
    add(
      `accessibility ${path}`,
      String(page.accessibility),
      `${lb.accessibility}`,
      page.accessibility >= lb.accessibility,
    );
    add(
      `best practices ${path}`,
      String(page.bestPractices),
      `${lb.bestPractices}`,
      page.bestPractices >= lb.bestPractices,
    );
    // A page that asks search engines not to index it (account, cart, admin) cannot pass "is
    // crawlable" by design; every other SEO audit still has to.
    const seo = page.noindex ? page.seoIgnoringNoindex : page.seo;
    add(
      `SEO ${path}${page.noindex ? " (noindex: all audits but is-crawlable)" : ""}`,
      String(seo),
      `${lb.seo}`,
      seo >= lb.seo,
    );
    add(`CLS ${path}`, page.cls.toFixed(3), `≤ ${lb.cls}`, page.cls <= lb.cls);
    // Judged on the whole milliseconds the report shows.
    const overLimit = Math.round(page.tbtMs) - Math.round(limit.tbtMs);
    add(
      `TBT over limit ${path}`,
      `${overLimit < 0 ? "−" : ""}${Math.abs(overLimit)} ms (${ms(page.tbtMs)} − ${ms(limit.tbtMs)})`,
      `≤ ${lb.tbtMsOverLimit} ms`,
      overLimit <= lb.tbtMsOverLimit,
    );
  }
}

const times = (value: number) => `×${value.toFixed(2)}`;

export function judgeApi(api: ApiResults, add: Add) {
  const scenario = (name: string) => api.scenarios.find((s) => s.name === name)!;
  const reads = API_BUDGETS.productReads;
  for (const name of ["product", "product list"]) {
    const vs = compareToFloor(scenario(name));
    add(
      `${name} throughput ÷ floor`,
      `${times(vs.throughputRatio)} (${Math.round(vs.shopRps)} ÷ ${Math.round(vs.floorRps)} req/s)`,
      `≥ ${times(reads.minThroughputRatio)}`,
      vs.throughputRatio >= reads.minThroughputRatio,
    );
    const p99Ratio = vs.p99Ratio ?? Number.POSITIVE_INFINITY;
    add(
      `${name} p99 ÷ floor @${api.offeredRate} req/s`,
      `${times(p99Ratio)} (${vs.shopP99Ms} ÷ ${vs.floorP99Ms} ms)`,
      `≤ ${times(reads.maxP99Ratio)}`,
      p99Ratio <= reads.maxP99Ratio,
    );
  }
  const orders = scenario("place order");
  const vs = compareToFloor(orders);
  add(
    "place order throughput ÷ floor",
    `${times(vs.throughputRatio)} (${Math.round(vs.shopRps)} ÷ ${Math.round(vs.floorRps)} req/s)`,
    `≥ ${times(API_BUDGETS.placeOrder.minThroughputRatio)}`,
    vs.throughputRatio >= API_BUDGETS.placeOrder.minThroughputRatio,
  );
  const errors = shopErrors(orders);
  add("place order errors (all runs)", String(errors), String(API_BUDGETS.placeOrder.errors), errors === 0);
  const po = api.placeOrder;
  const taken = po.stockBefore - po.stockAfter;
  add(
    "place order: stock taken = units sold = orders answered",
    `${taken} / ${po.soldUnits} / ${po.ordersAnswered201}`,
    "all equal",
    taken === po.soldUnits && po.soldUnits === po.ordersAnswered201,
  );
  const so = api.sellOut;
  add(
    `sell-out: ${so.attempts} orders for ${so.stock} units`,
    `${so.created} sold, ${so.refused409} refused, ${so.stockAfter} left`,
    `${so.stock} sold, 0 left`,
    so.created === so.stock && so.soldUnits === so.stock && so.stockAfter === 0 && so.other === 0,
  );
}

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;

/** All that went wrong in the soak: failed requests (timeouts and dropped connections among them). */
const soakFailures = (soak: SoakResult) => soak.errors;

export function judgeSoak(soak: SoakResult, add: Add) {
  const codes = Object.entries(soak.errorCodes)
    .map(([code, count]) => `${code}×${count}`)
    .join(" ");
  add(
    `soak: ${soak.requests.toLocaleString("en")} requests at ${soak.connections} connections, errors`,
    `${soakFailures(soak)}${codes ? ` (${codes})` : ""}`,
    String(SOAK_BUDGET.errors),
    soakFailures(soak) === SOAK_BUDGET.errors,
  );
  const { middle, end } = memoryMilestones(soak.samples);
  const growth = end.workerdRssBytes / middle.workerdRssBytes;
  add(
    "soak: workerd memory at the end ÷ half-way",
    `${times(growth)} (${mb(end.workerdRssBytes)} ÷ ${mb(middle.workerdRssBytes)})`,
    `≤ ${times(SOAK_BUDGET.maxEndToMiddle)}`,
    growth <= SOAK_BUDGET.maxEndToMiddle,
  );
}

function judgeSize(size: WorkerSize, add: Add) {
  add(
    "Worker size (gzip) vs free plan",
    kb(size.uploadGzipBytes),
    `≤ ${kb(WORKER_SIZE_LIMITS.free)}`,
    size.uploadGzipBytes <= WORKER_SIZE_LIMITS.free,
  );
}

export function judge(results: BenchResults): Verdict[] {
  const verdicts: Verdict[] = [];
  const add: Add = (budget, measured, limit, pass) => verdicts.push({ budget, measured, limit, pass });
  if (results.pages) judgePages(results.pages, add);
  if (results.api) judgeApi(results.api, add);
  if (results.soak) judgeSoak(results.soak, add);
  if (results.flash)
    for (const v of judgeFlashSale(results.flash.sale)) add(v.budget, v.measured, v.limit, v.pass);
  if (results.size) judgeSize(results.size, add);
  return verdicts;
}

function pagesTable(results: PagesResults): string {
  const header =
    "| Page | Perf | A11y | BP | SEO | LCP | TBT | CLS | JS | CSS | HTML | Total |\n|---|---|---|---|---|---|---|---|---|---|---|---|";
  const row = (label: string, f: PageFigures) =>
    `| ${label} | ${f.performance} | ${f.accessibility} | ${f.bestPractices} | ${f.seo}${f.noindex ? "¹" : ""} | ${ms(f.lcpMs)} | ${ms(f.tbtMs)} | ${f.cls.toFixed(3)} | ${kb(f.jsBytes)} | ${kb(f.cssBytes)} | ${kb(f.htmlBytes)} | ${kb(f.jsBytes + f.cssBytes + f.htmlBytes)} |`;
  const ratioRow = (p: PageFigures, l: PageFigures) =>
    `| ↳ ratio page ÷ limit | ${ratio(p.performance, l.performance)} | ${ratio(p.accessibility, l.accessibility)} | ${ratio(p.bestPractices, l.bestPractices)} | ${ratio(p.seo, l.seo)} | ${ratio(p.lcpMs, l.lcpMs)} | ${ratio(p.tbtMs, l.tbtMs)} | ${ratio(p.cls, l.cls)} | ${ratio(p.jsBytes, l.jsBytes)} | ${ratio(p.cssBytes, l.cssBytes)} | ${ratio(p.htmlBytes, l.htmlBytes)} | ${ratio(p.jsBytes + p.cssBytes + p.htmlBytes, l.jsBytes + l.cssBytes + l.htmlBytes)} |`;
  const rows = results.pages.flatMap(({ path, limitPath, page, limit }) => [
    row(`\`${path}\``, page),
    row(`↳ limit \`${limitPath}\``, limit),
    ratioRow(page, limit),
  ]);
  return [header, ...rows].join("\n");
}

const sideCell = (runs: number[]) => runs.map((v) => Math.round(v)).join(" / ");

function apiTable(api: ApiResults): string {
  const header =
    "| Scenario | Floor req/s | Shop req/s | ÷ floor | Floor p99 | Shop p50 / p99 | ÷ floor | Shop errors | Shop statuses |\n|---|---|---|---|---|---|---|---|---|";
  const rows = api.scenarios.map((s: ScenarioResult) => {
    const vs = compareToFloor(s);
    const statuses: Record<string, number> = {};
    for (const run of [...s.shop.max, ...s.shop.atRate])
      for (const [code, count] of Object.entries(run.statuses))
        statuses[code] = (statuses[code] ?? 0) + count;
    const latency = s.offeredRate !== null;
    const p50 = latency ? Math.round(s.shop.atRate.map((r) => r.p50Ms).sort((a, b) => a - b)[1] ?? 0) : null;
    return `| ${s.name} \`${s.method} ${s.path}\` | ${Math.round(vs.floorRps)} (${sideCell(s.floor.max.map((r) => r.rps))}) | ${Math.round(vs.shopRps)} (${sideCell(s.shop.max.map((r) => r.rps))}) | ${times(vs.throughputRatio)} | ${latency ? `${vs.floorP99Ms} ms (${sideCell(s.floor.atRate.map((r) => r.p99Ms))})` : "—"} | ${latency ? `${p50} / ${vs.shopP99Ms} ms (${sideCell(s.shop.atRate.map((r) => r.p99Ms))})` : "—"} | ${vs.p99Ratio !== null ? times(vs.p99Ratio) : "—"} | ${shopErrors(s)} | ${Object.entries(
      statuses,
    )
      .map(([code, count]) => `${code}×${count}`)
      .join(" ")} |`;
  });
  return [header, ...rows].join("\n");
}

function soakSection(soak: Measured<SoakResult>): string {
  const { start, middle, end } = memoryMilestones(soak.samples);
  const statuses = Object.entries(soak.statuses)
    .map(([code, count]) => `${code}×${count}`)
    .join(" ");
  const codes = Object.entries(soak.errorCodes)
    .map(([code, count]) => `${code}×${count}`)
    .join(" ");
  return `## Soak

${measuredLine(soak.machine)}

\`npm start\`'s server (\`node scripts/start.ts --no-build --fresh\` on the bench database) under ${soak.requests.toLocaleString("en")} requests at ${soak.connections}
connections, cycling over ${soak.paths.map((p) => `\`${p}\``).join(", ")}. Memory is the resident set (RSS) of the
server's workerd process, and of its whole process tree (Node, which only started it, plus workerd), from /proc.

- **Answered:** ${soak.requests.toLocaleString("en")} in ${soak.seconds.toFixed(0)} s (${Math.round(soak.rps)} req/s), p50 ${soak.p50Ms} ms, p99 ${soak.p99Ms} ms; statuses ${statuses}
- **Errors:** ${soak.errors} (timeouts ${soak.timeouts}, non-2xx ${soak.non2xx}${codes ? `, connection errors ${codes}` : ", no connection error"})
- **workerd memory:** ${mb(start.workerdRssBytes)} at the start, ${mb(middle.workerdRssBytes)} after ${middle.requests.toLocaleString("en")} requests, ${mb(end.workerdRssBytes)} at the end (whole tree ${mb(start.treeRssBytes)} → ${mb(middle.treeRssBytes)} → ${mb(end.treeRssBytes)})

| Requests answered | ${soak.samples.map((s) => s.requests.toLocaleString("en")).join(" | ")} |
|---|${soak.samples.map(() => "---").join("|")}|
| workerd RSS | ${soak.samples.map((s) => mb(s.workerdRssBytes)).join(" | ")} |
| tree RSS | ${soak.samples.map((s) => mb(s.treeRssBytes)).join(" | ")} |
`;
}

/** How many rounds the stored API figures have: the run's own count, not today's setting. */
function apiRounds(api: NonNullable<BenchResults["api"]>): number {
  return api.scenarios[0]?.firstInRound.length ?? API_LOAD.runs;
}

/** What a reader needs to know beside a failing budget, worked out from the same run. */
function notes(results: BenchResults, verdicts: Verdict[]): string[] {
  const out: string[] = [];
  for (const s of results.api?.scenarios ?? []) {
    const vs = compareToFloor(s);
    if (s.offeredRate !== null && vs.shopRps < s.offeredRate)
      out.push(
        `**${s.name}** carries at most ${Math.round(vs.shopRps)} req/s, less than the ${s.offeredRate} req/s offered in its latency runs: its p99 there includes queueing in the server, until its throughput reaches half the floor's.`,
      );
  }
  for (const v of verdicts.filter((v) => !v.pass)) {
    if (v.budget.includes("÷ floor")) {
      out.push(
        `**${v.budget}** (${v.measured}, budget ${v.limit}): the floor and the shop were measured in the same run, alternated, on fresh servers, so the machine's speed cancels out; other processes' load does not, and it shows in the spread of the ${results.api ? apiRounds(results.api) : API_LOAD.runs} runs (in brackets in the API table).`,
      );
    }
    if (v.budget.startsWith("LCP")) {
      out.push(
        `**${v.budget}** (${v.measured}): Lighthouse's simulated slow 4G shares the first seconds between the page's scripts and what its largest paint needs; the limit loads no script. The scripts requested before that paint are what to move later or make smaller.`,
      );
    }
    const slowdown = `×${results.pages?.cpu?.slowdown ?? 4}`;
    if (v.budget.startsWith("TBT")) {
      out.push(
        `**${v.budget}** (${v.measured}): the page's scripts blocked the main thread longer than its script-free limit did, at the same simulated ${slowdown} slower CPU. The long tasks in Lighthouse's main-thread breakdown of the page, and not of its limit, are the scripts to split, defer or make smaller.`,
      );
    }
    if (v.budget.startsWith("performance")) {
      out.push(
        `**${v.budget}** (${v.measured}): the page scored below its script-free limit at the same simulated ${slowdown} slower CPU. Its failed audits (report.json) say which metric cost the points: LCP, TBT, FCP, Speed Index or CLS.`,
      );
    }
  }
  return out;
}

const load = (m: Machine) =>
  `load average ${m.load.atStart.join(" / ")} at its start, ${m.load.atEnd?.join(" / ") ?? "?"} at its end (1 / 5 / 15 min)`;
const measuredLine = (m: Machine) => `Measured ${m.date} at commit ${m.commit}; ${load(m)}.`;
const notRun = (part: Part) => `Not measured yet: \`npm run bench -- --only ${part}\`.\n`;

export function renderMarkdown(results: BenchResults, verdicts: Verdict[]): string {
  const machines = [results.pages, results.size, results.api, results.soak, results.flash].flatMap((p) =>
    p ? [p.machine] : [],
  );
  const m = machines.reduce((latest, next) => (next.date > latest.date ? next : latest));
  const explained = notes(results, verdicts);
  const failed = verdicts.filter((v) => !v.pass);
  const s = results.size;
  const api = results.api;
  const pages = results.pages;
  return `# Benchmark report

Written by \`npm run bench\` (bench/run.ts); budgets from bench/budgets.ts. Rerun with \`npm run bench\`, or one part with
\`npm run bench -- --only pages|size|api|soak|flash\` (the other parts stay as last measured, each with its own date and load below).

- **Date:** ${m.date} (latest part)
- **Commit:** ${m.commit}
- **Machine:** ${m.cpuModel}, ${m.cores} cores (nproc), ${m.memoryGiB} GiB memory; ${load(m)}
- **Software:** Node ${m.node}, ${m.chromium}; the shop served as \`npm start\` serves it (scripts/serve.ts: the built Worker in one workerd through Miniflare, local D1), on its own fresh database
- **Budgets:** ${verdicts.length - failed.length} of ${verdicts.length} pass${failed.length ? ` — **FAIL:** ${failed.map((v) => v.budget).join("; ")}` : ""}

## Budgets

| Budget | Measured | Limit | Result |
|---|---|---|---|
${verdicts.map((v) => `| ${v.budget} | ${v.measured} | ${v.limit} | ${v.pass ? "PASS" : "**FAIL**"} |`).join("\n")}

${explained.length ? `### Why the failing budgets fail\n\n${explained.map((n) => `- ${n}`).join("\n")}\n\n` : ""}## Pages

${
  pages
    ? `${measuredLine(pages.machine)}

Lighthouse (mobile emulation, simulated throttling), median of ${pages.lighthouseRuns} runs each. ${describeCpuSlowdown(
        pages.cpu,
        pages.pages.flatMap(({ page, limit }) => [page.benchmarkIndex, limit.benchmarkIndex]),
      )}. Beside each page its physical limit: the
same built HTML with every script removed (JSON-LD data kept), written to \`dist/client/__limit/\` before the server starts and
served by the same server. Bytes are as transferred (gzipped by the server, response headers included).
¹ the page asks search engines not to index it (\`noindex\`), so Lighthouse's "is crawlable" audit fails by design.

${pagesTable(pages)}

JavaScript each page can load without the visitor acting, from the build (gzip -9, bench/page-weight.ts): ${Object.entries(
        pages.staticWeights,
      )
        .map(([path, w]) => `\`${path}\` ${kb(totalGzip(w.js))}`)
        .join(", ")}.
`
    : notRun("pages")
}
## API

${
  api
    ? `${measuredLine(api.machine)}

autocannon (throughput) and bench/open-loop.ts (latency) on loopback (the same machine as the server: client and server share its cores). Every figure stands beside the
*floor*: an empty Worker (\`fetch: () => new Response("ok")\`, bench/floor.ts) served the same way as the shop (the build's static
files with the same assets router in front, which hands \`/api/*\` to the Worker) and sent the same requests.${
        api.bareCalibration?.length
          ? ` The same empty Worker with no static files (no router in front) answers ${api.bareCalibration.map((r) => Math.round(r.rps)).join(" / ")} req/s: the difference is the local router's cost, paid before any of the shop's code runs.`
          : ""
      } For each scenario, ${apiRounds(api)} rounds alternate which of the two goes first; every run starts a fresh server, warms it
up for ${API_LOAD.warmUpSeconds} s at 10 connections, then measures the **maximum throughput** (closed loop, ${API_LOAD.connections} connections, ${API_LOAD.seconds} s) and, for the
reads, the **latency at a fixed offered rate** of ${api.offeredRate} req/s — half the floor's maximum (${api.calibration.map((r) => Math.round(r.rps)).join(" / ")} req/s on ${api.calibration.length}
fresh floors) — open loop (bench/open-loop.ts: evenly spaced requests over ${API_LOAD.connections} keep-alive connections, each timed from
the moment it was due), so p99 is service time, not queueing in the load generator. Figures are medians of the ${apiRounds(api)} runs (each run in brackets). Login and place order cannot carry the
offered rate, so only their throughput is compared. Place order runs a fixed number of orders (each with its own
Idempotency-Key and client address, quantity 1, of a product the bench adds after the reads with stock ${api.placeOrder.stockBefore.toLocaleString("en")}, so the
reads answer the shop's catalogue as seeded); logins rotate over 200 accounts and random client
addresses, so the login limits measure logins, not 429s (any 429 would show as an error).

${apiTable(api)}

Place order afterwards: stock ${api.placeOrder.stockBefore} → ${api.placeOrder.stockAfter} (${api.placeOrder.stockBefore - api.placeOrder.stockAfter} taken), ${api.placeOrder.soldUnits} units in ${api.placeOrder.ordersInDb} orders in the database, ${api.placeOrder.ordersAnswered201} orders answered 201.
Sell-out: ${api.sellOut.attempts} orders of 1 unit at 50 connections for ${api.sellOut.stock} units: ${api.sellOut.created} created, ${api.sellOut.refused409} refused with 409, ${api.sellOut.other} other; ${api.sellOut.soldUnits} units sold, ${api.sellOut.stockAfter} left.
`
    : notRun("api")
}
${results.soak ? soakSection(results.soak) : `## Soak\n\n${notRun("soak")}`}
${results.flash ? `${flashSaleSection(results.flash.sale, results.flash.d1)}\n${measuredLine(results.flash.machine)}\n` : `## Flash sale\n\n${notRun("flash")}`}
## Worker size

${
  s
    ? `${measuredLine(s.machine)}

\`wrangler deploy --dry-run\`: upload ${kb(s.uploadBytes)} raw, **${kb(s.uploadGzipBytes)} gzipped** (wrangler's figure, what Cloudflare compares with its limits) —
${((s.uploadGzipBytes / WORKER_SIZE_LIMITS.free) * 100).toFixed(1)} % of the free plan's ${kb(WORKER_SIZE_LIMITS.free)}, ${((s.uploadGzipBytes / WORKER_SIZE_LIMITS.paid) * 100).toFixed(1)} % of the paid plan's ${kb(WORKER_SIZE_LIMITS.paid)}.
Cross-check: ${s.files} modules, ${kb(s.filesBytes)} raw, ${kb(s.filesGzipBytes)} gzipped one by one.
`
    : notRun("size")
}`;
}

const REPORT_JSON = "bench/report.json";

/** The last run's results (every part it had), to keep the parts a partial run does not measure. */
export function previousResults(): BenchResults {
  if (!existsSync(REPORT_JSON)) return {};
  const { verdicts: _, ...results } = JSON.parse(readFileSync(REPORT_JSON, "utf8")) as BenchResults & {
    verdicts?: Verdict[];
  };
  return results;
}

export function writeReports(results: BenchResults, verdicts: Verdict[]) {
  writeFileSync(REPORT_JSON, `${JSON.stringify({ ...results, verdicts }, null, 2)}\n`);
  writeFileSync("bench/report.md", renderMarkdown(results, verdicts));
}
