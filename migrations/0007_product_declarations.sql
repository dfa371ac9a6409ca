ALTER TABLE `products` ADD `net_quantity_mg` integer;--> statement-breakpoint
ALTER TABLE `products` ADD `maker_role` text DEFAULT 'manufacturer' NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `maker_name` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `maker_address` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `country_of_origin` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `shelf_life_months` integer;--> statement-breakpoint
ALTER TABLE `products` ADD `ingredients_json` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `licence_number` text DEFAULT '' NOT NULL;--> statement-breakpoint
-- data migration (hand-written)
-- The seeded product's description claimed "stronger bones, easier joint movement and relief from
-- muscle soreness" (an effect claim the Drugs and Magic Remedies Act and the AYUSH advertising rules
-- do not allow; decision 018). Replace it with the compliant wording of domain/catalogue.ts, only where
-- the old seeded text is still there, so an admin's own description is never overwritten.
UPDATE `products` SET `description` = 'An Ayurvedic blend of Hadjod (Cissus quadrangularis), Shallaki (Boswellia serrata), Ashwagandha, Guggul, Haldi (turmeric) and Methi (fenugreek), herbs traditionally used to support bone strength, joint mobility and muscle comfort. Sold by the gram-measured sachet: one sachet a day in warm water or milk after a meal. Every batch is tested for heavy metals and microbial limits.' WHERE `id` = '66a1f0c2b5e4d3a2c1b0f9e8' AND `description` = 'An Ayurvedic blend of Hadjod (Cissus quadrangularis), Shallaki (Boswellia serrata), Ashwagandha, Guggul, Haldi (turmeric) and Methi (fenugreek) for stronger bones, easier joint movement and relief from muscle soreness. Sold by the gram-measured sachet: one sachet a day in warm water or milk after a meal. Every batch is tested for heavy metals and microbial limits.';
