// The special calls of concierge perks, daily programs and booking channels (spec §7). The plain
// five come from the declared resources (routes/resources.ts).
import type { FastifyInstance } from 'fastify';
import { perkRefusals } from '../../../src-shared/domain/perk-access.js';
import { programCalendar } from '../../../src-shared/domain/program-calendar.js';
import {
  bookingChannelCalls,
  conciergePerkCalls,
  dailyProgramCalls,
} from '../../../src-shared/resources/availability-settings-calls.js';
import type { Resource } from '../../../src-shared/resources/define-resource.js';
import type { RouteContract } from '../../../src-shared/resources/route-contract.js';
import { spanOverlaps } from '../../../src-shared/schemas/date-span.js';
import {
  bookingChannelCrud,
  bookingChannelStats,
  conciergePerkCrud,
  dailyProgramCrud,
  assertProgramShift,
  duplicateOf,
  type DatedOps,
  type DatedView,
} from '../../catalogue/availability-settings-service.js';
import { conflict } from '../../http/http-error.js';
import { venueToday } from '../../catalogue/client-visits.js';
import { routeTable } from '../../resources/route-helper.js';
import type { RouteDeps } from '../route-deps.js';
import { answerRestaurantIdRequired } from './restaurant-id-required.js';
import { tenantTimeZone } from './route-support.js';

type Registrar = (app: FastifyInstance, tags: readonly string[]) => void;

/** Registers a resource's special calls, and for a `getall/{restaurantId}` list the §5 answer without it. */
function special(
  deps: RouteDeps,
  resource: Resource,
  register: (route: ReturnType<typeof routeTable>) => void,
): Registrar {
  return (app, tags) => {
    if (resource.routes.list?.path.endsWith('/{restaurantId}'))
      answerRestaurantIdRequired(app, resource.routes.list.path, tags);
    register(routeTable(app, tags, deps));
  };
}

/**
 * The calls perks and programs share — by date (live on any day of the range) and duplicate — then
 * their own, given the list of the tenant's rows.
 */
function datedSpecial<V extends DatedView>(
  deps: RouteDeps,
  resource: Resource,
  crud: DatedOps<V>,
  calls: { byDate: RouteContract; duplicate: RouteContract },
  register: (route: ReturnType<typeof routeTable>, all: (restaurantId: number) => Promise<V[]>) => void,
): Registrar {
  const all = (restaurantId: number) => crud.list(deps.db, restaurantId);
  return special(deps, resource, (route) => {
    route(calls.byDate, async ({ restaurantId, query }) => {
      const { startDate, endDate } = query as { startDate: string; endDate: string };
      return { data: (await all(restaurantId)).filter((row) => spanOverlaps(row, startDate, endDate)) };
    });
    route.write(
      calls.duplicate,
      duplicateOf(crud),
      (call) => {
        const { params, body } = call as unknown as { params: { id: string }; body?: { id?: string } | null };
        return { id: params.id, newId: body?.id };
      },
      (copy: V) => `Duplicated as ${copy.name}`,
    );
    register(route, all);
  });
}

export function conciergePerkSpecialRoutes(deps: RouteDeps, resource: Resource): Registrar {
  const calls = conciergePerkCalls;
  return datedSpecial(deps, resource, conciergePerkCrud, calls, (route, all) => {
    route(calls.byAccessLevel, async ({ restaurantId, params }) => ({
      data: (await all(restaurantId)).filter((p) => p.access_levels.includes(params.level)),
    }));
    route(calls.byGuestType, async ({ restaurantId, request, params }) => {
      const today = venueToday(await tenantTimeZone(deps, request));
      return {
        data: (await all(restaurantId)).filter((p) => perkRefusals(p, params.guestType, today).length === 0),
      };
    });
    route(calls.checkAccess, async ({ restaurantId, request, params, body }) => {
      const perk = await conciergePerkCrud.get(deps.db, restaurantId, params.id);
      const date = body.guest.date ?? venueToday(await tenantTimeZone(deps, request));
      const reasons = perkRefusals(perk, body.guest.guest_type, date);
      const allowed = reasons.length === 0;
      return {
        data: { allowed, date, reasons },
        message: allowed
          ? `A ${body.guest.guest_type} guest may have ${perk.name} on ${date}`
          : reasons.join('. '),
      };
    });
    route(calls.validate, async () => ({ data: { valid: true as const }, message: 'Perk is valid' }));
  });
}

export function dailyProgramSpecialRoutes(deps: RouteDeps, resource: Resource): Registrar {
  const calls = dailyProgramCalls;
  return datedSpecial(deps, resource, dailyProgramCrud, calls, (route, all) => {
    route(calls.byShift, async ({ restaurantId, params }) => ({
      data: (await all(restaurantId)).filter((p) => p.shift_id === params.shiftId),
    }));
    route(calls.byCuisine, async ({ restaurantId, params }) => ({
      data: (await all(restaurantId)).filter((p) => p.cuisine.toLowerCase() === params.cuisine.toLowerCase()),
    }));
    route(calls.calendar, async ({ restaurantId, query }) => ({
      data: programCalendar(await all(restaurantId), query.month),
    }));
    route(calls.validate, async ({ restaurantId, body }) => {
      await assertProgramShift(deps.db, restaurantId, body.shift_id);
      return { data: { valid: true as const }, message: 'Daily program is valid' };
    });
  });
}

export function bookingChannelSpecialRoutes(deps: RouteDeps, resource: Resource): Registrar {
  const calls = bookingChannelCalls;
  const all = (restaurantId: number) => bookingChannelCrud.list(deps.db, restaurantId);
  return special(deps, resource, (route) => {
    route(calls.byType, async ({ restaurantId, params }) => ({
      data: (await all(restaurantId)).filter((c) => c.type === params.type),
    }));
    route(calls.active, async ({ restaurantId }) => ({
      data: (await all(restaurantId)).filter((c) => c.status === 1),
    }));
    route(calls.validate, async ({ restaurantId, body }) => {
      const taken = (await all(restaurantId)).find((c) => c.code === body.code);
      if (taken) throw conflict(`A booking channel with code ${body.code} already exists`);
      return { data: { valid: true as const }, message: 'Booking channel is valid' };
    });
    route(calls.stats, async ({ restaurantId, query }) => ({
      data: await bookingChannelStats(deps.db, restaurantId, query),
    }));
  });
}
