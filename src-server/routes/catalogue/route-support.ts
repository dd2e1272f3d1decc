import type { FastifyRequest } from 'fastify';
import { requireTenant } from '../../http/access-control.js';
import { restaurantTimeZone } from '../../reservations/reservation-view.js';
import type { RouteDeps } from '../route-deps.js';

// What the hand-written catalogue route files share besides the route helper.
export {
  deletedSchema,
  idParamsSchema as uuidParamsSchema,
} from '../../../src-shared/resources/route-contract.js';
export { ok, runWrite, security } from '../../resources/route-helper.js';

/** The restaurant's time zone for reads that judge "today" (client visits). */
export async function tenantTimeZone(deps: RouteDeps, request: FastifyRequest): Promise<string> {
  return restaurantTimeZone(deps.db, requireTenant(request).tenant.restaurantId);
}
