/**
 * E-mailed one-time log-in links: how an owner logs in while strangers' failures at the account
 * ask for more than a password (login-throttle.ts). A link is queued only for the right password,
 * works once and briefly, and starts the session the password would have started. Only its hash is
 * stored, and the outbox holds a placeholder, not the token (lib/email-link-tokens.ts).
 */
import { and, eq, isNull } from "drizzle-orm";
import { accountMessages } from "../../domain/account-messages.ts";
import type { Db } from "../db/client.ts";
import { loginLinks, users } from "../db/schema.ts";
import { linkToken, linkTokenPlaceholder, usableLink } from "../lib/email-link-tokens.ts";
import { badRequest } from "../lib/errors.ts";
import { newId } from "../lib/ids.ts";
import { queueEmail } from "../lib/outbox.ts";
import { hashSecretToken } from "../lib/secret-tokens.ts";
import { loginLinkEmail } from "../user/emails.ts";

export const LOGIN_LINK_TTL_MS = 15 * 60 * 1000;
export const LOGIN_LINK_PAGE_PATH = "/login-link";

type UserRow = typeof users.$inferSelect;

/**
 * Queues a log-in link for `user`; returns the id of the e-mail queued. `next` is where the page
 * goes once logged in (the admin dashboard for the staff login).
 */
export async function queueLoginLink(
  db: Db,
  site: { url: string; secret: Uint8Array },
  user: UserRow,
  options: { remember: boolean; next?: string },
): Promise<string[]> {
  const now = Date.now();
  const linkId = newId();
  const token = await linkToken(site.secret, "login-link", linkId);
  const next = options.next ? `&next=${encodeURIComponent(options.next)}` : "";
  const emailId = newId();
  const link = `${site.url}${LOGIN_LINK_PAGE_PATH}?token=${linkTokenPlaceholder("login-link", linkId, emailId)}${next}`;
  await db.batch([
    db.insert(loginLinks).values({
      id: linkId,
      userId: user.id,
      tokenHash: await hashSecretToken(token),
      remember: options.remember,
      expiresAt: now + LOGIN_LINK_TTL_MS,
      createdAt: now,
    }),
    queueEmail(
      db,
      loginLinkEmail(user.email, user.name, link, LOGIN_LINK_TTL_MS / 60_000, `${site.url}/forgetPassword`),
      emailId,
    ),
  ]);
  return [emailId];
}

/** Spends a log-in link: its user and the "remember me" choice, or a 400 if it is unknown, used or expired. */
export async function useLoginLink(
  db: Db,
  token: string,
  now = Date.now(),
): Promise<{ user: UserRow; remember: boolean }> {
  // Claimed atomically: of two uses of one link only one gets a row back.
  const claimed = await db
    .update(loginLinks)
    .set({ usedAt: now })
    .where(await usableLink(loginLinks, token, now))
    .returning({ userId: loginLinks.userId, remember: loginLinks.remember })
    .get();
  if (!claimed) throw badRequest(accountMessages.loginLinkInvalid);
  const user = await db.select().from(users).where(eq(users.id, claimed.userId)).get();
  if (user?.status !== "Active") throw badRequest(accountMessages.loginLinkInvalid);
  // One proof, one login: links e-mailed for earlier attempts die with this one.
  await spendOpenLoginLinks(db, user.id, now);
  return { user, remember: claimed.remember };
}

/** Every log-in link of the user not used yet becomes unusable (a login, a new e-mail address). */
export function spendOpenLoginLinks(db: Db, userId: string, now: number) {
  return db
    .update(loginLinks)
    .set({ usedAt: now })
    .where(and(eq(loginLinks.userId, userId), isNull(loginLinks.usedAt)));
}
