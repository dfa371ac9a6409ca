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
import type { Db } from "../db/client.ts";
import { emailChangeLinks, emailOutbox, loginLinks, passwordResetTokens, users } from "../db/schema.ts";
import { fillCodCodes } from "./confirmation-codes.ts";
import { badRequest } from "./errors.ts";
import { newId } from "./ids.ts";
import { hashSecretToken, toBase64Url } from "./secret-tokens.ts";

export type LinkPurpose = "password-reset" | "login-link" | "email-change";

const PLACEHOLDER =
  /\{\{link-token:(password-reset|login-link|email-change):([A-Za-z0-9_-]{1,64})@([A-Za-z0-9_-]{1,64})\}\}/g;

/** A table of e-mailed links: each row a user's link, with its token's hash, expiry and use. */
type LinkTable = typeof passwordResetTokens | typeof loginLinks | typeof emailChangeLinks;

/** The row of a link whose token may still be used: this token's hash, not used, not expired. */
async function usableLink(table: LinkTable, token: string, now: number): Promise<SQL | undefined> {
  return and(
    eq(table.tokenHash, await hashSecretToken(token)),
    isNull(table.usedAt),
    gt(table.expiresAt, now),
  );
}

/**
 * Spends the link whose token this is, and answers it with its account; a 400 with `invalid` if
 * the link is unknown, used, expired or replaced, or its account is no longer active. The link is
 * claimed atomically, so of two uses of one link only one gets its row back.
 */
export async function claimLink<T extends LinkTable>(
  db: Db,
  table: T,
  token: string,
  now: number,
  invalid: string,
): Promise<{ link: T["$inferSelect"]; user: typeof users.$inferSelect }> {
  const link = (await db
    .update(table as LinkTable)
    .set({ usedAt: now })
    .where(await usableLink(table, token, now))
    .returning()
    .get()) as T["$inferSelect"] | undefined;
  if (!link) throw badRequest(invalid);
  const user = await db.select().from(users).where(eq(users.id, link.userId)).get();
  if (user?.status !== "Active") throw badRequest(invalid);
  return { link, user };
}

/** Every link of `table` the user has not used yet becomes unusable (a newer one, a use, a new password). */
export function spendOpenLinks(db: Db, table: LinkTable, userId: string, now: number) {
  return db
    .update(table)
    .set({ usedAt: now })
    .where(and(eq(table.userId, userId), isNull(table.usedAt)));
}

/**
 * Every link of the user not used yet, of every kind, becomes unusable: for a new password (a
 * link sent or a new e-mail asked for before it must not undo it, a log-in link earned by the old
 * one must not outlive it) and for a new e-mail (links sent to the old address die with it).
 */
export function spendEveryOpenLink(db: Db, userId: string, now: number) {
  return [
    spendOpenLinks(db, passwordResetTokens, userId, now),
    spendOpenLinks(db, loginLinks, userId, now),
    spendOpenLinks(db, emailChangeLinks, userId, now),
  ] as const;
}

/** What the queued e-mail `emailId` holds where the link's token goes. */
export function linkTokenPlaceholder(purpose: LinkPurpose, rowId: string, emailId: string): string {
  return `{{link-token:${purpose}:${rowId}@${emailId}}}`;
}

/**
 * A new link for `purpose` that opens `pagePath`: the id of its row and the hash of its token,
 * which the row keeps, and the id of the e-mail that carries it with the URL that e-mail quotes
 * (a placeholder where the token goes).
 */
export async function newEmailLink(
  site: { url: string; secret: Uint8Array },
  purpose: LinkPurpose,
  pagePath: string,
): Promise<{ id: string; tokenHash: string; emailId: string; url: string }> {
  const id = newId();
  const emailId = newId();
  const tokenHash = await hashSecretToken(await linkToken(site.secret, purpose, id));
  return {
    id,
    tokenHash,
    emailId,
    url: `${site.url}${pagePath}?token=${linkTokenPlaceholder(purpose, id, emailId)}`,
  };
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
