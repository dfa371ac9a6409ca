/**
 * The admin panel's one door to the API. It follows the spec's storage contract (§3, §4): the
 * access token in localStorage `token`, the signed-in user in `user`. On a 401 it refreshes the
 * token once and retries (at most 2 refresh attempts in a row, spec §9); after that it clears the
 * session and goes to /admin/login. Answers are read the way spec §8 words its failures.
 *
 * When the accounts branch's `src/lib/api.ts` (fetch wrapper with transparent refresh) is on main,
 * this module becomes a thin adapter over it; the islands only import from here.
 */
import { messages } from "../../domain/messages.ts";

export const TOKEN_KEY = "token";
export const USER_KEY = "user";
export const REFRESH_TOKEN_KEY = "refreshToken";
export const ADMIN_LOGIN_PATH = "/admin/login";
export const MAX_REFRESH_ATTEMPTS = 2;

export type StoredUser = { id?: string; _id?: string; name?: string; email?: string; isAdmin?: boolean; role?: string };

export function storedUser(): StoredUser | null {
  try {
    const raw = localStorage.getItem(USER_KEY);
    return raw ? (JSON.parse(raw) as StoredUser) : null;
  } catch {
    return null;
  }
}

export function storedToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

/** The client guard's check (spec §4): a token and a stored user with isAdmin true. */
export function hasAdminSession(): boolean {
  return Boolean(storedToken()) && storedUser()?.isAdmin === true;
}

export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
  localStorage.removeItem(REFRESH_TOKEN_KEY);
}

export function goToLogin(): void {
  window.location.assign(ADMIN_LOGIN_PATH);
}

/** A failed call, with the message the panel shows. */
export class AdminApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = "AdminApiError";
  }
}

let refreshesInARow = 0;

async function refreshToken(): Promise<boolean> {
  if (refreshesInARow >= MAX_REFRESH_ATTEMPTS) return false;
  refreshesInARow += 1;
  try {
    const refreshToken = localStorage.getItem(REFRESH_TOKEN_KEY);
    const response = await fetch("/api/auth/refresh", {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(refreshToken ? { refreshToken } : {}),
    });
    if (!response.ok) return false;
    const body = (await response.json()) as { token?: string; refreshToken?: string };
    if (!body.token) return false;
    localStorage.setItem(TOKEN_KEY, body.token);
    if (body.refreshToken) localStorage.setItem(REFRESH_TOKEN_KEY, body.refreshToken);
    return true;
  } catch {
    return false;
  }
}

async function send(path: string, init: RequestInit): Promise<Response> {
  const headers = new Headers(init.headers);
  const token = storedToken();
  if (token) headers.set("Authorization", `Bearer ${token}`);
  try {
    return await fetch(path, { ...init, headers, credentials: "same-origin" });
  } catch {
    throw new AdminApiError(messages.admin.networkError, 0);
  }
}

/** Sends the request with the admin's token; a 401 gets one refresh and one retry. */
export async function adminRequest(path: string, init: RequestInit = {}): Promise<Response> {
  if (!storedToken()) {
    clearSession();
    goToLogin();
    throw new AdminApiError(messages.unauthenticated, 401);
  }
  let response = await send(path, init);
  if (response.status === 401 && (await refreshToken())) response = await send(path, init);
  if (response.status === 401) {
    clearSession();
    goToLogin();
    throw new AdminApiError(messages.sessionExpired, 401);
  }
  refreshesInARow = 0;
  return response;
}

/** A JSON call: `{ success, data, ... }` on success, else an AdminApiError with the server's message. */
export async function adminJson<T = unknown>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, ...rest } = init;
  const request: RequestInit = json === undefined ? rest : { ...rest, body: JSON.stringify(json), headers: { ...rest.headers, "Content-Type": "application/json" } };
  const response = await adminRequest(path, request);
  if (!(response.headers.get("Content-Type") ?? "").includes("application/json")) {
    throw new AdminApiError(response.ok ? messages.admin.expectedJson : messages.admin.serverError(response.status), response.status);
  }
  let body: { success?: boolean; message?: string } & Record<string, unknown>;
  try {
    body = await response.json();
  } catch {
    throw new AdminApiError(messages.admin.invalidJsonResponse, response.status);
  }
  if (!response.ok || body.success === false) {
    throw new AdminApiError(body.message || messages.admin.serverError(response.status), response.status);
  }
  return body as T;
}

export type Page<T> = { success: true; data: T[]; pagination: { page: number; pageSize: number; total: number; totalPages: number } };

export function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== "") search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : "";
}
