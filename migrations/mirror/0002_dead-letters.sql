CREATE TABLE `dead_letters` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`args` text NOT NULL,
	`created_at` integer NOT NULL,
	`failed_at` integer NOT NULL,
	`reason` text NOT NULL
);
--> statement-breakpoint
ALTER TABLE `outbox` ADD `failures` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `outbox` ADD `last_error` text;