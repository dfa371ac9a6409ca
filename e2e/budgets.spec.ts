/**
 * The deterministic performance budgets (bench/budgets.ts), checked on the build every `npm test`
 * runs: framework JavaScript on content pages, total JavaScript per page, the landing page's first
 * HTML (read from dist/client the way bench/page-weight.ts does), and, in the browser, that a page
 * showing no figure from a script builds no Intl formatter. `npm run bench` measures the rest.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import {
  BENCH_PAGES,
  FIRST_HTML_BUDGET,
  KB,
  NO_FRAMEWORK_PAGES,
  PAGE_JS_BUDGETS,
  WORKER_WIDE_TEXT_BUDGET,
} from "../bench/budgets.ts";
import { CLIENT_DIR, htmlFileFor, pageWeight, totalGzip } from "../bench/page-weight.ts";
import { expect, test } from "./support/test.ts";

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
/** Where the element with this id ends in the HTML (just after its closing tag); -1 when absent. */
function elementEnd(html: string, id: string): number {
  const attribute = html.indexOf(` id="${id}"`);
  if (attribute < 0) return -1;
  const start = html.lastIndexOf("<", attribute);
  const tag = html.slice(start + 1).match(/^[a-z][a-z0-9-]*/)![0];
  let depth = 0;
  for (const match of html.slice(start).matchAll(new RegExp(`<(/?)${tag}\\b[^>]*>`, "g"))) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) return start + match.index + match[0].length;
  }
  return -1;
}
const list = (assets: { path: string; gzip: number }[]) =>
  assets.map((a) => `${a.path} ${kb(a.gzip)}`).join(", ");

test.describe("performance budgets on the build", () => {
  for (const path of NO_FRAMEWORK_PAGES) {
    test(`${path} ships no framework JavaScript`, () => {
      const weight = pageWeight(path);
      expect(weight.islands, `${path} has islands`).toBe(0);
      expect(
        weight.frameworkJs.map((a) => a.path),
        path,
      ).toEqual([]);
    });
  }

  for (const [path, budget] of Object.entries(PAGE_JS_BUDGETS)) {
    test(`${path} loads at most ${kb(budget)} of JavaScript (gzipped)`, () => {
      const { js } = pageWeight(path);
      expect(totalGzip(js), `${path}: ${list(js)}`).toBeLessThanOrEqual(budget);
    });
  }

  // Every storefront page paints as fast as its HTML allows (decision 030): the header's scripts and
  // the product page's delivery check wait in `<template data-after-load>` until the page has
  // loaded, and the buy box, the cart and the log-in form hydrate when the browser is idle
  // (decisions 026, 038 and 052), so nothing the browser finds while it parses fetches a script.
  const paintFirst = BENCH_PAGES.filter((page) => page.storefront);
  for (const { path } of paintFirst) {
    test(`${path} fetches no script while it parses`, () => {
      const html = readFileSync(join(CLIENT_DIR, htmlFileFor(path)), "utf8");
      const deferred = /<template data-after-load>[\s\S]*?<\/template>/g;
      const early = html
        .replace(deferred, "")
        .match(
          /<script\b[^>]*\ssrc=[^>]*>|<link\b[^>]*modulepreload[^>]*>|<astro-island\b[^>]*\sclient="(?!idle")/g,
        );
      expect(early, path).toBeNull();
      expect(html.match(deferred)?.join(""), `${path}: the header's scripts still load`).toMatch(
        /<script\b[^>]*\ssrc=/,
      );
    });
  }

  // `<link rel="expect" blocking="render">` holds the first frame until its element is parsed
  // whole. Past an island that loads at once, the island's script is asked for before anything is
  // painted, and on a slow network it then shares the wire with what the largest paint needs (the
  // cart and log-in pages' LCP went from ×1.0 to ×1.6 their script-free limit when the frame waited
  // for the footer). A target missing from the page holds the frame to the end of the HTML.
  for (const { path } of BENCH_PAGES) {
    test(`${path} holds its first frame for no island's script`, () => {
      const html = readFileSync(join(CLIENT_DIR, htmlFileFor(path)), "utf8");
      const targets = [...html.matchAll(/<link\b[^>]*rel="expect"[^>]*>/g)].map(
        ([link]) => link.match(/href="#([^"]+)"/)?.[1] ?? "",
      );
      expect(targets, `${path} waits for its header before its first frame`).toContain("site-header");
      const firstEagerIsland = html.search(/<astro-island\b[^>]*\sclient="(load|only)"/);
      for (const id of targets) {
        const end = elementEnd(html, id);
        expect(end, `${path}: #${id} is on the page`).toBeGreaterThan(0);
        if (firstEagerIsland >= 0)
          expect(end, `${path}: #${id} ends before the first island`).toBeLessThan(firstEagerIsland);
      }
    });
  }

  // Building an Intl formatter loads ICU's data for its locale: ~35 ms of main thread on the bench
  // machine, which Lighthouse counts as blocking time (TBT on / was 44–113 ms while the header's
  // cart count imported money.ts with its formatters built at the top: decision 037). No benched
  // page may build one while it loads, by any of the ways in: Intl's constructors (with or without
  // `new`) and the methods that build one for each call.
  for (const { path } of BENCH_PAGES) {
    test(`${path} builds no Intl formatter while it loads`, async ({ page }) => {
      await page.addInitScript(() => {
        const made: string[] = [];
        (window as unknown as { intlMade: string[] }).intlMade = made;
        const note = (what: string) => made.push(`${what} from ${new Error().stack?.split("\n")[3]?.trim()}`);
        const constructors = [
          "NumberFormat",
          "DateTimeFormat",
          "PluralRules",
          "Collator",
          "RelativeTimeFormat",
          "ListFormat",
          "Segmenter",
          "DisplayNames",
        ] as const;
        for (const name of constructors) {
          const original = Intl[name] as unknown as (...args: unknown[]) => unknown;
          if (!original) continue;
          (Intl as Record<string, unknown>)[name] = new Proxy(original, {
            construct(target, args, newTarget) {
              note(`new Intl.${name}`);
              return Reflect.construct(target, args, newTarget);
            },
            apply(target, self, args) {
              note(`Intl.${name}()`);
              return Reflect.apply(target, self, args);
            },
          });
        }
        const methods: [{ prototype: object }, string][] = [
          [Number, "toLocaleString"],
          [Date, "toLocaleString"],
          [Date, "toLocaleDateString"],
          [Date, "toLocaleTimeString"],
          [String, "localeCompare"],
        ];
        for (const [type, name] of methods) {
          const proto = type.prototype as Record<string, (...args: unknown[]) => unknown>;
          const original = proto[name]!;
          proto[name] = function (this: unknown, ...args: unknown[]) {
            note(name);
            return original.apply(this, args);
          };
        }
      });
      await page.goto(path);
      // The header's script is added after load (AfterLoad); wait until it has run.
      await expect(page.locator("template[data-after-load]")).toHaveCount(0);
      await page.waitForLoadState("networkidle");
      const made = () => page.evaluate(() => (window as unknown as { intlMade: string[] }).intlMade);
      expect(await made()).toEqual([]);
      // The traps are in place: a formatter built now is seen.
      await page.evaluate(() => [Intl.NumberFormat("en-IN"), (1).toLocaleString("en-IN")]);
      expect(await made()).toHaveLength(2);
    });
  }

  test(`the first HTML of ${FIRST_HTML_BUDGET.path} fits in ${kb(FIRST_HTML_BUDGET.gzip)} (gzipped)`, () => {
    expect(pageWeight(FIRST_HTML_BUDGET.path).html.gzip).toBeLessThanOrEqual(FIRST_HTML_BUDGET.gzip);
  });

  test(`the Worker holds at most ${kb(WORKER_WIDE_TEXT_BUDGET)} of module text at two bytes a character`, () => {
    const modules = readdirSync("dist/server", { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".mjs"))
      .map((file) => ({ file, text: readFileSync(join("dist/server", file), "utf8") }));
    const wide = modules.filter(({ text }) => /[\u0100-\uffff]/.test(text));
    const bytes = wide.reduce((sum, { text }) => sum + Buffer.byteLength(text), 0);
    // The measure: the modules are there, and the ones written in ASCII count nothing.
    expect(modules.map(({ file }) => file)).toContain("entry.mjs");
    expect(wide.map(({ file }) => file)).not.toContain("entry.mjs");
    expect(bytes, wide.map(({ file }) => file).join(", ")).toBeLessThanOrEqual(WORKER_WIDE_TEXT_BUDGET);
  });

  test("the measure sees framework JavaScript where there is some", () => {
    // A page whose point is an island: if this reads zero, the budget checks above prove nothing.
    const login = pageWeight("/LoginPage");
    expect(login.islands).toBeGreaterThan(0);
    expect(totalGzip(login.frameworkJs)).toBeGreaterThan(40 * KB);
  });
});
