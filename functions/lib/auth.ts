/**
 * Guards every protected route uses: `requireUser` / `requireAdmin` as Hono middleware. A missing
 * or bad token is 401; a valid token of the wrong role is 403. The user is re-read from D1 on each
 * call, so a suspended account or a revoked admin role takes effect at once, whatever the token says.
 */
import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { messages } from "../../domain/messages.ts";
import { type Db, getDb } from "../db/client.ts";
import { users } from "../db/schema.ts";
import type { AppEnv } from "../env.ts";
import { jwtSecret } from "./config.ts";
import { ApiError, forbidden, unauthenticated } from "./errors.ts";
import { verifyAccessToken, type Role } from "./jwt.ts";

export type SessionUser = { id: string; name: string; email: string; role: Role };

export type AuthedEnv = AppEnv & { Variables: { user: SessionUser } };

/**
 * The access token of an `Authorization: Bearer <token>` header (the scheme's name in any case), or
 * null. The one reading of that header: the guards below and logout use it.
 */
export function bearerToken(c: Context): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(c.req.header("Authorization") ?? "");
  return match?.[1] ?? null;
}

/** The account a token names, as every guard reads it: a query, so a route may batch it with its own reads. */
export function sessionUserQuery(db: Db, userId: string) {
  return db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role, status: users.status })
    .from(users)
    .where(eq(users.id, userId));
}

/** Whether that row is an account that may act: not gone, suspended or deleted. */
export function isActiveAccount(row: { status: string } | undefined): boolean {
  return row?.status === "Active";
}

/** The session's user from that row; an account gone, suspended or deleted ends the session (401). */
export function activeSessionUser(row: ({ status: string } & SessionUser) | undefined): SessionUser {
  if (!row || !isActiveAccount(row)) throw unauthenticated(messages.sessionExpired);
  return { id: row.id, name: row.name, email: row.email, role: row.role };
}

async function verifiedClaims<E extends AppEnv>(c: Context<E>) {
  const token = bearerToken(c);
  if (!token) throw unauthenticated(messages.unauthenticated);
  const claims = await verifyAccessToken(token, jwtSecret(c.env));
  if (!claims) throw unauthenticated(messages.sessionExpired);
  return claims;
}

async function authenticate<E extends AppEnv>(c: Context<E>): Promise<SessionUser> {
  const claims = await verifiedClaims(c);
  const [row] = await sessionUserQuery(getDb(c.env.DB), claims.sub);
  return activeSessionUser(row);
}

export const requireUser = createMiddleware<AuthedEnv>(async (c, next) => {
  c.set("user", await authenticate(c));
  await next();
});

/**
 * The token's account id, verified, with the account itself left to the route's first read, which
 * must batch `sessionUserQuery` and answer nothing before `activeSessionUser` accepted its row.
 * For place order, where a rush makes every D1 round trip count (docs/capacity.md): the same
 * answers as `requireUser`, one round trip fewer.
 */
export type TokenEnv = AppEnv & { Variables: { userId: string } };

export const requireUserToken = createMiddleware<TokenEnv>(async (c, next) => {
  c.set("userId", (await verifiedClaims(c)).sub);
  await next();
});

export const requireAdmin = createMiddleware<AuthedEnv>(async (c, next) => {
  const user = await authenticate(c);
  if (user.role !== "Admin") throw forbidden(messages.adminOnly);
  c.set("user", user);
  await next();
});

/**
 * For routes open to visitors that do more for a signed-in customer: the user when the request
 * carries a valid token, else null (a missing, expired or forged token is simply a visitor).
 */
export async function signedInUserOrNull<E extends AppEnv>(c: Context<E>): Promise<SessionUser | null> {
  if (!c.req.header("Authorization")) return null;
  try {
    return await authenticate(c);
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}
