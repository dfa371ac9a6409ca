/**
 * Ticket numbers of Contact Us messages (decision 018): `CARE-7KQ4-M2XD`, the prefix and eight
 * random characters of Crockford's base 32 (digits and capitals without I, L, O and U, so nothing
 * read over the phone is ambiguous). Random rather than a running count: a ticket tells nobody how
 * many complaints the shop gets, cannot be guessed from another, and needs no shared counter.
 * Forty random bits make a repeat vanishingly rare; the database's UNIQUE index refuses one, and
 * the sender draws again.
 */
import { shopDate } from "./shop-time.ts";

export const CONTACT_TICKET_PREFIX = "CARE";

const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const RANDOM_CHARACTERS = 8;

export const CONTACT_TICKET_PATTERN = new RegExp(
  `^${CONTACT_TICKET_PREFIX}-[${ALPHABET}]{4}-[${ALPHABET}]{4}$`,
);

/** A new ticket number from the platform's cryptographic random source. */
export function newContactTicket(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(RANDOM_CHARACTERS));
  // 256 is a multiple of 32, so each byte's low five bits are uniform.
  const code = Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join("");
  return `${CONTACT_TICKET_PREFIX}-${code.slice(0, 4)}-${code.slice(4)}`;
}

/**
 * The date (`YYYY-MM-DD`, India time) by which a complaint received at `receivedAtMs` must be
 * resolved: the same day `months` later, or that month's last day when it is shorter (received
 * 31 January, resolved by 28 or 29 February).
 */
export function resolveByDate(receivedAtMs: number, months: number): string {
  const received = new Date(shopDate(receivedAtMs));
  const year = received.getUTCFullYear();
  const month = received.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const due = new Date(Date.UTC(year, month, Math.min(received.getUTCDate(), lastDay)));
  return due.toISOString().slice(0, 10);
}

const longDate = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** `2026-12-21` as "21 December 2026". */
export function formatLongDate(isoDate: string): string {
  return longDate.format(new Date(`${isoDate}T00:00:00Z`));
}
