ALTER TABLE `appointments` ADD `hold_until` integer;--> statement-breakpoint
ALTER TABLE `appointments` ADD `customer_confirmed_at` integer;--> statement-breakpoint
ALTER TABLE `appointments` ADD `client_network` text;--> statement-breakpoint
CREATE INDEX `appointments_hold_idx` ON `appointments` (`hold_until`);