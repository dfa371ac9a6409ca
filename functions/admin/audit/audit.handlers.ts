import type { RouteHandler } from "@hono/zod-openapi";
import { getDb } from "../../db/client.ts";
import type { AuthedEnv } from "../../lib/auth.ts";
import type * as routes from "./audit.routes.ts";
import { listAudit } from "./service.ts";

export const list: RouteHandler<typeof routes.list, AuthedEnv> = async (c) => {
  const page = await listAudit(getDb(c.env.DB), c.req.valid("query"));
  return c.json({ success: true, ...page } as const, 200);
};
