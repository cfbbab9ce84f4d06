CREATE TABLE `content_version` (
	`id` integer PRIMARY KEY NOT NULL,
	`n` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO `content_version` (`id`, `n`) VALUES (1, 0);--> statement-breakpoint
CREATE TRIGGER `blog_posts_content_version_insert` AFTER INSERT ON `blog_posts` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `blog_posts_content_version_update` AFTER UPDATE ON `blog_posts` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `blog_posts_content_version_delete` AFTER DELETE ON `blog_posts` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `content_revisions_content_version_insert` AFTER INSERT ON `content_revisions` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `content_revisions_content_version_update` AFTER UPDATE ON `content_revisions` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `content_revisions_content_version_delete` AFTER DELETE ON `content_revisions` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `garage_register_content_version_insert` AFTER INSERT ON `garage_register` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `garage_register_content_version_update` AFTER UPDATE ON `garage_register` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `garage_register_content_version_delete` AFTER DELETE ON `garage_register` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `media_content_version_insert` AFTER INSERT ON `media` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `media_content_version_update` AFTER UPDATE ON `media` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `media_content_version_delete` AFTER DELETE ON `media` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `site_blocks_content_version_insert` AFTER INSERT ON `site_blocks` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `site_blocks_content_version_update` AFTER UPDATE ON `site_blocks` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `site_blocks_content_version_delete` AFTER DELETE ON `site_blocks` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `site_settings_content_version_insert` AFTER INSERT ON `site_settings` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `site_settings_content_version_update` AFTER UPDATE ON `site_settings` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `site_settings_content_version_delete` AFTER DELETE ON `site_settings` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `testimonials_content_version_insert` AFTER INSERT ON `testimonials` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `testimonials_content_version_update` AFTER UPDATE ON `testimonials` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `testimonials_content_version_delete` AFTER DELETE ON `testimonials` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `users_content_version_insert` AFTER INSERT ON `users` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `users_content_version_update` AFTER UPDATE ON `users` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `users_content_version_delete` AFTER DELETE ON `users` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `vehicle_documents_content_version_insert` AFTER INSERT ON `vehicle_documents` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `vehicle_documents_content_version_update` AFTER UPDATE ON `vehicle_documents` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `vehicle_documents_content_version_delete` AFTER DELETE ON `vehicle_documents` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `vehicle_holds_content_version_insert` AFTER INSERT ON `vehicle_holds` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `vehicle_holds_content_version_update` AFTER UPDATE ON `vehicle_holds` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `vehicle_holds_content_version_delete` AFTER DELETE ON `vehicle_holds` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `vehicle_media_content_version_insert` AFTER INSERT ON `vehicle_media` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `vehicle_media_content_version_update` AFTER UPDATE ON `vehicle_media` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `vehicle_media_content_version_delete` AFTER DELETE ON `vehicle_media` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `vehicle_price_changes_content_version_insert` AFTER INSERT ON `vehicle_price_changes` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `vehicle_price_changes_content_version_update` AFTER UPDATE ON `vehicle_price_changes` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `vehicle_price_changes_content_version_delete` AFTER DELETE ON `vehicle_price_changes` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `vehicle_videos_content_version_insert` AFTER INSERT ON `vehicle_videos` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `vehicle_videos_content_version_update` AFTER UPDATE ON `vehicle_videos` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `vehicle_videos_content_version_delete` AFTER DELETE ON `vehicle_videos` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `vehicles_content_version_insert` AFTER INSERT ON `vehicles` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `vehicles_content_version_update` AFTER UPDATE ON `vehicles` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `vehicles_content_version_delete` AFTER DELETE ON `vehicles` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;
