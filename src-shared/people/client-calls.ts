// The client calls the console makes online (spec §7 Clients: delete, bulk-delete DELETE {ids}).
// Deleting is not queued offline: it unlinks the client's bookings and guest-list entries on the
// server, so the terminal waits for the server's answer. The server registers these same rows.
import { z } from 'zod';
import { API_ROUTES } from '../api-routes.js';
import { idParamsSchema, type RouteContract } from '../resources/route-contract.js';
import { bulkDeleteClientsSchema } from '../schemas/client.js';

export const clientDeleteRoute = {
  ...API_ROUTES.clientDelete,
  summary: 'Delete a client',
  permission: 'clients.delete',
  params: idParamsSchema,
  response: z.object({ id: z.string() }),
  status: 200,
} as const satisfies RouteContract;

export const clientBulkDeleteRoute = {
  ...API_ROUTES.clientBulkDelete,
  summary: 'Delete many clients (all or none)',
  permission: 'clients.delete',
  body: bulkDeleteClientsSchema,
  response: z.object({ ids: z.array(z.string()) }),
  status: 200,
} as const satisfies RouteContract;

export const CLIENT_CALLS = {
  'clients.delete': clientDeleteRoute,
  'clients.bulkDelete': clientBulkDeleteRoute,
} as const satisfies Record<string, RouteContract>;
