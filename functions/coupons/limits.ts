/**
 * How fast coupon codes can be tried (docs/decisions/011), wherever a code is priced (validate,
 * COD eligibility, place order): only refusals count (a code that works takes its hit back), per
 * client address and, when signed in, per account. A customer typing a
 * code or two never meets these; a script guessing codes meets a 429 within a few dozen tries.
 */
import { createMiddleware } from "hono/factory";
import { messages } from "../../domain/messages.ts";
import type { AppEnv } from "../env.ts";
import { type SessionUser, signedInUserOrNull } from "../lib/auth.ts";
import {
  type CountedAttempt,
  clientAddress,
  enforceRateLimit,
  type RateLimitRule,
} from "../lib/rate-limit.ts";
import { CouponRefused } from "./service.ts";

const FIFTEEN_MINUTES = 15 * 60;

export const couponLimits = {
  validatePerClient: {
    name: "coupon:ip",
    limit: 20,
    windowSeconds: FIFTEEN_MINUTES,
    message: messages.couponTooManyTries,
  },
  validatePerAccount: {
    name: "coupon:account",
    limit: 10,
    windowSeconds: FIFTEEN_MINUTES,
    message: messages.couponTooManyTries,
  },
} as const satisfies Record<string, RateLimitRule>;

export type CouponTryEnv = AppEnv & {
  Variables: { couponTry: { customer: SessionUser | null; attempt: CountedAttempt } };
};

/** Counts one try of a code by this client (and account, when signed in); a 429 past either limit. */
export function countCouponTryBy(db: D1Database, request: Request, customerId: string | null) {
  const checks: [RateLimitRule, string][] = [[couponLimits.validatePerClient, clientAddress(request)]];
  if (customerId) checks.push([couponLimits.validatePerAccount, customerId]);
  return enforceRateLimit(db, ...checks);
}

/**
 * Route middleware for `/coupons/validate`: counts the try before the body is read, so every
 * refusal counts, a malformed one too, whatever the reason (none tells a guesser more). The
 * handler refunds a code that works.
 */
export const countCouponTry = createMiddleware<CouponTryEnv>(async (c, next) => {
  const customer = await signedInUserOrNull(c);
  c.set("couponTry", {
    customer,
    attempt: await countCouponTryBy(c.env.DB, c.req.raw, customer?.id ?? null),
  });
  await next();
});

/**
 * For the routes that price a cart with a code on the way to something else (COD eligibility,
 * place order): the code counts as a try, within the same limits, before `pricing` runs, and stays
 * counted only if `pricing` refused the code (no code, nothing counted). Without it they answer whether a code works, as
 * often as one likes.
 */
export async function countedCouponTry<T>(
  code: string | null | undefined,
  count: () => Promise<CountedAttempt>,
  pricing: () => Promise<T>,
): Promise<T> {
  if (!code) return pricing();
  const attempt = await count();
  try {
    const priced = await pricing();
    await attempt.refund();
    return priced;
  } catch (error) {
    if (!(error instanceof CouponRefused)) await attempt.refund();
    throw error;
  }
}
