-- One price (docs/decisions/008): the listed price and its discount are derived from the MRP
-- (domain/pricing.ts listedPrice), so price_paise and discount_percent go; every row keeps its MRP,
-- which is what the cart always charged from. SQLite drops a column named in a CHECK only by
-- rebuilding the table. drizzle-kit writes `PRAGMA foreign_keys=OFF` around the rebuild, which D1
-- ignores inside a migration, so order_lines' references to products would fail the DROP; D1's way
-- is to defer the foreign-key checks to the end of the migration, when products exist again.
PRAGMA defer_foreign_keys = on;--> statement-breakpoint
CREATE TABLE `__new_products` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`brand` text NOT NULL,
	`category` text NOT NULL,
	`image` text DEFAULT '' NOT NULL,
	`original_price_paise` integer NOT NULL,
	`stock` integer NOT NULL,
	`review_count` integer DEFAULT 0 NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	CONSTRAINT "products_stock_non_negative" CHECK("__new_products"."stock" >= 0),
	CONSTRAINT "products_price_non_negative" CHECK("__new_products"."original_price_paise" >= 0)
);
--> statement-breakpoint
INSERT INTO `__new_products`("id", "name", "description", "brand", "category", "image", "original_price_paise", "stock", "review_count", "status", "created_at", "updated_at") SELECT "id", "name", "description", "brand", "category", "image", "original_price_paise", "stock", "review_count", "status", "created_at", "updated_at" FROM `products`;--> statement-breakpoint
DROP TABLE `products`;--> statement-breakpoint
ALTER TABLE `__new_products` RENAME TO `products`;--> statement-breakpoint
PRAGMA defer_foreign_keys = off;