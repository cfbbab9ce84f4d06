CREATE TABLE `delivery_quotes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`inquiry_id` integer NOT NULL,
	`country` text NOT NULL,
	`region` text NOT NULL,
	`postal_code` text,
	`transport` text NOT NULL,
	`wanted_by` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`inquiry_id`) REFERENCES `inquiries`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `delivery_quotes_inquiry_id_unique` ON `delivery_quotes` (`inquiry_id`);--> statement-breakpoint
CREATE TABLE `vehicle_holds` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`inquiry_id` integer NOT NULL,
	`vehicle_id` integer NOT NULL,
	`status` text DEFAULT 'requested' NOT NULL,
	`deposit_method` text,
	`deposit_amount` integer,
	`expires_at` integer,
	`deposit_received_at` integer,
	`end_reason` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`inquiry_id`) REFERENCES `inquiries`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`vehicle_id`) REFERENCES `vehicles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `vehicle_holds_inquiry_id_unique` ON `vehicle_holds` (`inquiry_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `vehicle_holds_one_active_uq` ON `vehicle_holds` (`vehicle_id`) WHERE status in ('accepted', 'reserved');--> statement-breakpoint
CREATE INDEX `vehicle_holds_expiry_idx` ON `vehicle_holds` (`expires_at`) WHERE status in ('accepted', 'reserved');