/**
 * Which payment provider takes the money, decided once from configuration:
 * - Razorpay keys set → Razorpay;
 * - no keys and PAYMENT_TEST_MODE=true (what `npm start` sets locally) → the simulated test gateway;
 * - otherwise → payments are disabled and orders are refused with a clear message, so a deployed
 *   shop that lost its keys never pretends to take money.
 * Both gateways have the same shape, so verification, webhooks and expiry run the same code.
 */
import type { Db } from "../db/client.ts";
import type { Bindings } from "../env.ts";
import { razorpayApiBase } from "../lib/config.ts";
import { ApiError } from "../lib/errors.ts";
import { hmacSha256Hex, razorpayClient, type RazorpayClient } from "../lib/razorpay.ts";
import { messages } from "../../domain/messages.ts";
import type { PaymentProvider } from "../../domain/payments.ts";
import { testGateway } from "./test-gateway.ts";

export type PaymentMode = PaymentProvider | "disabled";
export type Provider = PaymentProvider;

export function paymentMode(env: Bindings): PaymentMode {
  if (env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET) return "razorpay";
  if (env.PAYMENT_TEST_MODE === "true") return "test";
  return "disabled";
}

export type PaymentGateway = Pick<
  RazorpayClient,
  "createOrder" | "fetchPayment" | "fetchOrderPayments" | "capturePayment" | "refundPayment"
> & {
  provider: Provider;
  /** What the browser's checkout is opened with (Razorpay's key id; never a secret). */
  publicKey: string;
  /** The secret the checkout callback's signature is made with. */
  signingSecret: string;
};

/** The secret test-mode payments are signed with: derived from JWT_SECRET, never sent anywhere. */
export async function testModeSecret(env: Bindings): Promise<string> {
  if (!env.JWT_SECRET) throw new ApiError(500, messages.unexpected);
  return hmacSha256Hex(env.JWT_SECRET, "asthiveda:test-payment-mode");
}

/** The gateway for a provider an existing payment was made with. */
export async function gatewayFor(env: Bindings, db: Db, provider: Provider): Promise<PaymentGateway> {
  if (provider === "test") {
    if (paymentMode(env) !== "test") throw new ApiError(409, messages.testModeOnly);
    const secret = await testModeSecret(env);
    return { ...testGateway(db), provider, publicKey: "test", signingSecret: secret };
  }
  if (!env.RAZORPAY_KEY_ID || !env.RAZORPAY_KEY_SECRET)
    throw new ApiError(503, messages.paymentsNotConfigured);
  const client = razorpayClient({
    keyId: env.RAZORPAY_KEY_ID,
    keySecret: env.RAZORPAY_KEY_SECRET,
    apiBase: razorpayApiBase(env),
  });
  return { ...client, provider, publicKey: env.RAZORPAY_KEY_ID, signingSecret: env.RAZORPAY_KEY_SECRET };
}

/** The gateway new payments go through; 503 with a clear message when payments are disabled. */
export async function currentGateway(env: Bindings, db: Db): Promise<PaymentGateway> {
  return gatewayFor(env, db, enabledPaymentMode(env));
}

/** Who takes new payments; 503 with a clear message when payments are disabled. */
export function enabledPaymentMode(env: Bindings): Provider {
  const mode = paymentMode(env);
  if (mode === "disabled") throw new ApiError(503, messages.paymentsNotConfigured);
  return mode;
}
