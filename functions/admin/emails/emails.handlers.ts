import type { RouteHandler } from "@hono/zod-openapi";
import { getDb } from "../../db/client.ts";
import type { AuthedEnv } from "../../lib/auth.ts";
import { runAfterResponse } from "../../lib/background.ts";
import { deliverEmails } from "../../lib/email-delivery.ts";
import { pageHandler } from "../page-handler.ts";
import type * as routes from "./emails.routes.ts";
import { listEmails, resendEmail } from "./service.ts";

export const list = pageHandler<typeof routes.list>(listEmails);

export const resend: RouteHandler<typeof routes.resend, AuthedEnv> = async (c) => {
  const { id } = c.req.valid("param");
  const db = getDb(c.env.DB);
  const data = await resendEmail(db, c.var.user, id);
  runAfterResponse(c, () => deliverEmails(db, c.env, [id]));
  return c.json({ success: true, data } as const, 200);
};
