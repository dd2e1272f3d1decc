// The routes of clients (spec §7 Clients), declared once: the server registers these rows
// (src-server/routes/catalogue/clients.ts), the console calls them. Deleting is not queued offline:
// it unlinks the client's bookings and guest-list entries on the server, so the terminal waits for
// the server's answer. Search keeps its own envelope (matches in `result`), so its handler is
// written out; only its method and path are here.
import { z } from 'zod';
import { idParamsSchema, type RouteContract } from '../resources/route-contract.js';
import {
  bulkDeleteClientsSchema,
  bulkEditClientsSchema,
  clientListQuerySchema,
  clientPageSchema,
  clientSchema,
  createClientSchema,
  patchClientSchema,
} from '../schemas/client.js';
import { restaurantIdPathParamsSchema } from '../schemas/restaurant.js';

const read = 'clients.read';
const write = 'clients.write';

export const clientDeleteRoute = {
  method: 'DELETE',
  path: '/clients/{id}',
  summary: 'Delete a client',
  permission: 'clients.delete',
  params: idParamsSchema,
  response: z.object({ id: z.string() }),
  status: 200,
} as const satisfies RouteContract;

export const clientBulkDeleteRoute = {
  method: 'DELETE',
  path: '/clients/bulk-delete',
  summary: 'Delete many clients (all or none)',
  permission: 'clients.delete',
  body: bulkDeleteClientsSchema,
  response: z.object({ ids: z.array(z.string()) }),
  status: 200,
} as const satisfies RouteContract;

export const CLIENT_CALLS = {
  byRestaurant: {
    method: 'GET',
    path: '/clients/restaurant/{restaurantId}',
    summary:
      'A page of the restaurant’s clients by name (?page, ?pageSize default 10, ?q filters by name, phone or email)',
    permission: read,
    params: restaurantIdPathParamsSchema,
    restaurantParam: 'restaurantId',
    query: clientListQuerySchema,
    response: clientPageSchema,
    status: 200,
  },
  get: {
    method: 'GET',
    path: '/clients/{id}',
    summary: 'A client with visit count and last visit',
    permission: read,
    params: idParamsSchema,
    response: clientSchema,
    status: 200,
  },
  create: {
    method: 'POST',
    path: '/clients',
    summary: 'Create a client (body restaurantId must equal the restaurant-id header)',
    permission: write,
    body: createClientSchema,
    response: clientSchema,
    status: 201,
  },
  update: {
    method: 'PATCH',
    path: '/clients/{id}',
    summary: 'Update some fields of a client',
    permission: write,
    params: idParamsSchema,
    body: patchClientSchema,
    response: clientSchema,
    status: 200,
  },
  bulkEdit: {
    method: 'POST',
    path: '/clients/bulk-edit',
    summary: 'Add or remove labels (and set notes) on many clients',
    permission: write,
    body: bulkEditClientsSchema,
    response: z.array(clientSchema),
    status: 200,
  },
  delete: clientDeleteRoute,
  bulkDelete: clientBulkDeleteRoute,
} as const satisfies Record<string, RouteContract>;

/** Spec §7 GET /clients/search/{query}: its own envelope, a hand-written handler. */
export const CLIENT_SEARCH_ROUTE = { method: 'GET', path: '/clients/search/{query}' } as const;
