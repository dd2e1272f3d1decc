// A tenant's site config and content blocks (spec §7 config, content/{page}, content, content
// versions and restore) kept in the website UI config store: the config as page 'site', section
// 'config'; a page's blocks as page 'content', section {page}. Each save is a numbered version;
// a restore saves an old version's data again as a new one, so nothing is rewritten.
import { and, count, eq, like, max, sql } from 'drizzle-orm';
import {
  CONTENT_PAGE,
  SITE_PAGE,
  SITE_SECTION,
  contentBlocksSchema,
  siteConfigSchema,
  type ContentBlocks,
  type ContentVersion,
  type PageContent,
  type SiteConfig,
  type WebsiteHealth,
} from '../../src-shared/website/website-schemas.js';
import { WIDGETS_PAGE } from '../../src-shared/website/widget-config.js';
import type { DbExecutor } from '../db/client.js';
import {
  media,
  websiteTemplateAssignments,
  websiteTemplateMigrations,
  websiteVersions,
} from '../db/schema/index.js';
import { notFound } from '../http/http-error.js';
import type { DomainWrite } from '../sync/write-context.js';
import { currentAssignment } from './template-assignment.js';
import {
  getUiConfig,
  getVersion,
  listUiConfigs,
  saveUiConfig,
  uiContentKey,
  versionHistory,
  type StoredUiConfig,
  type StoredVersion,
} from './ui-config-store.js';

export async function siteConfig(db: DbExecutor, restaurantId: number) {
  const stored = await getUiConfig(db, restaurantId, SITE_PAGE, SITE_SECTION);
  const parsed = siteConfigSchema.safeParse(stored?.config ?? {});
  return {
    config: parsed.success ? parsed.data : siteConfigSchema.parse({}),
    version: stored?.version ?? 0,
    saved: stored !== null,
    updated_at: stored?.updatedAt ?? null,
  };
}

export const saveSiteConfig: DomainWrite<SiteConfig, Awaited<ReturnType<typeof siteConfig>>> = async (
  write,
  ctx,
  config,
) => {
  await saveUiConfig(write.tx, {
    restaurantId: ctx.restaurantId,
    page: SITE_PAGE,
    section: SITE_SECTION,
    config,
    userId: ctx.audit?.userId ?? null,
  });
  return siteConfig(write.tx, ctx.restaurantId);
};

const pageView = (page: string, stored: StoredUiConfig | null): PageContent => {
  const parsed = contentBlocksSchema.safeParse(stored?.config);
  return {
    page,
    blocks: parsed.success ? parsed.data : null,
    version: stored?.version ?? 0,
    updated_at: stored?.updatedAt ?? null,
  };
};

export async function pageContent(db: DbExecutor, restaurantId: number, page: string): Promise<PageContent> {
  return pageView(page, await getUiConfig(db, restaurantId, CONTENT_PAGE, page));
}

export async function allContent(db: DbExecutor, restaurantId: number): Promise<PageContent[]> {
  return (await listUiConfigs(db, restaurantId, CONTENT_PAGE)).map((s) => pageView(s.section, s));
}

export const savePageContent: DomainWrite<
  { page: string; blocks: ContentBlocks; source?: string },
  PageContent
> = async (write, ctx, { page, blocks, source }) =>
  pageView(
    page,
    await saveUiConfig(write.tx, {
      restaurantId: ctx.restaurantId,
      page: CONTENT_PAGE,
      section: page,
      config: blocks,
      userId: ctx.audit?.userId ?? null,
      source: source ?? 'save',
    }),
  );

const versionView = (v: StoredVersion): ContentVersion => ({
  id: v.id,
  version: v.version,
  data: v.data,
  source: v.source,
  created_by: v.createdBy,
  created_at: v.createdAt,
});

export async function contentVersions(db: DbExecutor, restaurantId: number, page: string) {
  return (await versionHistory(db, restaurantId, uiContentKey(CONTENT_PAGE, page))).map(versionView);
}

type RestoreWrite = DomainWrite<{ page: string; versionId: string }, PageContent>;

export const restorePageContent: RestoreWrite = async (write, ctx, { page, versionId }) => {
  const version = await getVersion(write.tx, ctx.restaurantId, versionId);
  if (!version || version.contentKey !== uiContentKey(CONTENT_PAGE, page))
    throw notFound(`No version ${versionId} of the ${page} page's content in this restaurant`);
  const blocks = contentBlocksSchema.parse(version.data);
  return savePageContent(write, ctx, { page, blocks, source: 'restore' });
};

const newest = (...dates: (Date | string | null | undefined)[]) => {
  const times = dates.filter((d): d is Date | string => d != null).map((d) => new Date(d).getTime());
  return times.length > 0 ? new Date(Math.max(...times)).toISOString() : null;
};

export async function websiteHealth(db: DbExecutor, restaurantId: number): Promise<WebsiteHealth> {
  const [assignment, configs, [versions], [files], [migrations], [lastAssigned]] = await Promise.all([
    currentAssignment(db, restaurantId),
    listUiConfigs(db, restaurantId),
    db
      .select({ n: count() })
      .from(websiteVersions)
      .where(
        and(
          eq(websiteVersions.restaurantId, restaurantId),
          like(websiteVersions.contentKey, `ui-${CONTENT_PAGE}-%`),
        ),
      ),
    db.select({ n: count() }).from(media).where(eq(media.restaurantId, restaurantId)),
    db
      .select({
        pending: sql<number>`count(*) filter (where ${websiteTemplateMigrations.state} in ('queued', 'running'))::int`,
        failed: sql<number>`count(*) filter (where ${websiteTemplateMigrations.state} = 'failed')::int`,
        last: max(websiteTemplateMigrations.updatedAt),
      })
      .from(websiteTemplateMigrations)
      .where(eq(websiteTemplateMigrations.restaurantId, restaurantId)),
    db
      .select({ last: max(websiteTemplateAssignments.updatedAt) })
      .from(websiteTemplateAssignments)
      .where(eq(websiteTemplateAssignments.restaurantId, restaurantId)),
  ]);
  return {
    template_assigned: assignment !== null,
    template: assignment ? { id: assignment.template_id, name: assignment.template_name } : null,
    config_saved: configs.some((c) => c.page === SITE_PAGE && c.section === SITE_SECTION),
    content_pages: configs.filter((c) => c.page === CONTENT_PAGE).length,
    content_versions: Number(versions?.n ?? 0),
    media_files: Number(files?.n ?? 0),
    widgets_configured: configs.filter((c) => c.page === WIDGETS_PAGE).length,
    migrations_pending: Number(migrations?.pending ?? 0),
    migrations_failed: Number(migrations?.failed ?? 0),
    last_change: newest(...configs.map((c) => c.updatedAt), migrations?.last, lastAssigned?.last),
  };
}
