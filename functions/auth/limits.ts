/**
 * The account endpoints' rate limits. Each is generous enough that a real person who mistypes never
 * meets it; the README lists them and docs/decisions/009 explains the login ones.
 *
 * Logins count failures only (a successful login takes its hits back) and never refuse an account
 * as a whole: a 429 is for one client address, alone or at one account. Failures at an account
 * from every address together only raise the proof a login needs — past `loginFailuresPerAccount`
 * the right password earns an e-mailed one-time link instead of a session (login-throttle.ts) —
 * so nobody can lock an owner out by failing on purpose.
 */
import type { RateLimitRule } from "../lib/rate-limit.ts";

const minutes = (n: number) => n * 60;
const hours = (n: number) => n * 60 * 60;

export const accountLimits = {
  /** One address guessing one account's password: quickly refused, that address at that account only. */
  loginPerAccountAndClient: { name: "login:account+ip", limit: 5, windowSeconds: minutes(15) },
  /** …and for the day, so one address alone can never reach `loginFailuresPerAccount`. */
  loginPerAccountAndClientDaily: { name: "login:account+ip:day", limit: 20, windowSeconds: hours(24) },
  /** One address guessing across many accounts (credential stuffing). */
  loginPerClient: { name: "login:ip", limit: 30, windowSeconds: minutes(15) },
  adminLoginPerClient: { name: "admin-login:ip", limit: 10, windowSeconds: minutes(15) },
  /** Failures at one account from all addresses; past it a login needs the e-mailed link. Never a 429. */
  loginFailuresPerAccount: { name: "login-failures:account", limit: 50, windowSeconds: hours(24) },
  /** Log-in link e-mails one account receives (only a right password sends one). */
  loginLinkEmailsPerAccount: { name: "login-link-email:account", limit: 5, windowSeconds: hours(1) },
  /** Presenting log-in links, right or wrong, from one address. */
  loginLinkPerClient: { name: "login-link:ip", limit: 10, windowSeconds: minutes(15) },
  registerPerClient: { name: "register:ip", limit: 10, windowSeconds: minutes(60) },
  registerPerAccount: { name: "register:account", limit: 5, windowSeconds: minutes(60) },
  forgotPerClient: { name: "forgot:ip", limit: 10, windowSeconds: minutes(60) },
  forgotPerAccount: { name: "forgot:account", limit: 3, windowSeconds: minutes(60) },
  resetPerClient: { name: "reset:ip", limit: 10, windowSeconds: minutes(15) },
  resetPerAccount: { name: "reset:account", limit: 5, windowSeconds: minutes(15) },
  /** Presenting links that confirm a new e-mail, right or wrong, from one address. */
  emailConfirmPerClient: { name: "email-confirm:ip", limit: 10, windowSeconds: minutes(15) },
  passwordChangePerAccount: { name: "password-change:account", limit: 5, windowSeconds: minutes(15) },
} as const satisfies Record<string, RateLimitRule>;
