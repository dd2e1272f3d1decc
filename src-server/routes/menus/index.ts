import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../route-deps.js';
import { menuRoutes } from './menu-routes.js';
import { productRoutes } from './product-routes.js';

/** Menus, categories, products and modifier groups (issue 15). */
export function menuAreaRoutes(deps: RouteDeps): FastifyPluginAsync {
  return async (app) => {
    await app.register(menuRoutes(deps));
    await app.register(productRoutes(deps));
  };
}
