/**
 * The e-mail outbox. A change that causes an e-mail queues it in the same `db.batch()` as the change
 * itself (so an e-mail is never lost, nor sent for a change that did not happen); a sender then
 * delivers pending rows through the configured provider.
 */
import { and, inArray, isNull, lt, or } from "drizzle-orm";
import { emailCopiesExpireBefore } from "../../domain/data-rights.ts";
import { EMAIL_STATUSES } from "../../domain/outbox.ts";
import type { Db } from "../db/client.ts";
import { emailOutbox } from "../db/schema.ts";
import { newId } from "./ids.ts";

export type OutgoingEmail = { to: string; subject: string; text: string; html?: string };

/**
 * An insert to put in the caller's batch: `db.batch([change, queueEmail(db, email, id)])`. Pass the
 * id (from `newId()`) when you want to hand it to `deliverEmails` once the batch has committed.
 */
export function queueEmail(db: Db, email: OutgoingEmail, id: string = newId()) {
  return db
    .insert(emailOutbox)
    .values({ id, to: email.to, subject: email.subject, text: email.text, html: email.html ?? null });
}

/** At most this many copies go per cron run, so a first run over a long backlog stays short. */
const EXPIRED_EMAILS_PER_RUN = 1000;

/**
 * Deletes the copies of e-mails queued more than EMAIL_COPY_RETENTION_DAYS ago, whatever became of
 * them (one still pending that long, in a shop without a provider, is stale too), unless it was
 * last sent since (an admin resent it): then from that send. Answers how many went. Naming every
 * status lets the (status, created_at) index find them.
 */
export async function deleteExpiredEmails(db: Db, now: number): Promise<number> {
  const cutoff = emailCopiesExpireBefore(now);
  const expired = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        inArray(emailOutbox.status, EMAIL_STATUSES),
        lt(emailOutbox.createdAt, cutoff),
        or(isNull(emailOutbox.sentAt), lt(emailOutbox.sentAt, cutoff)),
      ),
    )
    .limit(EXPIRED_EMAILS_PER_RUN);
  const deleted = await db
    .delete(emailOutbox)
    .where(inArray(emailOutbox.id, expired))
    .returning({ id: emailOutbox.id });
  return deleted.length;
}
