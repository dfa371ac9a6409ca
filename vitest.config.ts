import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";
import { FAKE_GITHUB_APP } from "./functions/test/fake-github/server.ts";
import { FAKE_KEYS } from "./functions/test/fake-razorpay/server.ts";
import { slimZodForOpenApi } from "./scripts/slim-zod-openapi.ts";

// Two projects for npm test (and a third, d1-timing, for the bench): the shop's pure rules in Node, and the API inside workerd against a real local D1
// built from the real migrations (applied afresh before every test, see functions/test/setup.ts).
export default defineConfig(async () => {
  const migrations = await readD1Migrations("./migrations");
  // The API in workerd; `name` and `include` let the bench time place order in the same pool.
  const workerdProject = (name: string, include: string[]) => ({
    // The API's "pages built" time (set by the build, see astro.config.mjs): before every test.
    define: { __PAGES_BUILT_AT__: JSON.stringify(new Date().toISOString()) },
    plugins: [
      // The API runs with the same slim zod for @hono/zod-openapi as the deployed Worker.
      slimZodForOpenApi(),
      // Razorpay and Shiprocket are the local fakes started by globalSetup (functions/test/fake-*).
      // Shiprocket's address only: without an account the shop answers PIN codes from its
      // table; courier tests add an account (functions/shipping/courier-mode.test.ts).
      cloudflareTest(({ inject }) => ({
        main: "./functions/test-worker.ts",
        wrangler: { configPath: "./wrangler.jsonc" },
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: migrations,
            JWT_SECRET: "test-secret-that-is-long-enough-for-hs256-signing",
            PUBLIC_SITE_URL: "http://localhost:8787",
            RAZORPAY_API_BASE: inject("razorpayApiBase"),
            RAZORPAY_KEY_ID: FAKE_KEYS.keyId,
            RAZORPAY_KEY_SECRET: FAKE_KEYS.keySecret,
            RAZORPAY_WEBHOOK_SECRET: FAKE_KEYS.webhookSecret,
            DEPLOY_HOOK_URL: inject("deployHookUrl"),
            SHIPROCKET_API_BASE: inject("shiprocketApiBase"),
            // The CMS's GitHub sign-in against the fake GitHub, so the fuzz test reaches past
            // the 503 of an unconfigured shop (functions/cms/cms.test.ts takes it away).
            GITHUB_OAUTH_BASE: inject("githubOAuthBase"),
            GITHUB_OAUTH_CLIENT_ID: FAKE_GITHUB_APP.clientId,
            GITHUB_OAUTH_CLIENT_SECRET: FAKE_GITHUB_APP.clientSecret,
            CMS_GITHUB_REPO: "asthiveda/shop",
            // The courier webhook's token, so the fuzz test reaches past its check.
            SHIPROCKET_WEBHOOK_TOKEN: "test-shiprocket-webhook-token",
          },
        },
      })),
    ],
    test: {
      name,
      include,
      setupFiles: ["./functions/test/setup.ts"],
      globalSetup: [
        "./functions/test/fake-razorpay/global-setup.ts",
        "./functions/test/fake-shiprocket/global-setup.ts",
        "./functions/test/fake-github/global-setup.ts",
      ],
    },
  });
  return {
    test: {
      projects: [
        {
          test: {
            name: "domain",
            include: [
              "domain/**/*.test.ts",
              "scripts/**/*.test.ts",
              "src/**/*.test.ts",
              "bench/**/*.test.ts",
            ],
            environment: "node",
          },
        },
        workerdProject("api", ["functions/**/*.test.ts"]),
        // bench/d1-batch.measure.ts (npm run bench; not part of npm test).
        workerdProject("d1-timing", ["bench/**/*.measure.ts"]),
      ],
    },
  };
});
