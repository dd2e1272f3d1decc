CREATE TABLE `waitlist` (
	`id` text PRIMARY KEY NOT NULL,
	`date` text NOT NULL,
	`data` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `waitlist_date_idx` ON `waitlist` (`date`);