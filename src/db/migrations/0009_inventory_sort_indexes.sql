DROP INDEX `vehicles_price_idx`;--> statement-breakpoint
DROP INDEX `vehicles_year_idx`;--> statement-breakpoint
DROP INDEX `vehicles_mileage_idx`;--> statement-breakpoint
DROP INDEX `vehicles_created_idx`;--> statement-breakpoint
CREATE INDEX `vehicles_newest_sort_idx` ON `vehicles` ("created_at" desc,"id" desc,`status`);--> statement-breakpoint
CREATE INDEX `vehicles_price_asc_sort_idx` ON `vehicles` ("price" asc,"created_at" desc,"id" desc,`status`);--> statement-breakpoint
CREATE INDEX `vehicles_price_desc_sort_idx` ON `vehicles` ("price" desc,"created_at" desc,"id" desc,`status`);--> statement-breakpoint
CREATE INDEX `vehicles_year_asc_sort_idx` ON `vehicles` ("year" asc,"created_at" desc,"id" desc,`status`);--> statement-breakpoint
CREATE INDEX `vehicles_year_desc_sort_idx` ON `vehicles` ("year" desc,"created_at" desc,"id" desc,`status`);--> statement-breakpoint
CREATE INDEX `vehicles_mileage_asc_sort_idx` ON `vehicles` ("mileage" asc,"created_at" desc,"id" desc,`status`);--> statement-breakpoint
CREATE INDEX `vehicles_mileage_desc_sort_idx` ON `vehicles` ("mileage" desc,"created_at" desc,"id" desc,`status`);