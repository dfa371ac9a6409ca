import { Hono } from "hono";
import { emailListQuerySchema } from "../../../domain/admin-schemas.ts";
import { idSchema } from "../../../domain/fields.ts";
import { adminMessages } from "../../../domain/admin-messages.ts";
import { getDb } from "../../db/client.ts";
import type { AuthedEnv } from "../../lib/auth.ts";
import { runAfterResponse } from "../../lib/background.ts";
import { deliverEmails } from "../../lib/email-delivery.ts";
import { parseOrThrow } from "../../lib/validate.ts";
import { listEmails, resendEmail } from "./service.ts";

/** `/api/admin/emails`: the e-mail outbox. */
export const adminEmailRoutes = new Hono<AuthedEnv>()
  .get("/", async (c) => {
    const query = parseOrThrow(emailListQuerySchema, c.req.query());
    return c.json({ success: true, ...(await listEmails(getDb(c.env.DB), query)) });
  })
  .post("/:id/resend", async (c) => {
    const id = parseOrThrow(idSchema(adminMessages.invalidId), c.req.param("id"));
    const db = getDb(c.env.DB);
    const data = await resendEmail(db, c.var.user, id);
    runAfterResponse(c, () => deliverEmails(db, c.env, [id]));
    return c.json({ success: true, data });
  });
