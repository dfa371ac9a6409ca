/**
 * The public product reads, `GET /api/products` and `GET /api/products/{id}`, answered before the
 * API app runs while this Worker instance holds a fresh copy in memory (edge-cache.ts,
 * docs/decisions/026): the answer the app would give, body and headers, without its routing,
 * validation and middleware, which were most of such a read's time. Only exact paths the app has
 * answered lately are in memory (so only valid ids), and anything else (another method or path, a
 * copy expired or purged) goes to the app.
 */
import { addApiHeaders } from "../lib/security-headers.ts";
import { answerInMemory } from "./edge-cache.ts";

const PRODUCT_READ = /^\/api\/products(?:\/[^/]+)?$/;

export function productReadFromMemory(request: Request, pathname: string): Response | undefined {
  if (request.method !== "GET" || !PRODUCT_READ.test(pathname)) return undefined;
  const body = answerInMemory(pathname);
  if (body === undefined) return undefined;
  const headers = new Headers({ "Content-Type": "application/json" });
  addApiHeaders(headers);
  return new Response(body, { status: 200, headers });
}
