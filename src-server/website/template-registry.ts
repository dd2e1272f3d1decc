// The website template registry (spec §3 Template (registry), §7 templates): the registry's own
// templates (restaurant_id null, stable ids) are real rows, written idempotently the first time a
// database is asked for them; a tenant adds its own. The widget screens read 'widget-{type}' ones.
import { and, asc, eq, isNull, or, type SQL } from 'drizzle-orm';
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

/** A site template's look: colours, one font for headings and body, the container width. */
interface SiteLook {
  colors: [primary: string, secondary: string];
  font: string;
  width: 'boxed' | 'wide' | 'full';
}

/** A registry site template from its name, blurb, version, features, parts (in page order) and look. */
function site(
  id: string,
  [name, description, version]: [string, string, string],
  features: string[],
  parts: string[],
  look: SiteLook,
  over: Partial<Insert> = {},
): Insert {
  const [primary, secondary] = look.colors;
  return {
    id,
    restaurantId: null,
    templateName: name,
    templateDescription: description,
    templateVersion: version,
    templateType: WEBSITE_TEMPLATE_TYPE,
    features,
    pricingTier: DEFAULT_PRICING_TIER,
    cssFramework: 'css-modules',
    jsFramework: 'react',
    defaultConfig: {
      colors: { primary, secondary },
      typography: { headingFont: look.font, bodyFont: look.font },
      layout: { containerWidth: look.width },
    },
    componentStructure: {
      header: ['header'],
      main: parts.filter((p) => p !== 'header' && p !== 'footer'),
      footer: ['footer'],
    },
    templateComponents: components(...parts),
    ...over,
  };
}

const WIDGET_LOOKS: Record<WidgetType, { name: string; primary: string; secondary: string }> = {
  reservation: { name: 'Reservation widget — Clean', primary: '#3B82F6', secondary: '#6B7280' },
  event: { name: 'Event widget — Spotlight', primary: '#7C3AED', secondary: '#4B5563' },
  waitlist: { name: 'Waitlist widget — Calm', primary: '#0F766E', secondary: '#6B7280' },
  landingPage: { name: 'Landing page — Hero', primary: '#B45309', secondary: '#374151' },
  customAudience: { name: 'Custom audience — Personal', primary: '#BE185D', secondary: '#6B7280' },
};

/** The registry's seeded templates: three sites and one look per widget type. */
export const REGISTRY_TEMPLATES: readonly Insert[] = [
  site(
    'modern-restaurant',
    [
      'Modern Restaurant',
      'A bold hero picture, the menu, a gallery and the booking widget on one page.',
      '2.1.0',
    ],
    ['online-booking', 'menu', 'gallery', 'events', 'responsive'],
    ['header', 'hero', 'menu', 'gallery', 'booking', 'events', 'footer'],
    { colors: ['#3B82F6', '#6B7280'], font: 'Inter', width: 'wide' },
    { assetPaths: ['templates/modern-restaurant/hero.jpg'] },
  ),
  site(
    'classic-elegance',
    ['Classic Elegance', 'Serif headings, a quiet palette and room for a long story of the house.', '1.4.0'],
    ['online-booking', 'menu', 'story', 'responsive', 'private-dining'],
    ['header', 'hero', 'story', 'menu', 'booking', 'footer'],
    { colors: ['#7C2D12', '#78716C'], font: 'Georgia', width: 'boxed' },
    { isPremium: true, pricingTier: 'PREMIUM', assetPaths: ['templates/classic-elegance/texture.png'] },
  ),
  site(
    'minimalist-cafe',
    ['Minimalist Cafe', 'One column, opening hours up front and a short menu; light on pictures.', '1.0.3'],
    ['menu', 'opening-hours', 'responsive'],
    ['header', 'hours', 'menu', 'footer'],
    { colors: ['#111827', '#9CA3AF'], font: 'Helvetica', width: 'boxed' },
  ),
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

/** The tenant's visible templates (the registry's and its own) that `where` also picks. */
async function visibleTemplates(db: DbExecutor, restaurantId: number, where?: SQL) {
  await ensureRegistry(db);
  const rows = await db
    .select()
    .from(websiteTemplates)
    .where(and(visibleTo(restaurantId), where))
    .orderBy(asc(websiteTemplates.templateType), asc(websiteTemplates.templateName));
  return rows.map(templateView);
}

/** The templates a tenant may use, optionally of one type. */
export const listTemplates = (db: DbExecutor, restaurantId: number, type?: string) =>
  visibleTemplates(db, restaurantId, type ? eq(websiteTemplates.templateType, type) : undefined);

/**
 * A template the tenant may use, or a 404 naming it (another tenant's template is as unknown as a
 * missing one); `field` names the body field a bad id came in, for a 422 instead.
 */
export async function templateFor(db: DbExecutor, restaurantId: number, id: string, field?: string) {
  const [found] = await visibleTemplates(db, restaurantId, eq(websiteTemplates.id, id));
  if (found) return found;
  const message = `No template with id ${id} for this restaurant`;
  throw field ? fieldError(field, message) : notFound(message);
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
