// Floor plan layouts (spec §7 Table management): the five plain routes and the live table status,
// declared in src-shared/floor/floor-calls.ts so the layout editor calls the same contracts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FLOOR_PLAN_CALLS as calls } from '../../../src-shared/floor/floor-calls.js';
import {
  createFloorPlan,
  deleteFloorPlan,
  getFloorPlan,
  listFloorPlans,
  setTableLiveStatus,
  updateFloorPlan,
} from '../../catalogue/floor-plan-service.js';
import { byId, idAndPatch, routeTable } from '../../resources/route-helper.js';
import type { RouteDeps } from '../route-deps.js';

export function floorPlanRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routeTable(app, ['floor plans'], deps);

    route(calls['floorPlan.all'], async ({ restaurantId }) => ({
      data: await listFloorPlans(deps.db, restaurantId),
    }));

    route(calls['floorPlan.get'], async ({ restaurantId, params }) => ({
      data: await getFloorPlan(deps.db, restaurantId, params.id),
    }));

    route.write(
      calls['floorPlan.create'],
      createFloorPlan,
      ({ body }) => body,
      (created) => `Floor plan ${created.name} created`,
    );

    route.write(
      calls['floorPlan.update'],
      updateFloorPlan,
      idAndPatch,
      (updated) => `Floor plan ${updated.name} updated`,
    );

    route.write(
      calls['floorPlan.tableStatus'],
      setTableLiveStatus,
      ({ params, body }) => ({ id: params.id, status: body }),
      'Table status updated',
    );

    route.write(calls['floorPlan.delete'], deleteFloorPlan, byId, 'Floor plan deleted');
  };
}
