ALTER TABLE `coupons` ADD `starts_at` integer;--> statement-breakpoint
ALTER TABLE `coupons` ADD `per_customer_limit` integer;--> statement-breakpoint
ALTER TABLE `coupons` ADD `updated_at` integer;--> statement-breakpoint
CREATE INDEX `orders_coupon` ON `orders` (`coupon_code`,`user_id`);--> statement-breakpoint
-- data migration (hand-written)
-- Codes are case-insensitive from now on: look-ups upper-case the code typed, so a code stored in
-- lower case could never be used. Upper-case it (and the orders that name it) unless that would
-- collide with a code already stored in upper case.
UPDATE `orders` SET `coupon_code` = upper(`coupon_code`) WHERE `coupon_code` <> upper(`coupon_code`) AND `coupon_code` IN (SELECT `code` FROM `coupons` c WHERE upper(c.`code`) NOT IN (SELECT `code` FROM `coupons`));--> statement-breakpoint
UPDATE `coupons` SET `code` = upper(`code`) WHERE `code` <> upper(`code`) AND upper(`code`) NOT IN (SELECT `code` FROM `coupons`);--> statement-breakpoint
UPDATE `coupons` SET `updated_at` = `created_at` WHERE `updated_at` IS NULL;
