ALTER TABLE `inquiries` ADD `outcome` text;--> statement-breakpoint
ALTER TABLE `inquiries` ADD `outcome_reason` text;