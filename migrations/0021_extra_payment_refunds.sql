CREATE TABLE `extra_payment_refunds` (
	`provider_payment_id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`state` text NOT NULL,
	`refused_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
-- data migration (hand-written)
-- Until now the order's history notes were the only record of an extra payment's refund. Each note
-- becomes its row: "Extra payment <id> refunded (…)" a refunded one; the older refusal note
-- "Payment <id> arrived after the order was paid or closed, and refunding it failed: <Razorpay's
-- reason> Refund it from the Razorpay dashboard." a refused one (a refunded row wins where both
-- exist). That refusal note is in the customer's order too, so it is rewritten to the words the
-- shop now writes for both; the reason stays in the server's log. (D1 refuses LIKE patterns over 50
-- bytes, hence substr and instr.)
INSERT OR IGNORE INTO `extra_payment_refunds` (`provider_payment_id`, `order_id`, `state`, `refused_at`, `created_at`, `updated_at`)
SELECT substr(`note`, 15, instr(`note`, ' refunded (') - 15), `order_id`, 'refunded', NULL, `created_at`, `created_at`
FROM `order_status_history`
WHERE substr(`note`, 1, 14) = 'Extra payment ' AND instr(`note`, ' refunded (') > 0;
--> statement-breakpoint
INSERT OR IGNORE INTO `extra_payment_refunds` (`provider_payment_id`, `order_id`, `state`, `refused_at`, `created_at`, `updated_at`)
SELECT substr(`note`, 9, instr(`note`, ' arrived after the order was paid or closed, and refunding it failed: ') - 9), `order_id`, 'refused', `created_at`, `created_at`, `created_at`
FROM `order_status_history`
WHERE substr(`note`, 1, 8) = 'Payment ' AND instr(`note`, ' arrived after the order was paid or closed, and refunding it failed: ') > 0;
--> statement-breakpoint
UPDATE `order_status_history`
SET `note` = 'Extra payment ' || substr(`note`, 9, instr(`note`, ' arrived after the order was paid or closed, and refunding it failed: ') - 9) || ' could not be refunded automatically; it will be refunded by hand'
WHERE substr(`note`, 1, 8) = 'Payment ' AND instr(`note`, ' arrived after the order was paid or closed, and refunding it failed: ') > 0;
