/**
 * Cash-on-delivery confirmation codes (domain/cod.ts). A code is not random and not stored: it is
 * an HMAC, under the server's key, of the order's id, cut to COD_CODE_DIGITS digits. So neither
 * the orders table nor the e-mail outbox holds a usable code (the e-mail is queued with a
 * placeholder the sender fills, as secret links are: email-link-tokens.ts), and the SMS sent after
 * the order commits says the same code as the e-mail. Guessing is bounded by COD_MAX_CODE_ATTEMPTS
 * per order, each claimed before it is compared (functions/orders/cod/confirm.ts).
 */
import { COD_CODE_DIGITS } from "../../domain/cod.ts";
import { labelledMac } from "./email-link-tokens.ts";

const PLACEHOLDER = /\{\{cod-code:([A-Za-z0-9_-]{1,64})\}\}/g;

export function codCodePlaceholder(orderId: string): string {
  return `{{cod-code:${orderId}}}`;
}

/** The order's code: the same every time, and only with the key. */
export async function codConfirmationCode(secret: Uint8Array, orderId: string): Promise<string> {
  const mac = await labelledMac(secret, `asthiveda-cod-code\0${orderId}`);
  // 48 bits reduced mod 10^6: the bias (one part in 2.8 × 10^8) is far below a guess's odds.
  const value = mac.slice(0, 6).reduce((sum, byte) => sum * 256 + byte, 0);
  return String(value % 10 ** COD_CODE_DIGITS).padStart(COD_CODE_DIGITS, "0");
}

/** The text as it is sent: every code placeholder replaced by its order's code. */
export async function fillCodCodes(text: string, secret: () => Uint8Array): Promise<string> {
  const found = [...text.matchAll(PLACEHOLDER)];
  if (found.length === 0) return text;
  const key = secret();
  const codes = await Promise.all(found.map(([, orderId]) => codConfirmationCode(key, orderId!)));
  let i = 0;
  return text.replace(PLACEHOLDER, () => codes[i++]!);
}
