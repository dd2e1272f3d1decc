// The special calls of concierge perks, daily programs and booking channels (spec §7), beside each
// declared resource's five; method and path from the API route table.
import { z } from 'zod';
import { entityIdSchema, newEntityIdSchema } from '../ids.js';
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
import type { HttpMethod, RouteContract } from './route-contract.js';

const read = 'access_rules.read';
const manage = 'access_rules.manage';
const valid = z.object({ valid: z.literal(true) });
const idParams = z.object({ id: entityIdSchema });
const copyBody = z.object({ id: newEntityIdSchema.optional() }).nullish();

/** A route's method and path, kept as literals for the call's type. */
const at = <const M extends HttpMethod, const P extends string>(method: M, path: P) =>
  ({ method, path }) as const;

type Route = { method: HttpMethod; path: string };

/** A read answering a list of `row`. */
const listing = <Rt extends Route, R extends z.ZodType>(route: Rt, summary: string, row: R) =>
  ({ ...route, summary, permission: read, response: z.array(row), status: 200 }) as const;

/** A validate: the create payload checked without saving; 422 with field messages. */
const validating = <Rt extends Route, B extends z.ZodType>(route: Rt, noun: string, body: B) =>
  ({
    ...route,
    summary: `Checks a ${noun} payload without saving it: 200 { valid: true } or 422 with field messages`,
    permission: read,
    body,
    response: valid,
    status: 200,
  }) as const;

/** A duplicate: a copy named "<name> (copy)", inactive until staff activate it. */
const duplicating = <Rt extends Route, R extends z.ZodType>(route: Rt, row: R) =>
  ({
    ...route,
    summary: 'Copy as "<name> (copy)", inactive until staff activate it',
    permission: manage,
    params: idParams,
    body: copyBody,
    response: row,
    status: 201,
  }) as const;

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
    ...at('POST', '/concierge-perks/{id}/check-access'),
    summary: 'Whether a guest of a type may have the perk on a day, and every reason why not',
    permission: read,
    params: idParams,
    body: perkCheckAccessRequestSchema,
    response: perkCheckAccessResponseSchema,
    status: 200,
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
    ...at('GET', '/daily-programs/calendar'),
    summary: 'Every day of a month with the active programs live on it',
    permission: read,
    query: programCalendarQuerySchema,
    response: programCalendarSchema,
    status: 200,
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
