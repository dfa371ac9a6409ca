/**
 * Password reset by e-mail: a single-use link that expires, whose token is stored only as a hash
 * and never written into the outbox (see lib/email-link-tokens.ts).
 * Asking never reveals whether an account exists; using the link sets the password, spends every
 * outstanding link of the user and ends all their sessions.
 */
import { eq } from "drizzle-orm";
import { accountMessages } from "../../domain/account-messages.ts";
import type { Db } from "../db/client.ts";
import { passwordResetTokens, users } from "../db/schema.ts";
import { revokeAllSessions } from "../auth/sessions.ts";
import { newId } from "../lib/ids.ts";
import { queueEmail } from "../lib/outbox.ts";
import { hashPassword } from "../lib/passwords.ts";
import { claimLink, newEmailLink, spendEveryOpenLink, spendOpenLinks } from "../lib/email-link-tokens.ts";
import { hashSecretToken } from "../lib/secret-tokens.ts";
import { passwordChangedEmail, passwordResetEmail } from "./emails.ts";

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const RESET_PAGE_PATH = "/reset-password";

/**
 * Queues a reset e-mail for an active account; returns the ids of the e-mails queued (maybe none).
 * The outbox gets the link with a placeholder for its token, filled in only as it is sent.
 */
export async function requestPasswordReset(
  db: Db,
  site: { url: string; secret: Uint8Array },
  email: string,
): Promise<string[]> {
  const user = await db.select().from(users).where(eq(users.email, email)).get();
  if (user?.status !== "Active") return [];
  const now = Date.now();
  const link = await newEmailLink(site, "password-reset", RESET_PAGE_PATH);
  await db.batch([
    // Only the newest link works: asking again makes older ones useless.
    spendOpenLinks(db, passwordResetTokens, user.id, now),
    db.insert(passwordResetTokens).values({
      id: link.id,
      userId: user.id,
      tokenHash: link.tokenHash,
      expiresAt: now + RESET_TOKEN_TTL_MS,
      createdAt: now,
    }),
    queueEmail(
      db,
      passwordResetEmail(user.email, user.name, link.url, RESET_TOKEN_TTL_MS / 60_000),
      link.emailId,
    ),
  ]);
  return [link.emailId];
}

/** The user id a reset token belongs to, without spending it (for per-account rate limits). */
export async function resetTokenOwner(db: Db, token: string): Promise<string | null> {
  const row = await db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, await hashSecretToken(token)))
    .get();
  return row?.userId ?? null;
}

/** Sets the new password if the token is live; returns the ids of the e-mails queued. */
export async function resetPassword(
  db: Db,
  siteUrl: string,
  token: string,
  newPassword: string,
): Promise<string[]> {
  const now = Date.now();
  const { user } = await claimLink(db, passwordResetTokens, token, now, accountMessages.resetTokenInvalid);
  const { statements, emailIds } = await newPasswordWrites(db, user, newPassword, siteUrl, now);
  await db.batch(statements);
  return emailIds;
}

/**
 * What setting a new password writes, by a reset link or from the account's settings, for one
 * batch: the new hash; every open reset link spent (one sent before must not undo the change),
 * every open log-in link (one earned by the old password must not outlive it) and every new e-mail
 * asked for with it and not yet confirmed; every session ended; and the e-mail that tells the
 * owner, so a change they did not make is seen.
 */
export async function newPasswordWrites(
  db: Db,
  user: { id: string; email: string; name: string },
  newPassword: string,
  siteUrl: string,
  now: number,
) {
  const emailId = newId();
  const statements = [
    db
      .update(users)
      .set({ passwordHash: await hashPassword(newPassword), updatedAt: now })
      .where(eq(users.id, user.id)),
    ...spendEveryOpenLink(db, user.id, now),
    revokeAllSessions(db, user.id, now),
    queueEmail(db, passwordChangedEmail(user.email, user.name, `${siteUrl}/contact`), emailId),
  ] as const;
  return { statements, emailIds: [emailId] };
}
