// One row of the tenant API's declared route table: what a route is (method, path), what it takes
// (params, query, body), what it answers (the envelope's data schema) and who may call it. The
// server registers Fastify routes from these rows and main calls them with the same schemas, so a
// route's shape is written once.
import { z } from 'zod';
import { entityIdSchema } from '../ids.js';
import type { Permission } from '../permissions.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

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
}

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
