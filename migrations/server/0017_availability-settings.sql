CREATE TABLE "booking_channels" (
	"id" uuid PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"type" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"commission_basis_points" integer DEFAULT 0 NOT NULL,
	"supports_credit_cards" boolean DEFAULT true NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "concierge_perks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"end_indefinite" boolean DEFAULT true NOT NULL,
	"active_days" jsonb NOT NULL,
	"external_link" text,
	"additional_information" text DEFAULT '' NOT NULL,
	"staff_instructions" text DEFAULT '' NOT NULL,
	"access_levels" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daily_programs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"end_indefinite" boolean DEFAULT false NOT NULL,
	"active_days" jsonb NOT NULL,
	"cuisine" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"shift_id" uuid,
	"start_time" text,
	"end_time" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_channels" ADD CONSTRAINT "booking_channels_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concierge_perks" ADD CONSTRAINT "concierge_perks_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_programs" ADD CONSTRAINT "daily_programs_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_programs" ADD CONSTRAINT "daily_programs_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_channels_code_unique" ON "booking_channels" USING btree ("restaurant_id","code");--> statement-breakpoint
CREATE INDEX "concierge_perks_restaurant_dates_idx" ON "concierge_perks" USING btree ("restaurant_id","start_date");--> statement-breakpoint
CREATE INDEX "daily_programs_restaurant_dates_idx" ON "daily_programs" USING btree ("restaurant_id","start_date");