// The guest-message calls: a reservation's messages with their status, and sending a failed one again.
import { z } from 'zod';
import { entityIdSchema } from '../ids.js';
import type { RouteContract } from '../resources/route-contract.js';
import { guestMessageSchema } from './template-types.js';

export const reservationMessagesRoute = {
  method: 'GET',
  path: '/reservation/{bookingId}/messages',
  summary:
    "A reservation's guest messages (confirmation, reminder…) with their status: pending, sent, failed or skipped",
  permission: 'reservations.read',
  params: z.object({ bookingId: entityIdSchema }),
  response: z.array(guestMessageSchema),
  status: 200,
} as const satisfies RouteContract;

export const resendMessageRoute = {
  method: 'POST',
  path: '/reservation/messages/{id}/resend',
  summary:
    'Send a failed or skipped guest message again (a sent one is refused: it would reach the guest twice)',
  permission: 'reservations.write',
  params: z.object({ id: entityIdSchema }),
  response: guestMessageSchema,
  status: 200,
} as const satisfies RouteContract;
