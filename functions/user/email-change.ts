/**
 * A new e-mail address takes effect only once the link sent to it is opened (docs/decisions/054):
 * a mistyped address, or someone else's, never gets the account's order e-mails, invoices or
 * password resets. Asking needs the current password (profile.ts). The link works once, for a day,
 * and only the newest one asked for works; its token is stored only as a hash and never written
 * into the outbox (lib/email-link-tokens.ts).
 */
import { and, eq, ne } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { accountMessages } from "../../domain/account-messages.ts";
import type { Db } from "../db/client.ts";
import { emailChangeLinks, users } from "../db/schema.ts";
import { isUniqueViolation } from "../lib/batch-guards.ts";
import { claimLink, newEmailLink, spendEveryOpenLink, spendOpenLinks } from "../lib/email-link-tokens.ts";
import { badRequest, conflict } from "../lib/errors.ts";
import { newId } from "../lib/ids.ts";
import { queueEmail } from "../lib/outbox.ts";
import { emailChangeAskedEmail, emailChangedEmail, emailChangeLinkEmail } from "./emails.ts";
import type { UserRow } from "../db/rows.ts";

export const EMAIL_CHANGE_LINK_TTL_MS = 24 * 60 * 60 * 1000;
export const EMAIL_CHANGE_PAGE_PATH = "/confirm-email";

/** Throws the 409 when another account has `email`. */
export async function ensureEmailFree(db: Db, email: string, userId: string): Promise<void> {
  const taken = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)))
    .get();
  if (taken) throw conflict(accountMessages.emailInUse);
}

/**
 * The writes that ask to move `user` to `newEmail`: earlier links die, a new one is stored, its
 * e-mail goes to the new address, and the account's address is told (a new password cancels it).
 * The account keeps its address until the link is opened.
 */
export async function emailChangeRequestWrites(
  db: Db,
  site: { url: string; secret: Uint8Array },
  user: UserRow,
  newEmail: string,
  now: number,
): Promise<{ statements: [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]; emailIds: string[] }> {
  const link = await newEmailLink(site, "email-change", EMAIL_CHANGE_PAGE_PATH);
  const noticeId = newId();
  const validHours = EMAIL_CHANGE_LINK_TTL_MS / (60 * 60 * 1000);
  return {
    statements: [
      spendOpenLinks(db, emailChangeLinks, user.id, now),
      db.insert(emailChangeLinks).values({
        id: link.id,
        userId: user.id,
        newEmail,
        tokenHash: link.tokenHash,
        emailId: link.emailId,
        expiresAt: now + EMAIL_CHANGE_LINK_TTL_MS,
        createdAt: now,
      }),
      queueEmail(db, emailChangeLinkEmail(newEmail, link.url, validHours), link.emailId),
      queueEmail(
        db,
        emailChangeAskedEmail(user.email, user.name, newEmail, `${site.url}/forgetPassword`),
        noticeId,
      ),
    ],
    emailIds: [link.emailId, noticeId],
  };
}

/**
 * Spends the link and makes its address the account's, if the account is still active. Links sent
 * to the old address (a reset, a log-in) die with it, and the old address is told: if someone else
 * did this, that is where the owner will see it. Returns the new address and the e-mails queued.
 */
export async function confirmEmailChange(
  db: Db,
  siteUrl: string,
  token: string,
  now = Date.now(),
): Promise<{ email: string; emailIds: string[] }> {
  const { link, user } = await claimLink(
    db,
    emailChangeLinks,
    token,
    now,
    accountMessages.emailChangeLinkInvalid,
  );
  const { newEmail } = link;
  await ensureEmailFree(db, newEmail, user.id);
  // Only an account still active takes the address: one suspended or deleted meanwhile (its e-mail
  // erased in the same write) is left as it is. The links sent to the old address die in the same
  // write as the change (spending them where nothing changed costs nothing).
  let changed: { id: string } | undefined;
  try {
    const [changedRows] = await db.batch([
      db
        .update(users)
        .set({ email: newEmail, updatedAt: now })
        .where(and(eq(users.id, user.id), eq(users.status, "Active")))
        .returning({ id: users.id }),
      ...spendEveryOpenLink(db, user.id, now),
    ]);
    changed = changedRows[0];
  } catch (error) {
    if (isUniqueViolation(error, "users.email")) throw conflict(accountMessages.emailInUse);
    throw error;
  }
  if (!changed) throw badRequest(accountMessages.emailChangeLinkInvalid);
  const emailId = newId();
  await queueEmail(db, emailChangedEmail(user.email, user.name, newEmail, `${siteUrl}/contact`), emailId);
  return { email: newEmail, emailIds: [emailId] };
}
