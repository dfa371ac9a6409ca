/**
 * A fixed-window rate limiter on the D1 `rate_limits` table, so every Worker instance counts
 * against the same numbers. One atomic upsert per hit: no read-then-write race between instances.
 *
 *   const rule = { name: "login:ip", limit: 30, windowSeconds: 900 };
 *   const attempt = await enforceRateLimit(c.env.DB, [rule, clientAddress(c.req.raw)]);  // 429 when over
 *   ...
 *   await attempt.refund();   // optional: this hit should not count (e.g. the login succeeded)
 *
 * Keys are `<rule name>:<subject>`; a subject is whatever is being limited (a client address, a
 * normalised e-mail). Rows of past windows are swept now and then.
 */
import { accountMessages } from "../../domain/messages.ts";
import { ApiError } from "../lib/errors.ts";

export type RateLimitRule = { name: string; limit: number; windowSeconds: number };
export type RateLimitResult = { allowed: boolean; count: number; retryAfterSeconds: number; key: string; windowStart: number };

/** Past windows are deleted on roughly one hit in this many (cheap, and keeps the table small). */
const SWEEP_ONE_IN = 50;
const SWEEP_OLDER_THAN_MS = 24 * 60 * 60 * 1000;

/** Counts one hit for `subject` under `rule` and says whether it is within the limit. */
export async function hitRateLimit(db: D1Database, rule: RateLimitRule, subject: string, now = Date.now()): Promise<RateLimitResult> {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const key = `${rule.name}:${subject}`;
  const row = await db
    .prepare(
      `INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, 1)
       ON CONFLICT (key, window_start) DO UPDATE SET count = count + 1
       RETURNING count`,
    )
    .bind(key, windowStart)
    .first<{ count: number }>();
  if (Math.random() * SWEEP_ONE_IN < 1) {
    await db.prepare("DELETE FROM rate_limits WHERE window_start < ?1").bind(now - SWEEP_OLDER_THAN_MS).run();
  }
  const count = row?.count ?? 1;
  return { allowed: count <= rule.limit, count, retryAfterSeconds: Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000)), key, windowStart };
}

/** Takes back one counted hit (in the window it was counted in). */
async function refundHit(db: D1Database, hit: RateLimitResult): Promise<void> {
  await db.prepare("UPDATE rate_limits SET count = count - 1 WHERE key = ?1 AND window_start = ?2 AND count > 0").bind(hit.key, hit.windowStart).run();
}

export class RateLimitedError extends ApiError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, accountMessages.tooManyAttempts, { "Retry-After": String(retryAfterSeconds) });
  }
}

export type CountedAttempt = { refund: () => Promise<void> };

/**
 * Counts a hit against every (rule, subject) pair and throws a 429 if any is over its limit.
 * `refund()` takes the hits back, for limits that should count failures only (a login that
 * succeeds must not lock its owner out): counting first and refunding after keeps the check atomic.
 */
export async function enforceRateLimit(db: D1Database, ...checks: [RateLimitRule, string][]): Promise<CountedAttempt> {
  const results = await Promise.all(checks.map(([rule, subject]) => hitRateLimit(db, rule, subject)));
  const over = results.filter((result) => !result.allowed);
  if (over.length > 0) throw new RateLimitedError(Math.max(...over.map((result) => result.retryAfterSeconds)));
  return { refund: async () => void (await Promise.all(results.map((result) => refundHit(db, result)))) };
}

/**
 * The client's address. On Cloudflare `CF-Connecting-IP` is set by the edge and cannot be forged
 * by the client; locally (wrangler dev, tests) it may be absent, and then all callers share one key.
 */
export function clientAddress(request: Request): string {
  return request.headers.get("CF-Connecting-IP") ?? "unknown";
}
