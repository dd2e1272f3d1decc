// The reports' routes (src-shared/reports/report-entity.ts): one report over a period, and one of its
// tables as CSV. Read-only: they never take a tenant write, so a report never holds up the host stand.
import type { FastifyPluginAsync } from 'fastify';
import { REPORT_CALLS as C } from '../../src-shared/reports/report-entity.js';
import { routeTable } from '../resources/route-helper.js';
import type { RouteDeps } from '../routes/route-deps.js';
import { REPORTS } from './report-registry.js';
import { reportScope, runReport } from './report-scope.js';

export function reportRoutes(deps: RouteDeps): FastifyPluginAsync {
  return async (app) => {
    const { db } = deps;
    const route = routeTable(app, ['reports'], deps);

    route(C.show, async ({ restaurantId, params, query }) => ({
      data: await runReport(REPORTS[params.report], await reportScope(db, restaurantId, query)),
    }));
  };
}
