CREATE TABLE "access_rules" (
	"id" uuid PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"end_indefinite" boolean DEFAULT false NOT NULL,
	"active_days" jsonb NOT NULL,
	"time_config" jsonb NOT NULL,
	"basic_settings" jsonb NOT NULL,
	"additional_settings" jsonb NOT NULL,
	"created_by" text,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blackout_dates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"date" date NOT NULL,
	"shift_id" uuid,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tables" (
	"id" uuid PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"seating_area_id" uuid,
	"name" text NOT NULL,
	"min_covers" integer NOT NULL,
	"max_covers" integer NOT NULL,
	"shape" text NOT NULL,
	"x" double precision DEFAULT 0 NOT NULL,
	"y" double precision DEFAULT 0 NOT NULL,
	"rotation" double precision DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by_name" text,
	"updated_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "floor_plans" (
	"id" uuid PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"seating_area_id" uuid,
	"name" text NOT NULL,
	"tables" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"live_status" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservation_statuses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"name" text NOT NULL,
	"color_code" text NOT NULL,
	"holds_table" boolean DEFAULT true NOT NULL,
	"is_final" boolean DEFAULT false NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seating_areas" (
	"id" uuid PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"restaurant_outlet_id" integer,
	"name" text NOT NULL,
	"abbreviation" text DEFAULT '' NOT NULL,
	"sa_order" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"creator" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shifts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"last_seating_time" text,
	"interval_minutes" integer DEFAULT 15 NOT NULL,
	"turn_times" jsonb NOT NULL,
	"active_days" jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "table_combination_members" (
	"combination_id" uuid NOT NULL,
	"table_id" uuid NOT NULL,
	"table_order" integer DEFAULT 0 NOT NULL,
	"is_required" boolean DEFAULT true NOT NULL,
	CONSTRAINT "table_combination_members_combination_id_table_id_pk" PRIMARY KEY("combination_id","table_id")
);
--> statement-breakpoint
CREATE TABLE "table_combinations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"restaurant_outlet_id" integer,
	"combination_name" text NOT NULL,
	"description" text,
	"min_guest_capacity" integer NOT NULL,
	"max_guest_capacity" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" uuid PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"mobile_number" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"allergens" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"restrictions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"discounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guest_list" (
	"id" uuid PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"date" date NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"mobile_number" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"guest_count" integer NOT NULL,
	"reservation_id" uuid,
	"client_id" uuid,
	"notes" text DEFAULT '' NOT NULL,
	"checked_in" boolean DEFAULT false NOT NULL,
	"checked_in_at" timestamp with time zone,
	"blacklisted" boolean DEFAULT false NOT NULL,
	"blacklist_reason" text,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservation_tables" (
	"reservation_id" uuid NOT NULL,
	"table_id" uuid NOT NULL,
	"restaurant_id" integer NOT NULL,
	"during" "tstzrange" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"mobile_number" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"date" date NOT NULL,
	"time" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"guest_count" integer NOT NULL,
	"reservation_type" text DEFAULT '' NOT NULL,
	"shift_id" uuid,
	"seating_area_id" uuid,
	"table_combination_id" uuid,
	"client_id" uuid,
	"table_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"special_request" text DEFAULT '' NOT NULL,
	"additional_notes" text DEFAULT '' NOT NULL,
	"party_notes" text DEFAULT '' NOT NULL,
	"source" text DEFAULT 'phone' NOT NULL,
	"status_id" uuid NOT NULL,
	"client_tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"allergens" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"offer_details" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"during" "tstzrange" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sync_changes" (
	"restaurant_id" integer NOT NULL,
	"entity" text NOT NULL,
	"row_id" text NOT NULL,
	"seq" bigint NOT NULL,
	"op" text NOT NULL,
	"data" jsonb,
	CONSTRAINT "sync_changes_restaurant_id_entity_row_id_pk" PRIMARY KEY("restaurant_id","entity","row_id")
);
--> statement-breakpoint
CREATE TABLE "sync_mutations" (
	"restaurant_id" integer NOT NULL,
	"client_id" uuid NOT NULL,
	"mutation_id" uuid NOT NULL,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"code" text,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sync_mutations_client_id_mutation_id_pk" PRIMARY KEY("client_id","mutation_id")
);
--> statement-breakpoint
CREATE TABLE "tenant_sync_counters" (
	"restaurant_id" integer PRIMARY KEY NOT NULL,
	"seq" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "access_rules" ADD CONSTRAINT "access_rules_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blackout_dates" ADD CONSTRAINT "blackout_dates_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blackout_dates" ADD CONSTRAINT "blackout_dates_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tables" ADD CONSTRAINT "tables_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tables" ADD CONSTRAINT "tables_seating_area_id_seating_areas_id_fk" FOREIGN KEY ("seating_area_id") REFERENCES "public"."seating_areas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "floor_plans" ADD CONSTRAINT "floor_plans_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "floor_plans" ADD CONSTRAINT "floor_plans_seating_area_id_seating_areas_id_fk" FOREIGN KEY ("seating_area_id") REFERENCES "public"."seating_areas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_statuses" ADD CONSTRAINT "reservation_statuses_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seating_areas" ADD CONSTRAINT "seating_areas_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_combination_members" ADD CONSTRAINT "table_combination_members_combination_id_table_combinations_id_fk" FOREIGN KEY ("combination_id") REFERENCES "public"."table_combinations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_combination_members" ADD CONSTRAINT "table_combination_members_table_id_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."tables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_combinations" ADD CONSTRAINT "table_combinations_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_list" ADD CONSTRAINT "guest_list_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_list" ADD CONSTRAINT "guest_list_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_tables" ADD CONSTRAINT "reservation_tables_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_tables" ADD CONSTRAINT "reservation_tables_table_id_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."tables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_tables" ADD CONSTRAINT "reservation_tables_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_seating_area_id_seating_areas_id_fk" FOREIGN KEY ("seating_area_id") REFERENCES "public"."seating_areas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_table_combination_id_table_combinations_id_fk" FOREIGN KEY ("table_combination_id") REFERENCES "public"."table_combinations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_status_id_reservation_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."reservation_statuses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_changes" ADD CONSTRAINT "sync_changes_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_mutations" ADD CONSTRAINT "sync_mutations_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_sync_counters" ADD CONSTRAINT "tenant_sync_counters_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_rules_restaurant_idx" ON "access_rules" USING btree ("restaurant_id");--> statement-breakpoint
CREATE INDEX "blackout_dates_restaurant_date_idx" ON "blackout_dates" USING btree ("restaurant_id","date");--> statement-breakpoint
CREATE INDEX "tables_restaurant_idx" ON "tables" USING btree ("restaurant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tables_restaurant_name_unique" ON "tables" USING btree ("restaurant_id","name");--> statement-breakpoint
CREATE INDEX "floor_plans_restaurant_idx" ON "floor_plans" USING btree ("restaurant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reservation_statuses_restaurant_name_unique" ON "reservation_statuses" USING btree ("restaurant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "reservation_statuses_one_default" ON "reservation_statuses" USING btree ("restaurant_id") WHERE "reservation_statuses"."is_default";--> statement-breakpoint
CREATE INDEX "seating_areas_restaurant_idx" ON "seating_areas" USING btree ("restaurant_id");--> statement-breakpoint
CREATE INDEX "shifts_restaurant_idx" ON "shifts" USING btree ("restaurant_id");--> statement-breakpoint
CREATE INDEX "table_combination_members_table_idx" ON "table_combination_members" USING btree ("table_id");--> statement-breakpoint
CREATE INDEX "table_combinations_restaurant_idx" ON "table_combinations" USING btree ("restaurant_id");--> statement-breakpoint
CREATE INDEX "clients_restaurant_name_idx" ON "clients" USING btree ("restaurant_id","last_name","first_name");--> statement-breakpoint
CREATE INDEX "clients_restaurant_mobile_idx" ON "clients" USING btree ("restaurant_id","mobile_number");--> statement-breakpoint
CREATE INDEX "clients_restaurant_email_idx" ON "clients" USING btree ("restaurant_id","email");--> statement-breakpoint
CREATE INDEX "guest_list_restaurant_date_idx" ON "guest_list" USING btree ("restaurant_id","date");--> statement-breakpoint
CREATE INDEX "reservation_tables_reservation_idx" ON "reservation_tables" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "reservations_restaurant_date_idx" ON "reservations" USING btree ("restaurant_id","date");--> statement-breakpoint
CREATE INDEX "reservations_client_idx" ON "reservations" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "sync_changes_restaurant_seq_idx" ON "sync_changes" USING btree ("restaurant_id","seq");--> statement-breakpoint
CREATE INDEX "sync_mutations_restaurant_idx" ON "sync_mutations" USING btree ("restaurant_id");