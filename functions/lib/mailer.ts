/**
 * The e-mail provider adapter: one HTTP call to a transactional e-mail API, configured by
 * EMAIL_API_URL, EMAIL_API_KEY and EMAIL_FROM. The request is the common JSON shape
 * (`POST {from, to: [..], subject, text, html}` with a bearer key), which Resend accepts as is;
 * another provider needs only this file changed. Nothing else knows the provider's shapes.
 */
import type { Bindings } from "../env.ts";
import type { OutgoingEmail } from "./outbox.ts";

export type MailerConfig = { apiUrl: string; apiKey: string; from: string };

/** Null when no provider is configured (local development): e-mails then stay in the outbox. */
export function mailerConfig(env: Bindings): MailerConfig | null {
  if (!env.EMAIL_API_URL || !env.EMAIL_API_KEY || !env.EMAIL_FROM) return null;
  return { apiUrl: env.EMAIL_API_URL, apiKey: env.EMAIL_API_KEY, from: env.EMAIL_FROM };
}

export type Fetch = (input: Request | string | URL, init?: RequestInit) => Promise<Response>;

/**
 * How long the provider may take to accept one e-mail. The outbox leaves a claimed e-mail to its
 * sender for longer than this (email-delivery.ts), so no other delivery sends it meanwhile.
 */
export const EMAIL_SEND_TIMEOUT_MS = 20_000;

/** Sends one e-mail; throws with the provider's status when it is not accepted. */
export async function sendEmail(
  config: MailerConfig,
  email: OutgoingEmail,
  fetchImpl: Fetch = fetch,
): Promise<void> {
  const response = await fetchImpl(config.apiUrl, {
    method: "POST",
    signal: AbortSignal.timeout(EMAIL_SEND_TIMEOUT_MS),
    headers: { Authorization: `Bearer ${config.apiKey}`, "Content-Type": "application/json" },
    body: JSON.stringify({
      from: config.from,
      to: [email.to],
      subject: email.subject,
      text: email.text,
      ...(email.html ? { html: email.html } : {}),
    }),
  });
  if (!response.ok) {
    const detail = (await response.text().catch(() => "")).slice(0, 200);
    throw new Error(`E-mail provider answered ${response.status}${detail ? `: ${detail}` : ""}`);
  }
}
