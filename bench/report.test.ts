import { describe, expect, it } from "vitest";
import type { ApiResults } from "./load.ts";
import type { Machine } from "./machine.ts";
import type { LoadFigures, ScenarioResult } from "./ratios.ts";
import { BENCH_PAGES, FIRST_HTML_BUDGET, NO_FRAMEWORK_PAGES, PAGE_JS_BUDGETS } from "./budgets.ts";
import type { PageFigures } from "./lighthouse.ts";
import type { PageWeight } from "./page-weight.ts";
import {
  judge,
  judgeApi,
  judgePages,
  judgeSoak,
  renderMarkdown,
  type PagesResults,
  type Verdict,
} from "./report.ts";
import type { SoakResult } from "./soak.ts";

const machine: Machine = {
  cpuModel: "AMD EPYC",
  cores: 2,
  memoryGiB: 23.5,
  load: { atStart: [9.5, 8, 7], atEnd: [10, 9, 8] },
  node: "v24.21.0",
  chromium: "Chromium 156",
  date: "2026-11-22T23:00:00.000Z",
  commit: "abc1234",
};

const run = (rps: number, p99Ms: number, errors = 0): LoadFigures => ({
  connections: 50,
  requests: 1000,
  rps,
  p50Ms: Math.round(p99Ms / 3),
  p99Ms,
  errors,
  statuses: errors ? { "201": 1000 - errors, "500": errors } : { "200": 1000 },
});
const three = (rps: number, p99Ms: number, errors = 0) => [
  run(rps, p99Ms, errors),
  run(rps, p99Ms),
  run(rps, p99Ms),
];

function scenario(name: string, shopRps: number, shopP99: number | null, errors = 0): ScenarioResult {
  return {
    name,
    method: "GET",
    path: `/api/${name}`,
    offeredRate: shopP99 === null ? null : 500,
    firstInRound: ["floor", "shop", "floor"],
    floor: { max: three(1000, 0), atRate: shopP99 === null ? [] : three(0, 10) },
    shop: { max: three(shopRps, 0, errors), atRate: shopP99 === null ? [] : three(0, shopP99) },
  };
}

function api({ reads = [850, 12], orders = 320, orderErrors = 0, answered = 5100 } = {}): ApiResults {
  return {
    offeredRate: 500,
    calibration: three(1000, 30),
    scenarios: [
      scenario("product", reads[0]!, reads[1]!),
      scenario("product list", reads[0]!, reads[1]!),
      scenario("login", 60, null),
      scenario("place order", orders, null, orderErrors),
    ],
    placeOrder: {
      productId: "p",
      stockBefore: 10_000_000,
      stockAfter: 10_000_000 - 5100,
      soldUnits: 5100,
      ordersInDb: 5100,
      ordersAnswered201: answered,
    },
    sellOut: {
      stock: 500,
      attempts: 700,
      created: 500,
      refused409: 200,
      other: 0,
      stockAfter: 0,
      soldUnits: 500,
    },
  };
}

const mb = (n: number) => n * 2 ** 20;
function soak({ errors = 0, errorCodes = {}, middle = 700, end = 740 } = {}): SoakResult {
  return {
    requests: 200_000,
    connections: 50,
    paths: ["/api/products"],
    seconds: 400,
    rps: 500,
    p50Ms: 90,
    p99Ms: 300,
    errors,
    timeouts: 0,
    non2xx: 0,
    errorCodes,
    statuses: { "200": 200_000 - errors },
    samples: [
      { requests: 0, workerdRssBytes: mb(150), treeRssBytes: mb(450) },
      { requests: 100_000, workerdRssBytes: mb(middle), treeRssBytes: mb(middle + 300) },
      { requests: 200_000, workerdRssBytes: mb(end), treeRssBytes: mb(end + 300) },
    ],
  };
}

function verdicts(judging: (add: (b: string, m: string, l: string, p: boolean) => void) => void): Verdict[] {
  const out: Verdict[] = [];
  judging((budget, measured, limit, pass) => out.push({ budget, measured, limit, pass }));
  return out;
}
const failing = (list: Verdict[]) => list.filter((v) => !v.pass).map((v) => v.budget);

describe("API budgets as ratios to the floor", () => {
  it("passes reads at 0.85× the floor's throughput and 1.2× its p99, and orders at 0.32×", () => {
    const list = verdicts((add) => judgeApi(api(), add));
    expect(failing(list)).toEqual([]);
    expect(list.find((v) => v.budget === "product p99 ÷ floor @500 req/s")?.measured).toBe(
      "×1.20 (12 ÷ 10 ms)",
    );
    expect(list.find((v) => v.budget === "product throughput ÷ floor")?.measured).toBe(
      "×0.85 (850 ÷ 1000 req/s)",
    );
  });

  it("fails reads below 0.8× the floor's throughput or above 1.5× its p99", () => {
    expect(failing(verdicts((add) => judgeApi(api({ reads: [790, 12] }), add)))).toEqual([
      "product throughput ÷ floor",
      "product list throughput ÷ floor",
    ]);
    expect(failing(verdicts((add) => judgeApi(api({ reads: [900, 16] }), add)))).toEqual([
      "product p99 ÷ floor @500 req/s",
      "product list p99 ÷ floor @500 req/s",
    ]);
  });

  it("fails place order below 0.3× the floor, on any error, or when stock and answers disagree", () => {
    expect(failing(verdicts((add) => judgeApi(api({ orders: 290 }), add)))).toEqual([
      "place order throughput ÷ floor",
    ]);
    expect(failing(verdicts((add) => judgeApi(api({ orderErrors: 1 }), add)))).toEqual([
      "place order errors (all runs)",
    ]);
    expect(failing(verdicts((add) => judgeApi(api({ answered: 5099 }), add)))).toEqual([
      "place order: stock taken = units sold = orders answered",
    ]);
  });
});

describe("the soak's budgets", () => {
  it("passes with no error and memory that levels off (end ≤ 1.1× half-way)", () => {
    expect(failing(verdicts((add) => judgeSoak(soak(), add)))).toEqual([]);
  });

  it("fails on a single dropped connection, naming its code", () => {
    const list = verdicts((add) => judgeSoak(soak({ errors: 1, errorCodes: { ECONNRESET: 1 } }), add));
    expect(failing(list)).toEqual(["soak: 200,000 requests at 50 connections, errors"]);
    expect(list[0]?.measured).toBe("1 (ECONNRESET×1)");
  });

  it("fails when memory still grows in the second half", () => {
    const list = verdicts((add) => judgeSoak(soak({ middle: 600, end: 700 }), add));
    expect(failing(list)).toEqual(["soak: workerd memory at the end ÷ half-way"]);
    expect(list[1]?.measured).toBe("×1.17 (700 MB ÷ 600 MB)");
  });
});

const figures = (performance: number, tbtMs: number): PageFigures => ({
  performance,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  seoIgnoringNoindex: 100,
  noindex: false,
  lcpMs: 900,
  benchmarkIndex: 2200,
  tbtMs,
  cls: 0,
  jsBytes: 0,
  cssBytes: 0,
  htmlBytes: 5000,
  failedAudits: [],
});
const light: PageWeight = {
  html: { path: "index.html", bytes: 20_000, gzip: 5000 },
  css: [],
  js: [],
  lazyJs: [],
  frameworkJs: [],
  islands: 0,
};

/**
 * Every bench page at `page`, beside a script-free limit at `limit`, all light enough; `about`
 * (page and limit) stands in for `/about`'s.
 */
function pages(page: PageFigures, limit: PageFigures, about?: [PageFigures, PageFigures]): PagesResults {
  const weighed = [...NO_FRAMEWORK_PAGES, ...Object.keys(PAGE_JS_BUDGETS), FIRST_HTML_BUDGET.path];
  return {
    lighthouseRuns: 3,
    pages: BENCH_PAGES.map(({ path, storefront }) => ({
      path,
      storefront,
      limitPath: `/__limit${path}`,
      page: path === "/about" && about ? about[0] : page,
      limit: path === "/about" && about ? about[1] : limit,
      weight: light,
    })),
    staticWeights: Object.fromEntries(weighed.map((path) => [path, light])),
  };
}

describe("Lighthouse budgets beside the page's script-free limit", () => {
  const failingPages = (page: PageFigures, limit: PageFigures) =>
    failing(verdicts((add) => judgePages(pages(page, limit), add)));

  it("lets a page's scripts add at most 50 ms to the TBT of its limit", () => {
    expect(failingPages(figures(100, 160), figures(100, 110))).toEqual([]);
    expect(failingPages(figures(100, 161), figures(100, 110))).toEqual(
      BENCH_PAGES.map(({ path }) => `TBT over limit ${path}`),
    );
  });

  it("compares each page with its own limit, and says by how much it blocked more or less", () => {
    const list = verdicts((add) =>
      judgePages(pages(figures(100, 30), figures(100, 40), [figures(100, 100.4), figures(100, 40.2)]), add),
    );
    const tbt = (path: string) => list.find((v) => v.budget === `TBT over limit ${path}`)!;
    expect(tbt("/about")).toEqual({
      budget: "TBT over limit /about",
      measured: "60 ms (100 ms − 40 ms)",
      limit: "≤ 50 ms",
      pass: false,
    });
    expect(tbt("/faqs")).toMatchObject({ measured: "−10 ms (30 ms − 40 ms)", pass: true });
    expect(failing(list)).toEqual(["TBT over limit /about"]);
  });

  it("asks for performance 100, or what the limit scores when the browser alone costs it points, never under 95", () => {
    const storefront = BENCH_PAGES.filter((page) => page.storefront).map(({ path }) => `performance ${path}`);
    expect(failingPages(figures(99, 60), figures(99, 40))).toEqual([]);
    expect(failingPages(figures(99, 60), figures(100, 40))).toEqual(storefront);
    expect(failingPages(figures(95, 60), figures(90, 40))).toEqual([]);
    expect(failingPages(figures(94, 60), figures(90, 40))).toEqual(storefront);
  });
});

describe("the report of a partial run", () => {
  it("shows the parts it has, each with its own date and load, and says how to measure the rest", () => {
    const results = { api: { ...api(), machine }, soak: { ...soak(), machine } };
    const markdown = renderMarkdown(results, judge(results));
    expect(markdown).toContain("- **Budgets:** 10 of 10 pass");
    expect(markdown).toContain("Not measured yet: `npm run bench -- --only pages`.");
    expect(markdown).toContain("Not measured yet: `npm run bench -- --only size`.");
    expect(markdown).toContain("load average 9.5 / 8 / 7 at its start, 10 / 9 / 8 at its end");
    expect(markdown).toContain(
      "| product `GET /api/product` | 1000 (1000 / 1000 / 1000) | 850 (850 / 850 / 850) | ×0.85 | 10 ms (10 / 10 / 10) | 4 / 12 ms (12 / 12 / 12) | ×1.20 | 0 | 200×6000 |",
    );
    expect(markdown).toContain(
      "- **workerd memory:** 150 MB at the start, 700 MB after 100,000 requests, 740 MB at the end (whole tree 450 MB → 1000 MB → 1040 MB)",
    );
  });
});
