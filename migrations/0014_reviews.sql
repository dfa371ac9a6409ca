CREATE TABLE `reviews` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`order_id` text NOT NULL,
	`order_line_id` text NOT NULL,
	`product_id` text NOT NULL,
	`rating` integer NOT NULL,
	`title` text NOT NULL,
	`body_text` text NOT NULL,
	`city` text DEFAULT '' NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`hide_reason` text,
	`reply` text,
	`replied_at` integer,
	`moderated_by` text,
	`moderated_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`order_line_id`) REFERENCES `order_lines`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`moderated_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "reviews_rating_range" CHECK("reviews"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reviews_order_line_unique` ON `reviews` (`order_line_id`);--> statement-breakpoint
CREATE INDEX `reviews_product_status` ON `reviews` (`product_id`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `reviews_status` ON `reviews` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `reviews_user` ON `reviews` (`user_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `products` ADD `review_rating_sum` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- data migration (hand-written)
-- Review counts were typed in by admins (the seed said 128); from now on they are the approved
-- reviews' count, kept by functions/reviews/counts.ts. Recounted from the reviews table, so
-- running this again gives the same numbers.
UPDATE `products` SET
	`review_count` = (SELECT COUNT(*) FROM `reviews` WHERE `reviews`.`product_id` = `products`.`id` AND `reviews`.`status` = 'approved'),
	`review_rating_sum` = (SELECT COALESCE(SUM(`rating`), 0) FROM `reviews` WHERE `reviews`.`product_id` = `products`.`id` AND `reviews`.`status` = 'approved');
