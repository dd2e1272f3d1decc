// The waitlist the public booking widget fills when no time is free for a party (issue 17): what
// staff read on the host stand. Entries are mirrored (issue 28): the widget's join is recorded in the
// change feed, so every console's floor plan shows it, and a host seats or removes it offline
// through the sync mutations waitlist.seat / waitlist.remove.
import { z } from 'zod';
import { entityIdSchema, restaurantIdSchema, timestampSchema } from '../ids.js';
import type { RouteContract } from '../resources/route-contract.js';
import { contactColumns } from '../schemas/contact.js';
import { restaurantIdPathParamsSchema } from '../schemas/restaurant.js';
import { venueDateSchema } from '../time.js';

export const waitlistEntrySchema = z.object({
  id: entityIdSchema,
  restaurant_id: restaurantIdSchema,
  ...contactColumns,
  party_size: z.number().int().positive(),
  /** Venue-local date the guest wants a table on. */
  date: venueDateSchema,
  /** Venue-local HH:MM the guest prefers, '' for any time. */
  preferred_time: z.string(),
  notes: z.string(),
  status: z.string(),
  /** Where it came from: 'widget' for the public booking widget. */
  source: z.string(),
  /** The booking a seated entry became (issue 28); null while waiting or once removed. */
  reservation_id: entityIdSchema.nullable().default(null),
  created_at: timestampSchema,
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

export const waitlistQuerySchema = z.object({
  /** One day's entries; omitted: today's and later ones. */
  date: venueDateSchema.optional(),
});

export const WAITLIST_CALLS = {
  'waitlist.list': {
    method: 'GET',
    path: '/restaurant/{restaurantId}/waitlist',
    summary:
      "The venue's waitlist (guests the booking widget found no free time for), by date and time asked",
    permission: 'reservations.read',
    params: restaurantIdPathParamsSchema,
    query: waitlistQuerySchema,
    restaurantParam: 'restaurantId',
    response: z.array(waitlistEntrySchema),
    status: 200,
  },
} as const satisfies Record<string, RouteContract>;

/**
 * Spec §4: the waitlist holds an active flag, seated reservations and removed reservations. An
 * entry is 'waiting' until staff seat it (a booking is made on a table) or remove it.
 */
export const WAITLIST_STATUSES = ['waiting', 'seated', 'removed'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

/** Whether the host stand still shows the entry as waiting. */
export const isWaiting = (entry: Pick<WaitlistEntry, 'status'>): boolean => entry.status === 'waiting';

/**
 * The one rule both applies share (the terminal's optimistic one and the server's): only a waiting
 * entry can be seated or removed. Answers the refusal's reason, or null when the change may go ahead.
 */
export function waitlistRefusal(
  entry: Pick<WaitlistEntry, 'status' | 'first_name' | 'last_name'>,
  to: Exclude<WaitlistStatus, 'waiting'>,
): string | null {
  if (isWaiting(entry)) return null;
  const name = `${entry.first_name} ${entry.last_name}`.trim() || 'The guest';
  if (entry.status === to) return `${name} is already ${to === 'seated' ? 'seated' : 'off the waitlist'}`;
  return `${name} was ${entry.status === 'seated' ? 'seated' : 'removed from the waitlist'} already`;
}

/** The entry after staff acted on it (the time is the change's, so a replay gives the same row). */
export function actedOn(
  entry: WaitlistEntry,
  to: Exclude<WaitlistStatus, 'waiting'>,
  reservationId: string | null,
): WaitlistEntry {
  return { ...entry, status: to, reservation_id: reservationId };
}
