-- A claimed e-mail is leased to the delivery that claimed it, so the cron's retry of pending mail
-- never sends one a slow provider is still accepting (functions/lib/email-delivery.ts).
ALTER TABLE `email_outbox` ADD `lease_until` integer;
