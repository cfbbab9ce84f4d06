CREATE TABLE `consent_records` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`granted` integer NOT NULL,
	`basis` text NOT NULL,
	`source` text NOT NULL,
	`wording` text NOT NULL,
	`wording_version` text NOT NULL,
	`inquiry_id` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`inquiry_id`) REFERENCES `inquiries`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `consent_records_email_idx` ON `consent_records` (`email`,`created_at`);--> statement-breakpoint
ALTER TABLE `inquiries` ADD `type` text DEFAULT 'inquiry' NOT NULL;--> statement-breakpoint
CREATE INDEX `inquiries_type_created_idx` ON `inquiries` (`type`,`created_at`);--> statement-breakpoint
CREATE INDEX `inquiries_email_idx` ON `inquiries` (`email`);