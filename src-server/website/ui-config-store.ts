// The website UI config store (spec §7 ui/{page}/{section}, content versions and restore): one
// config per restaurant, page and section, and every saved version under a content key. A save
// bumps the version and writes the history row in the caller's transaction, so the two never
// disagree. The widget routes, the template screens and the public booking widget all read here.
import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  WIDGETS_PAGE,
  readWidgetConfig,
  widgetContentKey,
  type WidgetConfigs,
  type WidgetType,
} from '../../src-shared/website/widget-config.js';
import type { DbExecutor } from '../db/client.js';
import { websiteUiConfigs, websiteVersions } from '../db/schema/index.js';

export interface StoredUiConfig {
  page: string;
  section: string;
  config: Record<string, unknown>;
  version: number;
  updatedAt: string;
}

export interface StoredVersion {
  id: string;
  contentKey: string;
  version: number;
  data: Record<string, unknown>;
  source: string;
  createdBy: number | null;
  createdAt: string;
}

/** The content key a page/section's history is kept under: 'widget-{type}' for widgets. */
export const uiContentKey = (page: string, section: string) =>
  page === WIDGETS_PAGE ? `widget-${section}` : `ui-${page}-${section}`;

const toStored = (row: typeof websiteUiConfigs.$inferSelect): StoredUiConfig => ({
  page: row.page,
  section: row.section,
  config: row.config,
  version: row.version,
  updatedAt: row.updatedAt?.toISOString() ?? new Date(0).toISOString(),
});

/** A tenant's rows of the config table or the versions table, narrowed by more conditions. */
const configsOf = (restaurantId: number, ...more: (SQL | undefined)[]) =>
  and(eq(websiteUiConfigs.restaurantId, restaurantId), ...more);
const versionsOf = (restaurantId: number, ...more: (SQL | undefined)[]) =>
  and(eq(websiteVersions.restaurantId, restaurantId), ...more);

export async function getUiConfig(
  db: DbExecutor,
  restaurantId: number,
  page: string,
  section: string,
): Promise<StoredUiConfig | null> {
  const where = configsOf(
    restaurantId,
    eq(websiteUiConfigs.page, page),
    eq(websiteUiConfigs.section, section),
  );
  const [row] = await db.select().from(websiteUiConfigs).where(where);
  return row ? toStored(row) : null;
}

export async function listUiConfigs(
  db: DbExecutor,
  restaurantId: number,
  page?: string,
): Promise<StoredUiConfig[]> {
  const where = configsOf(restaurantId, page === undefined ? undefined : eq(websiteUiConfigs.page, page));
  const rows = await db
    .select()
    .from(websiteUiConfigs)
    .where(where)
    .orderBy(websiteUiConfigs.page, websiteUiConfigs.section);
  return rows.map(toStored);
}

/** Records one version of a content key (the next number for that key) and answers it. */
export async function addVersion(
  tx: DbExecutor,
  input: {
    restaurantId: number;
    contentKey: string;
    data: Record<string, unknown>;
    source: string;
    userId: number | null;
  },
): Promise<StoredVersion> {
  const [last] = await tx
    .select({ version: sql<number>`coalesce(max(${websiteVersions.version}), 0)` })
    .from(websiteVersions)
    .where(
      and(
        eq(websiteVersions.restaurantId, input.restaurantId),
        eq(websiteVersions.contentKey, input.contentKey),
      ),
    );
  const [row] = await tx
    .insert(websiteVersions)
    .values({
      id: randomUUID(),
      restaurantId: input.restaurantId,
      contentKey: input.contentKey,
      version: Number(last?.version ?? 0) + 1,
      data: input.data,
      source: input.source,
      createdBy: input.userId,
    })
    .returning();
  if (!row) throw new Error('The version was not recorded');
  return toVersion(row);
}

const toVersion = (row: typeof websiteVersions.$inferSelect): StoredVersion => ({
  id: row.id,
  contentKey: row.contentKey,
  version: row.version,
  data: row.data,
  source: row.source,
  createdBy: row.createdBy,
  createdAt: row.createdAt?.toISOString() ?? new Date(0).toISOString(),
});

/**
 * Saves a page/section's config (insert or replace) at the next version and records that version.
 * Call it inside the write's transaction: a unique (restaurant, key, version) row makes two racing
 * saves of one section fail one of them rather than both claiming a version.
 */
export async function saveUiConfig(
  tx: DbExecutor,
  input: {
    restaurantId: number;
    page: string;
    section: string;
    config: Record<string, unknown>;
    userId: number | null;
    source?: string;
  },
): Promise<StoredUiConfig> {
  const [row] = await tx
    .insert(websiteUiConfigs)
    .values({
      id: randomUUID(),
      restaurantId: input.restaurantId,
      page: input.page,
      section: input.section,
      config: input.config,
      version: 1,
      updatedBy: input.userId,
    })
    .onConflictDoUpdate({
      target: [websiteUiConfigs.restaurantId, websiteUiConfigs.page, websiteUiConfigs.section],
      set: {
        config: input.config,
        version: sql`${websiteUiConfigs.version} + 1`,
        updatedBy: input.userId,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  if (!row) throw new Error('The UI config was not saved');
  await addVersion(tx, {
    restaurantId: input.restaurantId,
    contentKey: uiContentKey(input.page, input.section),
    data: input.config,
    source: input.source ?? 'save',
    userId: input.userId,
  });
  return toStored(row);
}

async function selectVersions(db: DbExecutor, where: SQL | undefined): Promise<StoredVersion[]> {
  const rows = await db.select().from(websiteVersions).where(where).orderBy(desc(websiteVersions.version));
  return rows.map(toVersion);
}

/** A content key's versions, newest first. */
export const versionHistory = (db: DbExecutor, restaurantId: number, contentKey: string) =>
  selectVersions(db, versionsOf(restaurantId, eq(websiteVersions.contentKey, contentKey)));

/** One version of the tenant's, by its id (null: none of this tenant's). */
export const getVersion = async (db: DbExecutor, restaurantId: number, versionId: string) =>
  (await selectVersions(db, versionsOf(restaurantId, eq(websiteVersions.id, versionId))))[0] ?? null;

/**
 * A widget's config as the public widget and the console read it: the saved one with every newer
 * field's default filled, or the defaults when the venue never saved one (`saved: false`).
 */
export async function loadWidgetConfig<T extends WidgetType>(
  db: DbExecutor,
  restaurantId: number,
  type: T,
): Promise<{ config: WidgetConfigs[T]; version: number; saved: boolean; valid: boolean }> {
  const stored = await getUiConfig(db, restaurantId, WIDGETS_PAGE, type);
  const { config, valid } = readWidgetConfig(type, stored?.config);
  return { config, version: stored?.version ?? 0, saved: stored !== null, valid };
}

export { widgetContentKey };
