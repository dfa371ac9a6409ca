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

/** Like a link's placeholder (email-link-tokens.ts), it names the e-mail it was written for. */
const PLACEHOLDER = /\{\{cod-code:([A-Za-z0-9_-]{1,64})@([A-Za-z0-9_-]{1,64})\}\}/g;

export function codCodePlaceholder(orderId: string, emailId: string): string {
  return `{{cod-code:${orderId}@${emailId}}}`;
}

/** The order's code: the same every time, and only with the key. */
export async function codConfirmationCode(secret: Uint8Array, orderId: string): Promise<string> {
  const mac = await labelledMac(secret, `asthiveda-cod-code\0${orderId}`);
  // 48 bits reduced mod 10^6: the bias (one part in 2.8 × 10^8) is far below a guess's odds.
  const value = mac.slice(0, 6).reduce((sum, byte) => sum * 256 + byte, 0);
  return String(value % 10 ** COD_CODE_DIGITS).padStart(COD_CODE_DIGITS, "0");
}

/** The text of outbox e-mail `emailId` as it is sent: its own code placeholders replaced by the codes. */
export async function fillCodCodes(text: string, secret: () => Uint8Array, emailId: string): Promise<string> {
  const found = [...text.matchAll(PLACEHOLDER)].filter(([, , forEmail]) => forEmail === emailId);
  if (found.length === 0) return text;
  const key = secret();
  const codes = new Map<string, string>();
  for (const [placeholder, orderId] of found)
    codes.set(placeholder, await codConfirmationCode(key, orderId!));
  return text.replace(PLACEHOLDER, (placeholder) => codes.get(placeholder) ?? placeholder);
}
