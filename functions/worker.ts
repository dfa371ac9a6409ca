/**
 * The Worker entry (wrangler's `main`): `/api/*` goes to the Hono API, everything else to Astro,
 * which serves the pre-rendered pages and static files and renders any on-demand page.
 */
import { handle } from "@astrojs/cloudflare/handler";
import { createApp } from "./app.ts";
import { pathOf, productReadFromMemory } from "./products/read-from-memory.ts";
import type { Bindings } from "./env.ts";
import { runScheduled } from "./scheduled.ts";
import { COMMON_SECURITY_HEADERS, FRAME_ANCESTORS, PAGE_CSP } from "./lib/security-headers.ts";

// The checkout gate's Durable Object class (wrangler.jsonc `durable_objects`).
export { CheckoutGate } from "./orders/checkout-gate.ts";

const api = createApp();

function isApiPath(pathname: string): boolean {
  return pathname === "/api" || pathname.startsWith("/api/");
}

/** Static files get these headers from `_headers`; pages rendered here must add them themselves. */
function withPageSecurityHeaders(response: Response): Response {
  const secured = new Response(response.body, response);
  for (const [name, value] of Object.entries(COMMON_SECURITY_HEADERS)) {
    if (!secured.headers.has(name)) secured.headers.set(name, value);
  }
  const csp = secured.headers.get("Content-Security-Policy");
  if (!csp) secured.headers.set("Content-Security-Policy", PAGE_CSP);
  // Astro sends its hashed policy as a header on pages it renders on demand; that policy has no
  // frame-ancestors (a <meta> cannot carry it), so add ours rather than let such pages be framed.
  else if (!/frame-ancestors/.test(csp))
    secured.headers.set("Content-Security-Policy", `${csp.trim().replace(/;$/, "")}; ${FRAME_ANCESTORS}`);
  return secured;
}

export default {
  async fetch(request, env, ctx) {
    const pathname = pathOf(request.url);
    if (isApiPath(pathname)) return productReadFromMemory(request, pathname) ?? api.fetch(request, env, ctx);
    return withPageSecurityHeaders(await handle(request, env, ctx));
  },
  // Cron (wrangler.jsonc `triggers`): functions/scheduled.ts.
  async scheduled(controller, env, ctx) {
    ctx.waitUntil(runScheduled(env, controller.scheduledTime));
  },
} satisfies ExportedHandler<Bindings>;
