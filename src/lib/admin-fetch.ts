/**
 * The admin panel's door to the API: a thin adapter over the shop's session store
 * (src/stores/session.ts) and API client (src/lib/api.ts), adding what the panel needs on top —
 * the client guard's check, multipart uploads and file downloads with the same refresh rule, the
 * spec §8 wording of failures, and sending an expired session to /admin/login.
 */
import { messages } from "../../domain/messages.ts";
import { adminMessages } from "../../domain/admin-messages.ts";
import { $session, accessToken, signOut, type SessionUser } from "../stores/session.ts";
import { api, ApiRequestError, refreshSession, SessionExpiredError } from "./api.ts";
import { safeNextPath } from "./navigation.ts";

export const ADMIN_LOGIN_PATH = "/admin/login";

export function storedUser(): SessionUser | null {
  return $session.get()?.user ?? null;
}

/** The client guard's check (spec §4): a token and a stored user with isAdmin true. */
export function hasAdminSession(): boolean {
  const session = $session.get();
  return Boolean(session?.token) && session?.user.isAdmin === true;
}

/** The admin login, coming back to this page once signed in. */
export function adminLoginUrl(): string {
  const here = safeNextPath(`${window.location.pathname}${window.location.search}`, "/admin/dashboard");
  return `${ADMIN_LOGIN_PATH}?next=${encodeURIComponent(here)}`;
}

export function goToLogin(): void {
  window.location.assign(adminLoginUrl());
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

function expired(): never {
  signOut();
  goToLogin();
  throw new AdminApiError(messages.sessionExpired, 401);
}

function translate(error: unknown): never {
  if (error instanceof SessionExpiredError) expired();
  if (error instanceof ApiRequestError) {
    if (error.status === 0) throw new AdminApiError(adminMessages.networkError, 0);
    throw new AdminApiError(error.serverMessage ?? adminMessages.serverError(error.status), error.status);
  }
  throw error;
}

/** One page of an admin list, as `pageOf` in domain/api/admin-lists.ts declares it. */
export type { Page } from "../../domain/api/admin-lists.ts";

/** JSON calls through the shop's API client (bearer token, one refresh on a 401). */
export async function adminJson<T = unknown>(
  path: string,
  init: {
    method?: "GET" | "POST" | "PUT" | "DELETE";
    json?: unknown /** the spec's wording on this screen for a non-JSON answer */;
    notJson?: string;
  } = {},
): Promise<T> {
  if (!accessToken()) expired();
  let body: { success?: boolean; message?: unknown };
  try {
    const method = init.method ?? "GET";
    if (method === "GET") body = await api.get(path);
    else if (method === "DELETE") body = await api.delete(path);
    else body = await (method === "POST" ? api.post(path, init.json) : api.put(path, init.json));
  } catch (error) {
    translate(error);
  }
  // A 2xx that is not the API's JSON (a proxy's page) or says it failed must not pass for data.
  if (body.success === false)
    throw new AdminApiError(
      typeof body.message === "string" ? body.message : (init.notJson ?? adminMessages.invalidJsonResponse),
      200,
    );
  return body as T;
}

async function send(path: string, init: RequestInit): Promise<Response> {
  const headers = new Headers(init.headers);
  const token = accessToken();
  if (token) headers.set("Authorization", `Bearer ${token}`);
  try {
    return await fetch(path, { ...init, headers, credentials: "same-origin" });
  } catch {
    throw new AdminApiError(adminMessages.networkError, 0);
  }
}

/** A non-JSON request (a file upload, a CSV download) with the same session rules as `api`. */
export async function adminRequest(path: string, init: RequestInit = {}): Promise<Response> {
  if (!accessToken()) expired();
  let response = await send(path, init);
  if (response.status === 401) {
    if (!(await refreshSession())) expired();
    response = await send(path, init);
    if (response.status === 401) expired();
  }
  return response;
}

/** Reads a JSON answer of `adminRequest` the way the panel reports failures (spec §8). */
export async function readJson<T>(response: Response): Promise<T> {
  let body: { success?: boolean; message?: string };
  try {
    body = await response.json();
  } catch {
    throw new AdminApiError(
      response.ok ? adminMessages.invalidJsonResponse : adminMessages.serverError(response.status),
      response.status,
    );
  }
  if (!response.ok || body.success === false)
    throw new AdminApiError(body.message || adminMessages.serverError(response.status), response.status);
  return body as T;
}

export function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== "") search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : "";
}
