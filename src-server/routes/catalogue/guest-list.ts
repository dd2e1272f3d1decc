// The guest list (spec §7): add one or many, edit, remove, check in, blacklist, bulk and whole-day
// actions. Every write answers the entries it changed.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addGuestListBulkSchema,
  addGuestListEntrySchema,
  blacklistStatusSchema,
  bulkCheckInSchema,
  bulkSoftDeleteSchema,
  checkInSchema,
  editGuestListEntrySchema,
  globalGuestListActionSchema,
  guestListEntrySchema,
} from '../../../src-shared/schemas/guest-list.js';
import { venueDateSchema } from '../../../src-shared/time.js';
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
import { apiContract, byId, idAndPatch, routeTable } from '../../resources/route-helper.js';
import type { RouteDeps } from '../route-deps.js';
import { runWrite, uuidParamsSchema } from './route-support.js';

const write = 'guests.write';
const entry = guestListEntrySchema;
const entries = z.array(guestListEntrySchema);

export function guestListRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routeTable(app, ['guest list'], deps);

    route(
      apiContract('guestListAll', {
        summary: 'Guest-list entries not removed (?date=YYYY-MM-DD for one day)',
        permission: 'guests.read',
        query: z.object({ date: venueDateSchema.optional() }),
        response: entries,
      }),
      async ({ restaurantId, query }) => ({ data: await listGuests(deps.db, restaurantId, query.date) }),
    );

    route(
      apiContract('guestListAdd', {
        summary: 'Add a guest',
        permission: write,
        body: addGuestListEntrySchema,
        response: entry,
        status: 201,
      }),
      async ({ request, body }) => {
        const [added] = await runWrite(deps, request, addGuests, { entries: [body] });
        return { data: entry.parse(added), message: 'Guest added' };
      },
    );

    route(
      apiContract('guestListAddBulk', {
        summary: 'Add many guests (all or none)',
        permission: write,
        body: addGuestListBulkSchema,
        response: entries,
        status: 201,
      }),
      async ({ request, body }) => {
        const added = await runWrite(deps, request, addGuests, { entries: body.entries });
        return { data: added, message: `${added.length} guest(s) added` };
      },
    );

    const body = <B>(call: { body: B }) => call.body;
    route.write(
      apiContract('guestListBulkCheckIn', {
        summary: 'Check in (or undo) many guests',
        permission: write,
        body: bulkCheckInSchema,
        response: entries,
      }),
      bulkCheckIn,
      body,
      'Guests checked in',
    );

    route.write(
      apiContract('guestListBulkSoftDelete', {
        summary: 'Remove many guests (soft delete)',
        permission: write,
        body: bulkSoftDeleteSchema,
        response: entries,
      }),
      bulkSoftDelete,
      body,
      'Guests removed',
    );

    // Whole-day actions: every guest of the date.
    const dayActions = [
      [
        'guestListGlobalSoftDelete',
        'Remove every guest of a date (soft delete)',
        globalSoftDelete,
        'removed',
      ],
      [
        'guestListGlobalCheckIn',
        'Check in every guest of a date not yet checked in',
        globalCheckIn,
        'checked in',
      ],
    ] as const;
    for (const [name, summary, service, verb] of dayActions) {
      route.write(
        apiContract(name, {
          summary,
          permission: write,
          body: globalGuestListActionSchema,
          response: entries,
        }),
        service,
        body,
        (changed, call) => `${changed.length} guest(s) of ${call.body.date} ${verb}`,
      );
    }

    route.write(
      apiContract('guestListEdit', {
        summary: 'Edit a guest',
        permission: write,
        params: uuidParamsSchema,
        body: editGuestListEntrySchema,
        response: entry,
      }),
      editGuest,
      idAndPatch,
      'Guest updated',
    );

    route.write(
      apiContract('guestListDelete', {
        summary: 'Remove a guest (soft delete: the entry keeps deleted_at)',
        permission: write,
        params: uuidParamsSchema,
        response: entry,
      }),
      softDeleteGuest,
      byId,
      'Guest removed',
    );

    route.write(
      apiContract('guestListCheckIn', {
        summary: 'Check a guest in or out',
        permission: write,
        params: uuidParamsSchema,
        body: checkInSchema,
        response: entry,
      }),
      setGuestCheckIn,
      ({ params, body }) => ({ id: params.id, checked_in: body.checked_in }),
      'Guest check-in updated',
    );

    route.write(
      apiContract('guestListBlacklist', {
        summary: 'Blacklist a guest (with a reason) or lift it',
        permission: write,
        params: uuidParamsSchema,
        body: blacklistStatusSchema,
        response: entry,
      }),
      setGuestBlacklist,
      ({ params, body }) => ({ id: params.id, ...body }),
      'Guest blacklist status updated',
    );
  };
}
