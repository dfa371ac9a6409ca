/**
 * The signed-in session in the browser, under the spec's storage keys: `token` (the short-lived
 * access token) and `user` (the user record, with `isAdmin`). "Remember me" keeps them in
 * localStorage (they survive a browser restart, like the refresh cookie's Max-Age); otherwise in
 * sessionStorage (this tab only). The refresh token is never stored here: it lives in an HttpOnly
 * cookie scripts cannot read.
 *
 * Read with `useStore($session)` / `$currentUser`; change only through the actions below.
 */
import { atom, computed } from "nanostores";
import type { UserDto } from "../../domain/api/user.ts";

export const TOKEN_KEY = "token";
export const USER_KEY = "user";
/** The earlier build kept a refresh token in web storage; we remove any such leftover. */
const LEGACY_REFRESH_KEY = "refreshToken";

/** The signed-in user as the API answered it at sign-in (or the last refresh or profile save). */
export type SessionUser = UserDto;

export type Session = { token: string; user: SessionUser; remember: boolean };

const inBrowser = () => typeof window !== "undefined";

function readFrom(storage: Storage, remember: boolean): Session | null {
  try {
    const token = storage.getItem(TOKEN_KEY);
    const user = JSON.parse(storage.getItem(USER_KEY) ?? "null") as SessionUser | null;
    return token && user && typeof user === "object" ? { token, user, remember } : null;
  } catch {
    return null;
  }
}

function readStoredSession(): Session | null {
  if (!inBrowser()) return null;
  return readFrom(localStorage, true) ?? readFrom(sessionStorage, false);
}

function clearStorage() {
  for (const storage of [localStorage, sessionStorage]) {
    for (const key of [TOKEN_KEY, USER_KEY, LEGACY_REFRESH_KEY]) storage.removeItem(key);
  }
}

function write(session: Session) {
  const storage = session.remember ? localStorage : sessionStorage;
  storage.setItem(TOKEN_KEY, session.token);
  storage.setItem(USER_KEY, JSON.stringify(session.user));
}

export const $session = atom<Session | null>(readStoredSession());
export const $currentUser = computed($session, (session) => session?.user ?? null);

if (inBrowser()) {
  // Signing in or out in another tab (localStorage) shows here too.
  window.addEventListener("storage", (event) => {
    if (event.key === null || event.key === TOKEN_KEY || event.key === USER_KEY)
      $session.set(readStoredSession());
  });
}

export function signIn(token: string, user: SessionUser, options: { remember: boolean }): void {
  clearStorage();
  const session = { token, user, remember: options.remember };
  write(session);
  $session.set(session);
}

/** After a refresh: the new access token (and fresh user record), kept where the old one was. */
export function renewSession(token: string, user?: SessionUser): void {
  const current = $session.get() ?? readStoredSession();
  if (!current) return;
  const session = { ...current, token, user: user ?? current.user };
  write(session);
  $session.set(session);
}

export function updateCurrentUser(user: SessionUser): void {
  const current = $session.get();
  if (!current) return;
  const session = { ...current, user };
  write(session);
  $session.set(session);
}

/**
 * Ends the session in this browser: it expired, or was ended elsewhere. The checkout kept here stays
 * for the same customer's next log-in; signing out on purpose is `logOut()` (./log-out.ts), which
 * forgets it too. (The checkout's keys stay out of this module: every page loads it.)
 */
export function signOut(): void {
  if (inBrowser()) clearStorage();
  $session.set(null);
}

export function accessToken(): string | null {
  return $session.get()?.token ?? null;
}

export function isSignedIn(): boolean {
  return accessToken() !== null;
}
