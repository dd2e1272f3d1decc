CREATE TABLE "promo_codes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"discount_type" text NOT NULL,
	"discount_hundredths" integer NOT NULL,
	"valid_from" date,
	"valid_until" date,
	"total_limit" integer DEFAULT 0 NOT NULL,
	"per_guest_limit" integer DEFAULT 0 NOT NULL,
	"limit_renewal" text DEFAULT 'never' NOT NULL,
	"combinable" boolean DEFAULT false NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_code_unique" ON "promo_codes" USING btree ("restaurant_id","code");