/** The signed-in user's own account: reading and saving profile fields (the e-mail too), changing the password. */
import { and, eq, ne } from "drizzle-orm";
import { accountMessages } from "../../domain/account-messages.ts";
import type { ProfileUpdate } from "../../domain/schemas.ts";
import type { Db } from "../db/client.ts";
import { users } from "../db/schema.ts";
import { isUniqueViolation } from "../lib/batch-guards.ts";
import { badRequest, conflict, unauthenticated } from "../lib/errors.ts";
import { verifyPassword } from "../lib/passwords.ts";
import { newId } from "../lib/ids.ts";
import { queueEmail } from "../lib/outbox.ts";
import { emailChangedEmail } from "./emails.ts";
import { newPasswordWrites, spendOpenResetTokens } from "./password-reset.ts";
import { spendOpenLoginLinks } from "../auth/login-links.ts";
import { messages } from "../../domain/messages.ts";

type UserRow = typeof users.$inferSelect;

export async function getOwnUser(db: Db, userId: string): Promise<UserRow> {
  const user = await db.select().from(users).where(eq(users.id, userId)).get();
  if (!user) throw unauthenticated(messages.sessionExpired);
  return user;
}

/**
 * Saves the given fields. A new e-mail needs the current password and must not be taken; changing
 * it also spends the reset and log-in links sent to the old address and tells the old address.
 * Returns the user as saved and the e-mails queued.
 */
export async function updateProfile(
  db: Db,
  userId: string,
  input: ProfileUpdate,
  siteUrl: string,
): Promise<{ user: UserRow; emailIds: string[] }> {
  const user = await getOwnUser(db, userId);
  const { currentPassword, email, ...fields } = input;
  const changes: Partial<typeof users.$inferInsert> = { ...fields };
  const newEmail = email !== undefined && email !== user.email ? email : null;
  if (newEmail) {
    if (!currentPassword) throw badRequest(accountMessages.currentPasswordRequired);
    if (!(await verifyPassword(currentPassword, user.passwordHash)))
      throw badRequest(accountMessages.currentPasswordWrong);
    const taken = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, newEmail), ne(users.id, userId)))
      .get();
    if (taken) throw conflict(accountMessages.emailInUse);
    changes.email = newEmail;
  }
  const now = Date.now();
  const save = db
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  try {
    if (!newEmail) return { user: (await save.get())!, emailIds: [] };
    // A link sent to the old address (a reset, a log-in) must not outlive the change, and the old address is told:
    // if someone else made it, that is where the owner will see it.
    const emailId = newId();
    const notice = emailChangedEmail(user.email, user.name, newEmail, `${siteUrl}/contact`);
    const [[saved]] = await db.batch([
      save,
      spendOpenResetTokens(db, userId, now),
      spendOpenLoginLinks(db, userId, now),
      queueEmail(db, notice, emailId),
    ]);
    return { user: saved!, emailIds: [emailId] };
  } catch (error) {
    if (isUniqueViolation(error, "users.email")) throw conflict(accountMessages.emailInUse);
    throw error;
  }
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
