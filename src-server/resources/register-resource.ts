// registerResource: the routes of a declared resource, from its route table. Reads run on the
// verified tenant, writes inside withTenantWrite (so the feed and the poke follow); special
// operations are registered beside them through the same route helper.
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { resourceMessage, type Resource } from '../../src-shared/resources/define-resource.js';
import type { Deleted } from '../../src-shared/resources/route-contract.js';
import { API_MESSAGES } from '../../src-shared/errors.js';
import type { DbExecutor } from '../db/client.js';
import { forbidden } from '../http/http-error.js';
import type { RouteDeps } from '../routes/route-deps.js';
import type { DomainWrite } from '../sync/write-context.js';
import { auditedRow, type RowWriteKind } from '../audit/audit-change.js';
import { registerRoute, runWrite } from './route-helper.js';

type RowOf<R extends Resource> = z.output<R['row']>;

/** The server side of each declared operation (a drizzleCrud builder fits, or hand-written functions). */
export interface ResourceOperations<R extends Resource> {
  list?: (db: DbExecutor, restaurantId: number) => Promise<RowOf<R>[]>;
  get?: (db: DbExecutor, restaurantId: number, id: string) => Promise<RowOf<R>>;
  create?: DomainWrite<z.output<R['create']>, RowOf<R>>;
  update?: DomainWrite<{ id: string; patch: z.output<R['update']> }, RowOf<R>>;
  remove?: DomainWrite<{ id: string }, Deleted>;
}

export function registerResource<R extends Resource>(
  deps: RouteDeps,
  resource: R,
  operations: ResourceOperations<R>,
  /** Special operations of this resource (duplicate, validate, bulk, a second list path…). */
  special?: (app: FastifyInstance, tags: readonly string[]) => void,
): FastifyPluginAsync {
  const { routes } = resource;
  const tags = [resource.plural];
  const title = (row: RowOf<R>) => resource.title(row);
  /** The server side of an operation the resource declares a route for. */
  const required = <K extends keyof ResourceOperations<R>>(op: K): NonNullable<ResourceOperations<R>[K]> =>
    operations[op] ??
    failWith(
      new Error(
        `Resource ${resource.key} declares a ${op} route but the server registers no ${op} operation`,
      ),
    );

  // A mirrored resource's changes are audited from the change feed (sync/tenant-write.ts); the
  // others here, with the row before (read in the write's transaction) and after.
  const rowBefore = async (db: DbExecutor, restaurantId: number, id: string): Promise<unknown> => {
    if (operations.get) return operations.get(db, restaurantId, id);
    return (
      (await operations.list?.(db, restaurantId))?.find((r) => (r as { id?: unknown }).id === id) ?? null
    );
  };
  const auditedWrite = <A, Res>(
    write: DomainWrite<A, Res>,
    contract: { method: string; path: string },
    kind: RowWriteKind,
  ): DomainWrite<A, Res> =>
    resource.mirror ? write : auditedRow(write, resource.key, kind, rowBefore, contract);

  return async (app) => {
    if (routes.list) {
      const list = required('list');
      registerRoute(app, routes.list, tags, async (call) => {
        // A restaurant named in the query (the spec's `?restaurantId=`) must be the header's.
        const named = (call.query as { restaurantId?: number } | undefined)?.restaurantId;
        if (named !== undefined && named !== call.restaurantId)
          throw forbidden(API_MESSAGES.restaurantMismatch);
        return { data: await list(deps.db, call.restaurantId) };
      });
    }
    if (routes.get) {
      const get = required('get');
      registerRoute(app, routes.get, tags, async (call) => ({
        data: await get(deps.db, call.restaurantId, call.params.id),
      }));
    }
    if (routes.create) {
      const create = auditedWrite(required('create'), routes.create, 'create');
      registerRoute(app, routes.create, tags, async (call) => {
        const row = await runWrite(deps, call.request, create, call.body as z.output<R['create']>);
        return { data: row, message: resourceMessage(resource, 'create', title(row)) };
      });
    }
    if (routes.update) {
      const update = auditedWrite(required('update'), routes.update, 'update');
      registerRoute(app, routes.update, tags, async (call) => {
        const patch = call.body as z.output<R['update']>;
        const row = await runWrite(deps, call.request, update, { id: call.params.id, patch });
        return { data: row, message: resourceMessage(resource, 'update', title(row)) };
      });
    }
    if (routes.remove) {
      const remove = auditedWrite(required('remove'), routes.remove, 'remove');
      registerRoute(app, routes.remove, tags, async (call) => ({
        data: await runWrite(deps, call.request, remove, { id: call.params.id }),
        message: resourceMessage(resource, 'remove'),
      }));
    }
    special?.(app, tags);
  };
}

function failWith(error: Error): never {
  throw error;
}
