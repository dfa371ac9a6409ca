import type { RouteHandler } from "@hono/zod-openapi";
import { getDb } from "../../db/client.ts";
import type { AuthedEnv } from "../../lib/auth.ts";
import { pageHandler } from "../page-handler.ts";
import type * as routes from "./coupons.routes.ts";
import { createCoupon, listCoupons, setCouponActive, updateCoupon } from "./service.ts";

export const list = pageHandler<typeof routes.list>(listCoupons);

export const create: RouteHandler<typeof routes.create, AuthedEnv> = async (c) => {
  const data = await createCoupon(getDb(c.env.DB), c.var.user, c.req.valid("json"));
  return c.json({ success: true, data } as const, 201);
};

export const update: RouteHandler<typeof routes.update, AuthedEnv> = async (c) => {
  const { code } = c.req.valid("param");
  const data = await updateCoupon(getDb(c.env.DB), c.var.user, code, c.req.valid("json"));
  return c.json({ success: true, data } as const, 200);
};

export const setStatus: RouteHandler<typeof routes.setStatus, AuthedEnv> = async (c) => {
  const { code } = c.req.valid("param");
  const { active } = c.req.valid("json");
  const data = await setCouponActive(getDb(c.env.DB), c.var.user, code, active);
  return c.json({ success: true, data } as const, 200);
};
