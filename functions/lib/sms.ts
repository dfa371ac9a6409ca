/**
 * The SMS provider adapter, like the e-mail one (mailer.ts): one HTTP call, configured by
 * SMS_API_URL, SMS_API_KEY and SMS_SENDER. The request is a plain JSON shape
 * (`POST {sender, to: "+91…", text}` with a bearer key); another provider (MSG91, Gupshup, …)
 * needs only this file changed. Nothing else knows the provider's shapes.
 *
 * Without a provider (local development) nothing is sent: the message is printed to the console,
 * labelled local mode, in full only when the shop runs on a local address (a deployed shop's logs
 * never show a code).
 */
import type { Bindings } from "../env.ts";
import { siteUrl } from "./config.ts";
import type { Fetch } from "./mailer.ts";

export type SmsConfig = { apiUrl: string; apiKey: string; sender: string };
export type OutgoingSms = { to: string; text: string };

export function smsConfig(env: Bindings): SmsConfig | null {
  if (!env.SMS_API_URL || !env.SMS_API_KEY || !env.SMS_SENDER) return null;
  return { apiUrl: env.SMS_API_URL, apiKey: env.SMS_API_KEY, sender: env.SMS_SENDER };
}

const isLocalSite = (env: Bindings) => /^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(siteUrl(env));

/** `to`: a 10-digit Indian mobile. Throws with the provider's status when it is not accepted. */
export async function sendSms(env: Bindings, sms: OutgoingSms, fetchImpl: Fetch = fetch): Promise<void> {
  const config = smsConfig(env);
  if (!config) {
    const text = isLocalSite(env) ? sms.text : sms.text.replace(/\d{4,}/g, "[hidden]");
    console.log(`[sms — local mode, no SMS provider configured] to ${sms.to} | ${text}`);
    return;
  }
  const response = await fetchImpl(config.apiUrl, {
    method: "POST",
    headers: { Authorization: `Bearer ${config.apiKey}`, "Content-Type": "application/json" },
    body: JSON.stringify({ sender: config.sender, to: `+91${sms.to}`, text: sms.text }),
  });
  if (!response.ok) {
    const detail = (await response.text().catch(() => "")).slice(0, 200);
    throw new Error(`SMS provider answered ${response.status}${detail ? `: ${detail}` : ""}`);
  }
}
