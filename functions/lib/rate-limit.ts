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
 * normalised e-mail). A key's past windows are deleted by the database when its next window opens
 * (the `rate_limits_forget_past_windows` trigger, migrations/0016): one statement per hit. Keys
 * that do not come back are deleted by the hourly cron once their window has ended
 * (`forgetPastWindows`).
 */
import { sql } from "drizzle-orm";
import { accountMessages } from "../../domain/account-messages.ts";
import { bound } from "../db/bound.ts";
import type { Db } from "../db/client.ts";
import { rateLimits } from "../db/schema.ts";
import { GUARDS, violated } from "./batch-guards.ts";
import { ApiError } from "./errors.ts";

/** `message` is what a limited caller reads; the default suits most forms. */
export type RateLimitRule = { name: string; limit: number; windowSeconds: number; message?: string };
export type RateLimitResult = {
  allowed: boolean;
  count: number;
  retryAfterSeconds: number;
  key: string;
  windowStart: number;
};

/** Counts one hit for `subject` under `rule` and says whether it is within the limit. */
export async function hitRateLimit(
  db: D1Database,
  rule: RateLimitRule,
  subject: string,
  now = Date.now(),
): Promise<RateLimitResult> {
  return (await hitRateLimits(db, [[rule, subject]], now))[0]!;
}

/** One hit for each (rule, subject) pair, all in one D1 round trip: each round trip costs Worker CPU. */
async function hitRateLimits(
  db: D1Database,
  checks: [RateLimitRule, string][],
  now: number,
): Promise<RateLimitResult[]> {
  if (checks.length === 0) return [];
  const hits = checks.map(([rule, subject]) => ({ rule, ...windowOf(rule, subject, now) }));
  const answers = await db.batch<{ count: number }>(
    hits.map(({ key, windowStart }) =>
      db
        .prepare(
          `INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, 1)
           ON CONFLICT (key, window_start) DO UPDATE SET count = count + 1
           RETURNING count`,
        )
        .bind(key, windowStart),
    ),
  );
  return hits.map((hit, i) => {
    const count = answers[i]?.results[0]?.count ?? hit.rule.limit + 1;
    return {
      allowed: count <= hit.rule.limit,
      count,
      retryAfterSeconds: retryAfterSeconds(hit, now),
      key: hit.key,
      windowStart: hit.windowStart,
    };
  });
}

/**
 * No rule counts over a longer window: the cron deletes every window that ended before this long
 * ago (`forgetPastWindows`), since keys name e-mails, mobiles and addresses that a key's own next
 * window might never come to clear.
 */
export const LONGEST_RATE_LIMIT_WINDOW_MS = 24 * 60 * 60 * 1000;

/** The fixed window `now` falls in, for one rule and subject, and the row key it is counted under. */
function windowOf(rule: RateLimitRule, subject: string, now: number) {
  const windowMs = rule.windowSeconds * 1000;
  if (windowMs > LONGEST_RATE_LIMIT_WINDOW_MS) throw new Error(`Rate limit ${rule.name}: window too long`);
  return { windowMs, windowStart: Math.floor(now / windowMs) * windowMs, key: `${rule.name}:${subject}` };
}

function retryAfterSeconds(window: { windowStart: number; windowMs: number }, now: number): number {
  return Math.max(1, Math.ceil((window.windowStart + window.windowMs - now) / 1000));
}

/** Takes back one counted hit (in the window it was counted in). */
export async function refundHit(db: D1Database, hit: RateLimitResult): Promise<void> {
  await db
    .prepare("UPDATE rate_limits SET count = count - 1 WHERE key = ?1 AND window_start = ?2 AND count > 0")
    .bind(hit.key, hit.windowStart)
    .run();
}

/**
 * A limit on how many different `values` one subject may use in a window (the different mobiles
 * one account asks cash on delivery for): a value used already in the window costs nothing, a new
 * one costs a hit of `rule`. One batch: of two requests racing with the same new value only one
 * counts it, and a refusal (a new value past the limit) writes nothing, so the value stays new.
 * Throws the rule's 429 when refused.
 */
export async function enforceDistinctLimit(
  db: D1Database,
  rule: RateLimitRule,
  subject: string,
  values: readonly string[],
  now = Date.now(),
): Promise<void> {
  const counter = windowOf(rule, subject, now);
  const statements = [
    db
      .prepare("INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, 0) ON CONFLICT DO NOTHING")
      .bind(counter.key, counter.windowStart),
  ];
  for (const value of new Set(values)) {
    const seen = windowOf({ ...rule, name: `${rule.name}:seen` }, `${subject}:${value}`, now);
    statements.push(
      db
        .prepare(
          "INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, 1) ON CONFLICT (key, window_start) DO UPDATE SET count = count + 1",
        )
        .bind(seen.key, seen.windowStart),
      // Counted only on the value's first use in the window; past the limit, -1 rolls the batch back.
      db
        .prepare(
          `UPDATE rate_limits SET count = CASE WHEN count + 1 > ?3 THEN -1 ELSE count + 1 END
           WHERE key = ?1 AND window_start = ?2
             AND (SELECT count FROM rate_limits WHERE key = ?4 AND window_start = ?5) = 1`,
        )
        .bind(counter.key, counter.windowStart, rule.limit, seen.key, seen.windowStart),
    );
  }
  try {
    await db.batch(statements);
  } catch (error) {
    if (violated(error, GUARDS.rateLimit))
      throw new RateLimitedError(retryAfterSeconds(counter, now), rule.message);
    throw error;
  }
}

/**
 * Deletes the counts of windows that have ended (the cron, hourly: the delete reads the whole
 * table, which has no index on the window, and an index would cost every hit a write).
 */
export async function forgetPastWindows(db: D1Database, now: number): Promise<number> {
  const { meta } = await db
    .prepare("DELETE FROM rate_limits WHERE window_start < ?1")
    .bind(now - LONGEST_RATE_LIMIT_WINDOW_MS)
    .run();
  return meta.changes;
}

export class RateLimitedError extends ApiError {
  constructor(
    readonly retryAfterSeconds: number,
    message: string = accountMessages.tooManyAttempts,
  ) {
    super(429, message, { "Retry-After": String(retryAfterSeconds) });
  }
}

/**
 * The hits as statements for the caller's own batch, for a limit that counts only what the batch
 * commits (placed orders: decision 031). A hit that would pass its rule's limit writes -1, which
 * `rate_limits_count_non_negative` refuses, so the whole batch rolls back, hits included; so does
 * a batch that fails for any other reason. Put them first, so a caller over its limit hears that.
 * `refusal` is the 429 to answer when the batch failed on `GUARDS.rateLimit`: its Retry-After is
 * the latest end among the windows, since the batch cannot say which rule refused.
 */
export function rateLimitHitsInBatch(db: Db, checks: [RateLimitRule, string][], now: number) {
  const hits = checks.map(([rule, subject]) => ({ rule, ...windowOf(rule, subject, now) }));
  const statements = hits.map(({ rule, key, windowStart }) =>
    bound(db, "rate-limit hit", writeBatchHit, { key, windowStart, limit: rule.limit }),
  );
  const refusal = () =>
    new RateLimitedError(
      Math.max(...hits.map((hit) => retryAfterSeconds(hit, now))),
      hits[0]?.rule.message ?? accountMessages.tooManyAttempts,
    );
  return { statements, refusal };
}

/** One hit for a caller's batch, written once (db/bound.ts): -1 past the limit, else one more. */
function writeBatchHit(db: Db) {
  const limit = sql.placeholder("limit");
  return db
    .insert(rateLimits)
    .values({ key: sql.placeholder("key"), windowStart: sql.placeholder("windowStart"), count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: {
        count: sql`CASE WHEN ${rateLimits.count} + 1 > ${limit} THEN -1 ELSE ${rateLimits.count} + 1 END`,
      },
    });
}

export type CountedAttempt = { refund: () => Promise<void> };

/**
 * Counts a hit against every (rule, subject) pair and throws a 429 if any is over its limit.
 * `refund()` takes the hits back, for limits that should count failures only (a login that
 * succeeds must not lock its owner out): counting first and refunding after keeps the check atomic.
 */
export function enforceRateLimit(
  db: D1Database,
  ...checks: [RateLimitRule, string][]
): Promise<CountedAttempt> {
  return countAgainstLimits(db, checks, { refusalCounts: true });
}

/**
 * As `enforceRateLimit`, for limits on what a refused request never does (a COD order refused sends
 * no code): a refusal gives every hit back, so one rule over its limit spends none of the others'.
 */
export function enforceRateLimitCountingOnlyAllowed(
  db: D1Database,
  ...checks: [RateLimitRule, string][]
): Promise<CountedAttempt> {
  return countAgainstLimits(db, checks, { refusalCounts: false });
}

async function countAgainstLimits(
  db: D1Database,
  checks: [RateLimitRule, string][],
  { refusalCounts }: { refusalCounts: boolean },
): Promise<CountedAttempt> {
  const results = await hitRateLimits(db, checks, Date.now());
  const counted = {
    refund: async () => void (await Promise.all(results.map((result) => refundHit(db, result)))),
  };
  const over = results.flatMap((result, i) => (result.allowed ? [] : [{ result, rule: checks[i]![0] }]));
  if (over.length > 0) {
    if (!refusalCounts) await counted.refund();
    throw new RateLimitedError(
      Math.max(...over.map(({ result }) => result.retryAfterSeconds)),
      over[0]!.rule.message,
    );
  }
  return counted;
}

/**
 * The client's address, as limits count it. On Cloudflare `CF-Connecting-IP` is set by the edge
 * and cannot be forged by the client; locally (wrangler dev, tests) it may be absent, and then all
 * callers share one key. An IPv6 client is counted by its /64: one home or server is usually given
 * a whole /64 (2^64 addresses), so counting single addresses would not slow it down at all.
 */
export function clientAddress(request: Request): string {
  const address = request.headers.get("CF-Connecting-IP")?.trim();
  if (!address) return "unknown";
  return address.includes(":") && !address.includes(".") ? ipv6Network64(address) : address;
}

/** "2001:db8:0:0:1:2:3:4" and "2001:0DB8::5" both give "2001:db8:0:0::/64". */
function ipv6Network64(address: string): string {
  const halves = address.toLowerCase().split("::");
  const head = halves[0] ? halves[0].split(":") : [];
  const tail = halves.length > 1 && halves[1] ? halves[1].split(":") : [];
  const groups =
    halves.length > 1
      ? [...head, ...Array<string>(Math.max(0, 8 - head.length - tail.length)).fill("0"), ...tail]
      : head;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
