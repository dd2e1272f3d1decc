// The website template registry (spec §3 Template (registry), §7 templates): the registry's own
// templates (restaurant_id null, stable ids) are real rows, written idempotently the first time a
// database is asked for them; a tenant adds its own. The widget screens read 'widget-{type}' ones.
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import { uuidv7 } from '../../src-shared/ids.js';
import {
  DEFAULT_PRICING_TIER,
  type createTemplateSchema,
  type WebsiteTemplate,
} from '../../src-shared/website/template-calls.js';
import { WIDGET_TYPES, type WidgetType } from '../../src-shared/website/widget-config.js';
import type { z } from 'zod';
import type { DbExecutor } from '../db/client.js';
import { websiteTemplates } from '../db/schema/index.js';
import { notFound } from '../http/http-error.js';
import { fieldError } from '../resources/drizzle-crud.js';
import type { DomainWrite } from '../sync/write-context.js';

type Row = typeof websiteTemplates.$inferSelect;
type Insert = typeof websiteTemplates.$inferInsert;

export const WEBSITE_TEMPLATE_TYPE = 'website';
export const widgetTemplateType = (type: WidgetType) => `widget-${type}`;

const components = (...names: string[]) => names.map((name, order) => ({ name, order }));
const site = (id: string, over: Partial<Insert>): Insert => ({
  id,
  restaurantId: null,
  templateName: id,
  templateType: WEBSITE_TEMPLATE_TYPE,
  pricingTier: DEFAULT_PRICING_TIER,
  cssFramework: 'css-modules',
  jsFramework: 'react',
  ...over,
});

const WIDGET_LOOKS: Record<WidgetType, { name: string; primary: string; secondary: string }> = {
  reservation: { name: 'Reservation widget — Clean', primary: '#3B82F6', secondary: '#6B7280' },
  event: { name: 'Event widget — Spotlight', primary: '#7C3AED', secondary: '#4B5563' },
  waitlist: { name: 'Waitlist widget — Calm', primary: '#0F766E', secondary: '#6B7280' },
  landingPage: { name: 'Landing page — Hero', primary: '#B45309', secondary: '#374151' },
  customAudience: { name: 'Custom audience — Personal', primary: '#BE185D', secondary: '#6B7280' },
};

/** The registry's seeded templates: three sites and one look per widget type. */
export const REGISTRY_TEMPLATES: readonly Insert[] = [
  site('modern-restaurant', {
    templateName: 'Modern Restaurant',
    templateDescription: 'A bold hero picture, the menu, a gallery and the booking widget on one page.',
    templateVersion: '2.1.0',
    features: ['online-booking', 'menu', 'gallery', 'events', 'responsive'],
    defaultConfig: {
      colors: { primary: '#3B82F6', secondary: '#6B7280' },
      typography: { headingFont: 'Inter', bodyFont: 'Inter' },
      layout: { containerWidth: 'wide' },
    },
    componentStructure: {
      header: ['logo', 'nav'],
      main: ['hero', 'menu', 'gallery', 'booking'],
      footer: ['contact'],
    },
    templateComponents: components('header', 'hero', 'menu', 'gallery', 'booking', 'events', 'footer'),
    assetPaths: ['templates/modern-restaurant/hero.jpg'],
  }),
  site('classic-elegance', {
    templateName: 'Classic Elegance',
    templateDescription: 'Serif headings, a quiet palette and room for a long story of the house.',
    templateVersion: '1.4.0',
    features: ['online-booking', 'menu', 'story', 'responsive', 'private-dining'],
    isPremium: true,
    pricingTier: 'PREMIUM',
    defaultConfig: {
      colors: { primary: '#7C2D12', secondary: '#78716C' },
      typography: { headingFont: 'Georgia', bodyFont: 'Georgia' },
      layout: { containerWidth: 'boxed' },
    },
    componentStructure: {
      header: ['logo', 'nav'],
      main: ['hero', 'story', 'menu', 'booking'],
      footer: ['contact'],
    },
    templateComponents: components('header', 'hero', 'story', 'menu', 'booking', 'footer'),
    assetPaths: ['templates/classic-elegance/texture.png'],
  }),
  site('minimalist-cafe', {
    templateName: 'Minimalist Cafe',
    templateDescription: 'One column, opening hours up front and a short menu; light on pictures.',
    templateVersion: '1.0.3',
    features: ['menu', 'opening-hours', 'responsive'],
    defaultConfig: {
      colors: { primary: '#111827', secondary: '#9CA3AF' },
      typography: { headingFont: 'Helvetica', bodyFont: 'Helvetica' },
      layout: { containerWidth: 'boxed', spacing: 'spacious' },
    },
    componentStructure: { header: ['logo'], main: ['hours', 'menu'], footer: ['contact'] },
    templateComponents: components('header', 'hours', 'menu', 'footer'),
  }),
  ...WIDGET_TYPES.map((type) => {
    const look = WIDGET_LOOKS[type];
    return {
      id: `widget-${type.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}-default`,
      restaurantId: null,
      templateName: look.name,
      templateDescription: `A ready look for the ${type} widget.`,
      templateVersion: '1.0.0',
      templateType: widgetTemplateType(type),
      features: ['responsive', 'accessible'],
      pricingTier: DEFAULT_PRICING_TIER,
      cssFramework: 'css-modules',
      jsFramework: 'none',
      defaultConfig: { theme: { colors: { primary: look.primary, secondary: look.secondary }, radius: 8 } },
      templateComponents: components(type),
    } satisfies Insert;
  }),
];

const seeded = new WeakSet<object>();

/** Writes the registry templates once per database (ON CONFLICT DO NOTHING: idempotent, race-safe). */
export async function ensureRegistry(db: DbExecutor): Promise<void> {
  if (seeded.has(db)) return;
  await db
    .insert(websiteTemplates)
    .values([...REGISTRY_TEMPLATES])
    .onConflictDoNothing();
  seeded.add(db);
}

export function templateView(row: Row): WebsiteTemplate {
  return {
    id: row.id,
    template_name: row.templateName,
    template_description: row.templateDescription,
    template_version: row.templateVersion,
    template_type: row.templateType,
    features: row.features,
    is_premium: row.isPremium,
    pricing_tier: row.pricingTier,
    css_framework: row.cssFramework,
    js_framework: row.jsFramework,
    is_active: row.isActive,
    default_config: row.defaultConfig,
    component_structure: row.componentStructure,
    asset_paths: row.assetPaths,
    template_assets: row.templateAssets,
    template_components: row.templateComponents,
    restaurant_id: row.restaurantId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const visibleTo = (restaurantId: number) =>
  or(isNull(websiteTemplates.restaurantId), eq(websiteTemplates.restaurantId, restaurantId));

/** The templates a tenant may use (the registry's and its own), optionally of one type. */
export async function listTemplates(db: DbExecutor, restaurantId: number, type?: string) {
  await ensureRegistry(db);
  const rows = await db
    .select()
    .from(websiteTemplates)
    .where(and(visibleTo(restaurantId), type ? eq(websiteTemplates.templateType, type) : undefined))
    .orderBy(asc(websiteTemplates.templateType), asc(websiteTemplates.templateName));
  return rows.map(templateView);
}

/**
 * A template the tenant may use, or a 404 naming it (another tenant's template is as unknown as a
 * missing one); `field` names the body field a bad id came in, for a 422 instead.
 */
export async function templateFor(
  db: DbExecutor,
  restaurantId: number,
  id: string,
  field?: string,
): Promise<WebsiteTemplate> {
  await ensureRegistry(db);
  const [row] = await db
    .select()
    .from(websiteTemplates)
    .where(and(eq(websiteTemplates.id, id), visibleTo(restaurantId)));
  if (row) return templateView(row);
  const message = `No template with id ${id} for this restaurant`;
  if (field) throw fieldError(field, message);
  throw notFound(message);
}

export const createTemplate: DomainWrite<z.output<typeof createTemplateSchema>, WebsiteTemplate> = async (
  write,
  ctx,
  body,
) => {
  if (body.type === 'widget' && !body.widgetType)
    throw fieldError('widgetType', "widgetType is required for a template of type 'widget'");
  const [row] = await write.tx
    .insert(websiteTemplates)
    .values({
      id: uuidv7(),
      restaurantId: ctx.restaurantId,
      templateName: body.template_name,
      templateDescription: body.template_description,
      templateVersion: body.template_version,
      templateType:
        body.type === 'widget' && body.widgetType
          ? widgetTemplateType(body.widgetType)
          : WEBSITE_TEMPLATE_TYPE,
      features: body.features,
      isPremium: body.is_premium,
      pricingTier: body.pricing_tier,
      defaultConfig: body.default_config,
      templateComponents: body.type === 'widget' && body.widgetType ? components(body.widgetType) : [],
    })
    .returning();
  if (!row) throw new Error('The template was not saved');
  return templateView(row);
};
