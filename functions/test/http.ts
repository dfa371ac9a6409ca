/**
 * Calls the real API (test Worker → createApp) the way a client would. Every answer of a route
 * declared with its schemas must match what the document says of it (documented-responses.ts).
 */
import { exports } from "cloudflare:workers";
import { createApp } from "../app.ts";
import type { Bindings } from "../env.ts";
import { expectDocumentedResponse } from "./documented-responses.ts";

export const BASE = "http://localhost:8787";

/** What a non-browser client sends to receive its refresh token in the JSON body as well. */
export const ASK_FOR_REFRESH_TOKEN = { "X-Refresh-Token-Delivery": "body" };
/** Headers every browser adds to a same-origin fetch, which no page script can remove. */
export const FROM_BROWSER = { Origin: BASE, "Sec-Fetch-Site": "same-origin", "Sec-Fetch-Mode": "cors" };

/** `bindings`: serve the call with this configuration instead of the test Worker's (e.g. a courier account). */
export async function api(
  path: string,
  init: RequestInit & { json?: unknown; token?: string; bindings?: Bindings } = {},
) {
  const headers = new Headers(init.headers);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(init.json);
  }
  if (init.token) headers.set("Authorization", `Bearer ${init.token}`);
  const { bindings, ...requestInit } = init;
  const request = new Request(`${BASE}${path}`, { ...requestInit, headers, body });
  const response = bindings
    ? await createApp().fetch(request, bindings)
    : await exports.default.fetch(request);
  const bytes = new Uint8Array(await response.arrayBuffer());
  const text = new TextDecoder().decode(bytes);
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {
    // Not JSON: the test asserts on `text` (or `bytes`, for a PDF).
  }
  expectDocumentedResponse(init.method ?? "GET", `${BASE}${path}`, {
    status: response.status,
    headers: response.headers,
    json,
  });
  return { status: response.status, headers: response.headers, json, text, bytes };
}
