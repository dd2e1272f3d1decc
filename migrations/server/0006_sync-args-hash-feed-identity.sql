CREATE TABLE "sync_feed_identity" (
	"feed_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sync_mutations" ADD COLUMN "args_hash" text;--> statement-breakpoint
-- The feed's identity is made once, with the database: a restored backup keeps the id it was made with, a new database gets a new one.
INSERT INTO "sync_feed_identity" DEFAULT VALUES;
