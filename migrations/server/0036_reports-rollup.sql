CREATE TABLE "reservation_times" (
	"reservation_id" uuid NOT NULL,
	"restaurant_id" integer NOT NULL,
	"date" date NOT NULL,
	"seated_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "reservation_times_reservation_id_pk" PRIMARY KEY("reservation_id")
);
--> statement-breakpoint
ALTER TABLE "reservation_times" ADD CONSTRAINT "reservation_times_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_times" ADD CONSTRAINT "reservation_times_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservation_times_restaurant_date_idx" ON "reservation_times" USING btree ("restaurant_id","date");