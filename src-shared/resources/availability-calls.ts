// The special calls of the availability settings (spec §7 Access rules): contracts beside the
// declared resource's five, with method and path from the API route table. The server registers
// them; the console calls them through the declared-call channel.
import { z } from 'zod';
import { API_ROUTES, type ApiRouteName } from '../api-routes.js';
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
import type { RouteContract } from './route-contract.js';

const read = 'access_rules.read';
const manage = 'access_rules.manage';
const rules = z.array(accessRuleSchema);

/** Method and path of a row of API_ROUTES, so the table stays the one list of spec paths. */
const at = <N extends ApiRouteName>(name: N) =>
  ({ method: API_ROUTES[name].method, path: API_ROUTES[name].path }) as const;

export const accessRuleCalls = {
  accessRuleDuplicate: {
    ...at('accessRuleDuplicate'),
    summary: 'Copy a rule as "<name> (copy)", inactive until staff activate it',
    permission: manage,
    params: z.object({ id: entityIdSchema }),
    body: z.object({ id: newEntityIdSchema.optional() }).nullish(),
    response: accessRuleSchema,
    status: 201,
  },
  accessRuleValidate: {
    ...at('accessRuleValidate'),
    summary: 'Checks a rule payload without saving it: 200 { valid: true } or 422 with field messages',
    permission: read,
    body: createAccessRuleSchema,
    response: z.object({ valid: z.literal(true) }),
    status: 200,
  },
  accessRulesByDate: {
    ...at('accessRulesByDate'),
    summary: 'Rules live on any day from startDate to endDate',
    permission: read,
    query: accessRulesByDateQuerySchema,
    response: rules,
    status: 200,
  },
  accessRulesBySeatingArea: {
    ...at('accessRulesBySeatingArea'),
    summary: 'Rules that name the seating area',
    permission: read,
    params: z.object({ seatingAreaId: entityIdSchema }),
    response: rules,
    status: 200,
  },
  accessRulesByBookingChannel: {
    ...at('accessRulesByBookingChannel'),
    summary: 'Rules that admit bookings from the channel (a default audience admits every channel)',
    permission: read,
    params: z.object({ channel: channelCodeSchema }),
    response: rules,
    status: 200,
  },
  accessRuleEvaluateAvailability: {
    ...at('accessRuleEvaluateAvailability'),
    summary: 'Whether one rule allows a party at a date and time, and every reason why not (the engine)',
    permission: read,
    body: evaluateAvailabilityRequestSchema,
    response: evaluateAvailabilityResponseSchema,
    status: 200,
  },
} as const satisfies Record<string, RouteContract>;

/** The availability quick view: the engine over dates × times × party sizes, every closed cell explained. */
export const availabilityQuickViewCall = {
  ...at('availabilityQuickView'),
  summary: 'Availability quick view: date × time × party size, with every reason a closed slot is closed',
  permission: read,
  query: quickViewRequestSchema,
  response: quickViewResponseSchema,
  status: 200,
} as const satisfies RouteContract;
