PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_rate_limits` (
	`key` text NOT NULL,
	`window_start` integer NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`key`, `window_start`),
	CONSTRAINT "rate_limits_count_non_negative" CHECK("__new_rate_limits"."count" >= 0)
);
--> statement-breakpoint
INSERT INTO `__new_rate_limits`("key", "window_start", "count") SELECT "key", "window_start", "count" FROM `rate_limits`;--> statement-breakpoint
DROP TABLE `rate_limits`;--> statement-breakpoint
ALTER TABLE `__new_rate_limits` RENAME TO `rate_limits`;--> statement-breakpoint
PRAGMA foreign_keys=ON;