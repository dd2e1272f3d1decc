CREATE TABLE "booking_payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"reservation_id" uuid,
	"kind" text NOT NULL,
	"state" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"guest_name" text NOT NULL,
	"guest_email" text,
	"customer_id" text,
	"payment_method_id" text,
	"card_brand" text,
	"card_last4" text,
	"card_exp_month" integer,
	"card_exp_year" integer,
	"session_id" text,
	"intent_id" text,
	"taken_minor" integer DEFAULT 0 NOT NULL,
	"refunded_minor" integer DEFAULT 0 NOT NULL,
	"failure_reason" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"restaurant_id" integer NOT NULL,
	"event_id" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_restaurant_id_event_id_pk" PRIMARY KEY("restaurant_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "payment_ledger" (
	"id" uuid PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"booking_payment_id" uuid NOT NULL,
	"entry" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"provider_ref" text,
	"idempotency_key" text NOT NULL,
	"actor_user_id" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_settings" (
	"restaurant_id" integer PRIMARY KEY NOT NULL,
	"provider" text DEFAULT 'none' NOT NULL,
	"secret_key_sealed" text,
	"secret_key_hint" text,
	"webhook_endpoint_id" text,
	"webhook_secret_sealed" text,
	"no_show_fee_per_cover_minor" integer DEFAULT 2500 NOT NULL,
	"deposit_per_cover_minor" integer DEFAULT 1000 NOT NULL,
	"tested_at" timestamp with time zone,
	"test_ok" boolean,
	"test_result" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_payments" ADD CONSTRAINT "booking_payments_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_payments" ADD CONSTRAINT "booking_payments_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_ledger" ADD CONSTRAINT "payment_ledger_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_ledger" ADD CONSTRAINT "payment_ledger_booking_payment_id_booking_payments_id_fk" FOREIGN KEY ("booking_payment_id") REFERENCES "public"."booking_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_settings" ADD CONSTRAINT "payment_settings_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_payments_live_unique" ON "booking_payments" USING btree ("reservation_id") WHERE "booking_payments"."state" in ('requested', 'card_saved', 'paid', 'charged');--> statement-breakpoint
CREATE INDEX "booking_payments_reservation_idx" ON "booking_payments" USING btree ("restaurant_id","reservation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_ledger_idempotency_unique" ON "payment_ledger" USING btree ("restaurant_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "payment_ledger_payment_idx" ON "payment_ledger" USING btree ("booking_payment_id");--> statement-breakpoint
-- The ledger is append-only: a row once written is never changed or removed, but when the restaurant
-- it belongs to is removed (a cascade runs inside the foreign key's own trigger, so one level deeper).
CREATE FUNCTION payment_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' OR pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'payment_ledger is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN OLD;
END;
$$;--> statement-breakpoint
CREATE TRIGGER payment_ledger_append_only BEFORE UPDATE OR DELETE ON payment_ledger
  FOR EACH ROW EXECUTE FUNCTION payment_ledger_append_only();
