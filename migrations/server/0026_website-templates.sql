CREATE TABLE "website_template_assignments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"outlet_id" integer,
	"template_id" text NOT NULL,
	"activated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"active_components" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"custom_config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"feature_configuration" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"template_settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"tenant_config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"custom_styles" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"feature_flags" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "website_template_assignments_restaurant" UNIQUE("restaurant_id")
);
--> statement-breakpoint
CREATE TABLE "website_template_migrations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"from_template_id" text,
	"to_template_id" text NOT NULL,
	"state" text NOT NULL,
	"force" boolean DEFAULT false NOT NULL,
	"previous" jsonb,
	"error" text,
	"logs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "website_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" integer,
	"template_name" text NOT NULL,
	"template_description" text DEFAULT '' NOT NULL,
	"template_version" text DEFAULT '1.0.0' NOT NULL,
	"template_type" text NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_premium" boolean DEFAULT false NOT NULL,
	"pricing_tier" text DEFAULT 'BASIC' NOT NULL,
	"css_framework" text DEFAULT 'none' NOT NULL,
	"js_framework" text DEFAULT 'none' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"default_config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"component_structure" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"asset_paths" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"template_assets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"template_components" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "website_template_assignments" ADD CONSTRAINT "website_template_assignments_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_template_assignments" ADD CONSTRAINT "website_template_assignments_template_id_website_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."website_templates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_template_migrations" ADD CONSTRAINT "website_template_migrations_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_templates" ADD CONSTRAINT "website_templates_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "website_template_migrations_state_idx" ON "website_template_migrations" USING btree ("restaurant_id","state","created_at");--> statement-breakpoint
CREATE INDEX "website_templates_owner_type_idx" ON "website_templates" USING btree ("restaurant_id","template_type");