CREATE TABLE `financing_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`inquiry_id` integer NOT NULL,
	`employment_status` text NOT NULL,
	`income_band` text NOT NULL,
	`housing_cost` integer NOT NULL,
	`term_months` integer NOT NULL,
	`down_payment` integer NOT NULL,
	`contact_consent` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`inquiry_id`) REFERENCES `inquiries`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `financing_requests_inquiry_id_unique` ON `financing_requests` (`inquiry_id`);--> statement-breakpoint
CREATE TABLE `offer_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`offer_id` integer NOT NULL,
	`kind` text NOT NULL,
	`amount` integer,
	`message` text,
	`actor_id` integer,
	`actor_name` text NOT NULL,
	`delivery` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`offer_id`) REFERENCES `offers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `offer_events_offer_idx` ON `offer_events` (`offer_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `offers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`inquiry_id` integer NOT NULL,
	`amount` integer NOT NULL,
	`asking_price` integer,
	`status` text DEFAULT 'pending' NOT NULL,
	`counter_amount` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`inquiry_id`) REFERENCES `inquiries`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `offers_inquiry_id_unique` ON `offers` (`inquiry_id`);--> statement-breakpoint
CREATE TABLE `trade_in_photos` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`trade_in_id` integer NOT NULL,
	`file_name` text NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`bytes` integer NOT NULL,
	`position` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`trade_in_id`) REFERENCES `trade_ins`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `trade_in_photos_file_name_unique` ON `trade_in_photos` (`file_name`);--> statement-breakpoint
CREATE INDEX `trade_in_photos_trade_in_idx` ON `trade_in_photos` (`trade_in_id`,`position`);--> statement-breakpoint
CREATE TABLE `trade_ins` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`inquiry_id` integer NOT NULL,
	`year` integer NOT NULL,
	`make` text NOT NULL,
	`model` text NOT NULL,
	`trim` text,
	`mileage` integer NOT NULL,
	`vin` text,
	`condition` text NOT NULL,
	`accident_history` text NOT NULL,
	`lien` text NOT NULL,
	`lien_amount` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`inquiry_id`) REFERENCES `inquiries`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `trade_ins_inquiry_id_unique` ON `trade_ins` (`inquiry_id`);--> statement-breakpoint
ALTER TABLE `inquiries` ADD `closed_at` integer;--> statement-breakpoint
UPDATE `inquiries` SET `closed_at` = `updated_at` WHERE `status` IN ('resolved', 'closed');--> statement-breakpoint
CREATE TRIGGER `inquiries_closed_at_set` AFTER UPDATE OF `status` ON `inquiries`
WHEN NEW.`status` IN ('resolved', 'closed') AND OLD.`status` NOT IN ('resolved', 'closed')
BEGIN
	UPDATE `inquiries` SET `closed_at` = cast(unixepoch('subsec') * 1000 as integer) WHERE `id` = NEW.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `inquiries_closed_at_clear` AFTER UPDATE OF `status` ON `inquiries`
WHEN NEW.`status` NOT IN ('resolved', 'closed') AND OLD.`closed_at` IS NOT NULL
BEGIN
	UPDATE `inquiries` SET `closed_at` = NULL WHERE `id` = NEW.`id`;
END;
