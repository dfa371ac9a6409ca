/**
 * The deterministic performance budgets (bench/budgets.ts), checked on the build every `npm test`
 * runs: framework JavaScript on content pages, total JavaScript per page, the landing page's first
 * HTML. Reads dist/client the way bench/page-weight.ts does; `npm run bench` measures the rest.
 */
import { FIRST_HTML_BUDGET, KB, NO_FRAMEWORK_PAGES, PAGE_JS_BUDGETS } from "../bench/budgets.ts";
import { pageWeight, totalGzip } from "../bench/page-weight.ts";
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
