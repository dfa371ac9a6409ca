/**
 * The sign-in routes are public, like the account ones (functions/auth/limits.ts): one rule per
 * client address counts both the start (`/auth`) and the return (`/callback`), so one sign-in costs
 * two hits. Generous for an editor who retries; it stops a script hammering GitHub through us.
 */
import type { RateLimitRule } from "../lib/rate-limit.ts";
import { cmsMessages } from "../../domain/cms-messages.ts";

export const cmsSignInPerClient = {
  name: "cms-sign-in:ip",
  limit: 30,
  windowSeconds: 15 * 60,
  message: cmsMessages.rateLimited,
} as const satisfies RateLimitRule;
