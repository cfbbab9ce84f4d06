ALTER TABLE `inquiries` ADD `owner_id` integer REFERENCES users(id) ON DELETE set null;--> statement-breakpoint
CREATE INDEX `inquiries_owner_idx` ON `inquiries` (`owner_id`);