/**
 * sitemap.xml, rendered on request so products an admin adds later are listed without a rebuild.
 * (Being on-demand, it also makes the build emit the Worker that serves the API.)
 */
import type { APIRoute } from "astro";
import { env } from "cloudflare:workers";
import { asc } from "drizzle-orm";
import { getDb } from "../../functions/db/client.ts";
import { products } from "../../functions/db/schema.ts";
import { isActiveProduct } from "../../functions/products/active.ts";
import { indexablePages } from "../config/pages.ts";

export const prerender = false;

export const GET: APIRoute = async ({ site, url }) => {
  const origin = site ?? url;
  const results = await getDb(env.DB)
    .select({ id: products.id, updatedAt: products.updatedAt })
    .from(products)
    .where(isActiveProduct())
    .orderBy(asc(products.createdAt));
  const entries = [
    ...indexablePages.map((path) => `<url><loc>${new URL(path, origin)}</loc></url>`),
    ...results.map(
      (p) =>
        `<url><loc>${new URL(`/Buy_Product/${p.id}`, origin)}</loc><lastmod>${new Date(p.updatedAt).toISOString()}</lastmod></url>`,
    ),
  ];
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
};
