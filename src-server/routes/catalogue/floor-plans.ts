import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fastifyPath } from '../../../src-shared/api-routes.js';
import { envelopeSchema } from '../../../src-shared/schemas/envelope.js';
import {
  createFloorPlanLayoutSchema,
  floorPlanLayoutSchema,
  updateFloorPlanLayoutSchema,
  updateTableLiveStatusSchema,
} from '../../../src-shared/schemas/seating.js';
import { requireTenant } from '../../http/access-control.js';
import {
  createFloorPlan,
  deleteFloorPlan,
  getFloorPlan,
  listFloorPlans,
  setTableLiveStatus,
  updateFloorPlan,
} from '../../catalogue/floor-plan-service.js';
import type { RouteDeps } from '../route-deps.js';
import { deletedSchema, ok, runWrite, security, uuidParamsSchema } from './route-support.js';

const tags = ['floor plans'];
const read = { access: { kind: 'tenant', permission: 'tables.read' } } as const;
const manage = { access: { kind: 'tenant', permission: 'tables.manage' } } as const;

export function floorPlanRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(fastifyPath('floorPlansAll'), {
      config: read,
      schema: {
        tags,
        security,
        summary: 'Floor plan layouts of the restaurant',
        response: { 200: envelopeSchema(z.array(floorPlanLayoutSchema)) },
      },
      handler: async (request) =>
        ok(await listFloorPlans(deps.db, requireTenant(request).tenant.restaurantId)),
    });

    app.get(fastifyPath('floorPlanGet'), {
      config: read,
      schema: {
        tags,
        security,
        summary: 'A floor plan layout',
        params: uuidParamsSchema,
        response: { 200: envelopeSchema(floorPlanLayoutSchema) },
      },
      handler: async (request) =>
        ok(await getFloorPlan(deps.db, requireTenant(request).tenant.restaurantId, request.params.id)),
    });

    app.post(fastifyPath('floorPlanCreate'), {
      config: manage,
      schema: {
        tags,
        security,
        summary: 'Create a layout of the restaurant’s tables',
        body: createFloorPlanLayoutSchema,
        response: { 201: envelopeSchema(floorPlanLayoutSchema) },
      },
      handler: async (request, reply) => {
        const plan = await runWrite(deps, request, createFloorPlan, request.body);
        void reply.code(201);
        return ok(plan, `Floor plan ${plan.name} created`);
      },
    });

    app.put(fastifyPath('floorPlanUpdate'), {
      config: manage,
      schema: {
        tags,
        security,
        summary: 'Update a layout',
        params: uuidParamsSchema,
        body: updateFloorPlanLayoutSchema,
        response: { 200: envelopeSchema(floorPlanLayoutSchema) },
      },
      handler: async (request) => {
        const plan = await runWrite(deps, request, updateFloorPlan, {
          id: request.params.id,
          patch: request.body,
        });
        return ok(plan, `Floor plan ${plan.name} updated`);
      },
    });

    app.put(fastifyPath('floorPlanTableStatus'), {
      config: { access: { kind: 'tenant', permission: 'floor.status' } },
      schema: {
        tags,
        security,
        summary: 'Set one table’s live status (status, icon, color, textColor) on the layout',
        params: uuidParamsSchema,
        body: updateTableLiveStatusSchema,
        response: { 200: envelopeSchema(floorPlanLayoutSchema) },
      },
      handler: async (request) =>
        ok(
          await runWrite(deps, request, setTableLiveStatus, { id: request.params.id, status: request.body }),
          'Table status updated',
        ),
    });

    app.delete(fastifyPath('floorPlanDelete'), {
      config: manage,
      schema: {
        tags,
        security,
        summary: 'Delete a layout',
        params: uuidParamsSchema,
        response: { 200: envelopeSchema(deletedSchema) },
      },
      handler: async (request) =>
        ok(await runWrite(deps, request, deleteFloorPlan, { id: request.params.id }), 'Floor plan deleted'),
    });
  };
}
