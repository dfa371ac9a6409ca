/**
 * Customers' data rights under the Digital Personal Data Protection Act 2023 (decision 022): how
 * long the records we must keep live, and what an erased account turns into. The sign-up notice
 * (privacy-notice.ts), the export and the erasure (functions/user/) all read these.
 */
import { ONGOING_STATUSES, type OrderStatus } from "./orders.ts";

/**
 * Orders with their tax invoices and credit notes are kept this long after the financial year
 * they belong to, even once their customer deleted the account: the Companies Act (section 128)
 * keeps books of account for 8 years, longer than GST's 72 months after the annual return.
 */
export const TAX_RECORDS_RETENTION_YEARS = 8;

/**
 * Messages sent through the contact form are kept this long after they arrive, handled or not
 * (the privacy policy says so); the cron deletes older ones (functions/contact/retention.ts).
 */
export const CONTACT_MESSAGE_RETENTION_YEARS = 2;

/**
 * Copies of the e-mails the shop sent (or gave up sending) stay in the outbox this long after they
 * were queued, or last sent when an admin resent one; the cron then deletes them (functions/lib/outbox.ts). Long enough to answer "I never
 * got the e-mail" and to show what a customer was told when a card payment is disputed (card
 * networks allow up to 120 days); beyond that they are personal data we no longer need (DPDP Act,
 * section 8(7)). The orders they speak of are kept on their own terms.
 */
export const EMAIL_COPY_RETENTION_DAYS = 180;

/** E-mail copies queued before this moment (ms) are past their retention at `now`. */
export const emailCopiesExpireBefore = (now: number) => now - EMAIL_COPY_RETENTION_DAYS * 86_400_000;

/** The moment `years` calendar years before `now` (ms): 29 February falls back to 1 March. */
export function yearsBefore(now: number, years: number): number {
  const date = new Date(now);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return date.getTime();
}

/**
 * An account cannot be deleted while one of its orders is in these statuses (unpaid and still
 * payable, paid and not yet delivered, or cash on delivery not yet delivered): the order still
 * needs its customer's mobile, e-mail and account to be paid, delivered or refunded.
 */
export const ACCOUNT_DELETION_BLOCKING_STATUSES = ONGOING_STATUSES satisfies readonly OrderStatus[];

/** What the customer types, besides the password, to confirm they mean it. */
export const ACCOUNT_DELETION_CONFIRMATION_WORD = "DELETE";

/**
 * The e-mail an erased account keeps: unique (its id) so the UNIQUE index holds, and in the
 * reserved `.invalid` domain (RFC 2606), so nothing is ever delivered to it. The real address is
 * then free for a new account.
 */
export function erasedAccountEmail(userId: string): string {
  return `erased-${userId}@deleted.invalid`;
}
