/**
 * The deterministic performance budgets (bench/budgets.ts), checked on the build every `npm test`
 * runs: framework JavaScript on content pages, total JavaScript per page, the landing page's first
 * HTML. Reads dist/client the way bench/page-weight.ts does; `npm run bench` measures the rest.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { BENCH_PAGES, FIRST_HTML_BUDGET, KB, NO_FRAMEWORK_PAGES, PAGE_JS_BUDGETS } from "../bench/budgets.ts";
import { CLIENT_DIR, htmlFileFor, pageWeight, totalGzip } from "../bench/page-weight.ts";
import { expect, test } from "./support/test.ts";

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
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

  // The storefront's script-free pages paint as fast as their HTML allows (decision 030): the
  // header's scripts wait in `<template data-after-load>` until the page has loaded, so nothing the
  // browser finds while it parses fetches a script.
  const scriptFreeStorefront = BENCH_PAGES.filter(
    (page) => page.storefront && (NO_FRAMEWORK_PAGES as readonly string[]).includes(page.path),
  );
  for (const { path } of scriptFreeStorefront) {
    test(`${path} fetches no script before it has loaded`, () => {
      const html = readFileSync(join(CLIENT_DIR, htmlFileFor(path)), "utf8");
      const deferred = /<template data-after-load>[\s\S]*?<\/template>/g;
      const early = html
        .replace(deferred, "")
        .match(/<script\b[^>]*\ssrc=[^>]*>|<link\b[^>]*modulepreload[^>]*>/g);
      expect(early, path).toBeNull();
      expect(html.match(deferred)?.join(""), `${path}: the header's scripts still load`).toMatch(
        /<script\b[^>]*\ssrc=/,
      );
    });
  }

  test(`the first HTML of ${FIRST_HTML_BUDGET.path} fits in ${kb(FIRST_HTML_BUDGET.gzip)} (gzipped)`, () => {
    expect(pageWeight(FIRST_HTML_BUDGET.path).html.gzip).toBeLessThanOrEqual(FIRST_HTML_BUDGET.gzip);
  });

  test("the measure sees framework JavaScript where there is some", () => {
    // A page whose point is an island: if this reads zero, the budget checks above prove nothing.
    const login = pageWeight("/LoginPage");
    expect(login.islands).toBeGreaterThan(0);
    expect(totalGzip(login.frameworkJs)).toBeGreaterThan(40 * KB);
  });
});
