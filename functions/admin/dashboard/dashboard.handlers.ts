import type { RouteHandler } from "@hono/zod-openapi";
import { getDb } from "../../db/client.ts";
import type { AuthedEnv } from "../../lib/auth.ts";
import type * as routes from "./dashboard.routes.ts";
import { dashboardStats } from "./service.ts";

export const stats: RouteHandler<typeof routes.stats, AuthedEnv> = async (c) => {
  const data = await dashboardStats(getDb(c.env.DB));
  return c.json({ success: true, data } as const, 200);
};
