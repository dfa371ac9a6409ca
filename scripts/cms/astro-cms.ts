/**
 * An Astro integration that serves the editors' CMS at /cms from the shop's own files: Decap CMS's
 * built bundle from the `decap-cms` npm package (never a CDN), a page that loads it, and the
 * configuration made from the content model (src/content/model/cms-config.ts). `astro dev` serves
 * them from memory; `astro build` writes them to dist/client/cms/ with the CMS's own security
 * policy in `_headers` (the shop's hashed page policy would stop Decap from starting).
 */
import {
  appendFileSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { cmsCsp } from "../../functions/lib/security-headers.ts";
import { cmsConfig, DEFAULT_LOCAL_BACKEND_PORT } from "../../src/content/model/cms-config.ts";
import { cmsPage, cmsStartScript } from "./page.ts";

const DECAP_DIST = join(dirname(createRequire(import.meta.url).resolve("decap-cms/package.json")), "dist");

/** Decap's main bundle, the chunks it loads on demand, and its licence notice. */
const isDecapFile = (name: string) =>
  name === "decap-cms.js" ||
  name === "decap-cms.js.LICENSE.txt" ||
  /^\d+\.decap-cms\.js$/.test(name) ||
  name.endsWith(".wasm");

const isLocalSite = (site: URL | undefined) => !site || ["localhost", "127.0.0.1"].includes(site.hostname);

export function cmsIntegration(): AstroIntegration {
  let localSite = true;
  let clientDir: URL;
  const files = () => ({
    "index.html": cmsPage(),
    "cms-start.js": cmsStartScript(
      cmsConfig({
        localBackendPort: Number(process.env.CMS_LOCAL_BACKEND_PORT) || DEFAULT_LOCAL_BACKEND_PORT,
      }),
    ),
  });
  return {
    name: "shop:cms",
    hooks: {
      "astro:config:done": ({ config }) => {
        clientDir = config.build.client;
        localSite = isLocalSite(config.site ? new URL(config.site) : undefined);
      },
      "astro:server:setup": ({ server }) => {
        server.middlewares.use((req, res, next) => {
          const path = new URL(req.url ?? "/", "http://dev").pathname;
          if (path === "/cms") return void res.writeHead(301, { Location: "/cms/" }).end();
          if (!path.startsWith("/cms/")) return next();
          const name = path.slice("/cms/".length) || "index.html";
          const generated = files()[name as keyof ReturnType<typeof files>];
          const body = generated ?? (isDecapFile(name) ? readFileSync(join(DECAP_DIST, name)) : undefined);
          if (body === undefined) return next();
          res.setHeader("Content-Type", contentType(name));
          res.setHeader("Content-Security-Policy", cmsCsp({ localBackend: true }));
          res.setHeader("Cache-Control", "no-store");
          res.end(body);
        });
      },
      "astro:build:done": () => {
        const out = fileURLToPath(new URL("cms/", clientDir));
        mkdirSync(out, { recursive: true });
        for (const name of readdirSync(DECAP_DIST).filter(isDecapFile)) {
          copyFileSync(join(DECAP_DIST, name), join(out, name));
        }
        for (const [name, body] of Object.entries(files())) writeFileSync(join(out, name), body);
        // `! Content-Security-Policy` takes the pages' policy (the `/*` block) off these files.
        const headers = fileURLToPath(new URL("_headers", clientDir));
        const block = [
          "/cms/*",
          "  ! Content-Security-Policy",
          `  Content-Security-Policy: ${cmsCsp({ localBackend: localSite })}`,
          "  X-Robots-Tag: noindex",
          "  Cache-Control: no-cache",
        ].join("\n");
        appendFileSync(headers, `${existsSync(headers) ? "\n" : ""}${block}\n`);
      },
    },
  };
}

function contentType(name: string): string {
  if (name.endsWith(".html")) return "text/html; charset=utf-8";
  if (name.endsWith(".js")) return "text/javascript; charset=utf-8";
  if (name.endsWith(".wasm")) return "application/wasm";
  return "text/plain; charset=utf-8";
}
