CREATE TABLE `declared_rows` (
	`entity` text NOT NULL,
	`id` text NOT NULL,
	`data` text NOT NULL,
	PRIMARY KEY(`entity`, `id`)
);
