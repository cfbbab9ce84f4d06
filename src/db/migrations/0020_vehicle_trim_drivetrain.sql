ALTER TABLE `vehicles` ADD `trim` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `vehicles` ADD `drivetrain` text;