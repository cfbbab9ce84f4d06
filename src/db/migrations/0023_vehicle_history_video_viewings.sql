ALTER TABLE `vehicles` ADD `history` text DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE `appointments` ADD `visit_mode` text DEFAULT 'in-person' NOT NULL;--> statement-breakpoint
ALTER TABLE `appointments` ADD `video_app` text;--> statement-breakpoint
ALTER TABLE `appointments` ADD `meeting_url` text;