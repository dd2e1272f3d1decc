DROP INDEX `reservations_name_idx`;--> statement-breakpoint
DROP INDEX `reservations_mobile_idx`;--> statement-breakpoint
DROP INDEX `reservations_email_idx`;--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_server_rows` (
	`entity` text NOT NULL,
	`id` text PRIMARY KEY NOT NULL,
	`data` text
);
--> statement-breakpoint
-- Only rows a pending mutation touches keep a shadow; every other visible row already equals the server's.
INSERT INTO `__new_server_rows`("entity", "id", "data") SELECT "entity", "id", "data" FROM `server_rows` WHERE "id" IN (SELECT json_extract("args", '$.id') FROM `outbox`);--> statement-breakpoint
-- A row created offline had no server row: its shadow says the server has none (data NULL).
INSERT OR IGNORE INTO `__new_server_rows`("entity", "id", "data")
  SELECT CASE WHEN "name" LIKE 'reservation.%' THEN 'reservations' WHEN "name" LIKE 'client.%' THEN 'clients' ELSE 'guest_list' END, json_extract("args", '$.id'), NULL
  FROM `outbox` ORDER BY "seq";--> statement-breakpoint
DROP TABLE `server_rows`;--> statement-breakpoint
ALTER TABLE `__new_server_rows` RENAME TO `server_rows`;--> statement-breakpoint
PRAGMA foreign_keys=ON;