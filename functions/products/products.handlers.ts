import type { RouteHandler } from "@hono/zod-openapi";
import { getDb } from "../db/client.ts";
import type { AppEnv } from "../env.ts";
import type * as routes from "./products.routes.ts";
import { cachedActiveProduct, cachedActiveProducts } from "./edge-cache.ts";

export const list: RouteHandler<typeof routes.list, AppEnv> = async (c) => {
  const data = await cachedActiveProducts(getDb(c.env.DB));
  return c.json({ success: true, data } as const, 200);
};

export const get: RouteHandler<typeof routes.get, AppEnv> = async (c) => {
  const { id } = c.req.valid("param");
  const data = await cachedActiveProduct(getDb(c.env.DB), id);
  return c.json({ success: true, data } as const, 200);
};
