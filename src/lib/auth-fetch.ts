/**
 * Authenticated calls from the browser, against the spec's storage contract (access token under
 * `token`, the user record under `user` in localStorage). This is the ONE place the checkout and
 * order screens touch the session, so switching to the accounts module (src/lib/api.ts and the
 * session store, with its transparent refresh) is a change to this file only.
 */
export const TOKEN_KEY = "token";
export const USER_KEY = "user";

export type StoredUser = { id?: string; _id?: string; name?: string; email?: string; phone?: string };

export function storedToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function storedUser(): StoredUser | null {
  try {
    const raw = localStorage.getItem(USER_KEY);
    return raw ? (JSON.parse(raw) as StoredUser) : null;
  } catch {
    return null;
  }
}

export function isSignedIn(): boolean {
  return storedToken() !== null;
}

/** Forgets the session locally, as the spec's 401 handling does. */
export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
}

/** The login page, asked to bring the customer back to `returnTo` afterwards. */
export function loginUrl(returnTo: string): string {
  return `/LoginPage?redirect=${encodeURIComponent(returnTo)}`;
}

/** `fetch` with the bearer token when there is one; JSON bodies via `json`. */
export async function authFetch(path: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  const token = storedToken();
  if (token) headers.set("Authorization", `Bearer ${token}`);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(init.json);
  }
  return fetch(path, { ...init, headers, body });
}

/** Reads `{ success, message, ... }` whatever the status; null when the body is not JSON. */
export async function readJson<T = any>(response: Response): Promise<T | null> {
  try {
    return (await response.json()) as T;
  } catch {
    return null;
  }
}
