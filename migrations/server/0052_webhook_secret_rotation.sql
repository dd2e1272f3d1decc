ALTER TABLE "email_provider_settings" ADD COLUMN "previous_webhook_key_sealed" text;--> statement-breakpoint
ALTER TABLE "email_provider_settings" ADD COLUMN "previous_webhook_valid_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_settings" ADD COLUMN "previous_webhook_secret_sealed" text;--> statement-breakpoint
ALTER TABLE "payment_settings" ADD COLUMN "previous_webhook_valid_until" timestamp with time zone;