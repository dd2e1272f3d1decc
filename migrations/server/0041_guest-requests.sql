CREATE TABLE "guest_request_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"request_id" uuid NOT NULL,
	"author" text NOT NULL,
	"author_user_id" integer,
	"author_name" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"channel" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guest_request_targets" (
	"restaurant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"hours" integer NOT NULL,
	CONSTRAINT "guest_request_targets_restaurant_id_kind_pk" PRIMARY KEY("restaurant_id","kind")
);
--> statement-breakpoint
CREATE TABLE "guest_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'new' NOT NULL,
	"source" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"mobile_number" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"date" date,
	"time" text,
	"party" integer,
	"reservation_id" uuid,
	"client_id" uuid,
	"assigned_user_id" integer,
	"due_at" timestamp with time zone NOT NULL,
	"reminded_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guest_messages" ALTER COLUMN "reservation_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_messages" ADD COLUMN "request_entry_id" uuid;--> statement-breakpoint
ALTER TABLE "guest_request_entries" ADD CONSTRAINT "guest_request_entries_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_request_entries" ADD CONSTRAINT "guest_request_entries_request_id_guest_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."guest_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_request_entries" ADD CONSTRAINT "guest_request_entries_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_request_targets" ADD CONSTRAINT "guest_request_targets_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_requests" ADD CONSTRAINT "guest_requests_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_requests" ADD CONSTRAINT "guest_requests_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_requests" ADD CONSTRAINT "guest_requests_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_requests" ADD CONSTRAINT "guest_requests_assigned_user_id_users_id_fk" FOREIGN KEY ("assigned_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_request_entries_request_idx" ON "guest_request_entries" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "guest_requests_due_idx" ON "guest_requests" USING btree ("restaurant_id","due_at");--> statement-breakpoint
CREATE INDEX "guest_requests_client_idx" ON "guest_requests" USING btree ("restaurant_id","client_id");--> statement-breakpoint
CREATE INDEX "guest_requests_reservation_idx" ON "guest_requests" USING btree ("reservation_id");--> statement-breakpoint
ALTER TABLE "guest_messages" ADD CONSTRAINT "guest_messages_request_entry_id_guest_request_entries_id_fk" FOREIGN KEY ("request_entry_id") REFERENCES "public"."guest_request_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_messages" ADD CONSTRAINT "guest_messages_request_entry_id_unique" UNIQUE("request_entry_id");