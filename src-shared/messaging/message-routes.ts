// The guest-message calls: a reservation's messages with their status, and sending a failed one again.
import { z } from 'zod';
import { entityIdSchema } from '../ids.js';
import type { RouteContract } from '../resources/route-contract.js';
import { guestMessageSchema, type GuestMessage } from './template-types.js';

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
    "Send a guest message again, now, as a new message to the booking's current address (the original keeps its history); one still waiting to be sent is refused",
  permission: 'reservations.write',
  params: z.object({ id: entityIdSchema }),
  response: guestMessageSchema,
  status: 200,
} as const satisfies RouteContract;

export const MESSAGE_CALLS = {
  'messages.ofReservation': reservationMessagesRoute,
  'messages.resend': resendMessageRoute,
} as const satisfies Record<string, RouteContract>;

/**
 * Why a message cannot be sent again from the console, or null when it can. A message still
 * waiting (pending: queued, being retried or a reminder not due yet) would be sent twice.
 */
export function resendRefusal(message: Pick<GuestMessage, 'status'>): string | null {
  return message.status === 'pending'
    ? 'This message is still waiting to be sent; it can be sent again once it is sent, failed or skipped'
    : null;
}

/** A message is due (being sent now, or retried) rather than scheduled for later. */
export function isDue(message: Pick<GuestMessage, 'status' | 'scheduled_for'>, now = Date.now()): boolean {
  return (
    message.status === 'pending' &&
    (message.scheduled_for === null || Date.parse(message.scheduled_for) <= now)
  );
}
