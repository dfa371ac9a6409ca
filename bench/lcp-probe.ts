/**
 * Why one page's LCP swings between bench runs: Lighthouse's performance pass on that page, run
 * after run on one server, printing each run's simulated FCP and LCP (what the budgets read) beside
 * the paints the browser observed, and the element of the largest paint. When the simulated FCP
 * jumps while the observed one does not, something fetched before the first frame is being counted
 * (decision 038 was found this way). Needs a build (`npm run build`).
 *
 *   node bench/lcp-probe.ts /Cart_Page [runs, default 8]
 *
 * The CPU slowdown is calibrated as the bench does (BENCH_CPU_SLOWDOWN forces one); the server is
 * the bench's own, on its fresh database, at BENCH_PORT (default 8860).
 */
import lighthouse from "lighthouse";
import { calibrateCpuSlowdown, launchBrowser } from "./lighthouse.ts";
import { freshBenchDatabase, startBenchShop } from "./server.ts";

type Node = { type: string; nodeLabel?: string; selector?: string };

const [path = "/Cart_Page", runs = "8"] = process.argv.slice(2);
const port = Number(process.env.BENCH_PORT ?? 8860);

freshBenchDatabase();
const shop = await startBenchShop(port);
const browser = await launchBrowser();
try {
  const url = `${shop.origin}${path}`;
  const { slowdown, benchmarkIndex } = await calibrateCpuSlowdown(browser.port, url);
  console.log(`${path}: CPU slowdown ×${slowdown} (benchmark index ${benchmarkIndex})`);
  for (let run = 1; run <= Number(runs); run++) {
    const result = await lighthouse(url, {
      port: browser.port,
      logLevel: "error",
      output: "json",
      onlyCategories: ["performance"],
      throttling: { cpuSlowdownMultiplier: slowdown },
    });
    if (!result) throw new Error("Lighthouse gave no result");
    const { audits } = result.lhr;
    const ms = (id: string) => Math.round(audits[id]?.numericValue ?? Number.NaN);
    const observed = (audits.metrics?.details as { items?: Record<string, number>[] } | undefined)
      ?.items?.[0];
    const breakdown = audits["lcp-breakdown-insight"]?.details as { items?: Node[] } | undefined;
    const element = breakdown?.items?.find((item) => item.type === "node");
    console.log(
      `run ${run}: simulated FCP ${ms("first-contentful-paint")} ms, LCP ${ms("largest-contentful-paint")} ms;` +
        ` observed FCP ${observed?.observedFirstContentfulPaint} ms, LCP ${observed?.observedLargestContentfulPaint} ms;` +
        ` largest paint: ${element?.nodeLabel ?? "?"} (${element?.selector ?? "?"})`,
    );
  }
} finally {
  await browser.close();
  await shop.stop();
}
