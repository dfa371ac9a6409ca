CREATE TABLE `login_links` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`token_hash` text NOT NULL,
	`remember` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `login_links_hash_unique` ON `login_links` (`token_hash`);--> statement-breakpoint
CREATE INDEX `login_links_user` ON `login_links` (`user_id`);--> statement-breakpoint
-- data migration (hand-written)
-- Reset links queued before the outbox stopped holding their tokens: a readable token is the 43
-- characters after "?token=" (new rows hold "[hidden]" or a "{{link-token:…}}" placeholder there).
-- A legacy e-mail still pending is marked failed first, as its link cannot be written back in.
UPDATE `email_outbox` SET `status` = 'failed', `last_error` = 'Its reset link was withdrawn when links stopped being stored. The customer can ask for a new one.'
WHERE `status` = 'pending' AND instr(`body_text`, '?token=') > 0 AND substr(`body_text`, instr(`body_text`, '?token=') + 7, 1) NOT IN ('[', '{');
--> statement-breakpoint
UPDATE `email_outbox` SET `body_text` = substr(`body_text`, 1, instr(`body_text`, '?token=') + 6) || '[hidden]' || substr(`body_text`, instr(`body_text`, '?token=') + 50)
WHERE instr(`body_text`, '?token=') > 0 AND substr(`body_text`, instr(`body_text`, '?token=') + 7, 1) NOT IN ('[', '{');
--> statement-breakpoint
UPDATE `email_outbox` SET `body_html` = substr(`body_html`, 1, instr(`body_html`, '?token=') + 6) || '[hidden]' || substr(`body_html`, instr(`body_html`, '?token=') + 50)
WHERE instr(`body_html`, '?token=') > 0 AND substr(`body_html`, instr(`body_html`, '?token=') + 7, 1) NOT IN ('[', '{');
