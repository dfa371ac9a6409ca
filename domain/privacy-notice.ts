/**
 * The privacy notice shown at sign-up (DPDP Act 2023, section 5): what we collect, why, for how
 * long and how to withdraw. Written once: the sign-up form shows it beside the consent checkbox
 * and the privacy page shows the same items. Consent is recorded against `PRIVACY_NOTICE_VERSION`
 * (functions/auth/service.ts), so change the version whenever the items change: a sign-up made
 * against an older text is refused and asked to read the new one.
 */
import { TAX_RECORDS_RETENTION_YEARS } from "./data-rights.ts";

export const PRIVACY_NOTICE_VERSION = "2026-11-22";

export type PrivacyNoticeItem = { heading: string; text: string };

export const PRIVACY_NOTICE_ITEMS: readonly PrivacyNoticeItem[] = [
  {
    heading: "What we collect",
    text: "Your name, e-mail and password (kept only as a hash); for each order, the delivery name, mobile, e-mail and address; and what you write to our care team.",
  },
  {
    heading: "Why",
    text: "To run your account, deliver and invoice your orders, answer your questions and prevent fraud. We never sell your data.",
  },
  {
    heading: "For how long",
    text: `While your account is open. Orders and their tax invoices are kept for ${TAX_RECORDS_RETENTION_YEARS} years after their financial year, as tax law requires, with only the name and address the invoice shows.`,
  },
  {
    heading: "How to withdraw",
    text: "Delete your account at any time from My account (you can download your data there first), or write to our grievance officer.",
  },
];
