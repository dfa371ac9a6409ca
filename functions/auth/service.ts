/** Accounts: creating them and checking credentials. Sessions live in sessions.ts. */
import { eq } from "drizzle-orm";
import { accountMessages } from "../../domain/account-messages.ts";
import type { Db } from "../db/client.ts";
import { PRIVACY_NOTICE_VERSION } from "../../domain/privacy-notice.ts";
import { privacyConsents, users } from "../db/schema.ts";
import { isUniqueViolation } from "../lib/batch-guards.ts";
import { conflict, forbidden, unauthenticated } from "../lib/errors.ts";
import { newId } from "../lib/ids.ts";
import { hashPassword, verifyPassword } from "../lib/passwords.ts";
import type { UserRow } from "../db/rows.ts";

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.select().from(users).where(eq(users.email, email)).get();
}

/**
 * Creates the account and records its consent to the privacy notice in one batch: no account
 * exists without the consent it was opened with. `email` arrives normalised (trimmed, lower-cased)
 * by the schema; `privacyNoticeVersion` must be the notice the shop shows now.
 */
export async function registerUser(
  db: Db,
  input: { name: string; email: string; password: string; privacyNoticeVersion: string },
  now = Date.now(),
): Promise<UserRow> {
  if (input.privacyNoticeVersion !== PRIVACY_NOTICE_VERSION)
    throw conflict(accountMessages.privacyNoticeChanged);
  if (await findUserByEmail(db, input.email)) throw conflict(accountMessages.emailTaken);
  const row = {
    id: newId(),
    name: input.name,
    email: input.email,
    passwordHash: await hashPassword(input.password),
    role: "User" as const,
    status: "Active" as const,
    createdAt: now,
    updatedAt: now,
  };
  const consent = { id: newId(), userId: row.id, noticeVersion: PRIVACY_NOTICE_VERSION, givenAt: now };
  try {
    const [[user]] = await db.batch([
      db.insert(users).values(row).returning(),
      db.insert(privacyConsents).values(consent),
    ]);
    return user!;
  } catch (error) {
    // Two sign-ups with one e-mail at once: the unique index lets only one through.
    if (isUniqueViolation(error, "users.email")) throw conflict(accountMessages.emailTaken);
    throw error;
  }
}

// A real hash to check against when the e-mail is unknown, so both failures cost the same time.
let dummyHash: Promise<string> | undefined;
const timingDecoy = () => (dummyHash ??= hashPassword("not-a-real-password-only-for-timing"));

/** The user whose password this is, or null: a wrong e-mail costs the same work as a wrong password. */
export async function checkPassword(db: Db, email: string, password: string): Promise<UserRow | null> {
  const user = await findUserByEmail(db, email);
  const valid = await verifyPassword(password, user?.passwordHash ?? (await timingDecoy()));
  return user && valid ? user : null;
}

/**
 * The user for these credentials. A wrong e-mail and a wrong password give one answer after the
 * same work; an account that is not Active is refused only once its password has been proven.
 */
export async function verifyCredentials(db: Db, email: string, password: string): Promise<UserRow> {
  const user = await checkPassword(db, email, password);
  if (!user) throw unauthenticated(accountMessages.invalidCredentials);
  if (user.status !== "Active") throw forbidden(accountMessages.accountInactive);
  return user;
}
