CREATE TABLE `credit_notes` (
	`id` text PRIMARY KEY NOT NULL,
	`invoice_id` text NOT NULL,
	`order_id` text NOT NULL,
	`series` text NOT NULL,
	`financial_year` text NOT NULL,
	`serial` integer NOT NULL,
	`number` text NOT NULL,
	`issued_at` integer NOT NULL,
	`total_paise` integer NOT NULL,
	`document_json` text NOT NULL,
	FOREIGN KEY (`invoice_id`) REFERENCES `tax_invoices`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "credit_notes_number_length" CHECK(length("credit_notes"."number") <= 16 AND "credit_notes"."serial" >= 1)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `credit_notes_serial_unique` ON `credit_notes` (`series`,`financial_year`,`serial`);--> statement-breakpoint
CREATE UNIQUE INDEX `credit_notes_number_unique` ON `credit_notes` (`number`);--> statement-breakpoint
CREATE INDEX `credit_notes_order` ON `credit_notes` (`order_id`);--> statement-breakpoint
CREATE INDEX `credit_notes_issued` ON `credit_notes` (`issued_at`);--> statement-breakpoint
CREATE TABLE `tax_invoices` (
	`id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`series` text NOT NULL,
	`financial_year` text NOT NULL,
	`serial` integer NOT NULL,
	`number` text NOT NULL,
	`issued_at` integer NOT NULL,
	`total_paise` integer NOT NULL,
	`document_json` text NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "tax_invoices_number_length" CHECK(length("tax_invoices"."number") <= 16 AND "tax_invoices"."serial" >= 1)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tax_invoices_order_unique` ON `tax_invoices` (`order_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `tax_invoices_serial_unique` ON `tax_invoices` (`series`,`financial_year`,`serial`);--> statement-breakpoint
CREATE UNIQUE INDEX `tax_invoices_number_unique` ON `tax_invoices` (`number`);--> statement-breakpoint
CREATE INDEX `tax_invoices_issued` ON `tax_invoices` (`issued_at`);