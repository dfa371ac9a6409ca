/**
 * E-mailed one-time log-in links: how an owner logs in while strangers' failures at the account
 * ask for more than a password (login-throttle.ts). A link is queued only for the right password,
 * works once and briefly, and starts the session the password would have started. Only its hash is
 * stored, and the outbox holds a placeholder, not the token (lib/email-link-tokens.ts).
 */
import { accountMessages } from "../../domain/account-messages.ts";
import type { Db } from "../db/client.ts";
import { loginLinks } from "../db/schema.ts";
import { claimLink, newEmailLink, spendOpenLinks } from "../lib/email-link-tokens.ts";
import { queueEmail } from "../lib/outbox.ts";
import { loginLinkEmail } from "../user/emails.ts";
import type { UserRow } from "../db/rows.ts";

export const LOGIN_LINK_TTL_MS = 15 * 60 * 1000;
export const LOGIN_LINK_PAGE_PATH = "/login-link";

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
  const link = await newEmailLink(site, "login-link", LOGIN_LINK_PAGE_PATH);
  const next = options.next ? `&next=${encodeURIComponent(options.next)}` : "";
  await db.batch([
    db.insert(loginLinks).values({
      id: link.id,
      userId: user.id,
      tokenHash: link.tokenHash,
      remember: options.remember,
      expiresAt: now + LOGIN_LINK_TTL_MS,
      createdAt: now,
    }),
    queueEmail(
      db,
      loginLinkEmail(
        user.email,
        user.name,
        `${link.url}${next}`,
        LOGIN_LINK_TTL_MS / 60_000,
        `${site.url}/forgetPassword`,
      ),
      link.emailId,
    ),
  ]);
  return [link.emailId];
}

/** Spends a log-in link: its user and the "remember me" choice, or a 400 if it is unknown, used or expired. */
export async function useLoginLink(
  db: Db,
  token: string,
  now = Date.now(),
): Promise<{ user: UserRow; remember: boolean }> {
  const { link, user } = await claimLink(db, loginLinks, token, now, accountMessages.loginLinkInvalid);
  // One proof, one login: links e-mailed for earlier attempts die with this one.
  await spendOpenLinks(db, loginLinks, user.id, now);
  return { user, remember: link.remember };
}
