/**
 * `api`: how every island talks to the shop's API.
 *
 *   import { api, ApiRequestError, SessionExpiredError, errorMessage } from "../lib/api";
 *   const { data } = await api.get<UserDto>("/api/user/profile");
 *   const res = await api.put<UserDto>("/api/user/profile", { phone });   // res.message, res.data
 *   await api.post("/api/auth/login", credentials, { auth: false });      // no bearer, no refresh
 *
 * - JSON in and out. Resolves with the response body (`{ success, data?, message?, ... }`) for a
 *   2xx answer; anything else throws.
 * - Signed in, it sends `Authorization: Bearer <token>`. On a 401 it refreshes the session once
 *   through `POST /api/auth/refresh` (the HttpOnly cookie; parallel calls share one refresh) and
 *   retries the call once with the new token.
 * - If that refresh fails, the local session is cleared and it throws `SessionExpiredError`
 *   ("Session expired. Please log in again."): keep what the user typed (see `lib/drafts.ts`) and
 *   send them to `loginUrl()`.
 * - Other failures throw `ApiRequestError` with `status` (0 for a network failure) and
 *   `serverMessage` (the API's `message`, if it sent one). `errorMessage(error, fallback)` gives the
 *   text to show: the server's message, else the fallback.
 */
import { messages } from "../../domain/messages.ts";
import { accessToken, renewSession, signOut, type SessionUser } from "../stores/session.ts";

export type ApiBody<T = unknown> = {
  success: boolean;
  data?: T;
  message?: string;
  token?: string;
  [key: string]: unknown;
};
export type ApiOptions = { auth?: boolean; signal?: AbortSignal; headers?: Record<string, string> };

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string | undefined,
  ) {
    super(serverMessage ?? (status === 0 ? "Network error" : `Request failed (${status})`));
    this.name = "ApiRequestError";
  }
}

export class SessionExpiredError extends ApiRequestError {
  constructor() {
    super(401, messages.sessionExpired);
    this.name = "SessionExpiredError";
  }
}

export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.serverMessage ? error.serverMessage : fallback;
}

async function send(
  method: string,
  path: string,
  body: unknown,
  token: string | null,
  signal?: AbortSignal,
  extraHeaders: Record<string, string> = {},
): Promise<Response> {
  const headers: Record<string, string> = { ...extraHeaders, Accept: "application/json" };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    return await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: "same-origin",
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiRequestError(0, undefined);
  }
}

async function readBody(response: Response): Promise<ApiBody> {
  try {
    return (await response.json()) as ApiBody;
  } catch {
    return { success: false };
  }
}

let refreshing: Promise<boolean> | null = null;

/** One refresh at a time, whoever asks: the rotated cookie may only be spent once. */
export function refreshSession(): Promise<boolean> {
  refreshing ??= (async () => {
    try {
      const response = await send("POST", "/api/auth/refresh", undefined, null);
      if (!response.ok) return false;
      const body = await readBody(response);
      if (typeof body.token !== "string") return false;
      renewSession(body.token, body.data as SessionUser | undefined);
      return true;
    } catch {
      return false;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

/** The response to a request made with the session (refreshed once on a 401). */
async function authedResponse(
  method: string,
  path: string,
  body: unknown,
  options: ApiOptions,
): Promise<Response> {
  const useAuth = options.auth !== false;
  const token = useAuth ? accessToken() : null;
  let response = await send(method, path, body, token, options.signal, options.headers);
  if (response.status === 401 && token) {
    if (!(await refreshSession())) {
      signOut();
      throw new SessionExpiredError();
    }
    response = await send(method, path, body, accessToken(), options.signal, options.headers);
    if (response.status === 401) {
      signOut();
      throw new SessionExpiredError();
    }
  }
  return response;
}

async function request<T>(
  method: string,
  path: string,
  body?: unknown,
  options: ApiOptions = {},
): Promise<ApiBody<T>> {
  const response = await authedResponse(method, path, body, options);
  const parsed = await readBody(response);
  if (!response.ok)
    throw new ApiRequestError(
      response.status,
      typeof parsed.message === "string" ? parsed.message : undefined,
    );
  return parsed as ApiBody<T>;
}

export const api = {
  get: <T = unknown>(path: string, options?: ApiOptions) => request<T>("GET", path, undefined, options),
  post: <T = unknown>(path: string, body?: unknown, options?: ApiOptions) =>
    request<T>("POST", path, body ?? {}, options),
  put: <T = unknown>(path: string, body?: unknown, options?: ApiOptions) =>
    request<T>("PUT", path, body ?? {}, options),
  delete: <T = unknown>(path: string, options?: ApiOptions) => request<T>("DELETE", path, undefined, options),
  /** A file the API answers (a tax invoice's PDF); a refusal throws with the server's message. */
  file: async (path: string, options: ApiOptions = {}): Promise<Blob> => {
    const response = await authedResponse("GET", path, undefined, options);
    if (response.ok) return response.blob();
    const parsed = await readBody(response);
    throw new ApiRequestError(
      response.status,
      typeof parsed.message === "string" ? parsed.message : undefined,
    );
  },
};
