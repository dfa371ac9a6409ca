/**
 * The editors' CMS, driven through Decap CMS's own screens the way an editor uses it locally:
 * `npm run cms` (decap-server writing the files in src/content/, and the Astro dev server). Here
 * "rebuilt" means what the editor sees with that command: the dev server re-renders /faqs from the
 * changed file on the next request, as a production build does from the commit.
 *
 * The test edits src/content/faq/general.yaml in this working tree and puts the original bytes
 * back afterwards, whatever happened, so the repository is left as it was.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { SUPPORT_HOURS } from "../src/config/business.ts";
import { textMessage } from "../src/content/model/fields.ts";
import { cmsCsp } from "../functions/lib/security-headers.ts";
import { allowConsoleErrors, expect, test } from "./support/test.ts";

const E2E_PORT = Number(process.env.E2E_PORT ?? 8799);
// Beside the test server's port, so engineers running the tests at once never share one.
const DEV_PORT = E2E_PORT + 1000;
const BACKEND_PORT = E2E_PORT + 2000;
const DEV = `http://127.0.0.1:${DEV_PORT}`;
const FAQ_FILE = "src/content/faq/general.yaml";
const QUESTION = "How do I reach you with a question?";
const ANSWER_BEFORE = /^Write to \{\{supportEmail\}\}/;

test.describe.configure({ mode: "serial" });

let cms: ChildProcess | undefined;
let original = "";

async function untilAnswering(url: string, deadline: number) {
  while (Date.now() < deadline) {
    if (cms?.exitCode !== null) throw new Error(`npm run cms stopped (exit ${cms?.exitCode})`);
    const ok = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`${url} did not answer in time`);
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  original = readFileSync(FAQ_FILE, "utf8");
  cms = spawn(process.execPath, ["scripts/cms.ts", "--content-only"], {
    env: { ...process.env, PORT: String(DEV_PORT), CMS_LOCAL_BACKEND_PORT: String(BACKEND_PORT) },
    stdio: "ignore",
    // Its own process group, so the dev server's workerd ends with it.
    detached: true,
  });
  await untilAnswering(`${DEV}/cms/`, Date.now() + 200_000);
  // The first page the dev server renders compiles the site; do it before the tests' clocks run.
  await untilAnswering(`${DEV}/faqs`, Date.now() + 30_000);
});

test.afterAll(() => {
  if (cms?.pid && cms.exitCode === null) process.kill(-cms.pid, "SIGTERM");
  writeFileSync(FAQ_FILE, original);
});

/** Opens the General FAQ category in the CMS and returns the answer field of QUESTION. */
async function openAnswer(page: Page) {
  await page.goto(`${DEV}/cms/#/collections/faq/entries/general`);
  // The local backend needs no account: Decap's login button goes straight in.
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("textbox", { name: "Category title" })).toHaveValue("General");
  const answer = page.getByRole("textbox", { name: "Answer" }).nth(3);
  await expect(answer).toHaveValue(ANSWER_BEFORE);
  return answer;
}

async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
}

test("an answer that breaks the content schema is refused with the schema's message", async ({ page }) => {
  test.setTimeout(90_000);
  // Decap rejects its save with nothing when a field is refused (an uncaught `undefined`); what
  // the editor sees is checked below.
  allowConsoleErrors(page, "undefined");
  const answer = await openAnswer(page);
  await answer.fill("Write to us within {{returnDays}} days.");
  await publish(page);
  // The message under the field is the one the build gives for the same text.
  await expect(page.getByText(textMessage("Answer", 1500, true))).toBeVisible();
  await page.waitForTimeout(1000);
  expect(readFileSync(FAQ_FILE, "utf8"), "nothing was written").toBe(original);
});

test("an editor changes an FAQ answer in the CMS and the rebuilt FAQ page shows it", async ({ page }) => {
  test.setTimeout(120_000);
  const stamp = `edited ${Date.now()}`;
  const answer = await openAnswer(page);
  await answer.fill(`Write to {{supportEmail}} (${stamp}); we answer {{supportHours}}.`);
  await expect(page.getByText("Unsaved changes")).toBeVisible();
  await publish(page);
  await expect(page.getByText("Changes saved")).toBeVisible();

  // decap-server wrote the file in the working tree, as YAML the content collection reads.
  await expect.poll(() => readFileSync(FAQ_FILE, "utf8"), { timeout: 10_000 }).toContain(stamp);
  expect(readFileSync(FAQ_FILE, "utf8")).toContain("Is it a medicine?");

  // The page, re-rendered from the file, shows the answer with the business value filled in.
  const shown = `Write to care@asthiveda.in (${stamp}); we answer ${SUPPORT_HOURS}.`;
  await expect(async () => {
    await page.goto(`${DEV}/faqs`);
    await page.getByText(QUESTION).click();
    await expect(page.getByText(shown)).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
});

test("the built /cms is the shop's own copy of Decap under the CMS's own policy", async ({ request }) => {
  const page = await request.get("/cms/");
  expect(page.status()).toBe(200);
  const headers = page.headers();
  // Exactly one policy: the pages' hashed policy is taken off, the CMS's is the only one.
  expect(headers["content-security-policy"]).toBe(cmsCsp({ localBackend: true }));
  expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'unsafe-eval';/);
  expect(headers["x-robots-tag"]).toBe("noindex");
  const html = await page.text();
  expect(html).toContain('<script src="/cms/decap-cms.js"></script>');
  expect(html).not.toMatch(/https?:\/\/(?!localhost|127\.0\.0\.1)/);
  const bundle = await request.get("/cms/decap-cms.js");
  expect(bundle.status()).toBe(200);
  expect(bundle.headers()["content-type"]).toMatch(/javascript/);
});
