DROP INDEX `appointments_active_slot_uq`;--> statement-breakpoint
ALTER TABLE `appointments` ADD `keeps_slot` integer DEFAULT true NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `appointments_active_slot_uq` ON `appointments` (`starts_at`,`bay`) WHERE status <> 'cancelled' and keeps_slot = 1;