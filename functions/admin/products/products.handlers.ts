import type { RouteHandler } from "@hono/zod-openapi";
import { getDb } from "../../db/client.ts";
import type { AuthedEnv } from "../../lib/auth.ts";
import { pageHandler } from "../page-handler.ts";
import type * as routes from "./products.routes.ts";
import {
  createProduct,
  deleteProduct,
  getProduct,
  listProducts,
  restoreProduct,
  updateProduct,
} from "./service.ts";

export const list = pageHandler<typeof routes.list>(listProducts);

export const create: RouteHandler<typeof routes.create, AuthedEnv> = async (c) => {
  const data = await createProduct(getDb(c.env.DB), c.var.user, c.req.valid("json"));
  return c.json({ success: true, data } as const, 201);
};

export const get: RouteHandler<typeof routes.get, AuthedEnv> = async (c) => {
  const data = await getProduct(getDb(c.env.DB), c.req.valid("param").id);
  return c.json({ success: true, data } as const, 200);
};

export const update: RouteHandler<typeof routes.update, AuthedEnv> = async (c) => {
  const { id } = c.req.valid("param");
  const data = await updateProduct(getDb(c.env.DB), c.var.user, id, c.req.valid("json"));
  return c.json({ success: true, data } as const, 200);
};

export const remove: RouteHandler<typeof routes.remove, AuthedEnv> = async (c) => {
  const outcome = await deleteProduct(getDb(c.env.DB), c.var.user, c.req.valid("param").id);
  return c.json({ success: true, ...outcome } as const, 200);
};

export const restore: RouteHandler<typeof routes.restore, AuthedEnv> = async (c) => {
  const data = await restoreProduct(getDb(c.env.DB), c.var.user, c.req.valid("param").id);
  return c.json({ success: true, data } as const, 200);
};
