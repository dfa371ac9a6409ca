CREATE TABLE `courier_pincode_answers` (
	`pincode` text PRIMARY KEY NOT NULL,
	`serviceable` integer NOT NULL,
	`cod` integer NOT NULL,
	`transit_days` integer,
	`courier_name` text,
	`checked_at` integer NOT NULL
);
