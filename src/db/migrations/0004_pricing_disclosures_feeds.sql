CREATE TABLE `vehicle_price_changes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`vehicle_id` integer NOT NULL,
	`old_price` integer,
	`new_price` integer NOT NULL,
	`old_on_request` integer,
	`new_on_request` integer DEFAULT false NOT NULL,
	`user_id` integer,
	`actor_name` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`vehicle_id`) REFERENCES `vehicles`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `vehicle_price_changes_vehicle_idx` ON `vehicle_price_changes` (`vehicle_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `feed_fetches` (
	`feed` text PRIMARY KEY NOT NULL,
	`last_fetched_at` integer NOT NULL,
	`fetches` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE `vehicles` ADD `price_on_request` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `vehicles` ADD `disclosures` text DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE `garage_register` ADD `all_in_price_cents` integer;