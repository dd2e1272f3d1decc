-- Who made each queued change: only that user's session pushes it. Rows queued before this migration keep
-- owner_id NULL and are claimed by the first user who signs in next (SyncEngine.start).
ALTER TABLE `outbox` ADD `owner_id` integer;
