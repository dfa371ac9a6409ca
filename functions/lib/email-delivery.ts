/**
 * Delivers queued e-mails from the outbox once the batch that queued them has committed. Each row
 * is claimed with a conditional update first, so two deliveries never send one e-mail twice.
 * Without a provider (local development) each e-mail's recipient, subject and link are printed to
 * the console instead and the row stays `pending`.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { emailOutbox } from "../db/schema.ts";
import type { Bindings } from "../env.ts";
import { mailerConfig, sendEmail, type Fetch } from "./mailer.ts";

/** After this many failed attempts a message is marked `failed` for an admin to look at. */
export const MAX_EMAIL_ATTEMPTS = 5;

const firstLink = (text: string) => /https?:\/\/\S+/.exec(text)?.[0] ?? "(no link)";

export async function deliverEmails(db: Db, env: Bindings, ids: string[], fetchImpl: Fetch = fetch): Promise<void> {
  if (ids.length === 0) return;
  const rows = await db
    .select()
    .from(emailOutbox)
    .where(and(inArray(emailOutbox.id, ids), eq(emailOutbox.status, "pending")));
  const config = mailerConfig(env);
  for (const row of rows) {
    if (!config) {
      console.log(`[email] to ${row.to} | subject "${row.subject}" | link ${firstLink(row.text)}`);
      continue;
    }
    const claimed = await db
      .update(emailOutbox)
      .set({ attempts: row.attempts + 1 })
      .where(and(eq(emailOutbox.id, row.id), eq(emailOutbox.status, "pending"), eq(emailOutbox.attempts, row.attempts)))
      .returning({ id: emailOutbox.id })
      .get();
    if (!claimed) continue;
    try {
      await sendEmail(config, { to: row.to, subject: row.subject, text: row.text, ...(row.html ? { html: row.html } : {}) }, fetchImpl);
      await db.update(emailOutbox).set({ status: "sent", sentAt: Date.now(), lastError: null }).where(eq(emailOutbox.id, row.id));
    } catch (error) {
      const failedForGood = row.attempts + 1 >= MAX_EMAIL_ATTEMPTS;
      console.error("E-mail delivery failed", row.id, error);
      await db
        .update(emailOutbox)
        .set({ lastError: String(error instanceof Error ? error.message : error).slice(0, 500), ...(failedForGood ? { status: "failed" as const } : {}) })
        .where(eq(emailOutbox.id, row.id));
    }
  }
}
