import type { RouteHandler } from "@hono/zod-openapi";
import type { Context } from "hono";
import { accountMessages } from "../../domain/account-messages.ts";
import { getDb } from "../db/client.ts";
import type { AppEnv } from "../env.ts";
import { jwtSecret } from "../lib/config.ts";
import { unauthenticated } from "../lib/errors.ts";
import { verifyAccessToken } from "../lib/jwt.ts";
import { clientAddress, enforceRateLimit } from "../lib/rate-limit.ts";
import type * as routes from "./auth.routes.ts";
import { refreshTokenBodySchema } from "./auth.routes.ts";
import { accountLimits } from "./limits.ts";
import { passwordLogin, sessionAnswer } from "./login.ts";
import { useLoginLink } from "./login-links.ts";
import { clearRefreshCookie, readRefreshCookie } from "./refresh-cookie.ts";
import { registerUser } from "./service.ts";
import {
  familyOf,
  REMEMBERED_SESSION_TTL_MS,
  revokeFamily,
  rotateSession,
  startSession,
} from "./sessions.ts";
import { toUserDto } from "./user-dto.ts";

/** The refresh token from the body (non-browser clients) or else the cookie (the web UI). */
async function presentedRefreshToken(
  c: Context<AppEnv>,
): Promise<{ token: string; inBody: boolean } | undefined> {
  const body = await c.req.json().catch(() => ({}));
  const parsed = refreshTokenBodySchema.safeParse(body);
  if (parsed.success) return { token: parsed.data.refreshToken, inBody: true };
  const cookie = readRefreshCookie(c);
  return cookie ? { token: cookie, inBody: false } : undefined;
}

export const register: RouteHandler<typeof routes.register, AppEnv> = async (c) => {
  const input = c.req.valid("json");
  await enforceRateLimit(
    c.env.DB,
    [accountLimits.registerPerClient, clientAddress(c.req.raw)],
    [accountLimits.registerPerAccount, input.email],
  );
  const user = await registerUser(getDb(c.env.DB), input);
  return c.json(
    { success: true, message: accountMessages.signupSuccess, data: toUserDto(user) } as const,
    201,
  );
};

export const login: RouteHandler<typeof routes.login, AppEnv> = async (c) =>
  c.json(await passwordLogin(c, "shop", c.req.valid("json")), 200);

export const adminLogin: RouteHandler<typeof routes.adminLogin, AppEnv> = async (c) =>
  c.json(await passwordLogin(c, "admin", c.req.valid("json")), 200);

export const loginLink: RouteHandler<typeof routes.loginLink, AppEnv> = async (c) => {
  const { token } = c.req.valid("json");
  await enforceRateLimit(c.env.DB, [accountLimits.loginLinkPerClient, clientAddress(c.req.raw)]);
  const db = getDb(c.env.DB);
  const { user, remember } = await useLoginLink(db, token);
  const session = await startSession(db, jwtSecret(c.env), user, remember);
  // `remember` tells the page where to keep the access token (local or session storage).
  return c.json({ ...sessionAnswer(c, session), remember }, 200);
};

export const refresh: RouteHandler<typeof routes.refresh, AppEnv> = async (c) => {
  const presented = await presentedRefreshToken(c);
  const session = presented ? await rotateSession(getDb(c.env.DB), jwtSecret(c.env), presented.token) : null;
  if (!presented || !session) {
    clearRefreshCookie(c);
    throw unauthenticated(accountMessages.refreshInvalid);
  }
  return c.json(sessionAnswer(c, session, { presentedInBody: presented.inBody }), 200);
};

export const logout: RouteHandler<typeof routes.logout, AppEnv> = async (c) => {
  // Ends the session whichever way it is identified: the refresh token (cookie or body) and the
  // bearer token's session id. Works with an expired access token too, and always clears the cookie.
  const db = getDb(c.env.DB);
  const families = new Set<string>();
  const presented = await presentedRefreshToken(c);
  if (presented) {
    const family = await familyOf(db, presented.token);
    if (family) families.add(family);
  }
  const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header("Authorization") ?? "")?.[1];
  // An expired token still names its session, which lives on up to a remembered session's lifetime.
  const claims = bearer
    ? await verifyAccessToken(bearer, jwtSecret(c.env), REMEMBERED_SESSION_TTL_MS / 1000)
    : null;
  if (claims?.sid) families.add(claims.sid);
  for (const family of families) await revokeFamily(db, family);
  clearRefreshCookie(c);
  return c.json({ success: true, message: accountMessages.loggedOut } as const, 200);
};
