/**
 * The e-mail outbox. A change that causes an e-mail queues it in the same `db.batch()` as the change
 * itself (so an e-mail is never lost, nor sent for a change that did not happen); a sender then
 * delivers pending rows through the configured provider.
 */
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
