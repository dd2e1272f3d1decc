INSERT INTO `declared_rows` (`entity`, `id`, `data`) SELECT 'rooms', `id`, `data` FROM `rooms`;--> statement-breakpoint
DROP TABLE `rooms`;