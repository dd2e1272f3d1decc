import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fastifyPath } from '../../../src-shared/api-routes.js';
import { envelopeSchema } from '../../../src-shared/schemas/envelope.js';
import {
  createSeatingAreaSchema,
  seatingAreaSchema,
  updateSeatingAreaSchema,
} from '../../../src-shared/schemas/seating.js';
import { requireTenant } from '../../http/access-control.js';
import {
  createSeatingArea,
  deleteSeatingArea,
  getSeatingArea,
  listSeatingAreas,
  updateSeatingArea,
} from '../../catalogue/seating-area-service.js';
import type { RouteDeps } from '../route-deps.js';
import { deletedSchema, ok, runWrite, security, uuidParamsSchema } from './route-support.js';

const tags = ['seating areas'];
const read = { access: { kind: 'tenant', permission: 'tables.read' } } as const;
const manage = { access: { kind: 'tenant', permission: 'tables.manage' } } as const;

export function seatingAreaRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(fastifyPath('seatingAreasAll'), {
      config: read,
      schema: {
        tags,
        security,
        summary: 'Seating areas of the restaurant, in sa_order',
        response: { 200: envelopeSchema(z.array(seatingAreaSchema)) },
      },
      handler: async (request) =>
        ok(await listSeatingAreas(deps.db, requireTenant(request).tenant.restaurantId)),
    });

    app.get(fastifyPath('seatingAreaGet'), {
      config: read,
      schema: {
        tags,
        security,
        summary: 'A seating area',
        params: uuidParamsSchema,
        response: { 200: envelopeSchema(seatingAreaSchema) },
      },
      handler: async (request) =>
        ok(await getSeatingArea(deps.db, requireTenant(request).tenant.restaurantId, request.params.id)),
    });

    app.post(fastifyPath('seatingAreaCreate'), {
      config: manage,
      schema: {
        tags,
        security,
        summary: 'Create a seating area',
        body: createSeatingAreaSchema,
        response: { 201: envelopeSchema(seatingAreaSchema) },
      },
      handler: async (request, reply) => {
        const area = await runWrite(deps, request, createSeatingArea, request.body);
        void reply.code(201);
        return ok(area, `Seating area ${area.name} created`);
      },
    });

    app.put(fastifyPath('seatingAreaUpdate'), {
      config: manage,
      schema: {
        tags,
        security,
        summary: 'Update a seating area',
        params: uuidParamsSchema,
        body: updateSeatingAreaSchema,
        response: { 200: envelopeSchema(seatingAreaSchema) },
      },
      handler: async (request) => {
        const area = await runWrite(deps, request, updateSeatingArea, {
          id: request.params.id,
          patch: request.body,
        });
        return ok(area, `Seating area ${area.name} updated`);
      },
    });

    app.delete(fastifyPath('seatingAreaDelete'), {
      config: manage,
      schema: {
        tags,
        security,
        summary: 'Delete a seating area no reservation uses',
        params: uuidParamsSchema,
        response: { 200: envelopeSchema(deletedSchema) },
      },
      handler: async (request) =>
        ok(
          await runWrite(deps, request, deleteSeatingArea, { id: request.params.id }),
          'Seating area deleted',
        ),
    });
  };
}
