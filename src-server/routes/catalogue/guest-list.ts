// The guest list (spec §7): add one or many, edit, remove, check in, blacklist, bulk and whole-day
// actions, registered from the entity's contracts (src-shared/people/guest-list-entity.ts). Every
// write answers the entries it changed.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GUEST_LIST_CALLS as G } from '../../../src-shared/people/guest-list-entity.js';
import { guestListEntrySchema } from '../../../src-shared/schemas/guest-list.js';
import {
  addGuests,
  bulkCheckIn,
  bulkSoftDelete,
  editGuest,
  globalCheckIn,
  globalSoftDelete,
  listGuests,
  setGuestBlacklist,
  setGuestCheckIn,
  softDeleteGuest,
} from '../../catalogue/guest-service.js';
import { byId, idAndPatch, routeTable } from '../../resources/route-helper.js';
import type { RouteDeps } from '../route-deps.js';
import { runWrite } from './route-support.js';

const entry = guestListEntrySchema;

export function guestListRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routeTable(app, ['guest list'], deps);

    route(G.all, async ({ restaurantId, query }) => ({
      data: await listGuests(deps.db, restaurantId, query.date),
    }));

    route(G.add, async ({ request, body }) => {
      const [added] = await runWrite(deps, request, addGuests, { entries: [body] });
      return { data: entry.parse(added), message: 'Guest added' };
    });

    route(G.addBulk, async ({ request, body }) => {
      const added = await runWrite(deps, request, addGuests, { entries: body.entries });
      return { data: added, message: `${added.length} guest(s) added` };
    });

    const body = <B>(call: { body: B }) => call.body;
    route.write(G.bulkCheckIn, bulkCheckIn, body, 'Guests checked in');

    route.write(G.bulkSoftDelete, bulkSoftDelete, body, 'Guests removed');

    // Whole-day actions: every guest of the date.
    const dayActions = [
      [G.globalSoftDelete, globalSoftDelete, 'removed'],
      [G.globalCheckIn, globalCheckIn, 'checked in'],
    ] as const;
    for (const [contract, service, verb] of dayActions) {
      route.write(
        contract,
        service,
        body,
        (changed, call) => `${changed.length} guest(s) of ${call.body.date} ${verb}`,
      );
    }

    route.write(G.edit, editGuest, idAndPatch, 'Guest updated');

    route.write(G.delete, softDeleteGuest, byId, 'Guest removed');

    route.write(
      G.checkIn,
      setGuestCheckIn,
      ({ params, body }) => ({ id: params.id, checked_in: body.checked_in }),
      'Guest check-in updated',
    );

    route.write(
      G.blacklist,
      setGuestBlacklist,
      ({ params, body }) => ({ id: params.id, ...body }),
      'Guest blacklist status updated',
    );
  };
}
