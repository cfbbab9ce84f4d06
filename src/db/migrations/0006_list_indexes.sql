CREATE INDEX `inquiries_status_created_idx` ON `inquiries` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `inquiries_name_nocase_idx` ON `inquiries` ("name" collate nocase);--> statement-breakpoint
CREATE INDEX `inquiries_email_nocase_idx` ON `inquiries` ("email" collate nocase);--> statement-breakpoint
CREATE INDEX `activity_action_created_idx` ON `activity_log` (`action`,`created_at`);--> statement-breakpoint
CREATE INDEX `activity_actor_nocase_idx` ON `activity_log` ("actor_name" collate nocase,`created_at`);