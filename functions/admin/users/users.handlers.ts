import type { RouteHandler } from "@hono/zod-openapi";
import { getDb } from "../../db/client.ts";
import type { AuthedEnv } from "../../lib/auth.ts";
import { pageHandler } from "../page-handler.ts";
import type * as routes from "./users.routes.ts";
import { changeUserRole, changeUserStatus, listUsers } from "./service.ts";

export const list = pageHandler<typeof routes.list>(listUsers);

export const setStatus: RouteHandler<typeof routes.setStatus, AuthedEnv> = async (c) => {
  const { id } = c.req.valid("param");
  const { status } = c.req.valid("json");
  const data = await changeUserStatus(getDb(c.env.DB), c.var.user, id, status);
  return c.json({ success: true, data } as const, 200);
};

export const setRole: RouteHandler<typeof routes.setRole, AuthedEnv> = async (c) => {
  const { id } = c.req.valid("param");
  const { role } = c.req.valid("json");
  const data = await changeUserRole(getDb(c.env.DB), c.var.user, id, role);
  return c.json({ success: true, data } as const, 200);
};
