/**
 * Where the refresh token travels. Browsers get it only in its cookie: HttpOnly (scripts cannot
 * read it), Secure, SameSite=Strict (never sent from another site, so no CSRF on refresh/logout),
 * and scoped to /api/auth, the only place that needs it. With "remember me" it has a Max-Age;
 * without, it is a browser-session cookie. A non-browser client (decisions.md) may also receive it
 * in the JSON body, but only when it asks and is not a browser (see `refreshTokenInBody`).
 */
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { z } from "zod";
import type { IssuedSession } from "./sessions.ts";

export const REFRESH_COOKIE = "shop_refresh";
const COOKIE_PATH = "/api/auth";

/** For the document: an answer that starts a session sets the cookie… */
export const setsRefreshCookie = z.object({
  "Set-Cookie": z.string().meta({
    description: `The refresh token: \`${REFRESH_COOKIE}=<token>; Path=${COOKIE_PATH}; HttpOnly; Secure; SameSite=Strict\`, with a Max-Age when remembered.`,
  }),
});
/** …and one that ends it clears the cookie. */
export const clearsRefreshCookie = z.object({
  "Set-Cookie": z
    .string()
    .meta({ description: `Clears the refresh cookie (\`${REFRESH_COOKIE}=; Max-Age=0\`).` }),
});

/** A non-browser client asks for the refresh token in the JSON body with this header set to `body`. */
export const REFRESH_TOKEN_DELIVERY_HEADER = "X-Refresh-Token-Delivery";

/** The header as the routes that issue sessions declare it (in lower case, as headers are validated). */
export const refreshTokenDeliveryHeader = z.object({
  [REFRESH_TOKEN_DELIVERY_HEADER.toLowerCase()]: z.string().optional().meta({
    description:
      "A non-browser client sends `body` to receive the refresh token in the answer too; a browser gets it in the cookie only, whatever it sends.",
  }),
});

export function setRefreshCookie(
  c: Context,
  token: string,
  session: { remember: boolean; refreshExpiresAt: number },
) {
  setCookie(c, REFRESH_COOKIE, token, {
    httpOnly: true,
    secure: true,
    sameSite: "Strict",
    path: COOKIE_PATH,
    ...(session.remember ? { maxAge: Math.floor((session.refreshExpiresAt - Date.now()) / 1000) } : {}),
  });
}

export function clearRefreshCookie(c: Context) {
  deleteCookie(c, REFRESH_COOKIE, { path: COOKIE_PATH, secure: true, httpOnly: true, sameSite: "Strict" });
}

export function readRefreshCookie(c: Context): string | undefined {
  return getCookie(c, REFRESH_COOKIE) || undefined;
}

/**
 * A browser marks every fetch, XHR and form post with `Sec-Fetch-*` (Fetch Metadata; every current
 * engine) and a POST with `Origin`: headers a page's script can neither set nor remove. So a
 * script injected into the shop, which could ask for anything, is still recognised as a browser.
 */
function fromBrowser(c: Context): boolean {
  return ["Sec-Fetch-Site", "Sec-Fetch-Mode", "Origin"].some((name) => c.req.header(name) !== undefined);
}

/**
 * Whether an answer may carry the refresh token in its JSON body: only to a client that is not a
 * browser and asked for it, with the header or by presenting its refresh token in the body.
 */
export function refreshTokenInBody(c: Context, presentedInBody = false): boolean {
  const asked =
    presentedInBody || c.req.header(REFRESH_TOKEN_DELIVERY_HEADER)?.trim().toLowerCase() === "body";
  return asked && !fromBrowser(c);
}

/**
 * Hands a new session to the client: sets the cookie and returns the fields for the JSON answer
 * (the access token, and the refresh token where `refreshTokenInBody` allows it).
 */
export function issueSession(
  c: Context,
  session: IssuedSession,
  options: { presentedInBody?: boolean } = {},
) {
  setRefreshCookie(c, session.refreshToken, session);
  return refreshTokenInBody(c, options.presentedInBody)
    ? { token: session.accessToken, refreshToken: session.refreshToken }
    : { token: session.accessToken };
}
