/**
 * How fast coupon codes can be tried (docs/decisions/011): only refusals count (a code that works
 * takes its hit back), per client address and, when signed in, per account. A customer typing a
 * code or two never meets these; a script guessing codes meets a 429 within a few dozen tries.
 */
import { messages } from "../../domain/messages.ts";
import type { RateLimitRule } from "../lib/rate-limit.ts";

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
