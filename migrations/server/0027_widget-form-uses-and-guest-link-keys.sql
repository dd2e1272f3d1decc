CREATE TABLE "widget_form_uses" (
	"token_id" text PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_hash" text DEFAULT '' NOT NULL,
	"email_hash" text DEFAULT '' NOT NULL,
	"phone_hash" text DEFAULT '' NOT NULL,
	"booked" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "widget_form_uses" ADD CONSTRAINT "widget_form_uses_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "widget_form_uses_restaurant_used_idx" ON "widget_form_uses" USING btree ("restaurant_id","used_at");--> statement-breakpoint
CREATE INDEX "guest_messages_recipient_sent_idx" ON "guest_messages" USING btree (lower("recipient"),"sent_at");