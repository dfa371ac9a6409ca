/**
 * `npm test`: Biome (format and lint), the generated Worker types, typecheck, domain unit tests, API
 * tests in workerd, build, then browser tests in Chromium. Every stage runs even if an earlier one
 * failed, and the last line counts every test: `N passed, N failed` (Biome, the types check, the
 * typecheck and the build count as one check each).
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { CHROMIUM_INSTALL_HINT, hasChromium } from "../e2e/support/chromium.ts";
import { QUIET_ENV } from "./wrangler.ts";

const REPORT_DIR = "test-results/reports";
rmSync(REPORT_DIR, { recursive: true, force: true });
mkdirSync(REPORT_DIR, { recursive: true });

type Tally = { passed: number; failed: number };
const total: Tally = { passed: 0, failed: 0 };
const only = process.argv.slice(2);
const wanted = (stage: string) => only.length === 0 || only.includes(stage);

function exec(command: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n▶ ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...QUIET_ENV, ...env } });
  return result.status === 0;
}

function check(name: string, ok: boolean) {
  if (ok) total.passed += 1;
  else total.failed += 1;
  console.log(ok ? `✔ ${name}` : `✘ ${name} failed`);
}

function vitest(project: string) {
  const out = `${REPORT_DIR}/${project}.json`;
  const ok = exec("vitest", [
    "run",
    "--project",
    project,
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${out}`,
  ]);
  if (!existsSync(out)) return check(`${project} tests (no report written)`, false);
  const report = JSON.parse(readFileSync(out, "utf8"));
  total.passed += report.numPassedTests;
  total.failed += report.numFailedTests + (report.numTotalTests === 0 ? 1 : 0);
  // A suite that fails to load has no failed tests but a failed run.
  if (!ok && report.numFailedTests === 0) total.failed += 1;
}

function playwright() {
  if (!hasChromium()) {
    console.error(`\n${CHROMIUM_INSTALL_HINT}\n`);
    return check("browser tests (Chromium missing)", false);
  }
  const out = `${REPORT_DIR}/e2e.json`;
  const ok = exec("playwright", ["test"], { PLAYWRIGHT_JSON_OUTPUT_NAME: out });
  if (!existsSync(out)) return check("browser tests (no report written)", false);
  const stats = JSON.parse(readFileSync(out, "utf8")).stats;
  total.passed += stats.expected + stats.flaky;
  total.failed += stats.unexpected;
  // Skipped browser tests count as failures: nothing here is allowed to be skipped.
  total.failed += stats.skipped;
  if (!ok && stats.unexpected === 0) total.failed += 1;
}

// Warnings fail too: the tree is kept at zero diagnostics, so a new one is seen (biome.jsonc).
if (wanted("lint")) check("biome", exec("biome", ["check", "--error-on-warnings", "."]));
// `wrangler types --check` compares worker-configuration.d.ts's header with wrangler.jsonc (bindings,
// vars, compatibility date and flags) and the installed workerd. `--env-file /dev/null`: the types
// come from wrangler.jsonc alone, so a developer's own .dev.vars cannot make them look stale.
if (wanted("types")) {
  check("worker types", exec("wrangler", ["types", "--check", "--env-file", "/dev/null"]));
}
if (wanted("typecheck")) check("typecheck", exec("astro", ["check", "--minimumSeverity", "warning"]));
if (wanted("unit")) vitest("domain");
if (wanted("api")) vitest("api");
if (wanted("e2e")) {
  const built = exec("astro", ["build"]);
  check("build", built);
  if (built) playwright();
}

console.log(`\n${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed === 0 ? 0 : 1);
