-- The one content counter becomes a counter per table (src/db/data-version.ts): a page cached with the
-- booking calendar depends on the appointments, the rest on the content tables. Old triggers first: they
-- write to content_version.
DROP TRIGGER `blog_posts_content_version_insert`;
--> statement-breakpoint
DROP TRIGGER `blog_posts_content_version_update`;
--> statement-breakpoint
DROP TRIGGER `blog_posts_content_version_delete`;
--> statement-breakpoint
DROP TRIGGER `content_revisions_content_version_insert`;
--> statement-breakpoint
DROP TRIGGER `content_revisions_content_version_update`;
--> statement-breakpoint
DROP TRIGGER `content_revisions_content_version_delete`;
--> statement-breakpoint
DROP TRIGGER `garage_register_content_version_insert`;
--> statement-breakpoint
DROP TRIGGER `garage_register_content_version_update`;
--> statement-breakpoint
DROP TRIGGER `garage_register_content_version_delete`;
--> statement-breakpoint
DROP TRIGGER `media_content_version_insert`;
--> statement-breakpoint
DROP TRIGGER `media_content_version_update`;
--> statement-breakpoint
DROP TRIGGER `media_content_version_delete`;
--> statement-breakpoint
DROP TRIGGER `site_blocks_content_version_insert`;
--> statement-breakpoint
DROP TRIGGER `site_blocks_content_version_update`;
--> statement-breakpoint
DROP TRIGGER `site_blocks_content_version_delete`;
--> statement-breakpoint
DROP TRIGGER `site_settings_content_version_insert`;
--> statement-breakpoint
DROP TRIGGER `site_settings_content_version_update`;
--> statement-breakpoint
DROP TRIGGER `site_settings_content_version_delete`;
--> statement-breakpoint
DROP TRIGGER `testimonials_content_version_insert`;
--> statement-breakpoint
DROP TRIGGER `testimonials_content_version_update`;
--> statement-breakpoint
DROP TRIGGER `testimonials_content_version_delete`;
--> statement-breakpoint
DROP TRIGGER `users_content_version_insert`;
--> statement-breakpoint
DROP TRIGGER `users_content_version_update`;
--> statement-breakpoint
DROP TRIGGER `users_content_version_delete`;
--> statement-breakpoint
DROP TRIGGER `vehicle_documents_content_version_insert`;
--> statement-breakpoint
DROP TRIGGER `vehicle_documents_content_version_update`;
--> statement-breakpoint
DROP TRIGGER `vehicle_documents_content_version_delete`;
--> statement-breakpoint
DROP TRIGGER `vehicle_holds_content_version_insert`;
--> statement-breakpoint
DROP TRIGGER `vehicle_holds_content_version_update`;
--> statement-breakpoint
DROP TRIGGER `vehicle_holds_content_version_delete`;
--> statement-breakpoint
DROP TRIGGER `vehicle_media_content_version_insert`;
--> statement-breakpoint
DROP TRIGGER `vehicle_media_content_version_update`;
--> statement-breakpoint
DROP TRIGGER `vehicle_media_content_version_delete`;
--> statement-breakpoint
DROP TRIGGER `vehicle_price_changes_content_version_insert`;
--> statement-breakpoint
DROP TRIGGER `vehicle_price_changes_content_version_update`;
--> statement-breakpoint
DROP TRIGGER `vehicle_price_changes_content_version_delete`;
--> statement-breakpoint
DROP TRIGGER `vehicle_videos_content_version_insert`;
--> statement-breakpoint
DROP TRIGGER `vehicle_videos_content_version_update`;
--> statement-breakpoint
DROP TRIGGER `vehicle_videos_content_version_delete`;
--> statement-breakpoint
DROP TRIGGER `vehicles_content_version_insert`;
--> statement-breakpoint
DROP TRIGGER `vehicles_content_version_update`;
--> statement-breakpoint
DROP TRIGGER `vehicles_content_version_delete`;
--> statement-breakpoint
CREATE TABLE `data_versions` (
	`table_name` text PRIMARY KEY NOT NULL,
	`version` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP TABLE `content_version`;
--> statement-breakpoint
INSERT INTO `data_versions` (`table_name`, `version`) VALUES ('appointment_blocks', 0), ('appointments', 0), ('blog_posts', 0), ('content_revisions', 0), ('garage_register', 0), ('media', 0), ('site_blocks', 0), ('site_settings', 0), ('testimonials', 0), ('users', 0), ('vehicle_documents', 0), ('vehicle_holds', 0), ('vehicle_media', 0), ('vehicle_price_changes', 0), ('vehicle_videos', 0), ('vehicles', 0);
--> statement-breakpoint
-- testimonials: only an approved one is shown, so one waiting for approval moves nothing.
-- vehicle_holds: a visitor's hold request (status 'requested') changes no page until staff act on it.
CREATE TRIGGER `appointment_blocks_data_version_insert` AFTER INSERT ON `appointment_blocks` BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `table_name` = 'appointment_blocks'; END;
--> statement-breakpoint
CREATE TRIGGER `appointment_blocks_data_version_update` AFTER UPDATE ON `appointment_blocks` BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `table_name` = 'appointment_blocks'; END;
--> statement-breakpoint
CREATE TRIGGER `appointment_blocks_data_version_delete` AFTER DELETE ON `appointment_blocks` BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `table_name` = 'appointment_blocks'; END;
--> statement-breakpoint
CREATE TRIGGER `appointments_data_version_insert` AFTER INSERT ON `appointments` BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `table_name` = 'appointments'; END;
--> statement-breakpoint
CREATE TRIGGER `appointments_data_version_update` AFTER UPDATE ON `appointments` BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `table_name` = 'appointments'; END;
--> statement-breakpoint
CREATE TRIGGER `appointments_data_version_delete` AFTER DELETE ON `appointments` BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `table_name` = 'appointments'; END;
--> statement-breakpoint
CREATE TRIGGER `blog_posts_data_version_insert` AFTER INSERT ON `blog_posts` BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `table_name` = 'blog_posts'; END;
--> statement-breakpoint
CREATE TRIGGER `blog_posts_data_version_update` AFTER UPDATE ON `blog_posts` BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `table_name` = 'blog_posts'; END;
--> statement-breakpoint
CREATE TRIGGER `blog_posts_data_version_delete` AFTER DELETE ON `blog_posts` BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `table_name` = 'blog_posts'; END;
--> statement-breakpoint
CREATE TRIGGER `content_revisions_data_version_insert` AFTER INSERT ON `content_revisions` BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `table_name` = 'content_revisions'; END;
--> statement-breakpoint
CREATE TRIGGER `content_revisions_data_version_update` AFTER UPDATE ON `content_revisions` BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `table_name` = 'content_revisions'; END;
--> statement-breakpoint
CREATE TRIGGER `content_revisions_data_version_delete` AFTER DELETE ON `content_revisions` BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `table_name` = 'content_revisions'; END;
--> statement-breakpoint
CREATE TRIGGER `garage_register_data_version_insert` AFTER INSERT ON `garage_register` BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `table_name` = 'garage_register'; END;
--> statement-breakpoint
CREATE TRIGGER `garage_register_data_version_update` AFTER UPDATE ON `garage_register` BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `table_name` = 'garage_register'; END;
--> statement-breakpoint
CREATE TRIGGER `garage_register_data_version_delete` AFTER DELETE ON `garage_register` BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `table_name` = 'garage_register'; END;
--> statement-breakpoint
CREATE TRIGGER `media_data_version_insert` AFTER INSERT ON `media` BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `table_name` = 'media'; END;
--> statement-breakpoint
CREATE TRIGGER `media_data_version_update` AFTER UPDATE ON `media` BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `table_name` = 'media'; END;
--> statement-breakpoint
CREATE TRIGGER `media_data_version_delete` AFTER DELETE ON `media` BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `table_name` = 'media'; END;
--> statement-breakpoint
CREATE TRIGGER `site_blocks_data_version_insert` AFTER INSERT ON `site_blocks` BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `table_name` = 'site_blocks'; END;
--> statement-breakpoint
CREATE TRIGGER `site_blocks_data_version_update` AFTER UPDATE ON `site_blocks` BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `table_name` = 'site_blocks'; END;
--> statement-breakpoint
CREATE TRIGGER `site_blocks_data_version_delete` AFTER DELETE ON `site_blocks` BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `table_name` = 'site_blocks'; END;
--> statement-breakpoint
CREATE TRIGGER `site_settings_data_version_insert` AFTER INSERT ON `site_settings` BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `table_name` = 'site_settings'; END;
--> statement-breakpoint
CREATE TRIGGER `site_settings_data_version_update` AFTER UPDATE ON `site_settings` BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `table_name` = 'site_settings'; END;
--> statement-breakpoint
CREATE TRIGGER `site_settings_data_version_delete` AFTER DELETE ON `site_settings` BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `table_name` = 'site_settings'; END;
--> statement-breakpoint
CREATE TRIGGER `testimonials_data_version_insert` AFTER INSERT ON `testimonials` WHEN NEW.`is_approved` = 1 BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `table_name` = 'testimonials'; END;
--> statement-breakpoint
CREATE TRIGGER `testimonials_data_version_update` AFTER UPDATE ON `testimonials` WHEN OLD.`is_approved` = 1 OR NEW.`is_approved` = 1 BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `table_name` = 'testimonials'; END;
--> statement-breakpoint
CREATE TRIGGER `testimonials_data_version_delete` AFTER DELETE ON `testimonials` WHEN OLD.`is_approved` = 1 BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `table_name` = 'testimonials'; END;
--> statement-breakpoint
CREATE TRIGGER `users_data_version_insert` AFTER INSERT ON `users` BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `table_name` = 'users'; END;
--> statement-breakpoint
CREATE TRIGGER `users_data_version_update` AFTER UPDATE ON `users` BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `table_name` = 'users'; END;
--> statement-breakpoint
CREATE TRIGGER `users_data_version_delete` AFTER DELETE ON `users` BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `table_name` = 'users'; END;
--> statement-breakpoint
CREATE TRIGGER `vehicle_documents_data_version_insert` AFTER INSERT ON `vehicle_documents` BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `table_name` = 'vehicle_documents'; END;
--> statement-breakpoint
CREATE TRIGGER `vehicle_documents_data_version_update` AFTER UPDATE ON `vehicle_documents` BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `table_name` = 'vehicle_documents'; END;
--> statement-breakpoint
CREATE TRIGGER `vehicle_documents_data_version_delete` AFTER DELETE ON `vehicle_documents` BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `table_name` = 'vehicle_documents'; END;
--> statement-breakpoint
CREATE TRIGGER `vehicle_holds_data_version_insert` AFTER INSERT ON `vehicle_holds` WHEN NEW.`status` <> 'requested' BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `table_name` = 'vehicle_holds'; END;
--> statement-breakpoint
CREATE TRIGGER `vehicle_holds_data_version_update` AFTER UPDATE ON `vehicle_holds` WHEN OLD.`status` <> 'requested' OR NEW.`status` <> 'requested' BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `table_name` = 'vehicle_holds'; END;
--> statement-breakpoint
CREATE TRIGGER `vehicle_holds_data_version_delete` AFTER DELETE ON `vehicle_holds` WHEN OLD.`status` <> 'requested' BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `table_name` = 'vehicle_holds'; END;
--> statement-breakpoint
CREATE TRIGGER `vehicle_media_data_version_insert` AFTER INSERT ON `vehicle_media` BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `table_name` = 'vehicle_media'; END;
--> statement-breakpoint
CREATE TRIGGER `vehicle_media_data_version_update` AFTER UPDATE ON `vehicle_media` BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `table_name` = 'vehicle_media'; END;
--> statement-breakpoint
CREATE TRIGGER `vehicle_media_data_version_delete` AFTER DELETE ON `vehicle_media` BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `table_name` = 'vehicle_media'; END;
--> statement-breakpoint
CREATE TRIGGER `vehicle_price_changes_data_version_insert` AFTER INSERT ON `vehicle_price_changes` BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `table_name` = 'vehicle_price_changes'; END;
--> statement-breakpoint
CREATE TRIGGER `vehicle_price_changes_data_version_update` AFTER UPDATE ON `vehicle_price_changes` BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `table_name` = 'vehicle_price_changes'; END;
--> statement-breakpoint
CREATE TRIGGER `vehicle_price_changes_data_version_delete` AFTER DELETE ON `vehicle_price_changes` BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `table_name` = 'vehicle_price_changes'; END;
--> statement-breakpoint
CREATE TRIGGER `vehicle_videos_data_version_insert` AFTER INSERT ON `vehicle_videos` BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `table_name` = 'vehicle_videos'; END;
--> statement-breakpoint
CREATE TRIGGER `vehicle_videos_data_version_update` AFTER UPDATE ON `vehicle_videos` BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `table_name` = 'vehicle_videos'; END;
--> statement-breakpoint
CREATE TRIGGER `vehicle_videos_data_version_delete` AFTER DELETE ON `vehicle_videos` BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `table_name` = 'vehicle_videos'; END;
--> statement-breakpoint
CREATE TRIGGER `vehicles_data_version_insert` AFTER INSERT ON `vehicles` BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `table_name` = 'vehicles'; END;
--> statement-breakpoint
CREATE TRIGGER `vehicles_data_version_update` AFTER UPDATE ON `vehicles` BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `table_name` = 'vehicles'; END;
--> statement-breakpoint
CREATE TRIGGER `vehicles_data_version_delete` AFTER DELETE ON `vehicles` BEGIN UPDATE `data_versions` SET `version` = `version` + 1 WHERE `table_name` = 'vehicles'; END;
