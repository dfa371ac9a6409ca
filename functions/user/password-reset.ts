/**
 * Password reset by e-mail: a single-use link that expires, whose token is stored only as a hash
 * and never written into the outbox (see lib/email-link-tokens.ts).
 * Asking never reveals whether an account exists; using the link sets the password, spends every
 * outstanding link of the user and ends all their sessions.
 */
import { and, eq, isNull } from "drizzle-orm";
import { accountMessages } from "../../domain/account-messages.ts";
import type { Db } from "../db/client.ts";
import { passwordResetTokens, users } from "../db/schema.ts";
import { revokeAllSessions } from "../auth/sessions.ts";
import { spendOpenLoginLinks } from "../auth/login-links.ts";
import { spendOpenEmailChangeLinks } from "./email-change.ts";
import { badRequest } from "../lib/errors.ts";
import { newId } from "../lib/ids.ts";
import { queueEmail } from "../lib/outbox.ts";
import { hashPassword } from "../lib/passwords.ts";
import { linkToken, linkTokenPlaceholder, usableLink } from "../lib/email-link-tokens.ts";
import { hashSecretToken } from "../lib/secret-tokens.ts";
import { passwordChangedEmail, passwordResetEmail } from "./emails.ts";

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const RESET_PAGE_PATH = "/reset-password";

/** Every reset link of the user not used yet becomes unusable (a new password, a new e-mail). */
export function spendOpenResetTokens(db: Db, userId: string, now: number) {
  return db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

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
  const resetId = newId();
  const token = await linkToken(site.secret, "password-reset", resetId);
  const emailId = newId();
  const link = `${site.url}${RESET_PAGE_PATH}?token=${linkTokenPlaceholder("password-reset", resetId, emailId)}`;
  await db.batch([
    // Only the newest link works: asking again makes older ones useless.
    spendOpenResetTokens(db, user.id, now),
    db.insert(passwordResetTokens).values({
      id: resetId,
      userId: user.id,
      tokenHash: await hashSecretToken(token),
      expiresAt: now + RESET_TOKEN_TTL_MS,
      createdAt: now,
    }),
    queueEmail(db, passwordResetEmail(user.email, user.name, link, RESET_TOKEN_TTL_MS / 60_000), emailId),
  ]);
  return [emailId];
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
  // Spend the token first, atomically: of two uses of one link only one gets a row back.
  const claimed = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(await usableLink(passwordResetTokens, token, now))
    .returning({ userId: passwordResetTokens.userId })
    .get();
  if (!claimed) throw badRequest(accountMessages.resetTokenInvalid);
  const user = await db.select().from(users).where(eq(users.id, claimed.userId)).get();
  if (user?.status !== "Active") throw badRequest(accountMessages.resetTokenInvalid);
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
    spendOpenResetTokens(db, user.id, now),
    spendOpenLoginLinks(db, user.id, now),
    spendOpenEmailChangeLinks(db, user.id, now),
    revokeAllSessions(db, user.id, now),
    queueEmail(db, passwordChangedEmail(user.email, user.name, `${siteUrl}/contact`), emailId),
  ] as const;
  return { statements, emailIds: [emailId] };
}
