import type { RouteHandler } from "@hono/zod-openapi";
import { messages } from "../../domain/messages.ts";
import { getDb } from "../db/client.ts";
import type { AppEnv } from "../env.ts";
import { clientAddress, enforceRateLimit } from "../lib/rate-limit.ts";
import type * as routes from "./contact.routes.ts";
import { CONTACT_RATE_LIMIT, saveContactMessage } from "./service.ts";

export const send: RouteHandler<typeof routes.send, AppEnv> = async (c) => {
  const input = c.req.valid("json");
  const db = getDb(c.env.DB);
  // Counted after validation, so a visitor fixing a typo is not locked out.
  await enforceRateLimit(c.env.DB, [CONTACT_RATE_LIMIT, clientAddress(c.req.raw)]);
  const data = await saveContactMessage(db, input);
  return c.json({ success: true, message: messages.contactReceived, data } as const, 201);
};
