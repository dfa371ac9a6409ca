/**
 * Configuration read from the Worker's env, with the defaults the README documents. A missing
 * secret that the shop cannot run safely without is a configuration error (logged, 500), never a
 * silent insecure fallback.
 */
import type { Bindings } from "../env.ts";
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

export function siteUrl(env: Bindings, request?: Request): string {
  if (env.PUBLIC_SITE_URL) return env.PUBLIC_SITE_URL.replace(/\/+$/, "");
  return request ? new URL(request.url).origin : "http://localhost:8787";
}
