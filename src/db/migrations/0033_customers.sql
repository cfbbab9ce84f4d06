CREATE TABLE `customer_merges` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kept_id` integer NOT NULL,
	`absorbed_id` integer NOT NULL,
	`kept_version` integer NOT NULL,
	`moved` text NOT NULL,
	`actor_name` text NOT NULL,
	`undone_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`kept_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`absorbed_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `customer_merges_kept_idx` ON `customer_merges` (`kept_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `customer_notes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`customer_id` integer NOT NULL,
	`author_id` integer,
	`author_name` text NOT NULL,
	`body` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `customer_notes_customer_idx` ON `customer_notes` (`customer_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `customers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`email` text,
	`phone` text,
	`email_key` text,
	`phone_key` text,
	`merged_into_id` integer,
	`version` integer DEFAULT 0 NOT NULL,
	`last_contact_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`merged_into_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `customers_email_key_idx` ON `customers` (`email_key`);--> statement-breakpoint
CREATE INDEX `customers_phone_key_idx` ON `customers` (`phone_key`);--> statement-breakpoint
CREATE INDEX `customers_live_contact_idx` ON `customers` (`last_contact_at`,`id`) WHERE merged_into_id is null;--> statement-breakpoint
CREATE INDEX `customers_live_name_idx` ON `customers` ("name" collate nocase,`id`) WHERE merged_into_id is null;--> statement-breakpoint
CREATE INDEX `customers_merged_into_idx` ON `customers` (`merged_into_id`);--> statement-breakpoint
ALTER TABLE `users` ADD `customer_id` integer REFERENCES customers(id) ON DELETE set null;--> statement-breakpoint
CREATE INDEX `users_customer_idx` ON `users` (`customer_id`);--> statement-breakpoint
ALTER TABLE `consent_records` ADD `customer_id` integer REFERENCES customers(id) ON DELETE set null;--> statement-breakpoint
CREATE INDEX `consent_records_customer_idx` ON `consent_records` (`customer_id`);--> statement-breakpoint
ALTER TABLE `inquiries` ADD `customer_id` integer REFERENCES customers(id) ON DELETE set null;--> statement-breakpoint
CREATE INDEX `inquiries_customer_idx` ON `inquiries` (`customer_id`,`created_at`);--> statement-breakpoint
-- Back-fill: one record per address among the leads (the newest lead's name, its newest phone), then the shoppers
-- and consent histories with an address no lead has; every row then points at its address's record.
INSERT INTO `customers` (`name`, `email`, `phone`, `email_key`, `created_at`, `updated_at`, `last_contact_at`)
SELECT `name`, `email`, `phone`, `key`, `first`, `last`, `last` FROM (
  SELECT lower(trim(`email`)) AS `key`, `name`, trim(`email`) AS `email`,
    first_value(nullif(trim(`phone`), '')) OVER (PARTITION BY lower(trim(`email`)) ORDER BY nullif(trim(`phone`), '') IS NULL, `created_at` DESC, `id` DESC) AS `phone`,
    min(`created_at`) OVER (PARTITION BY lower(trim(`email`))) AS `first`,
    max(`created_at`) OVER (PARTITION BY lower(trim(`email`))) AS `last`,
    row_number() OVER (PARTITION BY lower(trim(`email`)) ORDER BY `created_at` DESC, `id` DESC) AS `rn`
  FROM `inquiries` WHERE trim(`email`) <> ''
) WHERE `rn` = 1 ORDER BY `first`, `key`;--> statement-breakpoint
INSERT INTO `customers` (`name`, `email`, `phone`, `email_key`, `created_at`, `updated_at`, `last_contact_at`)
SELECT coalesce(nullif(trim(coalesce(`first_name`, '') || ' ' || coalesce(`last_name`, '')), ''), `username`), `username`, nullif(trim(`phone`), ''),
  lower(trim(`username`)), `created_at`, `created_at`, `created_at`
FROM `users` WHERE `role` = 'customer' AND lower(trim(`username`)) NOT IN (SELECT `email_key` FROM `customers` WHERE `email_key` IS NOT NULL)
ORDER BY `created_at`;--> statement-breakpoint
INSERT INTO `customers` (`name`, `email`, `email_key`, `created_at`, `updated_at`, `last_contact_at`)
SELECT `key`, `key`, `key`, min(`created_at`), min(`created_at`), max(`created_at`) FROM (
  SELECT lower(trim(`email`)) AS `key`, `created_at` FROM `consent_records`
) WHERE `key` <> '' AND `key` NOT IN (SELECT `email_key` FROM `customers` WHERE `email_key` IS NOT NULL)
GROUP BY `key` ORDER BY min(`created_at`);--> statement-breakpoint
UPDATE `customers` SET `phone_key` = CASE
  WHEN length(d) = 11 AND substr(d, 1, 1) = '1' THEN substr(d, 2)
  WHEN length(d) >= 7 THEN d
END FROM (SELECT `id` AS `cid`, replace(replace(replace(replace(replace(replace(replace(phone, ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '+', ''), '/', '') AS d FROM `customers` WHERE `phone` IS NOT NULL) AS p
WHERE `customers`.`id` = p.`cid` AND p.d <> '' AND p.d NOT GLOB '*[^0-9]*';--> statement-breakpoint
UPDATE `inquiries` SET `customer_id` = (SELECT `id` FROM `customers` c WHERE c.`email_key` = lower(trim(`inquiries`.`email`)) ORDER BY c.`id` LIMIT 1);--> statement-breakpoint
UPDATE `consent_records` SET `customer_id` = (SELECT `id` FROM `customers` c WHERE c.`email_key` = lower(trim(`consent_records`.`email`)) ORDER BY c.`id` LIMIT 1);--> statement-breakpoint
UPDATE `users` SET `customer_id` = (SELECT `id` FROM `customers` c WHERE c.`email_key` = lower(trim(`users`.`username`)) ORDER BY c.`id` LIMIT 1) WHERE `role` = 'customer';