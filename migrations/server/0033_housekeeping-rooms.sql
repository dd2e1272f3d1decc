CREATE TABLE "rooms" (
	"id" uuid PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"number" text NOT NULL,
	"floor" integer DEFAULT 0 NOT NULL,
	"room_type" text DEFAULT '' NOT NULL,
	"cleanliness" text DEFAULT 'dirty' NOT NULL,
	"occupancy" text DEFAULT 'vacant' NOT NULL,
	"out_of_order" boolean DEFAULT false NOT NULL,
	"ooo_return_status" text,
	"ooo_return_date" date,
	"out_of_service" boolean DEFAULT false NOT NULL,
	"status_version" integer DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rooms_number_unique" ON "rooms" USING btree ("restaurant_id","number");