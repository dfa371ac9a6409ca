import { Hono } from "hono";
import type { AppEnv } from "../env.ts";
import { readProductImage } from "./storage.ts";

/** `GET /api/images/products/<file>`: uploaded product images, for everyone, cached for a year. */
export const imageRoutes = new Hono<AppEnv>().get("/products/:file", async (c) => {
  const object = await readProductImage(c.env.IMAGES, `products/${c.req.param("file")}`);
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set("ETag", object.httpEtag);
  // Keys are never reused, so the bytes behind a URL never change.
  headers.set("Cache-Control", "public, max-age=31536000, immutable");
  if (c.req.header("If-None-Match") === object.httpEtag) return new Response(null, { status: 304, headers });
  return new Response(object.body, { headers });
});
