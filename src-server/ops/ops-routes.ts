// The operations endpoints, outside /api/v1 and outside the envelope, for load balancers and
// Prometheus: GET /health/live, GET /health/ready and GET /metrics.
import type { FastifyInstance } from 'fastify';
import type { OpsMetrics } from './metrics.js';
import type { Readiness } from './readiness.js';

export const OPS_PATHS = { live: '/health/live', ready: '/health/ready', metrics: '/metrics' } as const;

export function registerOpsRoutes(
  app: FastifyInstance,
  deps: { readiness: Readiness; metrics: OpsMetrics },
): void {
  const publicRoute = { config: { access: { kind: 'public' as const } } };
  // The process answers: nothing else is asked (a restart would not bring a database back).
  app.get(OPS_PATHS.live, publicRoute, async () => ({ status: 'live' }));
  app.get(OPS_PATHS.ready, publicRoute, async (_request, reply) => {
    const report = await deps.readiness.report();
    return reply
      .code(report.ready ? 200 : 503)
      .send({ status: report.ready ? 'ready' : 'unavailable', ...report });
  });
  app.get(OPS_PATHS.metrics, publicRoute, async (_request, reply) =>
    reply.type(deps.metrics.registry.contentType).send(await deps.metrics.text()),
  );
}
