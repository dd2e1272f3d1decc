import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fastifyPath } from '../../../src-shared/api-routes.js';
import { envelopeSchema } from '../../../src-shared/schemas/envelope.js';
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
import { requireTenant } from '../../http/access-control.js';
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
import type { RouteDeps } from '../route-deps.js';
import { ok, runWrite, security, uuidParamsSchema } from './route-support.js';

const tags = ['guest list'];
const write = { access: { kind: 'tenant', permission: 'guests.write' } } as const;
const entry = envelopeSchema(guestListEntrySchema);
const entries = envelopeSchema(z.array(guestListEntrySchema));

export function guestListRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(fastifyPath('guestListAll'), {
      config: { access: { kind: 'tenant', permission: 'guests.read' } },
      schema: {
        tags,
        security,
        summary: 'Guest-list entries not removed (?date=YYYY-MM-DD for one day)',
        querystring: z.object({ date: venueDateSchema.optional() }),
        response: { 200: entries },
      },
      handler: async (request) =>
        ok(await listGuests(deps.db, requireTenant(request).tenant.restaurantId, request.query.date)),
    });

    app.post(fastifyPath('guestListAdd'), {
      config: write,
      schema: {
        tags,
        security,
        summary: 'Add a guest',
        body: addGuestListEntrySchema,
        response: { 201: entry },
      },
      handler: async (request, reply) => {
        const [added] = await runWrite(deps, request, addGuests, { entries: [request.body] });
        void reply.code(201);
        return ok(guestListEntrySchema.parse(added), 'Guest added');
      },
    });

    app.post(fastifyPath('guestListAddBulk'), {
      config: write,
      schema: {
        tags,
        security,
        summary: 'Add many guests (all or none)',
        body: addGuestListBulkSchema,
        response: { 201: entries },
      },
      handler: async (request, reply) => {
        const added = await runWrite(deps, request, addGuests, { entries: request.body.entries });
        void reply.code(201);
        return ok(added, `${added.length} guest(s) added`);
      },
    });

    app.put(fastifyPath('guestListBulkCheckIn'), {
      config: write,
      schema: {
        tags,
        security,
        summary: 'Check in (or undo) many guests',
        body: bulkCheckInSchema,
        response: { 200: entries },
      },
      handler: async (request) =>
        ok(await runWrite(deps, request, bulkCheckIn, request.body), 'Guests checked in'),
    });

    app.put(fastifyPath('guestListBulkSoftDelete'), {
      config: write,
      schema: {
        tags,
        security,
        summary: 'Remove many guests (soft delete)',
        body: bulkSoftDeleteSchema,
        response: { 200: entries },
      },
      handler: async (request) =>
        ok(await runWrite(deps, request, bulkSoftDelete, request.body), 'Guests removed'),
    });

    app.put(fastifyPath('guestListGlobalSoftDelete'), {
      config: write,
      schema: {
        tags,
        security,
        summary: 'Remove every guest of a date (soft delete)',
        body: globalGuestListActionSchema,
        response: { 200: entries },
      },
      handler: async (request) => {
        const removed = await runWrite(deps, request, globalSoftDelete, request.body);
        return ok(removed, `${removed.length} guest(s) of ${request.body.date} removed`);
      },
    });

    app.put(fastifyPath('guestListGlobalCheckIn'), {
      config: write,
      schema: {
        tags,
        security,
        summary: 'Check in every guest of a date not yet checked in',
        body: globalGuestListActionSchema,
        response: { 200: entries },
      },
      handler: async (request) => {
        const checked = await runWrite(deps, request, globalCheckIn, request.body);
        return ok(checked, `${checked.length} guest(s) of ${request.body.date} checked in`);
      },
    });

    app.put(fastifyPath('guestListEdit'), {
      config: write,
      schema: {
        tags,
        security,
        summary: 'Edit a guest',
        params: uuidParamsSchema,
        body: editGuestListEntrySchema,
        response: { 200: entry },
      },
      handler: async (request) =>
        ok(
          await runWrite(deps, request, editGuest, { id: request.params.id, patch: request.body }),
          'Guest updated',
        ),
    });

    app.delete(fastifyPath('guestListDelete'), {
      config: write,
      schema: {
        tags,
        security,
        summary: 'Remove a guest (soft delete: the entry keeps deleted_at)',
        params: uuidParamsSchema,
        response: { 200: entry },
      },
      handler: async (request) =>
        ok(await runWrite(deps, request, softDeleteGuest, { id: request.params.id }), 'Guest removed'),
    });

    app.put(fastifyPath('guestListCheckIn'), {
      config: write,
      schema: {
        tags,
        security,
        summary: 'Check a guest in or out',
        params: uuidParamsSchema,
        body: checkInSchema,
        response: { 200: entry },
      },
      handler: async (request) =>
        ok(
          await runWrite(deps, request, setGuestCheckIn, {
            id: request.params.id,
            checked_in: request.body.checked_in,
          }),
          'Guest check-in updated',
        ),
    });

    app.put(fastifyPath('guestListBlacklist'), {
      config: write,
      schema: {
        tags,
        security,
        summary: 'Blacklist a guest (with a reason) or lift it',
        params: uuidParamsSchema,
        body: blacklistStatusSchema,
        response: { 200: entry },
      },
      handler: async (request) =>
        ok(
          await runWrite(deps, request, setGuestBlacklist, { id: request.params.id, ...request.body }),
          'Guest blacklist status updated',
        ),
    });
  };
}
