/**
 * What the admin panel adds to the one API client (`lib/api.ts`): the client guard's check, where
 * a lost session goes (the admin login, coming back here), and the panel's wording of a failed
 * call. No fetch of its own: `adminApi` is `api` with `onSessionLost` set.
 */
import { adminMessages } from "../../domain/admin-messages.ts";
import { $session, type SessionUser } from "../stores/session.ts";
import { api, ApiRequestError } from "./api.ts";
import { safeNextPath } from "./navigation.ts";

export const ADMIN_LOGIN_PATH = "/admin/login";

export function storedUser(): SessionUser | null {
  return $session.get()?.user ?? null;
}

/**
 * The client guard's check: a token and a stored user with isAdmin true. It only decides what the
 * page shows; the API checks the rights on every call (docs/product.md#pages, "Admin").
 */
export function hasAdminSession(): boolean {
  const session = $session.get();
  return Boolean(session?.token) && session?.user.isAdmin === true;
}

/** The admin login, coming back to this page once signed in. */
export function adminLoginUrl(): string {
  const here = safeNextPath(`${window.location.pathname}${window.location.search}`, "/admin/dashboard");
  return `${ADMIN_LOGIN_PATH}?next=${encodeURIComponent(here)}`;
}

function goToLogin(): void {
  window.location.assign(adminLoginUrl());
}

/** The panel's calls: with no session, or once it has expired (one refresh failed), to the login. */
export const adminApi = api.with({ onSessionLost: goToLogin });

/**
 * What the panel shows for a failed call: the API's message; else that the server could not be
 * reached, answered an error status, or answered something that is not the API's JSON
 * (`unreadable`, which a screen may word its own way); any other error's own message.
 */
export function adminErrorText(
  error: unknown,
  unreadable: string = adminMessages.invalidJsonResponse,
): string {
  if (!(error instanceof ApiRequestError)) return error instanceof Error ? error.message : String(error);
  if (error.serverMessage) return error.serverMessage;
  if (error.kind === "network") return adminMessages.networkError;
  return error.kind === "unreadable" ? unreadable : adminMessages.serverError(error.status);
}

/** `?key=value&…` for a list's filters, leaving out the empty ones. */
export function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== "") search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : "";
}
