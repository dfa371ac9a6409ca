/**
 * Contact Us messages: stored for admins to read in the panel (the earlier build only logged
 * them), each with a ticket number that the sender is e-mailed at once (decision 018).
 */
import type { z } from "zod";
import { newContactTicket } from "../../domain/contact-tickets.ts";
import { messages } from "../../domain/messages.ts";
import type { contactMessageSchema } from "../../domain/schemas.ts";
import type { Db } from "../db/client.ts";
import { contactMessages } from "../db/schema.ts";
import { isUniqueViolation } from "../lib/batch-guards.ts";
import { newId } from "../lib/ids.ts";
import { queueEmail } from "../lib/outbox.ts";
import type { RateLimitRule } from "../lib/rate-limit.ts";
import { contactAcknowledgement } from "./acknowledgement.ts";

/** Per sender address: enough for a real customer, too few for a spam run. */
export const CONTACT_RATE_LIMIT = {
  name: "contact:ip",
  limit: 5,
  windowSeconds: 60 * 60,
  message: messages.contactRateLimited,
} as const satisfies RateLimitRule;

/** Draws before giving up on a ticket number nobody holds (one repeat in 2^40 draws is already rare). */
const TICKET_ATTEMPTS = 3;

export type SavedContactMessage = { id: string; ticket: string; emailId: string };

/**
 * Stores the message and queues its acknowledgement in one batch: the sender is e-mailed a ticket
 * exactly when the message is kept. `drawTicket` is the random source (a test passes a repeat).
 */
export async function saveContactMessage(
  db: Db,
  input: z.output<typeof contactMessageSchema>,
  siteUrl: string,
  /** The account the sender was signed in to, or null for a visitor. */
  userId: string | null,
  drawTicket: () => string = newContactTicket,
): Promise<SavedContactMessage> {
  const email = input.email.toLowerCase();
  for (let attempt = 1; ; attempt++) {
    const id = newId();
    const emailId = newId();
    const ticket = drawTicket();
    const receivedAt = Date.now();
    try {
      await db.batch([
        db.insert(contactMessages).values({
          id,
          ticket,
          userId,
          email,
          countryCode: input.countryCode,
          phoneNumber: input.phoneNumber,
          address: input.address,
          message: input.message,
          createdAt: receivedAt,
        }),
        queueEmail(db, contactAcknowledgement(email, ticket, receivedAt, siteUrl), emailId),
      ]);
      return { id, ticket, emailId };
    } catch (error) {
      if (attempt < TICKET_ATTEMPTS && isUniqueViolation(error, "contact_messages.ticket")) continue;
      throw error;
    }
  }
}
