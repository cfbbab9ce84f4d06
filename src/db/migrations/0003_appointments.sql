CREATE TABLE `appointment_blocks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`starts_at` integer NOT NULL,
	`ends_at` integer NOT NULL,
	`reason` text DEFAULT '' NOT NULL,
	`created_by` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "appointment_blocks_ends_after_start" CHECK("appointment_blocks"."ends_at" > "appointment_blocks"."starts_at")
);
--> statement-breakpoint
CREATE INDEX `appointment_blocks_range_idx` ON `appointment_blocks` (`starts_at`,`ends_at`);--> statement-breakpoint
CREATE TABLE `appointments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`inquiry_id` integer NOT NULL,
	`kind` text NOT NULL,
	`starts_at` integer NOT NULL,
	`ends_at` integer NOT NULL,
	`bay` integer DEFAULT 1 NOT NULL,
	`status` text DEFAULT 'requested' NOT NULL,
	`link_salt` text NOT NULL,
	`sequence` integer DEFAULT 0 NOT NULL,
	`cancelled_by` text,
	`cancel_reason` text,
	`confirmed_by` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`inquiry_id`) REFERENCES `inquiries`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`confirmed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "appointments_ends_after_start" CHECK("appointments"."ends_at" > "appointments"."starts_at"),
	CONSTRAINT "appointments_bay_positive" CHECK("appointments"."bay" >= 1)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `appointments_inquiry_id_unique` ON `appointments` (`inquiry_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `appointments_active_slot_uq` ON `appointments` (`starts_at`,`bay`) WHERE status <> 'cancelled';--> statement-breakpoint
CREATE INDEX `appointments_starts_idx` ON `appointments` (`starts_at`);