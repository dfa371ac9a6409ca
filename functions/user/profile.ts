/** The signed-in user's own account: reading and saving profile fields (asking for a new e-mail too), changing the password. */
import { eq } from "drizzle-orm";
import { accountMessages } from "../../domain/account-messages.ts";
import type { ProfileUpdate } from "../../domain/schemas.ts";
import type { Db } from "../db/client.ts";
import { users } from "../db/schema.ts";
import { badRequest, unauthenticated } from "../lib/errors.ts";
import { verifyPassword } from "../lib/passwords.ts";
import { emailChangeRequestWrites, ensureEmailFree } from "./email-change.ts";
import { newPasswordWrites } from "./password-reset.ts";
import { messages } from "../../domain/messages.ts";
import type { UserRow } from "../db/rows.ts";

export async function getOwnUser(db: Db, userId: string): Promise<UserRow> {
  const user = await db.select().from(users).where(eq(users.id, userId)).get();
  if (!user) throw unauthenticated(messages.sessionExpired);
  return user;
}

/**
 * Saves the given fields. A new e-mail needs the current password and must not be taken; it is not
 * saved here but asked for: the link sent to the new address makes the change (email-change.ts).
 * Returns the user as saved, the e-mails queued, and the address waiting for its link, if any.
 */
export async function updateProfile(
  db: Db,
  site: { url: string; secret: Uint8Array },
  userId: string,
  input: ProfileUpdate,
): Promise<{ user: UserRow; emailIds: string[]; pendingEmail: string | null }> {
  const user = await getOwnUser(db, userId);
  const { currentPassword, email, ...fields } = input;
  const newEmail = email !== undefined && email !== user.email ? email : null;
  const now = Date.now();
  const save = db
    .update(users)
    .set({ ...fields, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  if (!newEmail) return { user: (await save.get())!, emailIds: [], pendingEmail: null };
  if (!currentPassword) throw badRequest(accountMessages.currentPasswordRequired);
  if (!(await verifyPassword(currentPassword, user.passwordHash)))
    throw badRequest(accountMessages.currentPasswordWrong);
  await ensureEmailFree(db, newEmail, userId);
  const request = await emailChangeRequestWrites(db, site, user, newEmail, now);
  const [[saved]] = await db.batch([save, ...request.statements]);
  return { user: saved!, emailIds: request.emailIds, pendingEmail: newEmail };
}

/**
 * Sets a new password after checking the current one (newPasswordWrites: every session ends, open
 * reset links are spent, the owner is told by e-mail); the caller starts a fresh session. Returns
 * the user and the e-mails queued.
 */
export async function changePassword(
  db: Db,
  userId: string,
  passwords: { current: string; next: string },
  siteUrl: string,
): Promise<{ user: UserRow; emailIds: string[] }> {
  const user = await getOwnUser(db, userId);
  if (!(await verifyPassword(passwords.current, user.passwordHash)))
    throw badRequest(accountMessages.currentPasswordWrong);
  const { statements, emailIds } = await newPasswordWrites(db, user, passwords.next, siteUrl, Date.now());
  await db.batch(statements);
  return { user, emailIds };
}
