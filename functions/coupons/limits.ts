/**
 * How fast coupon codes can be tried (docs/decisions/011): only refusals count (a code that works
 * takes its hit back), per client address and, when signed in, per account. A customer typing a
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

/**
 * Route middleware: counts the try before the body is read, so every refusal counts, a malformed
 * one too, whatever the reason (none tells a guesser more). The handler refunds a code that works.
 */
export const countCouponTry = createMiddleware<CouponTryEnv>(async (c, next) => {
  const customer = await signedInUserOrNull(c);
  const checks: [RateLimitRule, string][] = [[couponLimits.validatePerClient, clientAddress(c.req.raw)]];
  if (customer) checks.push([couponLimits.validatePerAccount, customer.id]);
  c.set("couponTry", { customer, attempt: await enforceRateLimit(c.env.DB, ...checks) });
  await next();
});
