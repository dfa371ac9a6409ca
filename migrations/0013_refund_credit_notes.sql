ALTER TABLE `credit_notes` ADD `provider_refund_id` text;--> statement-breakpoint
CREATE UNIQUE INDEX `credit_notes_provider_refund_unique` ON `credit_notes` (`provider_refund_id`);