CREATE TABLE `shipments` (
	`id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`source` text NOT NULL,
	`courier_name` text NOT NULL,
	`awb` text NOT NULL,
	`label_url` text,
	`provider_order_id` text,
	`provider_shipment_id` text,
	`courier_status` text DEFAULT '' NOT NULL,
	`scans_json` text DEFAULT '[]' NOT NULL,
	`last_update_at` integer,
	`track_check_at` integer,
	`track_check_failures` integer DEFAULT 0 NOT NULL,
	`track_check_error` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `shipments_order_unique` ON `shipments` (`order_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `shipments_awb_unique` ON `shipments` (`awb`);--> statement-breakpoint
CREATE INDEX `shipments_track_check` ON `shipments` (`track_check_at`);