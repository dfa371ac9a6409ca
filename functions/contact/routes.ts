import { Hono } from "hono";
import { messages } from "../../domain/messages.ts";
import { contactMessageSchema } from "../../domain/schemas.ts";
import { getDb } from "../db/client.ts";
import type { AppEnv } from "../env.ts";
import { clientAddress, enforceRateLimit } from "../lib/rate-limit.ts";
import { validJson } from "../lib/validate.ts";
import { CONTACT_RATE_LIMIT, saveContactMessage } from "./service.ts";

export const contactRoutes = new Hono<AppEnv>().post("/", async (c) => {
  const input = await validJson(c, contactMessageSchema);
  const db = getDb(c.env.DB);
  // Counted after validation, so a visitor fixing a typo is not locked out.
  await enforceRateLimit(c.env.DB, [CONTACT_RATE_LIMIT, clientAddress(c.req.raw)]);
  const data = await saveContactMessage(db, input);
  return c.json({ success: true, message: messages.contactReceived, data }, 201);
});
