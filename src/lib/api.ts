/**
 * `api`: the one way the browser's islands talk to the shop's API.
 *
 *   import type { profileResponse } from "../../domain/api/user.ts";   // a type: adds no bytes
 *   const { data } = await api.get<typeof profileResponse>("/api/user/profile");
 *   const res = await api.put<typeof profileUpdatedResponse>("/api/user/profile", { phone });
 *   await api.post<typeof sessionResponse>("/api/auth/login", credentials, { auth: false });
 *
 * - The type argument is the route's response schema in `domain/api/`, the one the server declares
 *   and the OpenAPI document publishes: the answer's type is inferred from it, never copied.
 * - JSON in and out (a `FormData` body is sent as it is, for uploads; `api.download` fetches a file).
 *   Resolves with the answer's body when the API answered 2xx with `{ success: true, ... }`;
 *   anything else throws an `ApiRequestError`, the only error this client throws (an abort aside).
 * - Signed in, it sends `Authorization: Bearer <token>`. On a 401 it refreshes the session once
 *   through `POST /api/auth/refresh` (the HttpOnly cookie; parallel calls share one refresh) and
 *   retries the call once with the new token.
 * - If that refresh fails, the local session is cleared and the call throws with `kind: "expired"`
 *   ("Session expired. Please log in again."): keep what the user typed (see `lib/drafts.ts`) and
 *   send them to the login page. A page that only works signed in (the admin panel) passes
 *   `onSessionLost` (see `api.with`): it runs then, and also when a call finds no session at all.
 */
import type { z } from "../../domain/zod.ts";
import type { sessionResponse } from "../../domain/api/auth.ts";
import { messages } from "../../domain/messages.ts";
import { accessToken, renewSession, signOut } from "../stores/session.ts";

/** What went wrong: no answer at all; the session is gone; the API said no; a 2xx that is not the API's. */
export type ApiFailure = "network" | "expired" | "refused" | "unreadable";

export class ApiRequestError extends Error {
  constructor(
    readonly kind: ApiFailure,
    /** The HTTP status; 0 when there was no answer. */
    readonly status: number,
    /** The API's `message` (the words to show the user), if it sent one. */
    readonly serverMessage?: string,
    /** The refusal's `data`, for the few that carry what would put it right (place order's 412). */
    readonly serverData?: unknown,
  ) {
    super(serverMessage ?? (kind === "network" ? "Network error" : `Request failed (${status})`));
    this.name = "ApiRequestError";
  }
}

/** The text to show for a failed call: the API's own message, else `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.serverMessage ? error.serverMessage : fallback;
}

export function isSessionExpired(error: unknown): boolean {
  return error instanceof ApiRequestError && error.kind === "expired";
}

export type ApiOptions = {
  /** false: a public call, sent without the session and never refreshed (the sign-in forms). */
  auth?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** This page needs the session: when a call finds none, or it expires, this runs after sign-out. */
  onSessionLost?: () => void;
};

/** A route's success answer as `domain/api/` declares it: `z.output` of it is what a call resolves with. */
export type ResponseSchema = z.ZodType<{ success: true }>;
type Schema = ResponseSchema;
type Answer<S extends Schema> = z.output<S>;

function send(method: string, path: string, body: unknown, token: string | null, options: ApiOptions) {
  const headers = new Headers(options.headers);
  headers.set("Accept", "application/json");
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers.set("Content-Type", "application/json");
  if (token) headers.set("Authorization", `Bearer ${token}`);
  return fetch(path, {
    method,
    headers,
    body: body === undefined || isForm ? (body as FormData | undefined) : JSON.stringify(body),
    credentials: "same-origin",
    signal: options.signal,
  }).catch((error: unknown) => {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiRequestError("network", 0);
  });
}

async function readBody(response: Response): Promise<{ success?: unknown; message?: unknown } | null> {
  try {
    const body: unknown = await response.json();
    return body && typeof body === "object" ? body : null;
  } catch {
    return null;
  }
}

let refreshing: Promise<boolean> | null = null;

/** One refresh at a time, whoever asks: the rotated cookie may only be spent once. */
function refreshSession(): Promise<boolean> {
  refreshing ??= (async () => {
    try {
      const response = await send("POST", "/api/auth/refresh", undefined, null, {});
      const body = (await readBody(response)) as Partial<Answer<typeof sessionResponse>> | null;
      if (!response.ok || typeof body?.token !== "string") return false;
      renewSession(body.token, body.data);
      return true;
    } catch {
      return false;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

function sessionLost(options: ApiOptions): never {
  signOut();
  options.onSessionLost?.();
  throw new ApiRequestError("expired", 401, messages.sessionExpired);
}

/** The one trip to the API: the session's token, one refresh on a 401, one retry. */
async function exchange(method: string, path: string, body: unknown, options: ApiOptions): Promise<Response> {
  const token = options.auth === false ? null : accessToken();
  if (!token && options.auth !== false && options.onSessionLost) sessionLost(options);
  const response = await send(method, path, body, token, options);
  if (response.status !== 401 || !token) return response;
  if (!(await refreshSession())) sessionLost(options);
  const retried = await send(method, path, body, accessToken(), options);
  if (retried.status === 401) sessionLost(options);
  return retried;
}

async function request<S extends Schema>(
  method: string,
  path: string,
  body: unknown,
  options: ApiOptions,
): Promise<Answer<S>> {
  const response = await exchange(method, path, body, options);
  const parsed = await readBody(response);
  if (!response.ok) throw failure("refused", response, parsed);
  // A 2xx that is not the API's JSON (a proxy's page) or says it failed must not pass for data.
  if (parsed?.success !== true) throw failure("unreadable", response, parsed);
  return parsed as Answer<S>;
}

function failure(kind: ApiFailure, response: Response, parsed: { message?: unknown; data?: unknown } | null) {
  return new ApiRequestError(
    kind,
    response.status,
    typeof parsed?.message === "string" ? parsed.message : undefined,
    parsed?.data,
  );
}

/** A file the API sends (a CSV export): its name and contents; a refusal throws as any call does. */
async function download(path: string, options: ApiOptions): Promise<{ name: string | null; blob: Blob }> {
  const response = await exchange("GET", path, undefined, options);
  if (!response.ok) throw failure("refused", response, await readBody(response));
  const name = /filename="([^"]+)"/.exec(response.headers.get("Content-Disposition") ?? "")?.[1] ?? null;
  return { name, blob: await response.blob() };
}

export type Api = {
  get<S extends Schema>(path: string, options?: ApiOptions): Promise<Answer<S>>;
  post<S extends Schema>(path: string, body?: unknown, options?: ApiOptions): Promise<Answer<S>>;
  put<S extends Schema>(path: string, body?: unknown, options?: ApiOptions): Promise<Answer<S>>;
  patch<S extends Schema>(path: string, body?: unknown, options?: ApiOptions): Promise<Answer<S>>;
  delete<S extends Schema>(path: string, options?: ApiOptions): Promise<Answer<S>>;
  download(path: string, options?: ApiOptions): Promise<{ name: string | null; blob: Blob }>;
  /** The same client with these options on every call (the admin panel's `onSessionLost`). */
  with(options: ApiOptions): Api;
};

function client(defaults: ApiOptions): Api {
  const options = (more?: ApiOptions): ApiOptions => ({ ...defaults, ...more });
  return {
    get: <S extends Schema>(path: string, more?: ApiOptions) =>
      request<S>("GET", path, undefined, options(more)),
    post: <S extends Schema>(path: string, body?: unknown, more?: ApiOptions) =>
      request<S>("POST", path, body ?? {}, options(more)),
    put: <S extends Schema>(path: string, body?: unknown, more?: ApiOptions) =>
      request<S>("PUT", path, body ?? {}, options(more)),
    patch: <S extends Schema>(path: string, body?: unknown, more?: ApiOptions) =>
      request<S>("PATCH", path, body ?? {}, options(more)),
    delete: <S extends Schema>(path: string, more?: ApiOptions) =>
      request<S>("DELETE", path, undefined, options(more)),
    download: (path: string, more?: ApiOptions) => download(path, options(more)),
    with: (more: ApiOptions) => client(options(more)),
  };
}

export const api = client({});
