// The website of a tenant over HTTP (spec §7 Website config per tenant; Widget and template service):
// the registry's list, create and apply (src-shared/website/template-calls.ts) and this area's own
// calls (website-calls.ts). Every write runs in its tenant transaction and is audited; `/restaurants/
// {tenantId}` must be the caller's restaurant (403), and hosts may read but not write (settings.manage).
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import type { Media } from '../../src-shared/media/media-calls.js';
import {
  WEBSITE_TEMPLATE_CALLS as TC,
  type ApplyTemplateResult,
} from '../../src-shared/website/template-calls.js';
import { compareTemplates } from '../../src-shared/website/template-logic.js';
import { WEBSITE_CALLS as C } from '../../src-shared/website/website-calls.js';
import type { mediaBulkSchema } from '../../src-shared/website/website-schemas.js';
import { audited, auditedRow } from '../audit/audit-change.js';
import { createMediaStore } from '../media/media-store.js';
import { mediaService, mediaUrlSigner } from '../media/media-service.js';
import { routeTable, runWrite } from '../resources/route-helper.js';
import type { RouteDeps } from '../routes/route-deps.js';
import type { DomainWrite, WriteContext } from '../sync/write-context.js';
import type { DbExecutor } from '../db/client.js';
import { applyTemplate } from './template-apply.js';
import { assignTemplate, currentAssignment, customizeTemplate } from './template-assignment.js';
import { createTemplate, listTemplates, templateFor } from './template-registry.js';
import {
  allContent,
  contentVersions,
  pageContent,
  restorePageContent,
  saveSiteConfig,
  savePageContent,
  siteConfig,
  websiteHealth,
} from './website-content.js';
import {
  cancelMigration,
  executeMigration,
  latestRun,
  migrationCompatibility,
  migrationHealth,
  migrationLogs,
  queueMigration,
  queuedRuns,
  rollbackMigration,
  runRow,
  runView,
} from './website-migrations.js';

type Contract = { method: string; path: string };

/** A write recorded in the audit trail as `entity` `id`, with what `before` read and the result. */
function auditedAs<A, R>(
  write: DomainWrite<A, R>,
  entity: string,
  id: (args: A, result: R, ctx: WriteContext) => string,
  before: (db: DbExecutor, ctx: WriteContext, args: A) => Promise<unknown>,
  contract: Contract,
): DomainWrite<A, R> {
  return audited(
    write,
    { entity, id, before: (w, ctx, args) => before(w.tx, ctx, args) },
    `${contract.method} ${contract.path}`,
  );
}

const byRestaurant = (_a: unknown, _r: unknown, ctx: WriteContext) => String(ctx.restaurantId);
const assignmentBefore = (db: DbExecutor, ctx: WriteContext) => currentAssignment(db, ctx.restaurantId);
const runBefore = async (db: DbExecutor, ctx: WriteContext, args: object) =>
  'runId' in args && typeof args.runId === 'string'
    ? runView(await runRow(db, ctx.restaurantId, args.runId))
    : null;
const runId = (_a: unknown, run: { id: string }) => run.id;

export function websiteRoutes(deps: RouteDeps): FastifyPluginAsync {
  return async (app) => {
    const route = routeTable(app, ['website'], deps);
    const media = mediaService(
      deps.mediaStore ?? createMediaStore({ dataDir: deps.dataDir }),
      mediaUrlSigner(deps.keys.mediaUrl, deps.now),
    );
    const store = deps.mediaStore ?? createMediaStore({ dataDir: deps.dataDir });

    // ——— Registry: list, create, apply (the widget screens call these too) ———
    route(TC['website.templates'], async ({ restaurantId, query }) => ({
      data: await listTemplates(deps.db, restaurantId, query.type),
    }));
    route.write(
      TC['website.createTemplate'],
      auditedRow(
        createTemplate,
        'website_template',
        'create',
        (db, rid, id) => templateFor(db, rid, id),
        TC['website.createTemplate'],
      ),
      ({ body }) => body,
      (t) => `Template ${t.template_name} created`,
    );
    route(TC['website.applyTemplate'], async ({ params, body, request, restaurantId }) => {
      const write = auditedAs(
        applyTemplate,
        body.widgetType ? 'website_widget_config' : 'website_template_assignment',
        () => (body.widgetType ? `${restaurantId}:${body.widgetType}` : String(restaurantId)),
        async (db) => (body.widgetType ? null : currentAssignment(db, restaurantId)),
        TC['website.applyTemplate'],
      );
      const result: ApplyTemplateResult = await runWrite(deps, request, write, {
        templateId: params.templateId,
        widgetType: body.widgetType,
        customConfig: body.customConfig,
      });
      // After the commit: the tenant's consoles (every API node) refresh that widget's cache.
      if (result.widgetType) deps.widgetConfigUpdate(restaurantId, result.widgetType, result.config);
      return {
        data: result,
        message: result.widgetType
          ? `Template applied to the ${result.widgetType} widget (version ${result.version})`
          : 'Template assigned successfully',
      };
    });
    route(C['website.compareTemplates'], async ({ restaurantId, query }) => {
      const [a, b] = await Promise.all([
        templateFor(deps.db, restaurantId, query.a, 'a'),
        templateFor(deps.db, restaurantId, query.b, 'b'),
      ]);
      return { data: compareTemplates(a, b) };
    });

    // ——— Assignment and customization ———
    route(C['website.currentTemplate'], async ({ restaurantId }) => ({
      data: await currentAssignment(deps.db, restaurantId),
    }));
    route.write(
      C['website.assignTemplate'],
      auditedAs(
        assignTemplate,
        'website_template_assignment',
        byRestaurant,
        assignmentBefore,
        C['website.assignTemplate'],
      ),
      ({ body }) => body,
      'Template assigned successfully',
    );
    route.write(
      C['website.customize'],
      auditedAs(
        customizeTemplate,
        'website_template_assignment',
        byRestaurant,
        assignmentBefore,
        C['website.customize'],
      ),
      ({ body }) => body,
      'Customization updated successfully',
    );

    // ——— Site config and content ———
    route(C['website.config'], async ({ restaurantId }) => ({
      data: await siteConfig(deps.db, restaurantId),
    }));
    route.write(
      C['website.updateConfig'],
      auditedAs(
        saveSiteConfig,
        'website_config',
        byRestaurant,
        (db, ctx) => siteConfig(db, ctx.restaurantId),
        C['website.updateConfig'],
      ),
      ({ body }) => body,
      'Website config saved',
    );
    route(C['website.content'], async ({ restaurantId }) => ({
      data: await allContent(deps.db, restaurantId),
    }));
    route(C['website.pageContent'], async ({ restaurantId, params }) => ({
      data: await pageContent(deps.db, restaurantId, params.page),
    }));
    const contentBefore = (db: DbExecutor, ctx: WriteContext, args: { page: string }) =>
      pageContent(db, ctx.restaurantId, args.page);
    const pageId = (args: { page: string }) => args.page;
    route.write(
      C['website.updatePageContent'],
      auditedAs(savePageContent, 'website_content', pageId, contentBefore, C['website.updatePageContent']),
      ({ params, body }) => ({ page: params.page, blocks: body }),
      'Content updated successfully',
    );
    route(C['website.contentVersions'], async ({ restaurantId, params }) => ({
      data: await contentVersions(deps.db, restaurantId, params.page),
    }));
    route.write(
      C['website.restoreContent'],
      auditedAs(restorePageContent, 'website_content', pageId, contentBefore, C['website.restoreContent']),
      ({ params }) => ({ page: params.page, versionId: params.versionId }),
      (p) => `Content restored as version ${p.version}`,
    );

    // ——— Media (the media library's service) and health ———
    route(C['website.media'], async ({ restaurantId }) => ({
      data: await media.list(deps.db, restaurantId),
    }));
    const mediaBulk: DomainWrite<
      z.output<typeof mediaBulkSchema>,
      { updated: Media[]; removed: string[]; keys: string[] }
    > = async (write, ctx, body) => {
      const update = auditedRow(media.update, 'media', 'update', media.get, C['website.mediaBulk']);
      const remove = auditedRow(media.remove, 'media', 'remove', media.get, C['website.mediaBulk']);
      const updated: Media[] = [];
      for (const { id, ...patch } of body.update) updated.push(await update(write, ctx, { id, patch }));
      const keys: string[] = [];
      for (const id of body.remove) keys.push(...(await remove(write, ctx, { id })).keys);
      return { updated, removed: body.remove, keys };
    };
    route(C['website.mediaBulk'], async ({ body, request, restaurantId }) => {
      const { keys, ...data } = await runWrite(deps, request, mediaBulk, body);
      // After the commit: a refused write keeps every file's bytes.
      for (const key of keys) await store.remove(restaurantId, key);
      return { data, message: `${data.updated.length} files updated, ${data.removed.length} removed` };
    });
    route(C['website.health'], async ({ restaurantId }) => ({
      data: await websiteHealth(deps.db, restaurantId),
    }));

    // ——— Template migrations ———
    route(C['website.migrationStatus'], async ({ restaurantId }) => ({
      data: await latestRun(deps.db, restaurantId),
    }));
    route(C['website.migrationCompatibility'], async ({ restaurantId, query }) => ({
      data: await migrationCompatibility(deps.db, restaurantId, query.targetTemplateId),
    }));
    route(C['website.migrationQueue'], async ({ restaurantId }) => ({
      data: await queuedRuns(deps.db, restaurantId),
    }));
    route(C['website.migrationLogs'], async ({ restaurantId, params }) => ({
      data: await migrationLogs(deps.db, restaurantId, params.runId),
    }));
    route(C['website.migrationHealth'], async ({ restaurantId }) => ({
      data: await migrationHealth(deps.db, restaurantId),
    }));
    const migration = <A extends object>(
      write: DomainWrite<A, ReturnType<typeof runView>>,
      contract: Contract,
    ) => auditedAs(write, 'website_template_migration', runId, runBefore, contract);
    const said = (run: ReturnType<typeof runView>) =>
      run.state === 'failed'
        ? `Template migration failed: ${run.error ?? 'no reason recorded'}`
        : `Template migration ${run.state.replace('_', ' ')}`;
    route.write(
      C['website.queueMigration'],
      migration(queueMigration, C['website.queueMigration']),
      ({ body }) => body,
      said,
    );
    route.write(
      C['website.executeMigration'],
      migration(executeMigration, C['website.executeMigration']),
      ({ body }) => body,
      said,
    );
    route.write(
      C['website.rollbackMigration'],
      migration(rollbackMigration, C['website.rollbackMigration']),
      ({ params }) => ({ runId: params.runId }),
      said,
    );
    route.write(
      C['website.cancelMigration'],
      migration(cancelMigration, C['website.cancelMigration']),
      ({ params }) => ({ runId: params.runId }),
      said,
    );
    route(C['website.bulkMigration'], async ({ body, request }) => {
      const write = body.action === 'execute' ? executeMigration : cancelMigration;
      const audit = migration(
        write as DomainWrite<{ runId: string }, ReturnType<typeof runView>>,
        C['website.bulkMigration'],
      );
      const results = [];
      // One run at a time, each its own write: one refused run does not undo the others.
      for (const id of body.runIds) {
        try {
          results.push({ runId: id, ok: true, run: await runWrite(deps, request, audit, { runId: id }) });
        } catch (error) {
          if (!(error instanceof Error) || !('statusCode' in error) || Number(error.statusCode) >= 500)
            throw error;
          results.push({ runId: id, ok: false, error: error.message });
        }
      }
      const done = results.filter((r) => r.ok).length;
      return {
        data: results,
        message: `${done} of ${results.length} migrations ${body.action === 'execute' ? 'run' : 'cancelled'}`,
      };
    });
  };
}
