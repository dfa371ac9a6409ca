CREATE TABLE `earlier_parcels` (
	`awb` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`courier_name` text NOT NULL,
	`ended_as` text,
	`replaced_at` integer NOT NULL,
	`news_stage` text,
	`news_at` integer,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "earlier_parcels_news_once" CHECK("earlier_parcels"."news_at" IS NULL OR "earlier_parcels"."news_at" >= 0)
);
--> statement-breakpoint
CREATE INDEX `earlier_parcels_order` ON `earlier_parcels` (`order_id`);--> statement-breakpoint
-- data migration (hand-written)
-- Until now a parcel replaced by another was kept only in the audit log: each "order.ship" entry
-- whose `before` names an AWB replaced that parcel, and the entry that shipped it names its courier.
-- Oldest first, so an AWB typed again for a later parcel names the newest parcel that had it.
INSERT OR REPLACE INTO `earlier_parcels` (`awb`, `order_id`, `courier_name`, `ended_as`, `replaced_at`)
SELECT json_extract(`replaced`.`before_json`, '$.awb'), `replaced`.`entity_id`,
  COALESCE((
    SELECT json_extract(`shipped`.`after_json`, '$.courier') FROM `audit_log` AS `shipped`
    WHERE `shipped`.`action` = 'order.ship' AND `shipped`.`entity_id` = `replaced`.`entity_id`
      AND json_extract(`shipped`.`after_json`, '$.awb') = json_extract(`replaced`.`before_json`, '$.awb')
    ORDER BY `shipped`.`created_at` DESC LIMIT 1
  ), ''),
  json_extract(`replaced`.`before_json`, '$.stage'), `replaced`.`created_at`
FROM `audit_log` AS `replaced`
WHERE `replaced`.`action` = 'order.ship' AND `replaced`.`entity` = 'order'
  AND json_extract(`replaced`.`before_json`, '$.awb') IS NOT NULL
  AND EXISTS (SELECT 1 FROM `orders` WHERE `orders`.`id` = `replaced`.`entity_id`)
ORDER BY `replaced`.`created_at`;
