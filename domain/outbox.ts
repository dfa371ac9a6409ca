/**
 * An e-mail in the outbox (functions/lib/outbox.ts): `pending` until the provider accepts it, then
 * `sent`; `failed` once retries are used up, until an admin resends it. The database's column is
 * built from this list (functions/db/schema.ts) and the admin panel filters by it.
 */
export const EMAIL_STATUSES = ["pending", "sent", "failed"] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];
