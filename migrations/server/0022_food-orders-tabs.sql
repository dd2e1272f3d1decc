CREATE TABLE "food_orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"outlet" text NOT NULL,
	"target_kind" text NOT NULL,
	"table_id" uuid,
	"room" text,
	"reservation_id" uuid,
	"client_id" uuid,
	"label" text NOT NULL,
	"items" jsonb NOT NULL,
	"total_minor" integer NOT NULL,
	"order_status" text DEFAULT 'placed' NOT NULL,
	"status_times" jsonb NOT NULL,
	"time" text NOT NULL,
	"business_date" date NOT NULL,
	"is_pre_order" boolean DEFAULT false NOT NULL,
	"tab_id" uuid,
	"created_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_tabs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"outlet" text NOT NULL,
	"table_id" uuid,
	"guest_name" text DEFAULT '' NOT NULL,
	"label" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"paid_minor" integer,
	"payment_method" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "food_orders" ADD CONSTRAINT "food_orders_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_orders" ADD CONSTRAINT "food_orders_tab_id_order_tabs_id_fk" FOREIGN KEY ("tab_id") REFERENCES "public"."order_tabs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_tabs" ADD CONSTRAINT "order_tabs_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "food_orders_restaurant_date_idx" ON "food_orders" USING btree ("restaurant_id","business_date");--> statement-breakpoint
CREATE INDEX "food_orders_restaurant_status_idx" ON "food_orders" USING btree ("restaurant_id","order_status");--> statement-breakpoint
CREATE INDEX "order_tabs_restaurant_idx" ON "order_tabs" USING btree ("restaurant_id","status");