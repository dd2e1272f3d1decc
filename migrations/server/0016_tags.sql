CREATE TABLE "tags" (
	"id" uuid PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"parent_id" uuid,
	"name" text NOT NULL,
	"tag_color" text DEFAULT '#ffffff' NOT NULL,
	"text_color" text DEFAULT '#423d3a' NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"visible_to_superusers_only" boolean DEFAULT false NOT NULL,
	"show_on_reservation_summary" boolean DEFAULT false NOT NULL,
	"image_id" uuid,
	"image" "bytea",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_parent_id_tags_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tags_restaurant_kind_idx" ON "tags" USING btree ("restaurant_id","kind","parent_id");--> statement-breakpoint
CREATE INDEX "tags_image_idx" ON "tags" USING btree ("image_id");