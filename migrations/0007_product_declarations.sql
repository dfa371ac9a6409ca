ALTER TABLE `products` ADD `net_quantity_mg` integer;--> statement-breakpoint
ALTER TABLE `products` ADD `maker_role` text DEFAULT 'manufacturer' NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `maker_name` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `maker_address` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `country_of_origin` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `shelf_life_months` integer;--> statement-breakpoint
ALTER TABLE `products` ADD `ingredients_json` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `licence_number` text DEFAULT '' NOT NULL;