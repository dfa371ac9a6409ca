/**
 * The account endpoints' rate limits: one rule per client address (slows a single attacker down)
 * and one per target account (slows a distributed guess at one password or a flood of reset
 * e-mails to one inbox). Generous enough that a real person who mistypes never meets them.
 * Login limits count failed attempts only: a successful login takes its hit back.
 */
import type { RateLimitRule } from "../lib/rate-limit.ts";

const minutes = (n: number) => n * 60;

export const accountLimits = {
  loginPerClient: { name: "login:ip", limit: 30, windowSeconds: minutes(15) },
  loginPerAccount: { name: "login:account", limit: 10, windowSeconds: minutes(15) },
  adminLoginPerClient: { name: "admin-login:ip", limit: 10, windowSeconds: minutes(15) },
  adminLoginPerAccount: { name: "admin-login:account", limit: 5, windowSeconds: minutes(15) },
  registerPerClient: { name: "register:ip", limit: 10, windowSeconds: minutes(60) },
  registerPerAccount: { name: "register:account", limit: 5, windowSeconds: minutes(60) },
  forgotPerClient: { name: "forgot:ip", limit: 10, windowSeconds: minutes(60) },
  forgotPerAccount: { name: "forgot:account", limit: 3, windowSeconds: minutes(60) },
  resetPerClient: { name: "reset:ip", limit: 10, windowSeconds: minutes(15) },
  resetPerAccount: { name: "reset:account", limit: 5, windowSeconds: minutes(15) },
  passwordChangePerAccount: { name: "password-change:account", limit: 5, windowSeconds: minutes(15) },
} as const satisfies Record<string, RateLimitRule>;
