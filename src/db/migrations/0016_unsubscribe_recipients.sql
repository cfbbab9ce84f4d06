CREATE TABLE `mail_recipients` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`public_id` text NOT NULL,
	`email` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `mail_recipients_public_id_unique` ON `mail_recipients` (`public_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `mail_recipients_email_unique` ON `mail_recipients` (`email`);--> statement-breakpoint
CREATE TABLE `mail_suppressions` (
	`email_hash` text PRIMARY KEY NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
