import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { flag, instant, intOr, jsonList, tenantTable, textOr, timestamps } from './columns';
import { restaurants } from './restaurants';

type Json = Record<string, unknown>;
const jsonObject = (name: string) =>
  jsonb(name)
    .$type<Json>()
    .notNull()
    .default(sql`'{}'::jsonb`);

/**
 * The website template registry (spec §3 Template (registry)): a row with restaurant_id null is a
 * registry template every tenant sees (seeded, stable text ids); a tenant's own templates carry its id.
 * template_type is 'website' for a whole site or 'widget-{type}' for a widget's look.
 */
export const websiteTemplates = pgTable(
  'website_templates',
  {
    id: text('id').primaryKey(),
    restaurantId: integer('restaurant_id').references(() => restaurants.id, { onDelete: 'cascade' }),
    templateName: text('template_name').notNull(),
    templateDescription: textOr('template_description'),
    templateVersion: textOr('template_version', '1.0.0'),
    templateType: text('template_type').notNull(),
    features: jsonList<string>('features'),
    isPremium: flag('is_premium', false),
    pricingTier: textOr('pricing_tier', 'BASIC'),
    cssFramework: textOr('css_framework', 'none'),
    jsFramework: textOr('js_framework', 'none'),
    isActive: flag('is_active', true),
    defaultConfig: jsonObject('default_config'),
    componentStructure: jsonObject('component_structure'),
    assetPaths: jsonList<string>('asset_paths'),
    templateAssets: jsonList<Json>('template_assets'),
    templateComponents: jsonList<Json>('template_components'),
    ...timestamps(),
  },
  (t) => [index('website_templates_owner_type_idx').on(t.restaurantId, t.templateType)],
);

/**
 * A restaurant's website template assignment (spec §3 Template assignment): one per restaurant, its
 * customization in custom_config; `version` counts its saves.
 */
export const websiteTemplateAssignments = tenantTable(
  'website_template_assignments',
  {
    outletId: integer('outlet_id'),
    templateId: text('template_id')
      .notNull()
      .references(() => websiteTemplates.id, { onDelete: 'restrict' }),
    activatedAt: instant('activated_at').notNull().defaultNow(),
    isActive: flag('is_active', true),
    activeComponents: jsonList<string>('active_components'),
    customConfig: jsonObject('custom_config'),
    featureConfiguration: jsonObject('feature_configuration'),
    templateSettings: jsonObject('template_settings'),
    tenantConfig: jsonObject('tenant_config'),
    customStyles: jsonObject('custom_styles'),
    featureFlags: jsonb('feature_flags')
      .$type<Record<string, boolean>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    version: intOr('version', 1),
  },
  (t) => [unique('website_template_assignments_restaurant').on(t.restaurantId)],
);

/**
 * A template migration run (spec §7 migrations): queued → running → completed | failed, queued →
 * cancelled, completed → rolled_back. `previous` is the assignment as it was before the switch (null:
 * the site had none), which a rollback puts back.
 */
export const websiteTemplateMigrations = tenantTable(
  'website_template_migrations',
  {
    fromTemplateId: text('from_template_id'),
    toTemplateId: text('to_template_id').notNull(),
    state: text('state', {
      enum: ['queued', 'running', 'completed', 'failed', 'cancelled', 'rolled_back'],
    }).notNull(),
    force: boolean('force').notNull().default(false),
    previous: jsonb('previous').$type<Json | null>(),
    error: text('error'),
    logs: jsonList<{ at: string; state: string; message: string }>('logs'),
    startedAt: instant('started_at'),
    finishedAt: instant('finished_at'),
    createdBy: integer('created_by'),
  },
  (t) => [index('website_template_migrations_state_idx').on(t.restaurantId, t.state, t.createdAt)],
);
