/**
 * Fixed-window rate limits kept in D1, so every Worker instance counts against the same numbers
 * (an in-memory counter would reset per isolate). One atomic upsert per hit; windows that have
 * ended are deleted for the same key in the same batch, so the table stays small.
 *
 *   const hit = await hitRateLimit(db, `contact:${ip}`, 5, 60 * 60 * 1000);
 *   if (!hit.allowed) ...
 * or, in a route, `await enforceRateLimit(c, key, limit, windowMs, message)` which answers 429.
 */
import { and, eq, lt, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { Db } from "../db/client.ts";
import { rateLimits } from "../db/schema.ts";
import { tooManyRequests } from "./errors.ts";

export type RateLimitResult = {
  allowed: boolean;
  /** Hits counted in the current window, this one included. */
  count: number;
  remaining: number;
  /** Seconds until the current window ends. */
  retryAfterSeconds: number;
};

export async function hitRateLimit(db: Db, key: string, limit: number, windowMs: number, now = Date.now()): Promise<RateLimitResult> {
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const [upserted] = await db.batch([
    db
      .insert(rateLimits)
      .values({ key, windowStart, count: 1 })
      .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
      .returning({ count: rateLimits.count }),
    db.delete(rateLimits).where(and(eq(rateLimits.key, key), lt(rateLimits.windowStart, windowStart))),
  ]);
  const count = upserted[0]?.count ?? limit + 1;
  return {
    allowed: count <= limit,
    count,
    remaining: Math.max(0, limit - count),
    retryAfterSeconds: Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000)),
  };
}

/** The caller's address as Cloudflare reports it; one shared bucket when it is unknown (local). */
export function clientIp(c: Context): string {
  return c.req.header("CF-Connecting-IP") ?? "unknown";
}

/** Counts a hit and throws a 429 (with Retry-After) once the limit is passed. */
export async function enforceRateLimit(c: Context, db: Db, key: string, limit: number, windowMs: number, message: string): Promise<void> {
  const hit = await hitRateLimit(db, key, limit, windowMs);
  if (hit.allowed) return;
  // Headers set on the context survive into the error response built by onError.
  c.header("Retry-After", String(hit.retryAfterSeconds));
  throw tooManyRequests(message);
}
