/**
 * The browser-test `test`: Playwright's, plus a guard that fails any test whose page logged a
 * console error or violated the Content Security Policy. Import `test` and `expect` from here.
 */
import { test as base, expect } from "@playwright/test";

export const test = base.extend({
  page: async ({ page }, use) => {
    const problems: string[] = [];
    const allowed: (string | RegExp)[] = [];
    (page as any).__allowConsoleErrors = allowed;
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      const text = message.text();
      if (
        allowed.some((pattern) => (typeof pattern === "string" ? text.includes(pattern) : pattern.test(text)))
      )
        return;
      problems.push(`console error: ${text}`);
    });
    page.on("pageerror", (error) => {
      if (
        allowed.some((pattern) =>
          typeof pattern === "string" ? error.message === pattern : pattern.test(error.message),
        )
      )
        return;
      problems.push(`uncaught error: ${error.message}`);
    });
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || "inline"}`);
      });
    });
    await use(page);
    expect(problems, "the page logged errors or CSP violations").toEqual([]);
  },
});

/**
 * Lets the current test's page log console errors matching `pattern` (e.g. an expected 404), or
 * throw an uncaught error whose message matches it (a string must then match it whole).
 */
export function allowConsoleErrors(page: import("@playwright/test").Page, pattern: string | RegExp) {
  ((page as any).__allowConsoleErrors as (string | RegExp)[]).push(pattern);
}

export { expect };
