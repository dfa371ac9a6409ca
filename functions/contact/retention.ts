/**
 * Contact messages are kept CONTACT_MESSAGE_RETENTION_YEARS after they arrive (the privacy policy's
 * promise, decision 022); the cron deletes the older ones. The acknowledgement e-mail the outbox
 * keeps holds the ticket number, never the message itself (acknowledgement.ts).
 */
import { lt } from "drizzle-orm";
import { CONTACT_MESSAGE_RETENTION_YEARS, yearsBefore } from "../../domain/data-rights.ts";
import type { Db } from "../db/client.ts";
import { contactMessages } from "../db/schema.ts";

/** Deletes the messages older than the retention period; answers how many went. */
export async function deleteExpiredContactMessages(db: Db, now: number): Promise<number> {
  const cutoff = yearsBefore(now, CONTACT_MESSAGE_RETENTION_YEARS);
  const deleted = await db
    .delete(contactMessages)
    .where(lt(contactMessages.createdAt, cutoff))
    .returning({ id: contactMessages.id });
  return deleted.length;
}
