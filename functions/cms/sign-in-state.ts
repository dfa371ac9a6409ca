/**
 * The OAuth `state` of a CMS sign-in, CSRF-safe twice over: a short-lived JWT (jose, HS256 with
 * JWT_SECRET, its own audience so it is never mistaken for an access token) carrying a random
 * nonce, and the same nonce in an HttpOnly cookie scoped to the callback. The callback accepts
 * only a state that we signed, that has not expired and whose nonce matches this browser's cookie:
 * a code obtained by someone else (login CSRF) or a replayed old link is refused.
 */
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { jwtVerify, SignJWT } from "jose";
import { CMS_SIGN_IN_WINDOW_MINUTES } from "../../domain/cms-backend.ts";
import { JWT_ISSUER } from "../lib/jwt.ts";
import { newSecretToken } from "../lib/secret-tokens.ts";

const STATE_AUDIENCE = "asthiveda-cms-sign-in";
export const SIGN_IN_WINDOW_SECONDS = CMS_SIGN_IN_WINDOW_MINUTES * 60;
export const STATE_COOKIE = "cms_sign_in";
/** Only the callback reads it. */
const COOKIE_PATH = "/api/cms/callback";

/** A signed state for a sign-in started at `now`, and the nonce to put in the browser's cookie. */
export async function issueSignInState(secret: Uint8Array, now = Date.now()) {
  const nonce = newSecretToken();
  const issuedAt = Math.floor(now / 1000);
  const state = await new SignJWT({ nonce })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuer(JWT_ISSUER)
    .setAudience(STATE_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + SIGN_IN_WINDOW_SECONDS)
    .sign(secret);
  return { state, nonce };
}

/** True when `state` is ours, unexpired, and carries this browser's nonce. */
export async function isValidSignInState(
  state: string | undefined,
  cookieNonce: string | undefined,
  secret: Uint8Array,
): Promise<boolean> {
  if (!state || !cookieNonce) return false;
  try {
    const { payload } = await jwtVerify(state, secret, {
      algorithms: ["HS256"],
      issuer: JWT_ISSUER,
      audience: STATE_AUDIENCE,
    });
    return typeof payload.nonce === "string" && payload.nonce === cookieNonce;
  } catch {
    return false;
  }
}

/**
 * SameSite=Lax, not Strict: GitHub sends the editor back with a top-level navigation from
 * github.com, which a Strict cookie would not accompany.
 */
export function setStateCookie(c: Context, nonce: string) {
  setCookie(c, STATE_COOKIE, nonce, {
    httpOnly: true,
    secure: true,
    sameSite: "Lax",
    path: COOKIE_PATH,
    maxAge: SIGN_IN_WINDOW_SECONDS,
  });
}

export const readStateCookie = (c: Context) => getCookie(c, STATE_COOKIE) || undefined;

/** Each state is good for one return: the callback always clears the cookie. */
export function clearStateCookie(c: Context) {
  deleteCookie(c, STATE_COOKIE, { path: COOKIE_PATH, secure: true, httpOnly: true, sameSite: "Lax" });
}
