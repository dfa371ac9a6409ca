/**
 * Signing in to the live content editor with GitHub, in a real browser: the popup Decap CMS opens
 * goes to (fake) GitHub's consent page on another origin and back to the shop's callback, whose page hands the
 * token to the window that opened it only when that window is the shop. This is where the popup's
 * opener policy and the page's script policy meet a browser; the API tests cover the rest
 * (functions/cms/cms.test.ts).
 *
 * The opener side is Decap's own handshake, as decap-cms-lib-auth (netlify-auth.js) runs it: Decap
 * drives it from its login screen, which needs a real GitHub API behind it to get past sign-in.
 */
import type { Server } from "node:http";
import type { Page } from "@playwright/test";
import { startFakeGithub } from "../functions/test/fake-github/server.ts";
import { fakeGithubPort } from "./support/fake-github.ts";
import { expect, test } from "./support/test.ts";

const E2E_PORT = Number(process.env.E2E_PORT ?? 8799);
const SHOP = `http://127.0.0.1:${E2E_PORT}`;
const OTHER_SITE = `http://127.0.0.1:${fakeGithubPort(E2E_PORT)}`;
const START = `${SHOP}/api/cms/auth?provider=github&scope=repo&site_id=127.0.0.1`;

let github: Server | undefined;
test.beforeAll(async () => {
  github = (await startFakeGithub(fakeGithubPort(E2E_PORT))).server;
});
test.afterAll(() => new Promise<void>((resolve) => (github ? github.close(() => resolve()) : resolve())));

/**
 * The editor presses "Authorize" on (fake) GitHub's consent screen in the popup. `opened` is the
 * page's "popup" event, awaited from before the popup is opened: listening only afterwards can miss it.
 */
async function authorizeInPopup(opened: Promise<Page>) {
  const popup = await opened;
  await popup.getByRole("link", { name: "Authorize" }).click();
  return popup;
}

test("the sign-in popup hands Decap the GitHub token on the shop's own page", async ({ page }) => {
  await page.goto("/faqs");
  const opened = page.waitForEvent("popup");
  const answered = page.evaluate(
    (start) =>
      new Promise<string>((resolve) => {
        const base = location.origin;
        const popup = window.open(start, "Netlify Authorization", "width=960,height=600");
        window.addEventListener("message", function handshake(event) {
          if (event.data !== "authorizing:github" || event.origin !== base) return;
          window.removeEventListener("message", handshake);
          window.addEventListener("message", (answer) => {
            if (answer.origin === base && String(answer.data).startsWith("authorization:github:")) {
              popup?.close();
              resolve(answer.data);
            }
          });
          popup?.postMessage(event.data, event.origin);
        });
      }),
    START,
  );
  await authorizeInPopup(opened);
  const message = await answered;
  const success = /^authorization:github:success:(.+)$/.exec(message);
  expect(success, message).not.toBeNull();
  expect(JSON.parse(success![1]!)).toEqual({ token: expect.stringMatching(/^gho_/), provider: "github" });
});

test("another site that opens the sign-in receives nothing", async ({ page }) => {
  await page.goto(OTHER_SITE);
  const opened = page.waitForEvent("popup");
  await page.evaluate((start) => {
    const received: unknown[] = [];
    (window as unknown as { received: unknown[] }).received = received;
    const popup = window.open(start, "sign-in", "width=960,height=600");
    // It answers anything, from anyone, to anyone: the most an attacker's page could do.
    window.addEventListener("message", (event) => {
      received.push(event.data);
      popup?.postMessage(event.data, "*");
    });
  }, START);
  const popup = await authorizeInPopup(opened);
  // The editor's sign-in completes at the shop (the popup shows it)…
  await expect(popup.getByText("Signed in with GitHub")).toBeVisible();
  await page.waitForTimeout(1500);
  // …yet the page that opened it heard nothing: the popup talks to the shop's origin only.
  expect(await page.evaluate(() => (window as unknown as { received: unknown[] }).received)).toEqual([]);
});
