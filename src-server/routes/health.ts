import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_ROUTES } from '../../src-shared/api-routes.js';

// Exactly {"status":"ok"}: load balancers and the launcher probe this, not the envelope.
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(API_ROUTES.health.path, {
    config: { access: { kind: 'public' } },
    schema: { tags: ['health'], response: { 200: z.object({ status: z.literal('ok') }) } },
    handler: async () => ({ status: 'ok' as const }),
  });
};
