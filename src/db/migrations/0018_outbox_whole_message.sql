ALTER TABLE `outbox_messages` ADD `html` text;--> statement-breakpoint
ALTER TABLE `outbox_messages` ADD `headers` text;--> statement-breakpoint
ALTER TABLE `outbox_messages` ADD `attachments` text;--> statement-breakpoint
ALTER TABLE `outbox_messages` ADD `sending_since` integer;