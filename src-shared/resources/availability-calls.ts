// The special calls of the availability settings (spec §7 Access rules): contracts beside the
// declared resource's five, with method and path from the API route table. The server registers
// them; the console calls them through the declared-call channel.
import { z } from 'zod';
import { entityIdSchema } from '../ids.js';
import {
  accessRuleSchema,
  accessRulesByDateQuerySchema,
  createAccessRuleSchema,
} from '../schemas/access-rule.js';
import {
  channelCodeSchema,
  evaluateAvailabilityRequestSchema,
  evaluateAvailabilityResponseSchema,
  quickViewRequestSchema,
  quickViewResponseSchema,
} from '../schemas/availability.js';
import type { RouteContract } from './route-contract.js';
import { at, duplicating, listing, reading, validating } from './availability-call-parts.js';

export const accessRuleCalls = {
  accessRuleDuplicate: {
    ...duplicating(at('POST', '/access-rules/{id}/duplicate'), accessRuleSchema),
    summary: 'Copy a rule as "<name> (copy)", inactive until staff activate it',
  },
  accessRuleValidate: validating(at('POST', '/access-rules/validate'), 'rule', createAccessRuleSchema),
  accessRulesByDate: {
    ...listing(
      at('GET', '/access-rules/by-date'),
      'Rules live on any day from startDate to endDate',
      accessRuleSchema,
    ),
    query: accessRulesByDateQuerySchema,
  },
  accessRulesBySeatingArea: {
    ...listing(
      at('GET', '/access-rules/by-seating-area/{seatingAreaId}'),
      'Rules that name the seating area',
      accessRuleSchema,
    ),
    params: z.object({ seatingAreaId: entityIdSchema }),
  },
  accessRulesByBookingChannel: {
    ...listing(
      at('GET', '/access-rules/by-booking-channel/{channel}'),
      'Rules that admit bookings from the channel (a default audience admits every channel)',
      accessRuleSchema,
    ),
    params: z.object({ channel: channelCodeSchema }),
  },
  accessRuleEvaluateAvailability: {
    ...reading(
      at('POST', '/access-rules/evaluate-availability'),
      'Whether one rule allows a party at a date and time, and every reason why not (the engine)',
      evaluateAvailabilityResponseSchema,
    ),
    body: evaluateAvailabilityRequestSchema,
  },
} as const satisfies Record<string, RouteContract>;

/** The availability quick view: the engine over dates × times × party sizes, every closed cell explained. */
export const availabilityQuickViewCall = {
  ...reading(
    at('GET', '/availability/quick-view'),
    'Availability quick view: date × time × party size, with every reason a closed slot is closed',
    quickViewResponseSchema,
  ),
  query: quickViewRequestSchema,
} as const satisfies RouteContract;
