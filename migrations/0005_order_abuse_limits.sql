CREATE TABLE `delivery_addresses` (
	`user_id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`mobile` text NOT NULL,
	`email` text NOT NULL,
	`address` text NOT NULL,
	`city` text NOT NULL,
	`state` text NOT NULL,
	`pincode` text NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
ALTER TABLE `orders` ADD `payment_check_failures` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `payment_check_error` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `payment_check_retry_at` integer;--> statement-breakpoint
CREATE INDEX `orders_user_status` ON `orders` (`user_id`,`status`);--> statement-breakpoint
-- data migration (hand-written)
-- Each customer's last order's address becomes their saved delivery address (orders used to
-- write it over the profile instead). Idempotent: a customer who already has one keeps it.
INSERT OR IGNORE INTO `delivery_addresses` (`user_id`, `name`, `mobile`, `email`, `address`, `city`, `state`, `pincode`, `updated_at`)
SELECT `o`.`user_id`, `o`.`ship_name`, `o`.`ship_mobile`, `o`.`ship_email`, `o`.`ship_address`, `o`.`ship_city`, `o`.`ship_state`, `o`.`ship_pincode`, `o`.`created_at`
FROM `orders` AS `o`
WHERE `o`.`id` = (SELECT `latest`.`id` FROM `orders` AS `latest` WHERE `latest`.`user_id` = `o`.`user_id` ORDER BY `latest`.`created_at` DESC, `latest`.`id` DESC LIMIT 1);
