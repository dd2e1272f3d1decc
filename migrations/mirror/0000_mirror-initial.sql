CREATE TABLE `access_rules` (
	`id` text PRIMARY KEY NOT NULL,
	`data` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `blackout_dates` (
	`id` text PRIMARY KEY NOT NULL,
	`data` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `clients` (
	`id` text PRIMARY KEY NOT NULL,
	`name_key` text NOT NULL,
	`mobile` text NOT NULL,
	`email` text NOT NULL,
	`data` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `clients_name_idx` ON `clients` (`name_key`);--> statement-breakpoint
CREATE INDEX `clients_mobile_idx` ON `clients` (`mobile`);--> statement-breakpoint
CREATE INDEX `clients_email_idx` ON `clients` (`email`);--> statement-breakpoint
CREATE TABLE `dining_tables` (
	`id` text PRIMARY KEY NOT NULL,
	`data` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `floor_plans` (
	`id` text PRIMARY KEY NOT NULL,
	`data` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `guest_list` (
	`id` text PRIMARY KEY NOT NULL,
	`date` text NOT NULL,
	`data` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `guest_list_date_idx` ON `guest_list` (`date`);--> statement-breakpoint
CREATE TABLE `notices` (
	`id` text PRIMARY KEY NOT NULL,
	`created_at` integer NOT NULL,
	`mutation_id` text NOT NULL,
	`mutation_name` text NOT NULL,
	`guest` text NOT NULL,
	`date` text,
	`time` text,
	`outcome` text NOT NULL,
	`reason` text NOT NULL,
	`message` text NOT NULL,
	`dismissed` integer DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE INDEX `notices_open_idx` ON `notices` (`dismissed`,`created_at`);--> statement-breakpoint
CREATE TABLE `outbox` (
	`seq` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`id` text NOT NULL,
	`name` text NOT NULL,
	`args` text NOT NULL,
	`created_at` integer NOT NULL,
	`acked` integer DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `outbox_id_unique` ON `outbox` (`id`);--> statement-breakpoint
CREATE TABLE `reservation_statuses` (
	`id` text PRIMARY KEY NOT NULL,
	`data` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `reservation_tables` (
	`reservation_id` text NOT NULL,
	`table_id` text NOT NULL,
	`date` text NOT NULL,
	`time` text NOT NULL,
	PRIMARY KEY(`reservation_id`, `table_id`)
);
--> statement-breakpoint
CREATE INDEX `reservation_tables_table_idx` ON `reservation_tables` (`table_id`,`date`,`time`);--> statement-breakpoint
CREATE TABLE `reservations` (
	`id` text PRIMARY KEY NOT NULL,
	`date` text NOT NULL,
	`time` text NOT NULL,
	`client_id` text,
	`guest_name` text NOT NULL,
	`mobile` text NOT NULL,
	`email` text NOT NULL,
	`data` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `reservations_date_idx` ON `reservations` (`date`,`time`);--> statement-breakpoint
CREATE INDEX `reservations_client_idx` ON `reservations` (`client_id`);--> statement-breakpoint
CREATE INDEX `reservations_name_idx` ON `reservations` (`guest_name`);--> statement-breakpoint
CREATE INDEX `reservations_mobile_idx` ON `reservations` (`mobile`);--> statement-breakpoint
CREATE INDEX `reservations_email_idx` ON `reservations` (`email`);--> statement-breakpoint
CREATE TABLE `seating_areas` (
	`id` text PRIMARY KEY NOT NULL,
	`data` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `server_rows` (
	`entity` text NOT NULL,
	`id` text PRIMARY KEY NOT NULL,
	`data` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `server_rows_entity_idx` ON `server_rows` (`entity`);--> statement-breakpoint
CREATE TABLE `shifts` (
	`id` text PRIMARY KEY NOT NULL,
	`data` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `sync_meta` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `table_combinations` (
	`id` text PRIMARY KEY NOT NULL,
	`data` text NOT NULL
);
