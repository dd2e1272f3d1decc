// The special calls of concierge perks, daily programs and booking channels (spec §7), beside each
// declared resource's five; method and path from the API route table.
import { z } from 'zod';
import { API_ROUTES, type ApiRouteName } from '../api-routes.js';
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
import type { RouteContract } from './route-contract.js';

const read = 'access_rules.read';
const manage = 'access_rules.manage';
const valid = z.object({ valid: z.literal(true) });
const idParams = z.object({ id: entityIdSchema });
const copyBody = z.object({ id: newEntityIdSchema.optional() }).nullish();

const at = <N extends ApiRouteName>(name: N) =>
  ({ method: API_ROUTES[name].method, path: API_ROUTES[name].path }) as const;

/** A read answering a list of `row`. */
const listing = <N extends ApiRouteName, R extends z.ZodType>(name: N, summary: string, row: R) =>
  ({ ...at(name), summary, permission: read, response: z.array(row), status: 200 }) as const;

/** A validate: the create payload checked without saving; 422 with field messages. */
const validating = <N extends ApiRouteName, B extends z.ZodType>(name: N, noun: string, body: B) =>
  ({
    ...at(name),
    summary: `Checks a ${noun} payload without saving it: 200 { valid: true } or 422 with field messages`,
    permission: read,
    body,
    response: valid,
    status: 200,
  }) as const;

/** A duplicate: a copy named "<name> (copy)", inactive until staff activate it. */
const duplicating = <N extends ApiRouteName, R extends z.ZodType>(name: N, row: R) =>
  ({
    ...at(name),
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
      'conciergePerksByDate',
      'Perks offered on any day from startDate to endDate',
      conciergePerkSchema,
    ),
    query: dateRangeQuerySchema,
  },
  byAccessLevel: {
    ...listing('conciergePerksByAccessLevel', 'Perks that list the access level', conciergePerkSchema),
    params: z.object({ level: perkAccessLevelSchema }),
  },
  byGuestType: {
    ...listing(
      'conciergePerksByGuestType',
      'Active perks a guest of the type may have (their levels name the type or all)',
      conciergePerkSchema,
    ),
    params: z.object({ guestType: perkAccessLevelSchema.exclude(['all']) }),
  },
  checkAccess: {
    ...at('conciergePerkCheckAccess'),
    summary: 'Whether a guest of a type may have the perk on a day, and every reason why not',
    permission: read,
    params: idParams,
    body: perkCheckAccessRequestSchema,
    response: perkCheckAccessResponseSchema,
    status: 200,
  },
  duplicate: duplicating('conciergePerkDuplicate', conciergePerkSchema),
  validate: validating('conciergePerkValidate', 'perk', createConciergePerkSchema),
} as const satisfies Record<string, RouteContract>;

export const dailyProgramCalls = {
  byDate: {
    ...listing(
      'dailyProgramsByDate',
      'Programs live on any day from startDate to endDate',
      dailyProgramSchema,
    ),
    query: dateRangeQuerySchema,
  },
  byShift: {
    ...listing('dailyProgramsByShift', 'Programs of the shift', dailyProgramSchema),
    params: z.object({ shiftId: entityIdSchema }),
  },
  byCuisine: {
    ...listing('dailyProgramsByCuisine', 'Programs of the cuisine (any case)', dailyProgramSchema),
    params: z.object({ cuisine: z.string().trim().min(1, 'Cuisine is required').max(60) }),
  },
  calendar: {
    ...at('dailyProgramCalendar'),
    summary: 'Every day of a month with the active programs live on it',
    permission: read,
    query: programCalendarQuerySchema,
    response: programCalendarSchema,
    status: 200,
  },
  duplicate: duplicating('dailyProgramDuplicate', dailyProgramSchema),
  validate: validating('dailyProgramValidate', 'daily program', createDailyProgramSchema),
} as const satisfies Record<string, RouteContract>;

export const bookingChannelCalls = {
  byType: {
    ...listing('bookingChannelsByType', 'Channels of the type', bookingChannelSchema),
    params: z.object({ type: bookingChannelTypeSchema }),
  },
  active: listing('bookingChannelsActive', 'Channels taking bookings (status 1)', bookingChannelSchema),
  validate: validating('bookingChannelValidate', 'booking channel', createBookingChannelSchema),
  stats: {
    ...listing(
      'bookingChannelStats',
      'Per channel: reservations whose source is its code, their covers and statuses, dated from–to',
      bookingChannelStatsSchema,
    ),
    query: bookingChannelStatsQuerySchema,
  },
} as const satisfies Record<string, RouteContract>;
