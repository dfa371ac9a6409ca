import { Hono } from "hono";
import { messageHandledSchema, messageListQuerySchema } from "../../../domain/admin-schemas.ts";
import { idSchema } from "../../../domain/fields.ts";
import { adminMessages } from "../../../domain/admin-messages.ts";
import { getDb } from "../../db/client.ts";
import type { AuthedEnv } from "../../lib/auth.ts";
import { parseOrThrow, validJson } from "../../lib/validate.ts";
import { listMessages, setMessageHandled } from "./service.ts";

/** `/api/admin/messages`: the contact-form inbox. */
export const adminMessageRoutes = new Hono<AuthedEnv>()
  .get("/", async (c) => {
    const query = parseOrThrow(messageListQuerySchema, c.req.query());
    return c.json({ success: true, ...(await listMessages(getDb(c.env.DB), query)) });
  })
  .put("/:id/handled", async (c) => {
    const id = parseOrThrow(idSchema(adminMessages.invalidId), c.req.param("id"));
    const { handled } = await validJson(c, messageHandledSchema);
    return c.json({ success: true, data: await setMessageHandled(getDb(c.env.DB), c.var.user, id, handled) });
  });
