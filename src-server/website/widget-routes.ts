// Spec §7 Website config per tenant › ui/{page}/{section} (get, post, put), ui/bulk, ui/search and the
// widget's content versions and restore, registered from src-shared/website/widget-calls.ts. Page
// 'widgets' holds one config per widget type, checked against that type's schema (a 422 names the
// field, e.g. theme.colors.primary); other pages take any JSON object up to UI_CONFIG_MAX_BYTES. Every
// write is audited and, once committed, a widget's new config goes to the tenant's consoles
// (`widgetConfigUpdate`, through Redis to every API node).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_MESSAGES } from '../../src-shared/errors.js';
import { fieldErrorsFromIssues, type FieldErrors } from '../../src-shared/schemas/envelope.js';
import {
  WIDGET_CONFIG_SCHEMAS,
  WIDGET_TYPES,
  WIDGETS_PAGE,
  defaultWidgetConfig,
  readWidgetConfig,
  widgetContentKey,
  type WidgetType,
} from '../../src-shared/website/widget-config.js';
import {
  UI_CONFIG_MAX_BYTES,
  WIDGET_CALLS as C,
  type UiBulkBody,
  type UiConfig,
} from '../../src-shared/website/widget-calls.js';
import { audited } from '../audit/audit-change.js';
import type { DbExecutor } from '../db/client.js';
import { conflict, HttpError, notFound } from '../http/http-error.js';
import { routeTable, runWrite, type RouteCall } from '../resources/route-helper.js';
import type { RouteDeps } from '../routes/route-deps.js';
import type { DomainWrite } from '../sync/write-context.js';
import type { RouteContract } from '../../src-shared/resources/route-contract.js';
import {
  getUiConfig,
  getVersion,
  listUiConfigs,
  saveUiConfig,
  versionHistory,
  type StoredUiConfig,
} from './ui-config-store.js';

const isWidgetType = (section: string): section is WidgetType =>
  (WIDGET_TYPES as readonly string[]).includes(section);

const invalid = (errors: FieldErrors) =>
  new HttpError(422, Object.values(errors)[0]?.[0] ?? API_MESSAGES.validationFailed, errors);

/**
 * The config as it will be stored: a widget's parsed by its type's schema (defaults filled), any
 * other page's as given. Field errors are keyed under `prefix` (a bulk update's `updates.0.`).
 */
export function checkUiConfig(
  page: string,
  section: string,
  config: Record<string, unknown>,
  prefix = '',
): { config: Record<string, unknown> } | { errors: FieldErrors } {
  if (page === WIDGETS_PAGE) {
    if (!isWidgetType(section))
      return {
        errors: { [`${prefix}section`]: [`Unknown widget type; use one of ${WIDGET_TYPES.join(', ')}`] },
      };
    const parsed = WIDGET_CONFIG_SCHEMAS[section].safeParse(config);
    if (!parsed.success) {
      const errors: FieldErrors = {};
      for (const [key, messages] of Object.entries(fieldErrorsFromIssues(parsed.error.issues)))
        errors[`${prefix}${key === 'body' ? 'config' : key}`] = messages;
      return { errors };
    }
    return { config: parsed.data };
  }
  if (JSON.stringify(config).length > UI_CONFIG_MAX_BYTES)
    return { errors: { [`${prefix}config`]: [`A config cannot exceed ${UI_CONFIG_MAX_BYTES / 1024} KB`] } };
  return { config };
}

/** A stored config as the API answers it; a widget's read through its schema, so newer fields have defaults. */
function viewOf(page: string, section: string, stored: StoredUiConfig | null): UiConfig {
  const config =
    page === WIDGETS_PAGE && isWidgetType(section)
      ? (readWidgetConfig(section, stored?.config).config as Record<string, unknown>)
      : (stored?.config ?? {});
  return {
    page,
    section,
    config,
    version: stored?.version ?? 0,
    saved: stored !== null,
    updatedAt: stored?.updatedAt ?? null,
  };
}

async function readUiConfig(db: DbExecutor, restaurantId: number, page: string, section: string) {
  const checked = checkUiConfig(page, section, {});
  if ('errors' in checked) throw invalid(checked.errors);
  return viewOf(page, section, await getUiConfig(db, restaurantId, page, section));
}

interface SaveArgs {
  page: string;
  section: string;
  config: Record<string, unknown>;
  source: string;
  /** A create refuses a section that is already saved. */
  createOnly?: boolean;
}

const saveOne: DomainWrite<SaveArgs, UiConfig> = async (write, ctx, args) => {
  const checked = checkUiConfig(args.page, args.section, args.config);
  if ('errors' in checked) throw invalid(checked.errors);
  if (args.createOnly && (await getUiConfig(write.tx, ctx.restaurantId, args.page, args.section)))
    throw conflict(`The ${args.page}/${args.section} config exists already; save it with PUT`);
  const stored = await saveUiConfig(write.tx, {
    restaurantId: ctx.restaurantId,
    page: args.page,
    section: args.section,
    config: checked.config,
    userId: ctx.audit?.userId ?? null,
    source: args.source,
  });
  return viewOf(args.page, args.section, stored);
};

/** A save recorded in the audit trail with the section's config before and after. */
const auditedSave = (operation: string) =>
  audited(
    saveOne,
    {
      entity: 'website_ui_config',
      id: (args) => `${args.page}/${args.section}`,
      before: async (w, ctx, args) =>
        (await getUiConfig(w.tx, ctx.restaurantId, args.page, args.section))?.config ?? null,
      after: (result) => result.config,
    },
    operation,
  );

const opOf = (contract: { method: string; path: string }) => `${contract.method} ${contract.path}`;

/** Every field at fault across a bulk update, before anything is written (all or nothing). */
function bulkProblems(body: UiBulkBody): FieldErrors {
  const errors: FieldErrors = {};
  const seen = new Set<string>();
  body.updates.forEach((u, i) => {
    const key = `${u.page}/${u.section}`;
    if (seen.has(key)) errors[`updates.${i}.section`] = [`${key} is named twice in one bulk update`];
    seen.add(key);
    const checked = checkUiConfig(u.page, u.section, u.config, `updates.${i}.`);
    if ('errors' in checked) Object.assign(errors, checked.errors);
  });
  return errors;
}

/** The config's text a search matches: every string and number in it, keys left out. */
function textOf(value: unknown): string {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return String(value);
  if (Array.isArray(value)) return value.map(textOf).join(' ');
  if (value && typeof value === 'object') return Object.values(value).map(textOf).join(' ');
  return '';
}

export function widgetRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routeTable(app, ['website ui config'], deps);

    /** A save through its audited write; a widget's new config goes to the tenant's consoles after commit. */
    const save = async (
      call: Pick<RouteCall<RouteContract>, 'request' | 'restaurantId'>,
      args: SaveArgs,
      op: string,
    ) => {
      const saved = await runWrite(deps, call.request, auditedSave(op), args);
      if (saved.page === WIDGETS_PAGE)
        deps.widgetConfigUpdate(call.restaurantId, saved.section, saved.config);
      return saved;
    };

    route(C['website.uiConfig'], async ({ restaurantId, params }) => ({
      data: await readUiConfig(deps.db, restaurantId, params.page, params.section),
    }));

    route(C['website.createUiConfig'], async (call) => ({
      data: await save(
        call,
        { ...call.params, config: call.body, source: 'save', createOnly: true },
        opOf(C['website.createUiConfig']),
      ),
      message: `${call.params.page}/${call.params.section} created`,
    }));

    route(C['website.saveUiConfig'], async (call) => ({
      data: await save(
        call,
        { ...call.params, config: call.body, source: 'save' },
        opOf(C['website.saveUiConfig']),
      ),
      message: `${call.params.page}/${call.params.section} saved`,
    }));

    route(C['website.bulkUiConfig'], async ({ request, restaurantId, body }) => {
      const errors = bulkProblems(body);
      if (Object.keys(errors).length > 0) throw invalid(errors);
      const write = auditedSave(opOf(C['website.bulkUiConfig']));
      const saved = await runWrite(
        deps,
        request,
        async (w, ctx, updates: UiBulkBody['updates']) => {
          const out: UiConfig[] = [];
          for (const u of updates) out.push(await write(w, ctx, { ...u, source: 'bulk' }));
          return out;
        },
        body.updates,
      );
      for (const s of saved)
        if (s.page === WIDGETS_PAGE) deps.widgetConfigUpdate(restaurantId, s.section, s.config);
      return {
        data: saved.map((s) => ({ type: s.section, page: s.page, config: s.config, version: s.version })),
        message: `${saved.length} section${saved.length === 1 ? '' : 's'} saved`,
      };
    });

    route(C['website.searchUiConfig'], async ({ restaurantId, query }) => {
      const needle = query.q.toLowerCase();
      const all = await listUiConfigs(deps.db, restaurantId, query.page);
      const data = all.flatMap((stored) => {
        const matched: 'section' | 'config' | null = stored.section.toLowerCase().includes(needle)
          ? 'section'
          : textOf(stored.config).toLowerCase().includes(needle)
            ? 'config'
            : null;
        return matched ? [{ ...viewOf(stored.page, stored.section, stored), matched }] : [];
      });
      return { data };
    });

    route(C['website.widgetVersions'], async ({ restaurantId, params }) => {
      const versions = await versionHistory(deps.db, restaurantId, widgetContentKey(params.widgetType));
      return {
        data: versions.map((v) => ({
          id: v.id,
          version: v.version,
          config: readWidgetConfig(params.widgetType, v.data).config,
          source: v.source,
          createdBy: v.createdBy,
          createdAt: v.createdAt,
        })),
      };
    });

    route(C['website.restoreWidgetVersion'], async (call) => {
      const { widgetType, versionId } = call.params;
      const version = await getVersion(deps.db, call.restaurantId, versionId);
      if (!version || version.contentKey !== widgetContentKey(widgetType))
        throw notFound(`Version ${versionId} of the ${widgetType} widget was not found`);
      // A version saved before a field existed gets that field's default; one that no longer
      // parses at all restores the defaults rather than a config the widget cannot use.
      const { config, valid } = readWidgetConfig(widgetType, version.data);
      const data = await save(
        call,
        {
          page: WIDGETS_PAGE,
          section: widgetType,
          config: valid ? config : defaultWidgetConfig(widgetType),
          source: 'restore',
        },
        opOf(C['website.restoreWidgetVersion']),
      );
      return { data, message: `Version ${version.version} restored as version ${data.version}` };
    });
  };
}
