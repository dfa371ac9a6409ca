import type { APIRoute } from "astro";

/** Pre-rendered with the configured site URL, so the sitemap address is absolute. */
export const GET: APIRoute = ({ site }) =>
  new Response(
    [
      "User-agent: *",
      "Disallow: /admin",
      "Disallow: /api/",
      "Disallow: /debug-products",
      `Sitemap: ${new URL("/sitemap.xml", site)}`,
      "",
    ].join("\n"),
    { headers: { "Content-Type": "text/plain; charset=utf-8" } },
  );
