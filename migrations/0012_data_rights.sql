CREATE TABLE `account_deletions` (
	`user_id` text PRIMARY KEY NOT NULL,
	`deleted_at` integer NOT NULL,
	`open_orders` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "account_deletions_no_open_orders" CHECK("account_deletions"."open_orders" = 0)
);
--> statement-breakpoint
CREATE TABLE `privacy_consents` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`notice_version` text NOT NULL,
	`given_at` integer NOT NULL,
	`withdrawn_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `privacy_consents_user` ON `privacy_consents` (`user_id`);--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `user_id` text REFERENCES users(id);--> statement-breakpoint
CREATE INDEX `contact_messages_user` ON `contact_messages` (`user_id`);