// The special calls of the availability settings (spec §7 Access rules): contracts beside the
// declared resource's five, with method and path from the API route table. The server registers
// them; the console calls them through the declared-call channel.
import { z } from 'zod';
import { entityIdSchema, newEntityIdSchema } from '../ids.js';
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
import type { HttpMethod, RouteContract } from './route-contract.js';

const read = 'access_rules.read';
const manage = 'access_rules.manage';
const rules = z.array(accessRuleSchema);

/** A route's method and path, kept as literals for the call's type. */
const at = <const M extends HttpMethod, const P extends string>(method: M, path: P) =>
  ({ method, path }) as const;

export const accessRuleCalls = {
  accessRuleDuplicate: {
    ...at('POST', '/access-rules/{id}/duplicate'),
    summary: 'Copy a rule as "<name> (copy)", inactive until staff activate it',
    permission: manage,
    params: z.object({ id: entityIdSchema }),
    body: z.object({ id: newEntityIdSchema.optional() }).nullish(),
    response: accessRuleSchema,
    status: 201,
  },
  accessRuleValidate: {
    ...at('POST', '/access-rules/validate'),
    summary: 'Checks a rule payload without saving it: 200 { valid: true } or 422 with field messages',
    permission: read,
    body: createAccessRuleSchema,
    response: z.object({ valid: z.literal(true) }),
    status: 200,
  },
  accessRulesByDate: {
    ...at('GET', '/access-rules/by-date'),
    summary: 'Rules live on any day from startDate to endDate',
    permission: read,
    query: accessRulesByDateQuerySchema,
    response: rules,
    status: 200,
  },
  accessRulesBySeatingArea: {
    ...at('GET', '/access-rules/by-seating-area/{seatingAreaId}'),
    summary: 'Rules that name the seating area',
    permission: read,
    params: z.object({ seatingAreaId: entityIdSchema }),
    response: rules,
    status: 200,
  },
  accessRulesByBookingChannel: {
    ...at('GET', '/access-rules/by-booking-channel/{channel}'),
    summary: 'Rules that admit bookings from the channel (a default audience admits every channel)',
    permission: read,
    params: z.object({ channel: channelCodeSchema }),
    response: rules,
    status: 200,
  },
  accessRuleEvaluateAvailability: {
    ...at('POST', '/access-rules/evaluate-availability'),
    summary: 'Whether one rule allows a party at a date and time, and every reason why not (the engine)',
    permission: read,
    body: evaluateAvailabilityRequestSchema,
    response: evaluateAvailabilityResponseSchema,
    status: 200,
  },
} as const satisfies Record<string, RouteContract>;

/** The availability quick view: the engine over dates × times × party sizes, every closed cell explained. */
export const availabilityQuickViewCall = {
  ...at('GET', '/availability/quick-view'),
  summary: 'Availability quick view: date × time × party size, with every reason a closed slot is closed',
  permission: read,
  query: quickViewRequestSchema,
  response: quickViewResponseSchema,
  status: 200,
} as const satisfies RouteContract;
