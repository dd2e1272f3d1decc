CREATE TABLE `food_orders` (
	`id` text PRIMARY KEY NOT NULL,
	`date` text NOT NULL,
	`data` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `food_orders_date_idx` ON `food_orders` (`date`);--> statement-breakpoint
CREATE TABLE `order_tabs` (
	`id` text PRIMARY KEY NOT NULL,
	`data` text NOT NULL
);
