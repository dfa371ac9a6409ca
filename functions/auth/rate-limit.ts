/**
 * A fixed-window rate limiter on the D1 `rate_limits` table, so every Worker instance counts
 * against the same numbers. One atomic upsert per hit: no read-then-write race between instances.
 *
 *   const rule = { name: "login:ip", limit: 30, windowSeconds: 900 };
 *   await enforceRateLimit(c.env.DB, rule, clientAddress(c.req.raw));   // throws 429 when over
 *
 * Keys are `<rule name>:<subject>`; a subject is whatever is being limited (a client address, a
 * normalised e-mail). Rows of past windows are swept now and then.
 */
import { accountMessages } from "../../domain/messages.ts";
import { ApiError } from "../lib/errors.ts";

export type RateLimitRule = { name: string; limit: number; windowSeconds: number };
export type RateLimitResult = { allowed: boolean; count: number; retryAfterSeconds: number };

/** Past windows are deleted on roughly one hit in this many (cheap, and keeps the table small). */
const SWEEP_ONE_IN = 50;
const SWEEP_OLDER_THAN_MS = 24 * 60 * 60 * 1000;

/** Counts one hit for `subject` under `rule` and says whether it is within the limit. */
export async function hitRateLimit(db: D1Database, rule: RateLimitRule, subject: string, now = Date.now()): Promise<RateLimitResult> {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const row = await db
    .prepare(
      `INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, 1)
       ON CONFLICT (key, window_start) DO UPDATE SET count = count + 1
       RETURNING count`,
    )
    .bind(`${rule.name}:${subject}`, windowStart)
    .first<{ count: number }>();
  if (Math.random() * SWEEP_ONE_IN < 1) {
    await db.prepare("DELETE FROM rate_limits WHERE window_start < ?1").bind(now - SWEEP_OLDER_THAN_MS).run();
  }
  const count = row?.count ?? 1;
  return { allowed: count <= rule.limit, count, retryAfterSeconds: Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000)) };
}

export class RateLimitedError extends ApiError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, accountMessages.tooManyAttempts, { "Retry-After": String(retryAfterSeconds) });
  }
}

/** Counts a hit against every (rule, subject) pair and throws a 429 if any is over its limit. */
export async function enforceRateLimit(db: D1Database, ...checks: [RateLimitRule, string][]): Promise<void> {
  const results = await Promise.all(checks.map(([rule, subject]) => hitRateLimit(db, rule, subject)));
  const over = results.filter((result) => !result.allowed);
  if (over.length > 0) throw new RateLimitedError(Math.max(...over.map((result) => result.retryAfterSeconds)));
}

/**
 * The client's address. On Cloudflare `CF-Connecting-IP` is set by the edge and cannot be forged
 * by the client; locally (wrangler dev, tests) it may be absent, and then all callers share one key.
 */
export function clientAddress(request: Request): string {
  return request.headers.get("CF-Connecting-IP") ?? "unknown";
}
