import type { RouteHandler } from "@hono/zod-openapi";
import { messages } from "../../domain/messages.ts";
import { getDb } from "../db/client.ts";
import type { AppEnv } from "../env.ts";
import { runAfterResponse } from "../lib/background.ts";
import { signedInUserOrNull } from "../lib/auth.ts";
import { siteUrl } from "../lib/config.ts";
import { deliverEmails } from "../lib/email-delivery.ts";
import { clientAddress, enforceRateLimit } from "../lib/rate-limit.ts";
import type * as routes from "./contact.routes.ts";
import { CONTACT_RATE_LIMIT, saveContactMessage } from "./service.ts";

export const send: RouteHandler<typeof routes.send, AppEnv> = async (c) => {
  const input = c.req.valid("json");
  const db = getDb(c.env.DB);
  // Counted after validation, so a visitor fixing a typo is not locked out.
  await enforceRateLimit(c.env.DB, [CONTACT_RATE_LIMIT, clientAddress(c.req.raw)]);
  // A signed-in sender's message joins their account's data (export, erasure: decision 022).
  const sender = await signedInUserOrNull(c);
  const { id, ticket, emailId } = await saveContactMessage(
    db,
    input,
    siteUrl(c.env, c.req.raw),
    sender?.id ?? null,
  );
  runAfterResponse(c, () => deliverEmails(db, c.env, [emailId]));
  return c.json({ success: true, message: messages.contactReceived, data: { id, ticket } } as const, 201);
};
