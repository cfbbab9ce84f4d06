CREATE TABLE `site_blocks` (
	`key` text PRIMARY KEY NOT NULL,
	`published` text,
	`draft` text,
	`published_at` integer,
	`published_by` text,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
