import type { RouteHandler } from "@hono/zod-openapi";
import type { AppEnv } from "../env.ts";
import type * as routes from "./images.routes.ts";
import { readProductImage } from "./storage.ts";

export const productImage: RouteHandler<typeof routes.productImage, AppEnv> = async (c) => {
  const object = await readProductImage(c.env.IMAGES, `products/${c.req.valid("param").file}`);
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set("ETag", object.httpEtag);
  // Keys are never reused, so the bytes behind a URL never change.
  headers.set("Cache-Control", "public, max-age=31536000, immutable");
  if (c.req.valid("header")["if-none-match"] === object.httpEtag)
    return new Response(null, { status: 304, headers });
  return new Response(object.body, { headers });
};
