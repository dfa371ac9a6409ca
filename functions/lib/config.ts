/**
 * Configuration read from the Worker's env, with the defaults the README documents. A missing
 * secret that the shop cannot run safely without is a configuration error (logged, 500), never a
 * silent insecure fallback.
 */
import type { Bindings } from "../env.ts";
import type { CourierAccount } from "./courier.ts";
import { ApiError } from "./errors.ts";

const MIN_SECRET_LENGTH = 32;

export function jwtSecret(env: Bindings): Uint8Array {
  const secret = env.JWT_SECRET;
  if (!secret || secret.length < MIN_SECRET_LENGTH) {
    console.error(`JWT_SECRET is missing or shorter than ${MIN_SECRET_LENGTH} characters`);
    throw new ApiError(500, "The shop is not configured correctly. Please try again later.");
  }
  return new TextEncoder().encode(secret);
}

export function razorpayApiBase(env: Bindings): string {
  return (env.RAZORPAY_API_BASE || "https://api.razorpay.com").replace(/\/+$/, "");
}

/** The courier account, or null when none is configured (PIN code checks then use the bundled table). */
export function courierAccount(env: Bindings): CourierAccount | null {
  if (!env.SHIPROCKET_EMAIL || !env.SHIPROCKET_PASSWORD) return null;
  return {
    email: env.SHIPROCKET_EMAIL,
    password: env.SHIPROCKET_PASSWORD,
    apiBase: (env.SHIPROCKET_API_BASE || "https://apiv2.shiprocket.in").replace(/\/+$/, ""),
    pickupLocation: env.SHIPROCKET_PICKUP_LOCATION || null,
  };
}

/**
 * How the shop works with the courier: it books parcels through the account (decision 019), and it
 * follows the parcels it booked while it hears about them, asking with the account (the tracking
 * job) or told through the webhook, whose token is a setting of its own (decision 051).
 */
export type CourierLink = { books: boolean; follows: boolean };

export function courierLink(env: Bindings): CourierLink {
  const books = courierAccount(env) !== null;
  return { books, follows: books || Boolean(env.SHIPROCKET_WEBHOOK_TOKEN) };
}

/** A shop with neither the courier account nor its webhook (for code that is told the link). */
export const NO_COURIER: CourierLink = { books: false, follows: false };

export function siteUrl(env: Bindings, request?: Request): string {
  if (env.PUBLIC_SITE_URL) return env.PUBLIC_SITE_URL.replace(/\/+$/, "");
  return request ? new URL(request.url).origin : "http://localhost:8787";
}

/** GitHub sign-in for the editors' CMS (functions/cms/), or null when it is not configured. */
export type CmsGithubSignIn = {
  clientId: string;
  clientSecret: string;
  repo: string;
  branch: string;
  /** github.com, or the local fake the tests use: its /login/oauth/authorize and /access_token. */
  githubBase: string;
};

export function cmsGithubSignIn(env: Bindings): CmsGithubSignIn | null {
  const clientId = env.GITHUB_OAUTH_CLIENT_ID?.trim();
  const clientSecret = env.GITHUB_OAUTH_CLIENT_SECRET?.trim();
  const repo = env.CMS_GITHUB_REPO?.trim();
  if (!clientId || !clientSecret || !repo) return null;
  return {
    clientId,
    clientSecret,
    repo,
    branch: env.CMS_GITHUB_BRANCH?.trim() || "main",
    githubBase: (env.GITHUB_OAUTH_BASE || "https://github.com").replace(/\/+$/, ""),
  };
}
