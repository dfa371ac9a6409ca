/**
 * Lighthouse (its default mobile emulation and simulated throttling, the CPU slowdown calibrated to
 * the machine) in Debian's Chromium: each URL `runs` times, reported as the median of each figure.
 * One browser for all runs; Lighthouse clears the cache and storage before each.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, chromiumPath } from "../e2e/support/chromium.ts";
import { type CpuCalibration, forcedSlowdown, slowdownFor } from "./cpu-slowdown.ts";
import { median } from "./ratios.ts";

export type PageFigures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** SEO without the "is crawlable" audit: what is left for a page that asks not to be indexed. */
  seoIgnoringNoindex: number;
  noindex: boolean;
  lcpMs: number;
  /** The host's benchmark index during the run (Lighthouse's), to see drift from the calibration. */
  benchmarkIndex: number;
  tbtMs: number;
  cls: number;
  /** Bytes over the wire (gzipped by the server), headers included, as Lighthouse counts them. */
  jsBytes: number;
  cssBytes: number;
  htmlBytes: number;
  /** Audits that scored below 1 in any run: what to look at when a score misses. */
  failedAudits: string[];
};

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

function seoWithout(lhr: Lhr, skipped: string): number {
  const refs = lhr.categories.seo!.auditRefs.filter(
    (ref) => ref.weight > 0 && ref.id !== skipped && lhr.audits[ref.id]!.score !== null,
  );
  const weight = refs.reduce((total, ref) => total + ref.weight, 0);
  return refs.reduce((total, ref) => total + ref.weight * (lhr.audits[ref.id]!.score ?? 0), 0) / weight;
}

function figuresOf(lhr: Lhr): PageFigures & { runtimeError?: string } {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const summary =
    (
      lhr.audits["resource-summary"]?.details as
        | { items?: { resourceType: string; transferSize: number }[] }
        | undefined
    )?.items ?? [];
  const bytes = (type: string) => summary.find((item) => item.resourceType === type)?.transferSize ?? 0;
  const failedAudits = Object.values(lhr.categories).flatMap((category) =>
    category.auditRefs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]!.score !== null && lhr.audits[ref.id]!.score! < 1)
      .map((ref) => `${category.id}:${ref.id}`),
  );
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    seoIgnoringNoindex: Math.round(seoWithout(lhr, "is-crawlable") * 100),
    noindex: lhr.audits["is-crawlable"]?.score === 0,
    lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    tbtMs: lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN,
    cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
    jsBytes: bytes("script"),
    cssBytes: bytes("stylesheet"),
    htmlBytes: bytes("document"),
    failedAudits,
    runtimeError: lhr.runtimeError?.message,
  };
}

export type Browser = { port: number; close: () => Promise<void> };

export async function launchBrowser(): Promise<Browser> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
  });
  return { port: chrome.port, close: async () => void chrome.kill() };
}

/** `cpuSlowdown`: the multiplier calibrated to this machine (bench/cpu-slowdown.ts). */
export async function measurePage(
  browser: Browser,
  url: string,
  runs: number,
  cpuSlowdown: number,
): Promise<{ median: PageFigures; runs: PageFigures[] }> {
  const all: PageFigures[] = [];
  // Lighthouse occasionally loses a trace (NO_NAVSTART and the like); such a run is repeated, a
  // page that keeps failing stops the bench.
  let failures = 0;
  while (all.length < runs) {
    const result = await lighthouse(url, {
      port: browser.port,
      logLevel: "error",
      output: "json",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      throttling: { cpuSlowdownMultiplier: cpuSlowdown },
    });
    const { runtimeError, ...figures } = result ? figuresOf(result.lhr) : { runtimeError: "no result" };
    if (!runtimeError) {
      all.push(figures as PageFigures);
      continue;
    }
    failures += 1;
    if (failures > 3) throw new Error(`Lighthouse could not measure ${url}: ${runtimeError}`);
    console.warn(`  Lighthouse run failed on ${url} (${runtimeError}); repeating it`);
  }
  const pick = (key: keyof Omit<PageFigures, "failedAudits" | "noindex">) =>
    median(all.map((run) => run[key]));
  return {
    runs: all,
    median: {
      performance: pick("performance"),
      accessibility: pick("accessibility"),
      bestPractices: pick("bestPractices"),
      seo: pick("seo"),
      seoIgnoringNoindex: pick("seoIgnoringNoindex"),
      noindex: all.some((run) => run.noindex),
      lcpMs: pick("lcpMs"),
      benchmarkIndex: pick("benchmarkIndex"),
      tbtMs: pick("tbtMs"),
      cls: pick("cls"),
      jsBytes: pick("jsBytes"),
      cssBytes: pick("cssBytes"),
      htmlBytes: pick("htmlBytes"),
      failedAudits: [...new Set(all.flatMap((run) => run.failedAudits))],
    },
  };
}

const CALIBRATION_RUNS = 5;

/**
 * Runs Lighthouse's performance pass on `url` a few times and reads the host's benchmark index
 * (also when BENCH_CPU_SLOWDOWN fixes the multiplier: the report states the index either way).
 * A run that fails is skipped; fewer than three answers stop the bench.
 */
export async function calibrateCpuSlowdown(port: number, url: string): Promise<CpuCalibration> {
  const forced = forcedSlowdown();
  const benchmarkIndexes: number[] = [];
  for (let run = 0; run < CALIBRATION_RUNS; run++) {
    try {
      const result = await lighthouse(url, {
        port,
        logLevel: "error",
        output: "json",
        onlyAudits: ["total-blocking-time"],
      });
      const index = result?.lhr.environment.benchmarkIndex;
      if (typeof index === "number" && index > 0) benchmarkIndexes.push(index);
    } catch (error) {
      console.warn(`  a calibration run failed (${error}); going on without it`);
    }
  }
  if (benchmarkIndexes.length < 3)
    throw new Error(
      `Lighthouse gave ${benchmarkIndexes.length} benchmark indexes in ${CALIBRATION_RUNS} runs`,
    );
  const benchmarkIndex = median(benchmarkIndexes);
  const slowdown = Math.round((forced ?? slowdownFor(benchmarkIndex)) * 100) / 100;
  return { benchmarkIndexes, benchmarkIndex, slowdown, fixed: forced !== undefined };
}
