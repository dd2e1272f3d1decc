CREATE TABLE "email_provider_settings" (
	"restaurant_id" integer PRIMARY KEY NOT NULL,
	"provider" text DEFAULT 'platform' NOT NULL,
	"domain" text,
	"region" text DEFAULT 'us' NOT NULL,
	"from_address" text,
	"api_key_sealed" text,
	"api_key_hint" text,
	"webhook_key_sealed" text,
	"webhook_key_hint" text,
	"tested_at" timestamp with time zone,
	"test_ok" boolean,
	"test_result" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_event_id" text NOT NULL,
	"event" text NOT NULL,
	"recipient" text NOT NULL,
	"message_id" text,
	"detail" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_suppressions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"email" text NOT NULL,
	"reason" text NOT NULL,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_provider_settings" ADD CONSTRAINT "email_provider_settings_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_events" ADD CONSTRAINT "mail_events_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_suppressions" ADD CONSTRAINT "mail_suppressions_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_events_provider_event_unique" ON "mail_events" USING btree ("restaurant_id","provider","provider_event_id");--> statement-breakpoint
CREATE INDEX "mail_events_recent_idx" ON "mail_events" USING btree ("restaurant_id","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_suppressions_email_unique" ON "mail_suppressions" USING btree ("restaurant_id",lower("email"));