import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fastifyPath } from '../../../src-shared/api-routes.js';
import { envelopeSchema } from '../../../src-shared/schemas/envelope.js';
import { createTableSchema, tableSchema, updateTableSchema } from '../../../src-shared/schemas/seating.js';
import { requireTenant } from '../../http/access-control.js';
import { isUniqueViolation } from '../../catalogue/tenant-guards.js';
import {
  createTable,
  deleteTable,
  getTable,
  listTables,
  TABLE_NAME_UNIQUE,
  tableNameTaken,
  updateTable,
} from '../../catalogue/table-service.js';
import type { RouteDeps } from '../route-deps.js';
import { deletedSchema, ok, runWrite, security, uuidParamsSchema } from './route-support.js';

const tags = ['tables'];
const read = { access: { kind: 'tenant', permission: 'tables.read' } } as const;
const manage = { access: { kind: 'tenant', permission: 'tables.manage' } } as const;

/** Two concurrent writes of the same name pass the pre-check; the unique index decides, as a 409. */
async function nameRaceAs409<T>(name: string | undefined, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (name !== undefined && isUniqueViolation(error, TABLE_NAME_UNIQUE)) throw tableNameTaken(name);
    throw error;
  }
}

export function tableRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(fastifyPath('tablesAll'), {
      config: read,
      schema: {
        tags,
        security,
        summary: 'Tables of the restaurant, in sort order',
        response: { 200: envelopeSchema(z.array(tableSchema)) },
      },
      handler: async (request) => ok(await listTables(deps.db, requireTenant(request).tenant.restaurantId)),
    });

    app.get(fastifyPath('tableGet'), {
      config: read,
      schema: {
        tags,
        security,
        summary: 'A table',
        params: uuidParamsSchema,
        response: { 200: envelopeSchema(tableSchema) },
      },
      handler: async (request) =>
        ok(await getTable(deps.db, requireTenant(request).tenant.restaurantId, request.params.id)),
    });

    app.post(fastifyPath('tableCreate'), {
      config: manage,
      schema: {
        tags,
        security,
        summary: 'Create a table (name unique in the restaurant)',
        body: createTableSchema,
        response: { 201: envelopeSchema(tableSchema) },
      },
      handler: async (request, reply) => {
        const table = await nameRaceAs409(request.body.name, () =>
          runWrite(deps, request, createTable, request.body),
        );
        void reply.code(201);
        return ok(table, `Table ${table.name} created`);
      },
    });

    app.put(fastifyPath('tableUpdate'), {
      config: manage,
      schema: {
        tags,
        security,
        summary: 'Update a table; min ≤ max covers is checked against the stored row',
        params: uuidParamsSchema,
        body: updateTableSchema,
        response: { 200: envelopeSchema(tableSchema) },
      },
      handler: async (request) => {
        const table = await nameRaceAs409(request.body.name, () =>
          runWrite(deps, request, updateTable, { id: request.params.id, patch: request.body }),
        );
        return ok(table, `Table ${table.name} updated`);
      },
    });

    app.delete(fastifyPath('tableDelete'), {
      config: manage,
      schema: {
        tags,
        security,
        summary: 'Delete a table no current or upcoming booking holds',
        params: uuidParamsSchema,
        response: { 200: envelopeSchema(deletedSchema) },
      },
      handler: async (request) =>
        ok(await runWrite(deps, request, deleteTable, { id: request.params.id }), 'Table deleted'),
    });
  };
}
