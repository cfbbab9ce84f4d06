CREATE TABLE `vehicle_media` (
	`url` text NOT NULL,
	`vehicle_id` integer NOT NULL,
	PRIMARY KEY(`url`, `vehicle_id`),
	FOREIGN KEY (`vehicle_id`) REFERENCES `vehicles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `vehicle_media_vehicle_idx` ON `vehicle_media` (`vehicle_id`);--> statement-breakpoint
-- Which vehicles show which image, as rows (the media library's "used by" and "unused" filter by index):
-- filled from every vehicle's images list, then kept in step by triggers, so every writer keeps it right.
-- A list that is not valid JSON counts as empty rather than failing the vehicle's write.
INSERT OR IGNORE INTO `vehicle_media` (`url`, `vehicle_id`)
  SELECT j.value, v.id FROM `vehicles` v, json_each(CASE WHEN json_valid(v.images) THEN v.images ELSE '[]' END) j WHERE j.type = 'text';--> statement-breakpoint
CREATE TRIGGER `vehicle_media_insert` AFTER INSERT ON `vehicles` BEGIN
  INSERT OR IGNORE INTO `vehicle_media` (`url`, `vehicle_id`)
    SELECT j.value, new.id FROM json_each(CASE WHEN json_valid(new.images) THEN new.images ELSE '[]' END) j WHERE j.type = 'text';
END;--> statement-breakpoint
CREATE TRIGGER `vehicle_media_update` AFTER UPDATE OF images ON `vehicles` WHEN old.images IS NOT new.images BEGIN
  DELETE FROM `vehicle_media` WHERE `vehicle_id` = new.id;
  INSERT OR IGNORE INTO `vehicle_media` (`url`, `vehicle_id`)
    SELECT j.value, new.id FROM json_each(CASE WHEN json_valid(new.images) THEN new.images ELSE '[]' END) j WHERE j.type = 'text';
END;
