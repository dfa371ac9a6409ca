import type { RouteHandler } from "@hono/zod-openapi";
import { getDb } from "../../db/client.ts";
import type { AuthedEnv } from "../../lib/auth.ts";
import { pageHandler } from "../page-handler.ts";
import type * as routes from "./messages.routes.ts";
import { listMessages, setMessageHandled } from "./service.ts";

export const list = pageHandler<typeof routes.list>(listMessages);

export const setHandled: RouteHandler<typeof routes.setHandled, AuthedEnv> = async (c) => {
  const { id } = c.req.valid("param");
  const { handled } = c.req.valid("json");
  const data = await setMessageHandled(getDb(c.env.DB), c.var.user, id, handled);
  return c.json({ success: true, data } as const, 200);
};
