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
import { apiContract, routeTable } from '../../resources/route-helper.js';
import type { RouteDeps } from '../route-deps.js';
import { runWrite, uuidParamsSchema } from './route-support.js';

const write = 'guests.write';
const entry = guestListEntrySchema;
const entries = z.array(guestListEntrySchema);

export function guestListRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routeTable(app, ['guest list']);

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

    route(
      apiContract('guestListBulkCheckIn', {
        summary: 'Check in (or undo) many guests',
        permission: write,
        body: bulkCheckInSchema,
        response: entries,
      }),
      async ({ request, body }) => ({
        data: await runWrite(deps, request, bulkCheckIn, body),
        message: 'Guests checked in',
      }),
    );

    route(
      apiContract('guestListBulkSoftDelete', {
        summary: 'Remove many guests (soft delete)',
        permission: write,
        body: bulkSoftDeleteSchema,
        response: entries,
      }),
      async ({ request, body }) => ({
        data: await runWrite(deps, request, bulkSoftDelete, body),
        message: 'Guests removed',
      }),
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
      route(
        apiContract(name, {
          summary,
          permission: write,
          body: globalGuestListActionSchema,
          response: entries,
        }),
        async ({ request, body }) => {
          const changed = await runWrite(deps, request, service, body);
          return { data: changed, message: `${changed.length} guest(s) of ${body.date} ${verb}` };
        },
      );
    }

    route(
      apiContract('guestListEdit', {
        summary: 'Edit a guest',
        permission: write,
        params: uuidParamsSchema,
        body: editGuestListEntrySchema,
        response: entry,
      }),
      async ({ request, params, body }) => ({
        data: await runWrite(deps, request, editGuest, { id: params.id, patch: body }),
        message: 'Guest updated',
      }),
    );

    route(
      apiContract('guestListDelete', {
        summary: 'Remove a guest (soft delete: the entry keeps deleted_at)',
        permission: write,
        params: uuidParamsSchema,
        response: entry,
      }),
      async ({ request, params }) => ({
        data: await runWrite(deps, request, softDeleteGuest, { id: params.id }),
        message: 'Guest removed',
      }),
    );

    route(
      apiContract('guestListCheckIn', {
        summary: 'Check a guest in or out',
        permission: write,
        params: uuidParamsSchema,
        body: checkInSchema,
        response: entry,
      }),
      async ({ request, params, body }) => ({
        data: await runWrite(deps, request, setGuestCheckIn, { id: params.id, checked_in: body.checked_in }),
        message: 'Guest check-in updated',
      }),
    );

    route(
      apiContract('guestListBlacklist', {
        summary: 'Blacklist a guest (with a reason) or lift it',
        permission: write,
        params: uuidParamsSchema,
        body: blacklistStatusSchema,
        response: entry,
      }),
      async ({ request, params, body }) => ({
        data: await runWrite(deps, request, setGuestBlacklist, { id: params.id, ...body }),
        message: 'Guest blacklist status updated',
      }),
    );
  };
}
