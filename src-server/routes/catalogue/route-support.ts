import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { entityIdSchema } from '../../../src-shared/ids.js';
import { restaurants, users } from '../../db/schema/index.js';
import { requireTenant } from '../../http/access-control.js';
import { withTenantWrite } from '../../sync/tenant-write.js';
import type { DomainWrite, WriteContext } from '../../sync/write-context.js';
import type { RouteDeps } from '../route-deps.js';

// What every catalogue route file shares: OpenAPI security, UUID path parameters, and running a
// domain write for the verified tenant inside withTenantWrite (so the feed and pokes follow).

export const security = [{ bearerAuth: [] }];

/** Mirrored rows have UUID ids; a malformed one is a 422 naming params.id. */
export const uuidParamsSchema = z.object({ id: entityIdSchema });
export const deletedSchema = z.object({ id: entityIdSchema });

/** The verified tenant, its time zone and the acting user's display name. */
export async function writeContextOf(deps: RouteDeps, request: FastifyRequest): Promise<WriteContext> {
  const { auth, tenant } = requireTenant(request);
  const [[restaurant], [user]] = await Promise.all([
    deps.db
      .select({ timeZone: restaurants.timeZone })
      .from(restaurants)
      .where(eq(restaurants.id, tenant.restaurantId)),
    deps.db
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, auth.access.userId)),
  ]);
  if (!restaurant) throw new Error(`Restaurant ${tenant.restaurantId} of a verified membership is missing`);
  const actorName = user ? [user.firstName, user.lastName].filter(Boolean).join(' ') : auth.access.email;
  return { restaurantId: tenant.restaurantId, timeZone: restaurant.timeZone, actorName };
}

/** Runs one service write for the request's tenant; the commit pokes the tenant room. */
export async function runWrite<Args, Result>(
  deps: RouteDeps,
  request: FastifyRequest,
  service: DomainWrite<Args, Result>,
  args: Args,
): Promise<Result> {
  const ctx = await writeContextOf(deps, request);
  return withTenantWrite(deps.db, ctx.restaurantId, (write) => service(write, ctx, args), deps.changes);
}

/** The restaurant's time zone for reads that judge "today" (client visits). */
export async function tenantTimeZone(deps: RouteDeps, request: FastifyRequest): Promise<string> {
  const { tenant } = requireTenant(request);
  const [restaurant] = await deps.db
    .select({ timeZone: restaurants.timeZone })
    .from(restaurants)
    .where(eq(restaurants.id, tenant.restaurantId));
  if (!restaurant) throw new Error(`Restaurant ${tenant.restaurantId} of a verified membership is missing`);
  return restaurant.timeZone;
}

export const ok = <T>(data: T, message?: string) =>
  message === undefined ? { success: true as const, data } : { success: true as const, data, message };
