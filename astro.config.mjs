// @ts-check
import { defineConfig } from "astro/config";
import cloudflare from "@astrojs/cloudflare";
import react from "@astrojs/react";
import { securityHeadersFile } from "./scripts/astro-security-headers.ts";
import { RAZORPAY_ORIGINS } from "./functions/lib/security-headers.ts";
import { slimZodForOpenApi } from "./scripts/slim-zod-openapi.ts";
import { clientWithoutServerBanner } from "./scripts/client-without-server-banner.ts";
import { asciiWorkerModules } from "./scripts/ascii-worker-modules.ts";
import { cmsIntegration } from "./scripts/cms/astro-cms.ts";

export default defineConfig({
  site: process.env.PUBLIC_SITE_URL || "http://localhost:8787",
  output: "static",
  adapter: cloudflare({ imageService: "passthrough" }),
  integrations: [react(), securityHeadersFile(), cmsIntegration()],
  session: false,
  markdown: { syntaxHighlight: false },
  trailingSlash: "ignore",
  // Friendly aliases for the spec's sign-up and login routes (decisions.md allows them).
  redirects: { "/signup": "/signupPage", "/login": "/LoginPage", "/admin": "/admin/dashboard" },
  build: { format: "file" },
  vite: {
    plugins: [slimZodForOpenApi(), clientWithoutServerBanner(), asciiWorkerModules()],
    // The dev server (`npm run cms`) bundles these up front: found later, on a page's first load,
    // Vite re-optimizes and reloads, and the page's first requests for them answer 404.
    optimizeDeps: {
      include: ["nanostores", "@nanostores/persistent", "@nanostores/react", "react", "react-dom/client"],
    },
    // When these pages were built: the admin panel's "Rebuild pages" compares it with the last
    // product change (functions/admin/rebuild/service.ts).
    // The browser's scripts: React in one chunk and the stores every storefront header loads (the
    // cart's count, the session) in another, instead of a dozen small chunks that each pay a request
    // and compress alone; this took 1.2 to 1.4 KB gzipped off every page with scripts (bench/budgets.ts).
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
                  { name: "storefront", test: /src[\\/]stores[\\/](cart|session)\.ts/ },
                ],
              },
            },
          },
        },
      },
    },
    define: { __PAGES_BUILT_AT__: JSON.stringify(new Date().toISOString()) },
  },
  security: {
    // Astro hashes every script and style it emits into a <meta> CSP; `_headers` adds the
    // directives a <meta> cannot carry (frame-ancestors) and HSTS & co.
    csp: {
      directives: [
        "default-src 'self'",
        `img-src 'self' data: blob: ${RAZORPAY_ORIGINS.img.join(" ")}`,
        `connect-src 'self' ${RAZORPAY_ORIGINS.connect.join(" ")}`,
        `frame-src ${RAZORPAY_ORIGINS.frame.join(" ")}`,
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ],
      scriptDirective: { resources: ["'self'", ...RAZORPAY_ORIGINS.script] },
    },
  },
});
