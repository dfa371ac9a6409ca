CREATE TABLE `parcel_losses` (
	`id` text PRIMARY KEY NOT NULL,
	`awb` text NOT NULL,
	`order_id` text NOT NULL,
	`courier_name` text NOT NULL,
	`lost_at` integer NOT NULL,
	`found_at` integer,
	`found_as` text,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `parcel_losses_awb` ON `parcel_losses` (`awb`);--> statement-breakpoint
CREATE INDEX `parcel_losses_lost` ON `parcel_losses` (`lost_at`);--> statement-breakpoint
CREATE INDEX `parcel_losses_found` ON `parcel_losses` (`found_at`);--> statement-breakpoint
-- data migration (hand-written)
-- The losses already known: parcels the courier reports lost now (at the time of that report), and
-- lost parcels an admin replaced (decision 050), whose report's time was not kept: the replacement's
-- time stands for it. Those found since (delivered or returned) carry when. Ids as newId() makes them
-- (24 hex digits); nothing outside this table refers to them.
INSERT INTO `parcel_losses` (`id`, `awb`, `order_id`, `courier_name`, `lost_at`)
SELECT lower(hex(randomblob(12))), `awb`, `order_id`, `courier_name`, COALESCE(`last_update_at`, `updated_at`)
FROM `shipments` WHERE `stage` = 'lost';
--> statement-breakpoint
INSERT INTO `parcel_losses` (`id`, `awb`, `order_id`, `courier_name`, `lost_at`, `found_at`, `found_as`)
SELECT lower(hex(randomblob(12))), `awb`, `order_id`, `courier_name`, `replaced_at`, `news_at`, `news_stage`
FROM `earlier_parcels` WHERE `ended_as` = 'lost';
