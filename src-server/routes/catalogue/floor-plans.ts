// Floor plan layouts (spec §7 Table management): the five plain routes and the live table status.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createFloorPlanLayoutSchema,
  floorPlanLayoutSchema,
  updateFloorPlanLayoutSchema,
  updateTableLiveStatusSchema,
} from '../../../src-shared/schemas/seating.js';
import {
  createFloorPlan,
  deleteFloorPlan,
  getFloorPlan,
  listFloorPlans,
  setTableLiveStatus,
  updateFloorPlan,
} from '../../catalogue/floor-plan-service.js';
import { apiContract, byId, idAndPatch, routeTable } from '../../resources/route-helper.js';
import type { RouteDeps } from '../route-deps.js';
import { deletedSchema, uuidParamsSchema } from './route-support.js';

const read = 'tables.read';
const manage = 'tables.manage';

export function floorPlanRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routeTable(app, ['floor plans'], deps);
    const plan = floorPlanLayoutSchema;

    route(
      apiContract('floorPlansAll', {
        summary: 'Floor plan layouts of the restaurant',
        permission: read,
        response: z.array(plan),
      }),
      async ({ restaurantId }) => ({ data: await listFloorPlans(deps.db, restaurantId) }),
    );

    route(
      apiContract('floorPlanGet', {
        summary: 'A floor plan layout',
        permission: read,
        params: uuidParamsSchema,
        response: plan,
      }),
      async ({ restaurantId, params }) => ({ data: await getFloorPlan(deps.db, restaurantId, params.id) }),
    );

    route.write(
      apiContract('floorPlanCreate', {
        summary: 'Create a layout of the restaurant’s tables',
        permission: manage,
        body: createFloorPlanLayoutSchema,
        response: plan,
        status: 201,
      }),
      createFloorPlan,
      ({ body }) => body,
      (created) => `Floor plan ${created.name} created`,
    );

    route.write(
      apiContract('floorPlanUpdate', {
        summary: 'Update a layout',
        permission: manage,
        params: uuidParamsSchema,
        body: updateFloorPlanLayoutSchema,
        response: plan,
      }),
      updateFloorPlan,
      idAndPatch,
      (updated) => `Floor plan ${updated.name} updated`,
    );

    route.write(
      apiContract('floorPlanTableStatus', {
        summary: 'Set one table’s live status (status, icon, color, textColor) on the layout',
        permission: 'floor.status',
        params: uuidParamsSchema,
        body: updateTableLiveStatusSchema,
        response: plan,
      }),
      setTableLiveStatus,
      ({ params, body }) => ({ id: params.id, status: body }),
      'Table status updated',
    );

    route.write(
      apiContract('floorPlanDelete', {
        summary: 'Delete a layout',
        permission: manage,
        params: uuidParamsSchema,
        response: deletedSchema,
      }),
      deleteFloorPlan,
      byId,
      'Floor plan deleted',
    );
  };
}
