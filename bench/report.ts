/**
 * Judges the measured figures against bench/budgets.ts and writes bench/report.md (committed) and
 * bench/report.json (git-ignored, every run's raw figures).
 */
import { writeFileSync } from "node:fs";
import {
  API_BUDGETS,
  FIRST_HTML_BUDGET,
  KB,
  LIGHTHOUSE_BUDGETS,
  NO_FRAMEWORK_PAGES,
  PAGE_JS_BUDGETS,
  WORKER_SIZE_LIMITS,
} from "./budgets.ts";
import { type D1Timing, type FlashSaleResult, flashSaleSection, judgeFlashSale } from "./flash-sale.ts";
import type { PageFigures } from "./lighthouse.ts";
import {
  CEILING,
  DURATION_SECONDS,
  FLOOR,
  WARM_UP_SECONDS,
  type EndpointLoad,
  type PlaceOrderCheck,
  type SellOutCheck,
} from "./load.ts";
import type { Machine } from "./machine.ts";
import type { PageWeight } from "./page-weight.ts";
import { totalGzip } from "./page-weight.ts";
import type { WorkerSize } from "./size.ts";

export type PageResult = {
  path: string;
  storefront: boolean;
  limitPath: string;
  page: PageFigures;
  limit: PageFigures;
  weight: PageWeight;
};
export type BenchResults = {
  machine: Machine;
  lighthouseRuns: number;
  pages: PageResult[];
  staticWeights: Record<string, PageWeight>;
  api: { endpoints: EndpointLoad[]; placeOrder: PlaceOrderCheck; sellOut: SellOutCheck };
  flashSale: FlashSaleResult;
  d1Timing: D1Timing;
  size: WorkerSize;
};
export type Verdict = { budget: string; measured: string; limit: string; pass: boolean };

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;
const ratio = (a: number, b: number) => (b > 0 ? `×${(a / b).toFixed(2)}` : "—");

export function judge(results: BenchResults): Verdict[] {
  const verdicts: Verdict[] = [];
  const add = (budget: string, measured: string, limit: string, pass: boolean) =>
    verdicts.push({ budget, measured, limit, pass });

  for (const path of NO_FRAMEWORK_PAGES) {
    const weight = results.staticWeights[path]!;
    add(
      `framework JS on ${path}`,
      kb(totalGzip(weight.frameworkJs)),
      "0 bytes",
      weight.frameworkJs.length === 0,
    );
  }
  for (const [path, budget] of Object.entries(PAGE_JS_BUDGETS)) {
    const js = totalGzip(results.staticWeights[path]!.js);
    add(`total JS on ${path}`, kb(js), `≤ ${kb(budget)}`, js <= budget);
  }
  const firstHtml = results.staticWeights[FIRST_HTML_BUDGET.path]!.html.gzip;
  add(
    `first HTML of ${FIRST_HTML_BUDGET.path}`,
    kb(firstHtml),
    `≤ ${kb(FIRST_HTML_BUDGET.gzip)}`,
    firstHtml <= FIRST_HTML_BUDGET.gzip,
  );

  const lb = LIGHTHOUSE_BUDGETS;
  for (const { path, storefront, page } of results.pages) {
    if (storefront)
      add(
        `performance ${path}`,
        String(page.performance),
        `≥ ${lb.performance}`,
        page.performance >= lb.performance,
      );
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
    add(`TBT ${path}`, ms(page.tbtMs), `≤ ${lb.tbtMs} ms`, page.tbtMs <= lb.tbtMs);
  }

  const endpoint = (name: string) => results.api.endpoints.find((e) => e.name === name)!;
  const at = (e: EndpointLoad, connections: number) => e.runs.find((r) => r.connections === connections)!;
  const ceiling = at(endpoint(CEILING), API_BUDGETS.productReads.connections);
  for (const name of ["product", "product list"]) {
    const run = at(endpoint(name), API_BUDGETS.productReads.connections);
    add(
      `${name} p99 @${run.connections}`,
      ms(run.p99Ms),
      `≤ ${API_BUDGETS.productReads.p99Ms} ms`,
      run.p99Ms <= API_BUDGETS.productReads.p99Ms,
    );
    const share = run.rps / ceiling.rps;
    add(
      `${name} throughput @${run.connections} vs ceiling`,
      `${(share * 100).toFixed(0)} %`,
      `≥ ${API_BUDGETS.productReads.minCeilingRatio * 100} %`,
      share >= API_BUDGETS.productReads.minCeilingRatio,
    );
  }
  const order = at(endpoint("place order"), API_BUDGETS.placeOrder.connections);
  add(
    `place order p99 @${order.connections}`,
    ms(order.p99Ms),
    `≤ ${API_BUDGETS.placeOrder.p99Ms} ms`,
    order.p99Ms <= API_BUDGETS.placeOrder.p99Ms,
  );
  const orderErrors = endpoint("place order").runs.reduce((total, r) => total + r.errors, 0);
  add(
    "place order errors (all runs)",
    String(orderErrors),
    "0",
    orderErrors === API_BUDGETS.placeOrder.errors,
  );
  const po = results.api.placeOrder;
  const taken = po.stockBefore - po.stockAfter;
  add(
    "place order: stock taken = units sold = orders answered",
    `${taken} / ${po.soldUnits} / ${po.ordersAnswered201}`,
    "all equal",
    taken === po.soldUnits && po.soldUnits === po.ordersAnswered201,
  );
  const so = results.api.sellOut;
  add(
    `sell-out: ${so.attempts} orders for ${so.stock} units`,
    `${so.created} sold, ${so.refused409} refused, ${so.stockAfter} left`,
    `${so.stock} sold, 0 left`,
    so.created === so.stock && so.soldUnits === so.stock && so.stockAfter === 0 && so.other === 0,
  );

  verdicts.push(...judgeFlashSale(results.flashSale));
  add(
    "Worker size (gzip) vs free plan",
    kb(results.size.uploadGzipBytes),
    `≤ ${kb(WORKER_SIZE_LIMITS.free)}`,
    results.size.uploadGzipBytes <= WORKER_SIZE_LIMITS.free,
  );
  return verdicts;
}

function pagesTable(results: BenchResults): string {
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

function apiTable(results: BenchResults): string {
  const ceiling = results.api.endpoints.find((e) => e.name === CEILING)!;
  const header =
    "| Endpoint | Conns | Requests | Req/s | p50 | p99 | Errors | Statuses | ÷ ceiling |\n|---|---|---|---|---|---|---|---|---|";
  const rows = results.api.endpoints.flatMap((e) =>
    e.runs.map((r) => {
      const top = ceiling.runs.find((c) => c.connections === r.connections)!;
      const statuses = Object.entries(r.statuses)
        .map(([code, count]) => `${code}×${count}`)
        .join(" ");
      return `| ${e.name} \`${e.method} ${e.path}\` | ${r.connections} | ${r.requests} | ${r.rps.toFixed(0)} | ${r.p50Ms} ms | ${r.p99Ms} ms | ${r.errors} | ${statuses} | ${(r.rps / top.rps).toFixed(2)} |`;
    }),
  );
  return [header, ...rows].join("\n");
}

/** What a reader needs to know beside a failing budget, worked out from the same run. */
function notes(results: BenchResults, verdicts: Verdict[]): string[] {
  const out: string[] = [];
  const byName = (name: string) => results.api.endpoints.find((e) => e.name === name)!;
  for (const v of verdicts.filter((v) => !v.pass)) {
    const latency = /^(.+) p99 @(\d+)$/.exec(v.budget);
    if (latency) {
      const connections = Number(latency[2]);
      const limitMs = Number(/\d+/.exec(v.limit)?.[0]);
      const floor = byName(FLOOR).runs.find((r) => r.connections === connections)!;
      const top = byName(CEILING).runs.find((r) => r.connections === connections)!;
      out.push(
        `**${v.budget}** (${v.measured}, budget ${v.limit}): at ${connections} connections an empty Worker served by \`wrangler dev\` the same way ` +
          `answers at ${Math.round(floor.rps)} req/s with p99 ${floor.p99Ms} ms${floor.p99Ms > limitMs ? " — over this budget with no shop code at all, so no change to the shop can meet it on this machine and server" : ""}; ` +
          `the shop's own static file answers at ${Math.round(top.rps)} req/s with p99 ${top.p99Ms} ms. With ${connections} requests always in flight, ` +
          `latency is mostly queueing (p50 ≈ connections ÷ throughput), so the endpoint's own cost shows in its throughput relative to those two rows.`,
      );
    }
    if (v.budget.startsWith("TBT") || v.budget.startsWith("performance")) {
      out.push(
        `**${v.budget}** (${v.measured}): Lighthouse simulates a 4× slower CPU from the tasks it observes, so main-thread time inflates when other processes load the machine (load average above).`,
      );
    }
  }
  return out;
}

export function renderMarkdown(results: BenchResults, verdicts: Verdict[]): string {
  const m = results.machine;
  const explained = notes(results, verdicts);
  const failed = verdicts.filter((v) => !v.pass);
  const s = results.size;
  return `# Benchmark report

Written by \`npm run bench\` (bench/run.ts); budgets from bench/budgets.ts. Rerun with \`npm run bench\`.

- **Date:** ${m.date}
- **Commit:** ${m.commit}
- **Machine:** ${m.cpuModel}, ${m.cores} cores (nproc), ${m.memoryGiB} GiB memory; load average ${m.load.atStart.join(" / ")} at start, ${m.load.atEnd?.join(" / ") ?? "?"} at the end (1 / 5 / 15 min)
- **Software:** Node ${m.node}, ${m.chromium}; the shop served by \`wrangler dev\` (workerd, local D1) as \`npm start\` does, on its own fresh database
- **Budgets:** ${verdicts.length - failed.length} of ${verdicts.length} pass${failed.length ? ` — **FAIL:** ${failed.map((v) => v.budget).join("; ")}` : ""}

## Budgets

| Budget | Measured | Limit | Result |
|---|---|---|---|
${verdicts.map((v) => `| ${v.budget} | ${v.measured} | ${v.limit} | ${v.pass ? "PASS" : "**FAIL**"} |`).join("\n")}

${explained.length ? `### Why the failing budgets fail\n\n${explained.map((n) => `- ${n}`).join("\n")}\n\n` : ""}## Pages

Lighthouse (mobile emulation, simulated throttling), median of ${results.lighthouseRuns} runs each. Beside each page its physical limit: the
same built HTML with every script removed (JSON-LD data kept), written to \`dist/client/__limit/\` before the server starts and
served by the same server. Bytes are as transferred (gzipped by the server, response headers included).
¹ the page asks search engines not to index it (\`noindex\`), so Lighthouse's "is crawlable" audit fails by design.

${pagesTable(results)}

JavaScript each page can load without the visitor acting, from the build (gzip -9, bench/page-weight.ts): ${Object.entries(
    results.staticWeights,
  )
    .map(([path, w]) => `\`${path}\` ${kb(totalGzip(w.js))}`)
    .join(", ")}.

## API

autocannon on loopback (in the same machine as the server, so client and server share the 2 cores), ${DURATION_SECONDS} s per run after a ${WARM_UP_SECONDS} s
warm-up at 10 connections; place order runs a fixed number of orders instead (each with its own Idempotency-Key and client
address, quantity 1, stock ${results.api.placeOrder.stockBefore.toLocaleString("en")}; each signed-in customer places as many as one account may hold unpaid, 3). Logins rotate over 200 accounts and random client addresses, as
distinct customers arrive, so the per-account and per-address login limits measure logins, not 429s (any 429 would show as an error).
"÷ ceiling" is the throughput as a share of the static asset's at the same connections. The floor row is an empty Worker
(\`fetch: () => new Response("ok")\`, bench/floor.ts) served by its own \`wrangler dev\` exactly as the shop is: the fastest any Worker
can answer on this machine and server.

${apiTable(results)}

Place order afterwards: stock ${results.api.placeOrder.stockBefore} → ${results.api.placeOrder.stockAfter} (${results.api.placeOrder.stockBefore - results.api.placeOrder.stockAfter} taken), ${results.api.placeOrder.soldUnits} units in ${results.api.placeOrder.ordersInDb} orders in the database, ${results.api.placeOrder.ordersAnswered201} orders answered 201.
Sell-out: ${results.api.sellOut.attempts} orders of 1 unit at 50 connections for ${results.api.sellOut.stock} units: ${results.api.sellOut.created} created, ${results.api.sellOut.refused409} refused with 409, ${results.api.sellOut.other} other; ${results.api.sellOut.soldUnits} units sold, ${results.api.sellOut.stockAfter} left.

${flashSaleSection(results.flashSale, results.d1Timing)}
## Worker size

\`wrangler deploy --dry-run\`: upload ${kb(s.uploadBytes)} raw, **${kb(s.uploadGzipBytes)} gzipped** (wrangler's figure, what Cloudflare compares with its limits) —
${((s.uploadGzipBytes / WORKER_SIZE_LIMITS.free) * 100).toFixed(1)} % of the free plan's ${kb(WORKER_SIZE_LIMITS.free)}, ${((s.uploadGzipBytes / WORKER_SIZE_LIMITS.paid) * 100).toFixed(1)} % of the paid plan's ${kb(WORKER_SIZE_LIMITS.paid)}.
Cross-check: ${s.files} modules, ${kb(s.filesBytes)} raw, ${kb(s.filesGzipBytes)} gzipped one by one.
`;
}

export function writeReports(results: BenchResults, verdicts: Verdict[]) {
  writeFileSync("bench/report.json", `${JSON.stringify({ ...results, verdicts }, null, 2)}\n`);
  writeFileSync("bench/report.md", renderMarkdown(results, verdicts));
}
