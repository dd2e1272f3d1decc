// The /admin area's API (ADMIN_CONTRACTS, issue 16 part 3): the caller's restaurants with their
// details and the edit of the current one, and the websocket admin of the caller's restaurant. Each
// operation takes the restaurant from the verified restaurant-id header, never from the body, so an
// admin of one restaurant cannot see or reach another's sockets. Stop, start and the messages are
// recorded in the audit trail.
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_CONTRACTS as C } from '../../src-shared/admin/admin-contracts.js';
import { uuidv7 } from '../../src-shared/ids.js';
import {
  REALTIME_STOPPED_SEND,
  type RealtimeNotice,
  type UpdateRestaurantDetails,
} from '../../src-shared/schemas/admin.js';
import { audited } from '../audit/audit-change.js';
import { recordAudit } from '../audit/audit-writer.js';
import { membershipAllows } from '../auth/user-access.js';
import { restaurants } from '../db/schema/index.js';
import { requireTenant } from '../http/access-control.js';
import { conflict, notFound } from '../http/http-error.js';
import { getRestaurant, restaurantDetails } from '../restaurants/restaurant-store.js';
import { contractRoutes, routeTable, writeContextOf } from '../resources/route-helper.js';
import type { DomainWrite } from '../sync/write-context.js';
import type { RouteDeps } from './route-deps.js';

const tags = ['admin'];

/** The restaurant row's columns of an edit; fields not sent stay as they are. */
function columnsOf(body: UpdateRestaurantDetails) {
  const { address = {}, contact = {} } = body;
  const set = {
    name: body.name,
    addressLine1: address.line1,
    addressLine2: address.line2,
    city: address.city,
    postcode: address.postcode,
    country: address.country,
    phone: contact.phone,
    email: contact.email,
    website: contact.website,
  };
  return Object.fromEntries(Object.entries(set).filter(([, v]) => v !== undefined));
}

const updateDetails: DomainWrite<
  UpdateRestaurantDetails,
  Awaited<ReturnType<typeof restaurantDetails>>
> = async (write, ctx, body) => {
  const changed = await write.tx
    .update(restaurants)
    .set(columnsOf(body))
    .where(eq(restaurants.id, ctx.restaurantId))
    .returning({ id: restaurants.id });
  if (changed.length === 0) throw notFound(`Restaurant ${ctx.restaurantId} was not found`);
  return restaurantDetails(write.tx, ctx.restaurantId);
};

export function adminRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const route = contractRoutes(app, C, tags);
    const table = routeTable(app, tags, deps);
    const realtime = () => deps.realtimeAdmin();

    route('restaurants', async ({ request }) => {
      const { auth, tenant } = requireTenant(request);
      const administered = auth.access.memberships.filter((m) => membershipAllows(m, 'admin.manage'));
      const data = await Promise.all(
        administered.map(async (m) => ({
          ...(await restaurantDetails(deps.db, m.restaurantId)),
          roleName: m.roleName,
          current: m.restaurantId === tenant.restaurantId,
        })),
      );
      return {
        data: data.sort((a, b) => Number(b.current) - Number(a.current) || a.name.localeCompare(b.name)),
      };
    });

    table.write(
      C.restaurantUpdate,
      audited(
        updateDetails,
        {
          entity: 'restaurant',
          id: (_args, _result, ctx) => String(ctx.restaurantId),
          before: (write, ctx) => getRestaurant(write.tx, ctx.restaurantId),
        },
        `${C.restaurantUpdate.method} ${C.restaurantUpdate.path}`,
      ),
      ({ body }) => body,
      (row) => `Restaurant ${row.name} updated`,
    );

    route('websocketStatus', async ({ restaurantId }) => ({ data: await realtime().status(restaurantId) }));
    route('websocketUsers', async ({ restaurantId }) => ({ data: await realtime().users(restaurantId) }));
    route('websocketMetrics', async ({ restaurantId }) => ({ data: await realtime().metrics(restaurantId) }));

    /** Records an admin's realtime action in the audit trail of the restaurant. */
    const audit = async (
      request: Parameters<typeof writeContextOf>[1],
      action: string,
      summary: string,
      after: unknown,
    ) => {
      const ctx = await writeContextOf(deps, request);
      if (ctx.audit)
        await recordAudit(deps.db, ctx.restaurantId, ctx.audit, {
          entity: 'realtime',
          entityId: ctx.restaurantId,
          action,
          summary,
          after,
        });
      return ctx;
    };

    route('websocketStop', async ({ request, restaurantId }) => {
      const disconnected = await realtime().stop(restaurantId);
      await audit(request, 'stop', `Realtime stopped, ${disconnected} sockets disconnected`, {
        disconnected,
      });
      return {
        data: { running: false, disconnected },
        message: `Realtime stopped: ${disconnected} console${disconnected === 1 ? '' : 's'} disconnected`,
      };
    });
    route('websocketStart', async ({ request, restaurantId }) => {
      await realtime().start(restaurantId);
      await audit(request, 'start', 'Realtime started', { running: true });
      return { data: { running: true, disconnected: 0 }, message: 'Realtime started' };
    });

    for (const kind of ['broadcast', 'emergency'] as const) {
      const name = kind === 'broadcast' ? 'websocketBroadcast' : 'websocketEmergency';
      route(name, async ({ request, restaurantId, body }) => {
        if (!(await realtime().status(restaurantId)).running) throw conflict(REALTIME_STOPPED_SEND);
        const ctx = await writeContextOf(deps, request);
        const notice: RealtimeNotice = {
          id: uuidv7(),
          kind,
          message: body.message,
          from: ctx.actorName,
          sentAt: new Date().toISOString(),
        };
        const delivered = await realtime().notify(restaurantId, notice);
        await audit(
          request,
          kind,
          `${kind === 'emergency' ? 'Emergency notice' : 'Broadcast'} sent to ${delivered} consoles`,
          notice,
        );
        return {
          data: { notice, delivered },
          message: `${kind === 'emergency' ? 'Emergency notice' : 'Message'} sent to ${delivered} console${delivered === 1 ? '' : 's'}`,
        };
      });
    }
  };
}
