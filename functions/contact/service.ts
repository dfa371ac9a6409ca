/** Contact Us messages: stored for admins to read in the panel (the earlier build only logged them). */
import type { z } from "zod";
import type { contactMessageSchema } from "../../domain/schemas.ts";
import { messages } from "../../domain/messages.ts";
import type { Db } from "../db/client.ts";
import { contactMessages } from "../db/schema.ts";
import { newId } from "../lib/ids.ts";
import type { RateLimitRule } from "../lib/rate-limit.ts";

/** Per sender address: enough for a real customer, too few for a spam run. */
export const CONTACT_RATE_LIMIT = {
  name: "contact:ip",
  limit: 5,
  windowSeconds: 60 * 60,
  message: messages.contactRateLimited,
} as const satisfies RateLimitRule;

export async function saveContactMessage(
  db: Db,
  input: z.output<typeof contactMessageSchema>,
): Promise<{ id: string }> {
  const id = newId();
  await db.insert(contactMessages).values({
    id,
    email: input.email.toLowerCase(),
    countryCode: input.countryCode,
    phoneNumber: input.phoneNumber,
    address: input.address,
    message: input.message,
  });
  return { id };
}
