/**
 * `/api/auth`: register, login, admin login, log-in link, refresh, logout (spec §7; decision 009).
 * Login answers carry the access token and the user in the body and the refresh token in an
 * HttpOnly cookie; a non-browser client that asks gets the refresh token in the body too
 * (refresh-cookie.ts).
 */
import { Hono, type Context } from "hono";
import { z } from "zod";
import { accountMessages } from "../../domain/account-messages.ts";
import { loginLinkSchema, registerSchema } from "../../domain/schemas.ts";
import { getDb } from "../db/client.ts";
import type { AppEnv } from "../env.ts";
import { bearerToken } from "../lib/auth.ts";
import { jwtSecret } from "../lib/config.ts";
import { unauthenticated } from "../lib/errors.ts";
import { verifyAccessToken } from "../lib/jwt.ts";
import { clientAddress, enforceRateLimit } from "../lib/rate-limit.ts";
import { validJson } from "../lib/validate.ts";
import { accountLimits } from "./limits.ts";
import { passwordLogin, sessionResponse } from "./login.ts";
import { useLoginLink } from "./login-links.ts";
import { clearRefreshCookie, issueSession, readRefreshCookie } from "./refresh-cookie.ts";
import { registerUser } from "./service.ts";
import { familyOf, revokeFamily, rotateSession, startSession } from "./sessions.ts";
import { toUserDto } from "./user-dto.ts";

/** The refresh token from the body (non-browser clients) or else the cookie (the web UI). */
async function presentedRefreshToken(
  c: Context<AppEnv>,
): Promise<{ token: string; inBody: boolean } | undefined> {
  const body = await c.req.json().catch(() => ({}));
  const parsed = z.object({ refreshToken: z.string().min(1).max(200) }).safeParse(body);
  if (parsed.success) return { token: parsed.data.refreshToken, inBody: true };
  const cookie = readRefreshCookie(c);
  return cookie ? { token: cookie, inBody: false } : undefined;
}

export const authRoutes = new Hono<AppEnv>()
  .post("/register", async (c) => {
    const input = await validJson(c, registerSchema);
    await enforceRateLimit(
      c.env.DB,
      [accountLimits.registerPerClient, clientAddress(c.req.raw)],
      [accountLimits.registerPerAccount, input.email],
    );
    const user = await registerUser(getDb(c.env.DB), input);
    return c.json({ success: true, message: accountMessages.signupSuccess, data: toUserDto(user) }, 201);
  })
  .post("/login", (c) => passwordLogin(c, "shop"))
  .post("/admin/login", (c) => passwordLogin(c, "admin"))
  .post("/login-link", async (c) => {
    const { token } = await validJson(c, loginLinkSchema);
    await enforceRateLimit(c.env.DB, [accountLimits.loginLinkPerClient, clientAddress(c.req.raw)]);
    const db = getDb(c.env.DB);
    const { user, remember } = await useLoginLink(db, token);
    const session = await startSession(db, jwtSecret(c.env), user, remember);
    // `remember` tells the page where to keep the access token (local or session storage).
    return c.json({ success: true, ...issueSession(c, session), data: toUserDto(user), remember });
  })
  .post("/refresh", async (c) => {
    const presented = await presentedRefreshToken(c);
    const session = presented
      ? await rotateSession(getDb(c.env.DB), jwtSecret(c.env), presented.token)
      : null;
    if (!session) {
      clearRefreshCookie(c);
      throw unauthenticated(accountMessages.refreshInvalid);
    }
    return sessionResponse(c, session, { presentedInBody: presented!.inBody });
  })
  .post("/logout", async (c) => {
    // Ends the session whichever way it is identified: the refresh token (cookie or body) and the
    // bearer token's session id. Works with an expired access token too, and always clears the cookie.
    const db = getDb(c.env.DB);
    const families = new Set<string>();
    const presented = await presentedRefreshToken(c);
    if (presented) {
      const family = await familyOf(db, presented.token);
      if (family) families.add(family);
    }
    const bearer = bearerToken(c);
    const claims = bearer ? await verifyAccessToken(bearer, jwtSecret(c.env)) : null;
    if (claims?.sid) families.add(claims.sid);
    for (const family of families) await revokeFamily(db, family);
    clearRefreshCookie(c);
    return c.json({ success: true, message: accountMessages.loggedOut });
  });
