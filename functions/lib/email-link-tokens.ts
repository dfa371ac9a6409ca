/**
 * Secret links in e-mails (a password reset, a log-in link, a new address to confirm) with no readable secret at rest. Such a
 * token is not random: it is an HMAC, under the server's key, of the id of the row that keeps the
 * token's hash. The e-mail is queued with a placeholder naming that row instead of the token, and
 * the sender writes the token in only as it hands the e-mail over (or prints it locally). So the
 * outbox, its backups and the admin e-mail screen hold no usable link, while a pending or failed
 * e-mail can still be sent, retried by the cron or resent: the server derives the same token again.
 * Rotating JWT_SECRET voids the links already e-mailed, as it voids the sessions. Cash-on-delivery
 * confirmation codes travel the same way (confirmation-codes.ts).
 *
 * A placeholder names the outbox e-mail it was written for, and the sender fills only those of the
 * e-mail it sends: an e-mail quotes what customers typed (a name, an address), and a placeholder
 * typed there must stay text, not become another row's token or another order's code.
 */
import { and, eq, gt, inArray, isNull, lt, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Db } from "../db/client.ts";
import { emailChangeLinks, emailOutbox, loginLinks, passwordResetTokens } from "../db/schema.ts";
import { fillCodCodes } from "./confirmation-codes.ts";
import { hashSecretToken, toBase64Url } from "./secret-tokens.ts";

export type LinkPurpose = "password-reset" | "login-link" | "email-change";

const PLACEHOLDER =
  /\{\{link-token:(password-reset|login-link|email-change):([A-Za-z0-9_-]{1,64})@([A-Za-z0-9_-]{1,64})\}\}/g;

/**
 * The row of a link whose token may still be used: this token's hash, not used, not expired. A
 * link is spent with `update(table).set({ usedAt: now }).where(await usableLink(table, token, now))`, so
 * of two uses of one link only one gets its row back.
 */
export async function usableLink(
  table: { tokenHash: SQLiteColumn; usedAt: SQLiteColumn; expiresAt: SQLiteColumn },
  token: string,
  now: number,
): Promise<SQL | undefined> {
  return and(
    eq(table.tokenHash, await hashSecretToken(token)),
    isNull(table.usedAt),
    gt(table.expiresAt, now),
  );
}

/** What the queued e-mail `emailId` holds where the link's token goes. */
export function linkTokenPlaceholder(purpose: LinkPurpose, rowId: string, emailId: string): string {
  return `{{link-token:${purpose}:${rowId}@${emailId}}}`;
}

/** The token of the link for row `rowId`: the same every time, and only with the key. */
export async function linkToken(secret: Uint8Array, purpose: LinkPurpose, rowId: string): Promise<string> {
  return toBase64Url(await labelledMac(secret, `asthiveda-email-link\0${purpose}\0${rowId}`));
}

/**
 * HMAC-SHA256 under the server's key. Callers start `labelled` with their own label and a NUL,
 * which keeps these MACs apart from each other and from the access tokens signed with the same
 * key: a JWT's signing input is base64url text and never holds a NUL.
 */
export async function labelledMac(secret: Uint8Array, labelled: string): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey(
    "raw",
    new Uint8Array(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  return new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(labelled)));
}

/** The text of outbox e-mail `emailId` as it is sent: its own placeholders replaced by their tokens. */
export async function fillLinkTokens(
  text: string,
  secret: () => Uint8Array,
  emailId: string,
): Promise<string> {
  return fillPlaceholders(await fillCodCodes(text, secret, emailId), secret, emailId);
}

async function fillPlaceholders(text: string, secret: () => Uint8Array, emailId: string): Promise<string> {
  const found = [...text.matchAll(PLACEHOLDER)].filter(([, , , forEmail]) => forEmail === emailId);
  if (found.length === 0) return text;
  const key = secret();
  const tokens = new Map<string, string>();
  for (const [placeholder, purpose, rowId] of found)
    tokens.set(placeholder, await linkToken(key, purpose as LinkPurpose, rowId!));
  return text.replace(PLACEHOLDER, (placeholder) => tokens.get(placeholder) ?? placeholder);
}

/**
 * Deletes the rows of links past their expiry, used or not (the cron): nothing can use them any
 * more. An e-mail-change row goes with the outbox's copy of its e-mail: both name an address the
 * customer may never have confirmed. Answers how many links went.
 */
export async function deleteExpiredLinks(db: Db, now: number): Promise<number> {
  const expiredEmailChanges = lt(emailChangeLinks.expiresAt, now);
  const [, resets, logins, emailChanges] = await db.batch([
    db
      .delete(emailOutbox)
      .where(
        inArray(
          emailOutbox.id,
          db.select({ id: emailChangeLinks.emailId }).from(emailChangeLinks).where(expiredEmailChanges),
        ),
      ),
    db
      .delete(passwordResetTokens)
      .where(lt(passwordResetTokens.expiresAt, now))
      .returning({ id: passwordResetTokens.id }),
    db.delete(loginLinks).where(lt(loginLinks.expiresAt, now)).returning({ id: loginLinks.id }),
    db.delete(emailChangeLinks).where(expiredEmailChanges).returning({ id: emailChangeLinks.id }),
  ]);
  return resets.length + logins.length + emailChanges.length;
}
