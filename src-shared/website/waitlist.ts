// The waitlist the public booking widget fills when no time is free for a party (issue 17): what
// staff read on the host stand. Entries are online-only (not mirrored): the list is a call, not a
// synced entity.
import { z } from 'zod';
import { entityIdSchema, restaurantIdSchema, timestampSchema } from '../ids.js';
import type { RouteContract } from '../resources/route-contract.js';
import { restaurantIdPathParamsSchema } from '../schemas/restaurant.js';
import { venueDateSchema } from '../time.js';

export const waitlistEntrySchema = z.object({
  id: entityIdSchema,
  restaurant_id: restaurantIdSchema,
  first_name: z.string(),
  last_name: z.string(),
  mobileNumber: z.string(),
  email: z.string(),
  party_size: z.number().int().positive(),
  /** Venue-local date the guest wants a table on. */
  date: venueDateSchema,
  /** Venue-local HH:MM the guest prefers, '' for any time. */
  preferred_time: z.string(),
  notes: z.string(),
  status: z.string(),
  /** Where it came from: 'widget' for the public booking widget. */
  source: z.string(),
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
