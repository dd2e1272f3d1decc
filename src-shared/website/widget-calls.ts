// The website UI config and widget settings calls (spec §7 Website config per tenant › ui/{page}/{section},
// ui/bulk, ui/search, content versions and restore; Widget and template service › UI config of page
// 'widgets', section {widgetType}, version history for content 'widget-{type}', restore with no body,
// bulk UI operations answering a list of type and config). The server registers them
// (src-server/website/widget-routes.ts) and the widget settings screens call them.
import { z } from 'zod';
import type { RouteContract } from '../resources/route-contract.js';
import { tenantParamsSchema } from './template-calls.js';
import { widgetTypeSchema } from './widget-config.js';

/** The largest config a page/section may hold, as JSON text (a widget's is a few hundred bytes). */
export const UI_CONFIG_MAX_BYTES = 64 * 1024;
/** Sections one bulk update may change (every widget type and then some). */
export const UI_BULK_MAX = 50;

const json = z.record(z.string(), z.unknown());
const nameSchema = (what: string) =>
  z
    .string()
    .trim()
    .min(1, `${what} is required`)
    .max(60, `${what} cannot exceed 60 characters`)
    .regex(/^[A-Za-z0-9_-]+$/, `${what} may hold letters, digits, - and _ only`);
export const uiPageSchema = nameSchema('Page');
export const uiSectionSchema = nameSchema('Section');

export const uiConfigParamsSchema = tenantParamsSchema.extend({
  page: uiPageSchema,
  section: uiSectionSchema,
});
export const widgetParamsSchema = tenantParamsSchema.extend({ widgetType: widgetTypeSchema });
export const restoreParamsSchema = widgetParamsSchema.extend({ versionId: z.uuid('Unknown version') });

/** One page/section's config; `saved: false` when the venue never saved it (a widget then answers its defaults). */
export const uiConfigSchema = z.object({
  page: z.string(),
  section: z.string(),
  config: json,
  /** 0 while never saved. */
  version: z.number().int(),
  saved: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type UiConfig = z.infer<typeof uiConfigSchema>;

export const uiBulkBodySchema = z.object({
  updates: z
    .array(z.object({ page: uiPageSchema, section: uiSectionSchema, config: json }))
    .min(1, 'Name at least one section to update')
    .max(UI_BULK_MAX, `A bulk update cannot change more than ${UI_BULK_MAX} sections`),
});
export type UiBulkBody = z.infer<typeof uiBulkBodySchema>;

/** Spec: the bulk answer holds a list of type and config (type: the section, a widget's type). */
export const uiBulkResultSchema = z.array(
  z.object({ type: z.string(), page: z.string(), config: json, version: z.number().int() }),
);

export const uiSearchQuerySchema = z.object({
  q: z.string().trim().min(1, 'Type something to search for').max(100, 'Search cannot exceed 100 characters'),
  page: uiPageSchema.optional(),
});
export const uiSearchResultSchema = z.array(
  uiConfigSchema.extend({ matched: z.enum(['section', 'config']) }),
);

/** One saved version of a widget's config (content 'widget-{type}'), newest first. */
export const widgetVersionSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  config: json,
  /** What wrote it: save, bulk, restore, template. */
  source: z.string(),
  createdBy: z.number().int().nullable(),
  createdAt: z.string(),
});
export type WidgetVersion = z.infer<typeof widgetVersionSchema>;

/** Spec §7 real-time socket: the server sends `widgetConfigUpdate {widgetType, config}` to the tenant room. */
export const WIDGET_CONFIG_EVENT = 'widgetConfigUpdate';
export const widgetConfigUpdateSchema = z.object({ widgetType: widgetTypeSchema, config: json });
export type WidgetConfigUpdate = z.infer<typeof widgetConfigUpdateSchema>;

export const WIDGET_CALLS = {
  'website.uiConfig': {
    method: 'GET',
    path: '/restaurants/{tenantId}/ui/{page}/{section}',
    summary:
      "A page/section's UI config; page 'widgets' answers the widget's config with every default filled (saved: false when never saved)",
    permission: 'settings.read',
    params: uiConfigParamsSchema,
    restaurantParam: 'tenantId',
    response: uiConfigSchema,
    status: 200,
  },
  'website.createUiConfig': {
    method: 'POST',
    path: '/restaurants/{tenantId}/ui/{page}/{section}',
    summary:
      'Create a page/section UI config (409 when it exists); a widget config is checked against its type',
    permission: 'settings.manage',
    params: uiConfigParamsSchema,
    body: json,
    restaurantParam: 'tenantId',
    response: uiConfigSchema,
    status: 201,
  },
  'website.saveUiConfig': {
    method: 'PUT',
    path: '/restaurants/{tenantId}/ui/{page}/{section}',
    summary:
      "Save a page/section UI config as its next version; page 'widgets' checks the widget type's fields (422 naming the field) and tells the tenant's consoles",
    permission: 'settings.manage',
    params: uiConfigParamsSchema,
    body: json,
    restaurantParam: 'tenantId',
    response: uiConfigSchema,
    status: 200,
  },
  'website.bulkUiConfig': {
    method: 'PUT',
    path: '/restaurants/{tenantId}/ui/bulk',
    summary: 'Save several page/section configs at once, all or nothing; answers a list of type and config',
    permission: 'settings.manage',
    params: tenantParamsSchema,
    body: uiBulkBodySchema,
    restaurantParam: 'tenantId',
    response: uiBulkResultSchema,
    status: 200,
  },
  'website.searchUiConfig': {
    method: 'GET',
    path: '/restaurants/{tenantId}/ui/search',
    summary: 'Search the saved UI configs by section name and config text (q), optionally on one page',
    permission: 'settings.read',
    params: tenantParamsSchema,
    query: uiSearchQuerySchema,
    restaurantParam: 'tenantId',
    response: uiSearchResultSchema,
    status: 200,
  },
  'website.widgetVersions': {
    method: 'GET',
    path: '/restaurants/{tenantId}/content/widget/{widgetType}/versions',
    summary: "Version history of content 'widget-{type}': every saved config of the widget, newest first",
    permission: 'settings.read',
    params: widgetParamsSchema,
    restaurantParam: 'tenantId',
    response: z.array(widgetVersionSchema),
    status: 200,
  },
  'website.restoreWidgetVersion': {
    method: 'POST',
    path: '/restaurants/{tenantId}/content/widget/{widgetType}/versions/{versionId}/restore',
    summary: "Restore a version of content 'widget-{type}' (no body): saved again as the newest version",
    permission: 'settings.manage',
    params: restoreParamsSchema,
    restaurantParam: 'tenantId',
    response: uiConfigSchema,
    status: 200,
  },
} as const satisfies Record<string, RouteContract>;
