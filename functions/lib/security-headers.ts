/**
 * Security headers. The API sets them on every response; the same values are written into the
 * static site's `_headers` file at build time (see astro.config.mjs), so pages served straight from
 * the asset store carry them too. The pages' script and style policy is Astro's hashed CSP.
 */
export const RAZORPAY_ORIGINS = {
  script: ["https://checkout.razorpay.com"],
  frame: ["https://api.razorpay.com", "https://checkout.razorpay.com"],
  connect: ["https://api.razorpay.com", "https://lumberjack.razorpay.com"],
  img: ["https://*.razorpay.com"],
} as const;

/** No page may be framed by another site (clickjacking); a `<meta>` CSP cannot say so. */
export const FRAME_ANCESTORS = "frame-ancestors 'none'";

/** Directives a `<meta>` CSP cannot carry, plus what applies to every page. */
export const PAGE_CSP = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline' ${RAZORPAY_ORIGINS.script.join(" ")}`,
  "style-src 'self' 'unsafe-inline'",
  `img-src 'self' data: blob: ${RAZORPAY_ORIGINS.img.join(" ")}`,
  `connect-src 'self' ${RAZORPAY_ORIGINS.connect.join(" ")}`,
  `frame-src ${RAZORPAY_ORIGINS.frame.join(" ")}`,
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  FRAME_ANCESTORS,
].join("; ");

/**
 * The editors' CMS at /cms (Decap CMS, served from the shop's own files): the narrowest policy it
 * runs under, measured in e2e/cms.spec.ts. Decap compiles its configuration's JSON schema with
 * `new Function` (ajv), so it needs 'unsafe-eval'; its styles are CSS-in-JS (emotion) injected as
 * <style> elements and style attributes, so 'unsafe-inline' styles. It talks to GitHub's API in
 * production and, in local builds only, to decap-server on the editor's own machine.
 */
export function cmsCsp(options: { localBackend: boolean }): string {
  const local = options.localBackend ? " http://localhost:* http://127.0.0.1:*" : "";
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com",
    `connect-src 'self' https://api.github.com${local}`,
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    FRAME_ANCESTORS,
  ].join("; ");
}

/**
 * The policy of a page the Worker writes itself (the API reference, the CMS sign-in handshake):
 * nothing may load but what `allowed` names, typically its one inline script or stylesheet by the
 * hash `inlineHash` gives; no `<base>`, no form posts, no framing.
 */
export function ownPagePolicy(...allowed: string[]): string {
  return ["default-src 'none'", ...allowed, "base-uri 'none'", "form-action 'none'", FRAME_ANCESTORS].join(
    "; ",
  );
}

/** `'sha256-…'`: the CSP source that allows exactly this inline script or stylesheet. */
export async function inlineHash(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
}

/** JSON never needs to load anything. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

export const COMMON_SECURITY_HEADERS: Record<string, string> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy":
    'camera=(), microphone=(), geolocation=(), payment=(self "https://checkout.razorpay.com")',
  "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
};

/**
 * What every API answer carries (functions/app.ts, and the product reads answered before the app:
 * functions/products/read-from-memory.ts): the common headers, the API's policy and `no-store`,
 * unless the answer set its own policy or cache rule. A route's own opener policy stands: the CMS
 * sign-in popup must keep its opener (functions/cms/).
 */
export function addApiHeaders(headers: Headers): void {
  for (const [name, value] of Object.entries(COMMON_SECURITY_HEADERS)) {
    if (name === "Cross-Origin-Opener-Policy" && headers.has(name)) continue;
    headers.set(name, value);
  }
  // JSON needs none of a page's powers; the one page (the API reference) brings its own policy.
  if (!headers.has("Content-Security-Policy")) headers.set("Content-Security-Policy", API_CSP);
  // API answers depend on who asks; never let a shared cache keep them unless a route says so.
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "no-store");
}
