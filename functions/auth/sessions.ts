/**
 * Sessions: a login starts a refresh-token family; each refresh marks the presented token used and
 * issues the next one in the same family. Presenting a token that was already used (a stolen copy
 * replayed, or the real client after the thief) revokes the whole family, ending both sessions.
 * Only SHA-256 hashes of refresh tokens are stored.
 */
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { refreshTokens, users } from "../db/schema.ts";
import { newId } from "../lib/ids.ts";
import { signAccessToken } from "../lib/jwt.ts";
import { hashSecretToken, newSecretToken } from "../lib/secret-tokens.ts";

/** "Remember me": the session survives browser restarts for this long since its last refresh. */
export const REMEMBERED_SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Without "remember me" the cookie dies with the browser; the server gives up after this anyway. */
export const BROWSER_SESSION_TTL_MS = 12 * 60 * 60 * 1000;

type UserRow = typeof users.$inferSelect;

export type IssuedSession = {
  accessToken: string;
  refreshToken: string;
  /** Whether the refresh cookie should outlive the browser session. */
  remember: boolean;
  refreshExpiresAt: number;
  user: UserRow;
};

async function newRefreshRow(userId: string, familyId: string, remember: boolean, now: number) {
  const refreshToken = newSecretToken();
  const expiresAt = now + (remember ? REMEMBERED_SESSION_TTL_MS : BROWSER_SESSION_TTL_MS);
  const row = { id: newId(), userId, familyId, tokenHash: await hashSecretToken(refreshToken), expiresAt, createdAt: now };
  return { refreshToken, row };
}

/** A remembered token's lifetime is the long one; no extra column needed to carry the choice. */
function wasRemembered(row: { createdAt: number; expiresAt: number }): boolean {
  return row.expiresAt - row.createdAt > BROWSER_SESSION_TTL_MS;
}

export async function startSession(db: Db, secret: Uint8Array, user: UserRow, remember: boolean): Promise<IssuedSession> {
  const now = Date.now();
  const familyId = newId();
  const { refreshToken, row } = await newRefreshRow(user.id, familyId, remember, now);
  await db.insert(refreshTokens).values(row);
  const accessToken = await signAccessToken({ sub: user.id, role: user.role, sid: familyId }, secret);
  return { accessToken, refreshToken, remember, refreshExpiresAt: row.expiresAt, user };
}

/** Every live token of the family is revoked (a statement, so callers can batch it). */
export function revokeFamily(db: Db, familyId: string, now = Date.now()) {
  return db.update(refreshTokens).set({ revokedAt: now }).where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Every session of the user (password reset, password change). */
export function revokeAllSessions(db: Db, userId: string, now = Date.now()) {
  return db.update(refreshTokens).set({ revokedAt: now }).where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
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
export async function rotateSession(db: Db, secret: Uint8Array, presented: string): Promise<IssuedSession | null> {
  const now = Date.now();
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
    .where(and(eq(refreshTokens.id, current.id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id })
    .get();
  if (!claimed) {
    await revokeFamily(db, current.familyId, now);
    return null;
  }

  const user = await db.select().from(users).where(eq(users.id, current.userId)).get();
  if (!user || user.status !== "Active") {
    await revokeFamily(db, current.familyId, now);
    return null;
  }
  const remember = wasRemembered(current);
  const { refreshToken, row } = await newRefreshRow(user.id, current.familyId, remember, now);
  await db.insert(refreshTokens).values(row);
  const accessToken = await signAccessToken({ sub: user.id, role: user.role, sid: current.familyId }, secret);
  return { accessToken, refreshToken, remember, refreshExpiresAt: row.expiresAt, user };
}
