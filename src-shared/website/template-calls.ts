// The website template registry's calls that both the template screen and the widget settings use
// (spec §7 Website config per tenant › templates, templates/{templateId}/apply; Widget and template
// service › templates by type 'widget-{type}', apply with widgetType, create with type 'widget').
// Declared once: the server registers them (src-server/website/) and the console calls them.
import { z } from 'zod';
import type { RouteContract } from '../resources/route-contract.js';
import { dbIdStringSchema } from '../schemas/restaurant.js';
import { widgetTypeSchema } from './widget-config.js';

/** Spec §9: a template's pricing tier is BASIC unless told. */
export const DEFAULT_PRICING_TIER = 'BASIC';

const json = z.record(z.string(), z.unknown());

/** A template of the registry (spec §3 Template (registry)). */
export const websiteTemplateSchema = z.object({
  id: z.string(),
  template_name: z.string(),
  template_description: z.string(),
  template_version: z.string(),
  /** 'website' for a whole site, 'widget-{type}' for a widget's look. */
  template_type: z.string(),
  features: z.array(z.string()),
  is_premium: z.boolean(),
  pricing_tier: z.string(),
  css_framework: z.string(),
  js_framework: z.string(),
  is_active: z.boolean(),
  default_config: json,
  component_structure: json,
  asset_paths: z.array(z.string()),
  template_assets: z.array(json),
  template_components: z.array(json),
  /** null: a registry template every tenant sees; else the restaurant that made it. */
  restaurant_id: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type WebsiteTemplate = z.infer<typeof websiteTemplateSchema>;

const name = z
  .string()
  .trim()
  .min(1, 'Template name is required')
  .max(120, 'Template name cannot exceed 120 characters');

export const createTemplateSchema = z.object({
  template_name: name,
  template_description: z.string().trim().max(600, 'Description cannot exceed 600 characters').default(''),
  template_version: z.string().trim().max(20, 'Version cannot exceed 20 characters').default('1.0.0'),
  /** 'widget' with a widgetType makes a 'widget-{type}' template; else 'website'. */
  type: z.enum(['website', 'widget']).default('website'),
  widgetType: widgetTypeSchema.optional(),
  features: z
    .array(z.string().trim().min(1).max(60))
    .max(30, 'A template cannot list more than 30 features')
    .default([]),
  is_premium: z.boolean().default(false),
  pricing_tier: z.string().trim().min(1).max(20).default(DEFAULT_PRICING_TIER),
  default_config: json.default({}),
});
export type CreateTemplate = z.input<typeof createTemplateSchema>;

export const tenantParamsSchema = z.object({ tenantId: dbIdStringSchema });
export const templateParamsSchema = tenantParamsSchema.extend({ templateId: z.string().min(1).max(100) });

export const applyTemplateSchema = z.object({
  /** Apply to this widget's config (Widget service); without it the template becomes the site's. */
  widgetType: widgetTypeSchema.optional(),
  customConfig: json.optional(),
});

export const applyTemplateResultSchema = z.object({
  /** The config now in force: the widget's (when widgetType was given) or the site's customization. */
  config: json,
  version: z.number().int(),
  templateId: z.string(),
  widgetType: widgetTypeSchema.nullable(),
});
export type ApplyTemplateResult = z.infer<typeof applyTemplateResultSchema>;

export const WEBSITE_TEMPLATE_CALLS = {
  'website.templates': {
    method: 'GET',
    path: '/restaurants/{tenantId}/templates',
    summary:
      "The templates this tenant may use: the registry's and its own; `type` filters (e.g. widget-reservation)",
    permission: 'settings.read',
    params: tenantParamsSchema,
    query: z.object({ type: z.string().max(40).optional() }),
    restaurantParam: 'tenantId',
    response: z.array(websiteTemplateSchema),
    status: 200,
  },
  'website.createTemplate': {
    method: 'POST',
    path: '/restaurants/{tenantId}/templates',
    summary: "Create a tenant's own template (type 'widget' with widgetType for a widget's look)",
    permission: 'settings.manage',
    params: tenantParamsSchema,
    body: createTemplateSchema,
    restaurantParam: 'tenantId',
    response: websiteTemplateSchema,
    status: 201,
  },
  'website.applyTemplate': {
    method: 'POST',
    path: '/restaurants/{tenantId}/templates/{templateId}/apply',
    summary: 'Apply a template to a widget (body widgetType) or to the site; answers the config now in force',
    permission: 'settings.manage',
    params: templateParamsSchema,
    body: applyTemplateSchema,
    restaurantParam: 'tenantId',
    response: applyTemplateResultSchema,
    status: 200,
  },
} as const satisfies Record<string, RouteContract>;
