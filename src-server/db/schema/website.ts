import { integer, jsonb, text, unique } from 'drizzle-orm/pg-core';
import { intOr, tenantTable } from './columns';

/**
 * Website UI config (spec §7 Website config per tenant › ui/{page}/{section}): one JSON config per
 * restaurant, page and section — the widgets live on page 'widgets', one section per widget type —
 * with the version it is at. Each save also writes a row of `website_versions`.
 */
export const websiteUiConfigs = tenantTable(
  'website_ui_configs',
  {
    page: text('page').notNull(),
    section: text('section').notNull(),
    config: jsonb('config').$type<Record<string, unknown>>().notNull(),
    version: intOr('version', 1),
    updatedBy: integer('updated_by'),
  },
  (t) => [unique('website_ui_configs_section').on(t.restaurantId, t.page, t.section)],
);

/**
 * Every saved version of a piece of website content (spec §7 content versions and restore; the
 * widget service's version history for content 'widget-{type}'): the key, its version number and the
 * whole data as saved. Restoring saves the old data again as a new version; nothing is rewritten.
 */
export const websiteVersions = tenantTable(
  'website_versions',
  {
    contentKey: text('content_key').notNull(),
    version: integer('version').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    /** What made it: 'save', 'apply' (a template) or 'restore' (of version N). */
    source: text('source').notNull().default('save'),
    createdBy: integer('created_by'),
  },
  (t) => [unique('website_versions_key_version').on(t.restaurantId, t.contentKey, t.version)],
);
