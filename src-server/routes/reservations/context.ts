import type { FastifyRequest } from 'fastify';
import { requireTenant } from '../../http/access-control.js';
import type { RouteDeps } from '../route-deps.js';

export { runWrite, security, writeContextOf } from '../../resources/route-helper.js';

/** The tenant of a read route, as the availability and query services take it. */
export function tenantOf(
  deps: RouteDeps,
  request: FastifyRequest,
): { db: RouteDeps['db']; restaurantId: number } {
  return { db: deps.db, restaurantId: requireTenant(request).tenant.restaurantId };
}
