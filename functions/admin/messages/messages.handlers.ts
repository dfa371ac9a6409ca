import type { RouteHandler } from "@hono/zod-openapi";
import { getDb } from "../../db/client.ts";
import type { AuthedEnv } from "../../lib/auth.ts";
import type * as routes from "./messages.routes.ts";
import { listMessages, setMessageHandled } from "./service.ts";

export const list: RouteHandler<typeof routes.list, AuthedEnv> = async (c) => {
  const page = await listMessages(getDb(c.env.DB), c.req.valid("query"));
  return c.json({ success: true, ...page } as const, 200);
};

export const setHandled: RouteHandler<typeof routes.setHandled, AuthedEnv> = async (c) => {
  const { id } = c.req.valid("param");
  const { handled } = c.req.valid("json");
  const data = await setMessageHandled(getDb(c.env.DB), c.var.user, id, handled);
  return c.json({ success: true, data } as const, 200);
};
