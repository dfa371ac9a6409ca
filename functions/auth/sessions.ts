/**
 * Sessions: a login starts a refresh-token family; each refresh marks the presented token used and
 * issues the next one in the same family. Presenting a token that was already used (a stolen copy
 * replayed, or the real client after the thief) revokes the whole family, ending both sessions.
 * Only SHA-256 hashes of refresh tokens are stored.
 *
 * Lifetimes: a remembered session lives `REMEMBERED_SESSION_TTL_MS` past its latest refresh; one
 * without "remember me" ends `BROWSER_SESSION_LIFETIME_MS` after the login, however often it is
 * refreshed (each rotated token inherits its family's end), and no access token outlives it.
 */
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { refreshTokens, users } from "../db/schema.ts";
import { newId } from "../lib/ids.ts";
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken } from "../lib/jwt.ts";
import { hashSecretToken, newSecretToken } from "../lib/secret-tokens.ts";
import type { UserRow } from "../db/rows.ts";

/** "Remember me": the session survives browser restarts for this long since its last refresh. */
export const REMEMBERED_SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * Without "remember me" the cookie dies with the browser, and the session ends this long after the
 * login at the latest, however often it refreshes (a tab left open on a shared computer).
 */
export const BROWSER_SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;

export type IssuedSession = {
  accessToken: string;
  refreshToken: string;
  /** Whether the refresh cookie should outlive the browser session. */
  remember: boolean;
  refreshExpiresAt: number;
  user: UserRow;
};

async function newRefreshRow(userId: string, familyId: string, expiresAt: number, now: number) {
  const refreshToken = newSecretToken();
  const row = {
    id: newId(),
    userId,
    familyId,
    tokenHash: await hashSecretToken(refreshToken),
    expiresAt,
    createdAt: now,
  };
  return { refreshToken, row };
}

/**
 * A remembered token's lifetime is the long one; a browser session's tokens live at most the short
 * one from their creation (a rotated one less), so no extra column is needed to carry the choice.
 */
function wasRemembered(row: { createdAt: number; expiresAt: number }): boolean {
  return row.expiresAt - row.createdAt > BROWSER_SESSION_LIFETIME_MS;
}

/** The access token for a session, never valid past the session's own end. */
function accessTokenFor(
  user: UserRow,
  familyId: string,
  sessionEndsAt: number,
  secret: Uint8Array,
  now: number,
) {
  const secondsLeft = Math.floor((sessionEndsAt - now) / 1000);
  return signAccessToken(
    { sub: user.id, role: user.role, sid: familyId },
    secret,
    Math.min(ACCESS_TOKEN_TTL_SECONDS, secondsLeft),
  );
}

export async function startSession(
  db: Db,
  secret: Uint8Array,
  user: UserRow,
  remember: boolean,
  now = Date.now(),
): Promise<IssuedSession> {
  const familyId = newId();
  const expiresAt = now + (remember ? REMEMBERED_SESSION_TTL_MS : BROWSER_SESSION_LIFETIME_MS);
  const { refreshToken, row } = await newRefreshRow(user.id, familyId, expiresAt, now);
  await db.insert(refreshTokens).values(row);
  const accessToken = await accessTokenFor(user, familyId, expiresAt, secret, now);
  return { accessToken, refreshToken, remember, refreshExpiresAt: row.expiresAt, user };
}

/** Every live token of the family is revoked (a statement, so callers can batch it). */
export function revokeFamily(db: Db, familyId: string, now = Date.now()) {
  return db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Every session of the user (password reset, password change). */
export function revokeAllSessions(db: Db, userId: string, now = Date.now()) {
  return db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/** The family a refresh token belongs to, if the token is ours (used or not), for logout. */
export async function familyOf(db: Db, refreshToken: string): Promise<string | null> {
  const row = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, await hashSecretToken(refreshToken)))
    .get();
  return row?.familyId ?? null;
}

/**
 * Trades a refresh token for a new pair. Null when the token is unknown, expired, revoked, reused
 * (the family is then revoked) or its user may no longer sign in.
 */
export async function rotateSession(
  db: Db,
  secret: Uint8Array,
  presented: string,
  now = Date.now(),
): Promise<IssuedSession | null> {
  const tokenHash = await hashSecretToken(presented);
  const current = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).get();
  if (!current) return null;
  if (current.revokedAt !== null) return null;
  if (current.usedAt !== null) {
    await revokeFamily(db, current.familyId, now);
    return null;
  }
  if (current.expiresAt <= now) return null;

  // Claim the token atomically: of two concurrent refreshes with one token, only one wins; the
  // other is treated as reuse, which is what it looks like from here.
  const claimed = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(
      and(eq(refreshTokens.id, current.id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)),
    )
    .returning({ id: refreshTokens.id })
    .get();
  if (!claimed) {
    await revokeFamily(db, current.familyId, now);
    return null;
  }

  const user = await db.select().from(users).where(eq(users.id, current.userId)).get();
  if (user?.status !== "Active") {
    await revokeFamily(db, current.familyId, now);
    return null;
  }
  const remember = wasRemembered(current);
  // A remembered session slides on; a browser session keeps the end its login gave it.
  const expiresAt = remember ? now + REMEMBERED_SESSION_TTL_MS : current.expiresAt;
  const { refreshToken, row } = await newRefreshRow(user.id, current.familyId, expiresAt, now);
  await db.insert(refreshTokens).values(row);
  const accessToken = await accessTokenFor(user, current.familyId, expiresAt, secret, now);
  return { accessToken, refreshToken, remember, refreshExpiresAt: row.expiresAt, user };
}
