import type { RouteHandler } from "@hono/zod-openapi";
import { getDb } from "../../db/client.ts";
import type { AuthedEnv } from "../../lib/auth.ts";
import type * as routes from "./rebuild.routes.ts";
import { pagesStatus, requestRebuild } from "./service.ts";

export const status: RouteHandler<typeof routes.status, AuthedEnv> = async (c) =>
  c.json({ success: true, data: await pagesStatus(getDb(c.env.DB), c.env.DEPLOY_HOOK_URL) } as const, 200);

export const rebuild: RouteHandler<typeof routes.rebuild, AuthedEnv> = async (c) => {
  const { message, ...data } = await requestRebuild(getDb(c.env.DB), c.env.DEPLOY_HOOK_URL, c.var.user.id);
  return c.json({ success: true, message, data } as const, 200);
};
