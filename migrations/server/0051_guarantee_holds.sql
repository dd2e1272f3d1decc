ALTER TABLE "booking_payments" ADD COLUMN "hold_intent_id" text;--> statement-breakpoint
ALTER TABLE "booking_payments" ADD COLUMN "held_minor" integer;--> statement-breakpoint
ALTER TABLE "booking_payments" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_payments" ADD COLUMN "hold_renewals" integer DEFAULT 0 NOT NULL;