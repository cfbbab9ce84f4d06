CREATE TABLE `vehicle_videos` (
	`vehicle_id` integer PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`external_id` text,
	`file_name` text,
	`mime_type` text,
	`codec` text,
	`bytes` integer,
	`duration_seconds` real,
	`width` integer,
	`height` integer,
	`poster_url` text,
	`captions_file` text,
	`user_id` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`vehicle_id`) REFERENCES `vehicles`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
