import { defineConfig } from "@playwright/test";
import { CHROMIUM_FLAGS, chromiumPath } from "./e2e/support/chromium.ts";
import { fakeGithubSignIn } from "./e2e/support/fake-github.ts";
import { E2E_JWT_SECRET, E2E_SHIPROCKET_WEBHOOK_TOKEN, E2E_STATE_DIR } from "./e2e/support/shop-db.ts";

// Browser tests: Debian's Chromium against the built shop served by `npm start` (scripts/start.ts) on its own port
// and its own throwaway database (reset and seeded at start), so they never touch your local data.
const PORT = Number(process.env.E2E_PORT ?? 8799);

export default defineConfig({
  testDir: "./e2e",
  outputDir: "./test-results",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: chromiumPath(),
      args: CHROMIUM_FLAGS,
    },
  },
  webServer: {
    command: "node scripts/start.ts --no-build --fresh",
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 90_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      SHOP_STATE_DIR: E2E_STATE_DIR,
      PUBLIC_SITE_URL: `http://127.0.0.1:${PORT}`,
      JWT_SECRET: E2E_JWT_SECRET,
      SHIPROCKET_WEBHOOK_TOKEN: E2E_SHIPROCKET_WEBHOOK_TOKEN,
      // The CMS's GitHub sign-in, against the fake GitHub e2e/cms-sign-in.spec.ts starts.
      ...fakeGithubSignIn(PORT),
      // The fixtures (e2e/support/shop-db.ts) change products with SQL, which purges nothing: read
      // them fresh. The cache and its purges are the API tests' (functions/products/edge-cache.test.ts).
      EDGE_CACHE: "off",
    },
  },
});
