CREATE TABLE `document_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`inquiry_id` integer NOT NULL,
	`document_id` integer,
	`document_title` text NOT NULL,
	`token_hash` text,
	`released_at` integer,
	`released_by` integer,
	`expires_at` integer,
	`downloaded_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`inquiry_id`) REFERENCES `inquiries`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`document_id`) REFERENCES `vehicle_documents`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`released_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `document_requests_inquiry_id_unique` ON `document_requests` (`inquiry_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `document_requests_token_hash_unique` ON `document_requests` (`token_hash`);--> statement-breakpoint
CREATE TABLE `vehicle_documents` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`vehicle_id` integer NOT NULL,
	`kind` text NOT NULL,
	`title` text NOT NULL,
	`visibility` text NOT NULL,
	`file_name` text NOT NULL,
	`bytes` integer NOT NULL,
	`pages` integer NOT NULL,
	`created_by` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`vehicle_id`) REFERENCES `vehicles`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `vehicle_documents_file_name_unique` ON `vehicle_documents` (`file_name`);--> statement-breakpoint
CREATE INDEX `vehicle_documents_vehicle_idx` ON `vehicle_documents` (`vehicle_id`,`id`);