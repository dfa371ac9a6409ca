/**
 * The checkout's and order screens' one door to the session and the authenticated API: a thin
 * adapter over the accounts module (`src/lib/api.ts`, with its bearer token and one transparent
 * refresh, and `src/stores/session.ts`), answering `{ ok, status, body }` so the flows can match
 * each status to the spec's message.
 */
import { api, ApiRequestError, SessionExpiredError } from "./api.ts";
import { loginUrl as accountsLoginUrl } from "./navigation.ts";
import { accessToken, signOut } from "../stores/session.ts";

export type ApiAnswer<T> = { ok: boolean; status: number; body: T | null };

export function isSignedIn(): boolean {
  return accessToken() !== null;
}

export function clearSession(): void {
  signOut();
}

/** The login page, bringing the customer back to `returnTo` afterwards. */
export function loginUrl(returnTo: string): string {
  return accountsLoginUrl(returnTo);
}

/** Calls the API; a network failure (no answer at all) throws, every HTTP answer resolves. */
export async function call<T>(
  method: "GET" | "POST",
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
): Promise<ApiAnswer<T>> {
  try {
    const answer =
      method === "GET" ? await api.get<T>(path, { headers }) : await api.post<T>(path, body, { headers });
    return { ok: true, status: 200, body: answer as T };
  } catch (error) {
    if (error instanceof SessionExpiredError)
      return { ok: false, status: 401, body: { success: false, message: error.message } as T };
    if (error instanceof ApiRequestError && error.status !== 0) {
      return { ok: false, status: error.status, body: { success: false, message: error.serverMessage } as T };
    }
    throw error;
  }
}
