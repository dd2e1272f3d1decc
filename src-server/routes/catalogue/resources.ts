import type { FastifyPluginAsync } from 'fastify';
import {
  blackoutDateResource,
  reservationStatusResource,
  seatingAreaResource,
  shiftResource,
  shiftsByRestaurantRoute,
  tableCombinationResource,
  tableResource,
} from '../../../src-shared/resources/registry.js';
import {
  createCombination,
  deleteCombination,
  getCombination,
  listCombinations,
  updateCombination,
} from '../../catalogue/combination-service.js';
import { seatingAreaCrud } from '../../catalogue/seating-area-service.js';
import { blackoutDateCrud, shiftCrud } from '../../catalogue/shift-service.js';
import { statusCrud } from '../../catalogue/status-service.js';
import { tableCrud } from '../../catalogue/table-service.js';
import { registerResource } from '../../resources/register-resource.js';
import { registerRoute } from '../../resources/route-helper.js';
import type { RouteDeps } from '../route-deps.js';

/** The catalogue entities declared as resources, each registered from its declaration. */
export function catalogueResourceRoutes(deps: RouteDeps): FastifyPluginAsync {
  return async (app) => {
    await app.register(registerResource(deps, seatingAreaResource, seatingAreaCrud));
    await app.register(registerResource(deps, tableResource, tableCrud));
    await app.register(
      registerResource(deps, tableCombinationResource, {
        list: listCombinations,
        get: getCombination,
        create: createCombination,
        update: updateCombination,
        remove: deleteCombination,
      }),
    );
    await app.register(registerResource(deps, reservationStatusResource, statusCrud));
    await app.register(
      registerResource(deps, shiftResource, shiftCrud, (scope, tags) =>
        registerRoute(scope, shiftsByRestaurantRoute, tags, async (call) => ({
          data: await shiftCrud.list(deps.db, call.restaurantId),
        })),
      ),
    );
    await app.register(registerResource(deps, blackoutDateResource, blackoutDateCrud));
  };
}
