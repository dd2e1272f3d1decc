import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../route-deps.js';

/** Registers POST /sync/push. */
export function syncPushRoutes(_deps: RouteDeps): FastifyPluginAsyncZod {
  return async () => {};
}
