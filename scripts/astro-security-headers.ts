/**
 * An Astro integration that writes the security headers into the build's `_headers` file, so
 * static pages served from the asset store carry the same headers as the API (one definition in
 * functions/lib/security-headers.ts).
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { COMMON_SECURITY_HEADERS, PAGE_CSP } from "../functions/lib/security-headers.ts";

export function securityHeadersFile(): AstroIntegration {
  let clientDir: URL;
  return {
    name: "shop:security-headers",
    hooks: {
      "astro:config:done": ({ config }) => {
        clientDir = config.build.client;
      },
      "astro:build:done": () => {
        const file = fileURLToPath(new URL("_headers", clientDir));
        const existing = existsSync(file) ? readFileSync(file, "utf8") : "";
        const headers = { ...COMMON_SECURITY_HEADERS, "Content-Security-Policy": PAGE_CSP };
        const block = ["/*", ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join(
          "\n",
        );
        writeFileSync(file, `${block}\n${existing}`);
      },
    },
  };
}
