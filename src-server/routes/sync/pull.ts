import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../route-deps.js';

/** Registers GET /sync/pull. */
export function syncPullRoutes(_deps: RouteDeps): FastifyPluginAsyncZod {
  return async () => {};
}
