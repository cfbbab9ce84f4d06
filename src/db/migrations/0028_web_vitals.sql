-- Core Web Vitals of real page views (issue 43): kept 13 months like analytics_events; the alerts of a page type turned poor.
CREATE TABLE `web_vital_alerts` (
	`page_type` text NOT NULL,
	`device` text NOT NULL,
	`metric` text NOT NULL,
	`p75` real NOT NULL,
	`visits` integer NOT NULL,
	`alerted_at` integer NOT NULL,
	PRIMARY KEY(`page_type`, `device`, `metric`)
);
--> statement-breakpoint
CREATE TABLE `web_vitals` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`view` text NOT NULL,
	`page_type` text NOT NULL,
	`device` text NOT NULL,
	`metric` text NOT NULL,
	`value` real NOT NULL,
	`target` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `web_vitals_view_metric_idx` ON `web_vitals` (`view`,`metric`);--> statement-breakpoint
CREATE INDEX `web_vitals_metric_created_idx` ON `web_vitals` (`metric`,`created_at`);--> statement-breakpoint
CREATE INDEX `web_vitals_created_idx` ON `web_vitals` (`created_at`);