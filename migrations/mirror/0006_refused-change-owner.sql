-- Who made each change, by name, so the refused-changes screen says which staff member made a change the
-- server refused (issue 27). Older rows keep NULL and show "Not recorded".
ALTER TABLE `dead_letters` ADD `owner_id` integer;--> statement-breakpoint
ALTER TABLE `dead_letters` ADD `owner_name` text;--> statement-breakpoint
ALTER TABLE `outbox` ADD `owner_name` text;