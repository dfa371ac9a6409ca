ALTER TABLE `contact_messages` ADD `ticket` text;--> statement-breakpoint
CREATE UNIQUE INDEX `contact_messages_ticket_unique` ON `contact_messages` (`ticket`);