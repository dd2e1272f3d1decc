// One row of the tenant API's declared route table: what a route is (method, path), what it takes
// (params, query, body), what it answers (the envelope's data schema) and who may call it. The
// server registers Fastify routes from these rows and main calls them with the same schemas, so a
// route's shape is written once.
import { z } from 'zod';
import { entityIdSchema } from '../ids.js';
import type { Permission } from '../permissions.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** An entity's named contracts: call names are `<callPrefix>.<name>` (defineEntity, defineResource). */
export type EntityCalls = Record<string, RouteContract>;

export interface RouteContract<
  Params extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** Relative to API_BASE_PATH, `{name}` marks a path parameter. */
  path: string;
  summary: string;
  /** What the caller's role must hold; null: any signed-in member of the restaurant (their own profile). */
  permission: Permission | null;
  params?: Params;
  query?: Query;
  body?: Body;
  response: Response;
  /** The success status (201 for a create). */
  status: 200 | 201;
  /** Content types beside JSON the body may come in (spec §7's multipart status create). */
  forms?: boolean;
  /** A path parameter that must equal the restaurant-id header (403 otherwise). */
  restaurantParam?: 'restaurantId' | 'id' | 'tenantId';
  /** The largest request body in bytes, where it may exceed the server's 1 MB default (a CSV import). */
  bodyLimit?: number;
  /**
   * Error answers beside those the contract implies (see errorStatuses), or `false` for an implied
   * one the route never gives. Most contracts say nothing here.
   */
  errors?: ErrorAnswers;
}

/**
 * The statuses a route may refuse with, each answered with the one error body
 * (`errorEnvelopeSchema`: `{ success: false, message, errors? }`). 502 is a mail relay's refusal
 * passed on (a template's test mail).
 */
export const ERROR_STATUSES = [400, 401, 403, 404, 409, 413, 415, 422, 429, 502] as const;
export type ErrorStatus = (typeof ERROR_STATUSES)[number];
export type ErrorAnswers = Partial<Record<ErrorStatus, boolean>>;

/** What a route's refusals follow from: who may call it, what it takes, where it lives. */
export interface RouteShape {
  method: string;
  /** `{name}` or Fastify's `:name` parameters. */
  path: string;
  access: 'public' | 'authenticated' | 'tenant';
  params?: boolean;
  query?: boolean;
  body?: boolean;
  errors?: ErrorAnswers | undefined;
}

/** The restaurant's own id in a path is checked against the restaurant-id header (a 403), not looked up. */
const RESTAURANT_PARAMS = new Set(['restaurantId', 'tenantId']);

/**
 * The error statuses a route answers, derived from its shape so declarations rarely list any:
 * - 400 always: a malformed terminal-id header (any route), a missing or malformed restaurant-id
 *   header (signed-in routes), malformed JSON (a body);
 * - 401 and 403 when it needs a signed-in caller: no valid token; a restaurant not theirs, a
 *   permission their role lacks, a path restaurant that is not the header's;
 * - 422 when it takes params, a query or a body (validation, a reference to a missing row);
 * - 413 and 415 with a body (too large, a content type it does not read);
 * - 404 when a path parameter names a row (anything but the restaurant's own id), and for a
 *   signed-in write with a body, whose ids may name rows that are gone (a bulk delete, a check-in);
 * - 409 for a signed-in write (a duplicate name, a double-booked table, a row still in use).
 * 429 (a rate limit) and anything else is declared in `errors`.
 */
export function errorStatuses(shape: RouteShape): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>([400]);
  const signedIn = shape.access !== 'public';
  if (signedIn) {
    statuses.add(401);
    statuses.add(403);
  }
  if (shape.params || shape.query || shape.body) statuses.add(422);
  if (shape.body) {
    statuses.add(413);
    statuses.add(415);
  }
  const pathParams = [...shape.path.matchAll(/\{(\w+)\}|:(\w+)/g)].map((m) => m[1] ?? m[2] ?? '');
  const write = signedIn && shape.method.toUpperCase() !== 'GET';
  if (pathParams.some((name) => !RESTAURANT_PARAMS.has(name)) || (write && shape.body)) statuses.add(404);
  if (write) statuses.add(409);
  for (const [status, answered] of Object.entries(shape.errors ?? {})) {
    const code = Number(status) as ErrorStatus;
    if (answered) statuses.add(code);
    else statuses.delete(code);
  }
  return ERROR_STATUSES.filter((status) => statuses.has(status));
}

/** A contract's error statuses: every contract route is a tenant route. */
export const contractErrorStatuses = (contract: RouteContract): ErrorStatus[] =>
  errorStatuses({
    method: contract.method,
    path: contract.path,
    access: 'tenant',
    params: contract.params !== undefined,
    query: contract.query !== undefined,
    body: contract.body !== undefined,
    errors: contract.errors,
  });

/** Mirrored rows have UUID ids; a malformed one is a 422 naming params.id. */
export const idParamsSchema = z.object({ id: entityIdSchema });
export const deletedSchema = z.object({ id: entityIdSchema });
export type Deleted = z.infer<typeof deletedSchema>;

/** Fills `{name}` placeholders; throws when a parameter is missing so a bad URL is never sent. */
export function fillPath(route: Pick<RouteContract, 'path'>, params: Record<string, string | number> = {}) {
  return route.path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing path parameter "${key}" for ${route.path}`);
    return encodeURIComponent(String(value));
  });
}

/** Fastify's `:name` form of a route path. */
export const fastifyForm = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** The delete of one row by the `{id}` in its path, answering the id it deleted. */
export const deleteById = <const P extends string, const Perm extends Permission>(
  path: P,
  summary: string,
  permission: Perm,
) =>
  ({
    method: 'DELETE',
    path,
    summary,
    permission,
    params: idParamsSchema,
    response: deletedSchema,
    status: 200,
  }) as const;
