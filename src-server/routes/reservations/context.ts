import type { FastifyRequest } from 'fastify';
import { requireTenant } from '../../http/access-control.js';
import { restaurantTimeZone } from '../../reservations/reservation-view.js';
import type { DomainWrite, WriteContext } from '../../sync/write-context.js';
import { withTenantWrite } from '../../sync/tenant-write.js';
import type { RouteDeps } from '../route-deps.js';

export const security = [{ bearerAuth: [] }];

/** The WriteContext of a REST request: the verified tenant, its time zone and the acting user. */
export async function writeContextOf(deps: RouteDeps, request: FastifyRequest): Promise<WriteContext> {
  const { auth, tenant } = requireTenant(request);
  return {
    restaurantId: tenant.restaurantId,
    timeZone: await restaurantTimeZone(deps.db, tenant.restaurantId),
    actorName: auth.access.email,
  };
}

/** Runs one domain write in its own tenant transaction; the commit pokes the tenant room. */
export async function runWrite<Args, Result>(
  deps: RouteDeps,
  request: FastifyRequest,
  service: DomainWrite<Args, Result>,
  args: Args,
): Promise<Result> {
  const ctx = await writeContextOf(deps, request);
  return withTenantWrite(deps.db, ctx.restaurantId, (write) => service(write, ctx, args), deps.changes);
}

/** The tenant of a read route, as the availability and query services take it. */
export function tenantOf(
  deps: RouteDeps,
  request: FastifyRequest,
): { db: RouteDeps['db']; restaurantId: number } {
  return { db: deps.db, restaurantId: requireTenant(request).tenant.restaurantId };
}
