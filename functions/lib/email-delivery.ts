/**
 * Delivers queued e-mails from the outbox once the batch that queued them has committed. Each row
 * is claimed with a conditional update first, which leases it to this delivery for longer than a
 * send may take: two deliveries never send one e-mail twice, the cron's retry included. A
 * secret link's token is written into the e-mail only here, on its way out (email-link-tokens.ts).
 * Without a provider (local development) each e-mail's recipient, subject and link are printed to
 * the console instead and the row stays `pending`.
 */
import { and, asc, eq, inArray, isNull, lt, or } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { emailOutbox } from "../db/schema.ts";
import type { Bindings } from "../env.ts";
import { jwtSecret, siteUrl } from "./config.ts";
import { fillLinkTokens } from "./email-link-tokens.ts";
import { EMAIL_SEND_TIMEOUT_MS, mailerConfig, sendEmail, type Fetch } from "./mailer.ts";
import { hideTokens } from "./secret-tokens.ts";

const isLocalSite = (env: Bindings) => /^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(siteUrl(env));

/** After this many failed attempts a message is marked `failed` for an admin to look at. */
export const MAX_EMAIL_ATTEMPTS = 5;

/** How long a claimed e-mail is its sender's alone: the provider's timeout, and time to record the outcome. */
const SEND_LEASE_MS = EMAIL_SEND_TIMEOUT_MS + 40_000;

/** No delivery is sending the e-mail now: none claimed it, or the one that did has had its time. */
const leaseOver = (now: number) => or(isNull(emailOutbox.leaseUntil), lt(emailOutbox.leaseUntil, now));

/** The error an admin reads on an e-mail given up on without ever hearing from the provider. */
const DIED_WHILE_SENDING = `No answer after ${MAX_EMAIL_ATTEMPTS} attempts: each stopped while sending`;

const firstLink = (text: string) => /https?:\/\/\S+/.exec(text)?.[0] ?? "(no link)";

export async function deliverEmails(
  db: Db,
  env: Bindings,
  ids: string[],
  fetchImpl: Fetch = fetch,
): Promise<void> {
  if (ids.length === 0) return;
  const rows = await db
    .select()
    .from(emailOutbox)
    .where(and(inArray(emailOutbox.id, ids), eq(emailOutbox.status, "pending")));
  const config = mailerConfig(env);
  const secret = () => jwtSecret(env);
  for (const row of rows) {
    if (!config) {
      // Locally this is how a developer follows a reset link; a deployed shop's logs never show one.
      const link = isLocalSite(env)
        ? firstLink(await fillLinkTokens(row.text, secret, row.id))
        : hideTokens(firstLink(row.text));
      console.log(`[email] to ${row.to} | subject "${row.subject}" | link ${link}`);
      continue;
    }
    if (row.attempts >= MAX_EMAIL_ATTEMPTS) {
      // Each attempt was claimed and never said how it went (its Worker died while sending): stop.
      await db
        .update(emailOutbox)
        .set({ status: "failed", lastError: row.lastError ?? DIED_WHILE_SENDING })
        .where(
          and(eq(emailOutbox.id, row.id), eq(emailOutbox.attempts, row.attempts), leaseOver(Date.now())),
        );
      continue;
    }
    const now = Date.now();
    const claimed = await db
      .update(emailOutbox)
      .set({ attempts: row.attempts + 1, leaseUntil: now + SEND_LEASE_MS })
      .where(
        and(
          eq(emailOutbox.id, row.id),
          eq(emailOutbox.status, "pending"),
          eq(emailOutbox.attempts, row.attempts),
          // Another delivery is sending it (a slow provider, or the cron's retry meeting the request's send).
          leaseOver(now),
        ),
      )
      .returning({ id: emailOutbox.id })
      .get();
    if (!claimed) continue;
    try {
      const [text, html] = await Promise.all([
        fillLinkTokens(row.text, secret, row.id),
        row.html ? fillLinkTokens(row.html, secret, row.id) : null,
      ]);
      await sendEmail(
        config,
        { to: row.to, subject: row.subject, text, ...(html ? { html } : {}) },
        fetchImpl,
      );
      await db
        .update(emailOutbox)
        .set({ status: "sent", sentAt: Date.now(), lastError: null })
        .where(eq(emailOutbox.id, row.id));
    } catch (error) {
      const failedForGood = row.attempts + 1 >= MAX_EMAIL_ATTEMPTS;
      console.error("E-mail delivery failed", row.id, error);
      await db
        .update(emailOutbox)
        .set({
          lastError: String(error instanceof Error ? error.message : error).slice(0, 500),
          leaseUntil: null,
          ...(failedForGood ? { status: "failed" as const } : {}),
        })
        .where(eq(emailOutbox.id, row.id));
    }
  }
}

/** Rows younger than this are left to the request that queued them. */
const RETRY_AFTER_MS = 60_000;
const RETRY_BATCH = 50;

/**
 * The cron's job: sends what is still pending (a provider outage, a Worker that died before its
 * `waitUntil` finished). Does nothing without a provider, so local outboxes simply stay pending.
 */
export async function deliverPendingEmails(
  db: Db,
  env: Bindings,
  fetchImpl: Fetch = fetch,
  now = Date.now(),
): Promise<void> {
  if (!mailerConfig(env)) return;
  const rows = await db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, "pending"), lt(emailOutbox.createdAt, now - RETRY_AFTER_MS)))
    .orderBy(asc(emailOutbox.createdAt))
    .limit(RETRY_BATCH);
  await deliverEmails(
    db,
    env,
    rows.map((row) => row.id),
    fetchImpl,
  );
}
