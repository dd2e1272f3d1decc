import type { FastifyPluginAsync } from 'fastify';
import { seatingAreaResource } from '../../../src-shared/resources/registry.js';
import { seatingAreaCrud } from '../../catalogue/seating-area-service.js';
import { registerResource } from '../../resources/register-resource.js';
import type { RouteDeps } from '../route-deps.js';

/** The catalogue entities declared as resources, each registered from its declaration. */
export function catalogueResourceRoutes(deps: RouteDeps): FastifyPluginAsync {
  return async (app) => {
    await app.register(registerResource(deps, seatingAreaResource, seatingAreaCrud));
  };
}
