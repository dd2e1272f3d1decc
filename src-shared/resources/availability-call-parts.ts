// The parts the special calls of the availability settings are built from (access rules, concierge
// perks, daily programs, booking channels, spec §7): who may read and edit them, and the shapes of
// their lists, validates and duplicates.
import { z } from 'zod';
import { entityIdSchema, newEntityIdSchema } from '../ids.js';
import type { HttpMethod } from './route-contract.js';

export const read = 'access_rules.read';
export const manage = 'access_rules.manage';
const valid = z.object({ valid: z.literal(true) });
export const idParams = z.object({ id: entityIdSchema });
const copyBody = z.object({ id: newEntityIdSchema.optional() }).nullish();

/** A route's method and path, kept as literals for the call's type. */
export const at = <const M extends HttpMethod, const P extends string>(method: M, path: P) =>
  ({ method, path }) as const;

type Route = { method: HttpMethod; path: string };

/** A read answering `response` (200). */
export const reading = <Rt extends Route, R extends z.ZodType>(route: Rt, summary: string, response: R) =>
  ({ ...route, summary, permission: read, response, status: 200 }) as const;

/** A read answering a list of `row`. */
export const listing = <Rt extends Route, R extends z.ZodType>(route: Rt, summary: string, row: R) =>
  reading(route, summary, z.array(row));

/** A validate: the create payload checked without saving; 422 with field messages. */
export const validating = <Rt extends Route, B extends z.ZodType>(route: Rt, noun: string, body: B) =>
  ({
    ...route,
    summary: `Checks a ${noun} payload without saving it: 200 { valid: true } or 422 with field messages`,
    permission: read,
    body,
    response: valid,
    status: 200,
  }) as const;

/** A duplicate: a copy named "<name> (copy)", inactive until staff activate it. */
export const duplicating = <Rt extends Route, R extends z.ZodType>(route: Rt, row: R) =>
  ({
    ...route,
    summary: 'Copy as "<name> (copy)", inactive until staff activate it',
    permission: manage,
    params: idParams,
    body: copyBody,
    response: row,
    status: 201,
  }) as const;
