/**
 * Guards every protected route uses: `requireUser` / `requireAdmin` as Hono middleware. A missing
 * or bad token is 401; a valid token of the wrong role is 403. The user is re-read from D1 on each
 * call, so a suspended account or a revoked admin role takes effect at once, whatever the token says.
 */
import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { messages } from "../../domain/messages.ts";
import { getDb } from "../db/client.ts";
import { users } from "../db/schema.ts";
import type { AppEnv } from "../env.ts";
import { jwtSecret } from "./config.ts";
import { ApiError, forbidden, unauthenticated } from "./errors.ts";
import { verifyAccessToken, type Role } from "./jwt.ts";

export type SessionUser = { id: string; name: string; email: string; role: Role };

export type AuthedEnv = AppEnv & { Variables: { user: SessionUser } };

function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? "");
  return match?.[1] ?? null;
}

async function authenticate<E extends AppEnv>(c: Context<E>): Promise<SessionUser> {
  const token = bearerToken(c.req.header("Authorization"));
  if (!token) throw unauthenticated(messages.unauthenticated);
  const claims = await verifyAccessToken(token, jwtSecret(c.env));
  if (!claims) throw unauthenticated(messages.sessionExpired);
  const row = await getDb(c.env.DB)
    .select({ id: users.id, name: users.name, email: users.email, role: users.role, status: users.status })
    .from(users)
    .where(eq(users.id, claims.sub))
    .get();
  if (row?.status !== "Active") throw unauthenticated(messages.sessionExpired);
  return { id: row.id, name: row.name, email: row.email, role: row.role };
}

export const requireUser = createMiddleware<AuthedEnv>(async (c, next) => {
  c.set("user", await authenticate(c));
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
export async function signedInUserOrNull(c: Context<AppEnv>): Promise<SessionUser | null> {
  if (!c.req.header("Authorization")) return null;
  try {
    return await authenticate(c);
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}
