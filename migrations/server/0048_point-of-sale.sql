CREATE TABLE "pos_checks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"pos_check_id" text NOT NULL,
	"pos_table" text NOT NULL,
	"table_id" uuid,
	"reservation_id" uuid,
	"status" text NOT NULL,
	"total_minor" integer NOT NULL,
	"covers" integer,
	"opened_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"last_event_at" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pos_events" (
	"restaurant_id" integer NOT NULL,
	"event_id" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pos_events_restaurant_id_event_id_pk" PRIMARY KEY("restaurant_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "pos_settings" (
	"restaurant_id" integer PRIMARY KEY NOT NULL,
	"secret_sealed" text,
	"secret_hint" text,
	"previous_sealed" text,
	"previous_valid_until" timestamp with time zone,
	"rotated_at" timestamp with time zone,
	"window_before_min" integer DEFAULT 20 NOT NULL,
	"window_after_min" integer DEFAULT 25 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pos_table_maps" (
	"id" uuid PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"pos_table" text NOT NULL,
	"table_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pos_checks" ADD CONSTRAINT "pos_checks_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_checks" ADD CONSTRAINT "pos_checks_table_id_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."tables"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_checks" ADD CONSTRAINT "pos_checks_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_events" ADD CONSTRAINT "pos_events_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_settings" ADD CONSTRAINT "pos_settings_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_table_maps" ADD CONSTRAINT "pos_table_maps_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_table_maps" ADD CONSTRAINT "pos_table_maps_table_id_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."tables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pos_checks_pos_id_unique" ON "pos_checks" USING btree ("restaurant_id","pos_check_id");--> statement-breakpoint
CREATE INDEX "pos_checks_opened_idx" ON "pos_checks" USING btree ("restaurant_id","opened_at");--> statement-breakpoint
CREATE INDEX "pos_checks_reservation_idx" ON "pos_checks" USING btree ("reservation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pos_table_maps_pos_table_unique" ON "pos_table_maps" USING btree ("restaurant_id","pos_table");