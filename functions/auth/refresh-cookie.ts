/**
 * The refresh token's cookie: HttpOnly (scripts cannot read it), Secure, SameSite=Strict (never
 * sent from another site, so no CSRF on refresh/logout), and scoped to /api/auth, the only place
 * that needs it. With "remember me" it has a Max-Age; without, it is a browser-session cookie.
 */
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";

export const REFRESH_COOKIE = "shop_refresh";
const COOKIE_PATH = "/api/auth";

export function setRefreshCookie(c: Context, token: string, session: { remember: boolean; refreshExpiresAt: number }) {
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
