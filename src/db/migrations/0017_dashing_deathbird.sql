CREATE TABLE `content_revisions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`entity` text NOT NULL,
	`entity_id` integer,
	`data` text NOT NULL,
	`actor_name` text NOT NULL,
	`action` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `content_revisions_entity_idx` ON `content_revisions` (`entity`,`entity_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `users` ADD `can_publish` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `blog_posts` ADD `featured_image_alt` text;--> statement-breakpoint
ALTER TABLE `blog_posts` ADD `draft` text;