/**
 * The public product reads, `GET /api/products` and `GET /api/products/{id}`, answered before the
 * API app runs while this Worker instance holds a fresh copy in memory (edge-cache.ts,
 * docs/decisions/026): the answer the app would give, body and headers, without its routing,
 * validation and middleware, which were most of such a read's time. Only exact paths the app has
 * answered lately are in memory (so only valid ids), and anything else (another method or path, a
 * copy expired or purged) goes to the app.
 *
 * Such a read makes as few runtime objects as it can: the headers are built once, and the path is
 * read from the URL's text. Each `Headers` or `URL` is a native object that the runtime frees only
 * after a garbage collection, all at once (decision 040).
 */
import { addApiHeaders } from "../lib/security-headers.ts";
import { answerInMemory } from "./edge-cache.ts";

const PRODUCT_READ = /^\/api\/products(?:\/[^/]+)?$/;

/** The app's headers on a product read: JSON, and the API's security and cache headers. */
const ANSWER_HEADERS: [string, string][] = (() => {
  const headers = new Headers({ "Content-Type": "application/json" });
  addApiHeaders(headers);
  return [...headers];
})();

/** The path of a request's absolute URL, without its query or fragment. */
export function pathOf(url: string): string {
  const start = url.indexOf("/", url.indexOf("://") + 3);
  if (start < 0) return "/";
  const end = url.slice(start).search(/[?#]/);
  return end < 0 ? url.slice(start) : url.slice(start, start + end);
}

export function productReadFromMemory(request: Request, pathname: string): Response | undefined {
  if (request.method !== "GET" || !PRODUCT_READ.test(pathname)) return undefined;
  const body = answerInMemory(pathname);
  if (body === undefined) return undefined;
  return new Response(body, { status: 200, headers: ANSWER_HEADERS });
}
