// "Delete reservations" (a permission leaders single out): a booking removed outright, not
// cancelled. Online only; terminals learn of it from the change feed's tombstone.
import { z } from 'zod';
import { entityIdSchema } from '../ids.js';
import type { RouteContract } from '../resources/route-contract.js';

export const reservationDeleteContract = {
  method: 'DELETE',
  path: '/reservation/{bookingId}',
  summary: 'Delete a reservation outright (cancelling keeps it in the book; this does not)',
  permission: 'reservations.delete',
  params: z.object({ bookingId: entityIdSchema }),
  response: z.object({ id: entityIdSchema }),
  status: 200,
} as const satisfies RouteContract;
