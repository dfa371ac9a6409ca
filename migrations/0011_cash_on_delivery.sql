CREATE TABLE `cod_blocklist` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`value` text NOT NULL,
	`reason` text DEFAULT '' NOT NULL,
	`created_by` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `cod_blocklist_kind_value` ON `cod_blocklist` (`kind`,`value`);--> statement-breakpoint
CREATE TABLE `cod_collections` (
	`order_id` text PRIMARY KEY NOT NULL,
	`amount_paise` integer NOT NULL,
	`awb` text NOT NULL,
	`collected_at` integer NOT NULL,
	`remitted_at` integer,
	`remitted_by` text,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `cod_collections_remitted` ON `cod_collections` (`remitted_at`);--> statement-breakpoint
ALTER TABLE `orders` ADD `payment_method` text DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `cod_fee_paise` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `cod_code_attempts` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `returned_at` integer;--> statement-breakpoint
CREATE INDEX `orders_user_payment_method` ON `orders` (`user_id`,`payment_method`,`status`);--> statement-breakpoint
-- data migration (hand-written)
-- Parcels returned before the column existed: their last change is when they came back.
UPDATE `orders` SET `returned_at` = `updated_at` WHERE `status` = 'Returned to Origin' AND `returned_at` IS NULL;
