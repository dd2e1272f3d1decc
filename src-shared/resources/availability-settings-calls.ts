// The special calls of concierge perks, daily programs and booking channels (spec §7), beside each
// declared resource's five; method and path from the API route table.
import { z } from 'zod';
import { entityIdSchema } from '../ids.js';
import {
  bookingChannelSchema,
  bookingChannelStatsQuerySchema,
  bookingChannelStatsSchema,
  bookingChannelTypeSchema,
  createBookingChannelSchema,
} from '../schemas/booking-channel.js';
import {
  conciergePerkSchema,
  createConciergePerkSchema,
  perkAccessLevelSchema,
  perkCheckAccessRequestSchema,
  perkCheckAccessResponseSchema,
} from '../schemas/concierge-perk.js';
import {
  createDailyProgramSchema,
  dailyProgramSchema,
  programCalendarQuerySchema,
  programCalendarSchema,
} from '../schemas/daily-program.js';
import { dateRangeQuerySchema } from '../schemas/date-span.js';
import type { RouteContract } from './route-contract.js';
import { at, duplicating, idParams, listing, reading, validating } from './availability-call-parts.js';

export const conciergePerkCalls = {
  byDate: {
    ...listing(
      at('GET', '/concierge-perks/by-date'),
      'Perks offered on any day from startDate to endDate',
      conciergePerkSchema,
    ),
    query: dateRangeQuerySchema,
  },
  byAccessLevel: {
    ...listing(
      at('GET', '/concierge-perks/by-access-level/{level}'),
      'Perks that list the access level',
      conciergePerkSchema,
    ),
    params: z.object({ level: perkAccessLevelSchema }),
  },
  byGuestType: {
    ...listing(
      at('GET', '/concierge-perks/by-guest-type/{guestType}'),
      'Active perks a guest of the type may have (their levels name the type or all)',
      conciergePerkSchema,
    ),
    params: z.object({ guestType: perkAccessLevelSchema.exclude(['all']) }),
  },
  checkAccess: {
    ...reading(
      at('POST', '/concierge-perks/{id}/check-access'),
      'Whether a guest of a type may have the perk on a day, and every reason why not',
      perkCheckAccessResponseSchema,
    ),
    params: idParams,
    body: perkCheckAccessRequestSchema,
  },
  duplicate: duplicating(at('POST', '/concierge-perks/{id}/duplicate'), conciergePerkSchema),
  validate: validating(at('POST', '/concierge-perks/validate'), 'perk', createConciergePerkSchema),
} as const satisfies Record<string, RouteContract>;

export const dailyProgramCalls = {
  byDate: {
    ...listing(
      at('GET', '/daily-programs/by-date'),
      'Programs live on any day from startDate to endDate',
      dailyProgramSchema,
    ),
    query: dateRangeQuerySchema,
  },
  byShift: {
    ...listing(at('GET', '/daily-programs/by-shift/{shiftId}'), 'Programs of the shift', dailyProgramSchema),
    params: z.object({ shiftId: entityIdSchema }),
  },
  byCuisine: {
    ...listing(
      at('GET', '/daily-programs/by-cuisine/{cuisine}'),
      'Programs of the cuisine (any case)',
      dailyProgramSchema,
    ),
    params: z.object({ cuisine: z.string().trim().min(1, 'Cuisine is required').max(60) }),
  },
  calendar: {
    ...reading(
      at('GET', '/daily-programs/calendar'),
      'Every day of a month with the active programs live on it',
      programCalendarSchema,
    ),
    query: programCalendarQuerySchema,
  },
  duplicate: duplicating(at('POST', '/daily-programs/{id}/duplicate'), dailyProgramSchema),
  validate: validating(at('POST', '/daily-programs/validate'), 'daily program', createDailyProgramSchema),
} as const satisfies Record<string, RouteContract>;

export const bookingChannelCalls = {
  byType: {
    ...listing(at('GET', '/booking-channels/by-type/{type}'), 'Channels of the type', bookingChannelSchema),
    params: z.object({ type: bookingChannelTypeSchema }),
  },
  active: listing(
    at('GET', '/booking-channels/active'),
    'Channels taking bookings (status 1)',
    bookingChannelSchema,
  ),
  validate: validating(
    at('POST', '/booking-channels/validate'),
    'booking channel',
    createBookingChannelSchema,
  ),
  stats: {
    ...listing(
      at('GET', '/booking-channels/stats'),
      'Per channel: reservations whose source is its code, their covers and statuses, dated from–to',
      bookingChannelStatsSchema,
    ),
    query: bookingChannelStatsQuerySchema,
  },
} as const satisfies Record<string, RouteContract>;
