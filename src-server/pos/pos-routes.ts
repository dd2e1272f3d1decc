// The point of sale's routes (src-shared/pos/pos-entity.ts): the console's calls, and the signed
// webhook a POS posts its checks to, answering what it did with the event (applied, or a duplicate
// or stale one left).
import type { FastifyPluginAsync } from 'fastify';
import { POS_CALLS as C, POS_SIGNATURE_HEADER, POS_WEBHOOK_PATH } from '../../src-shared/pos/pos-entity.js';
import { instantToVenueLocal } from '../../src-shared/time.js';
import { signedWebhookRoute } from '../http/signed-webhook.js';
import { restaurantTimeZone } from '../reservations/reservation-view.js';
import { routeTable } from '../resources/route-helper.js';
import type { RouteDeps } from '../routes/route-deps.js';
import { withTenantWrite } from '../sync/tenant-write.js';
import {
  listPosChecks,
  posSettingsOf,
  posTableReport,
  receivePosDelivery,
  rotatePosSecret,
  updatePosSettings,
} from './pos-service.js';

export function posRoutes(deps: RouteDeps): FastifyPluginAsync {
  return async (app) => {
    const { db } = deps;
    const key = deps.keys.integrationSecrets;
    const route = routeTable(app, ['pos'], deps);

    route(C.settings, async ({ restaurantId }) => ({ data: await posSettingsOf(db, restaurantId) }));
    route.write(C.updateSettings, updatePosSettings, ({ body }) => body, 'Point of sale settings saved');
    route.write(
      C.rotateSecret,
      rotatePosSecret(key, deps.now),
      () => undefined,
      'New webhook secret made: copy it now, it is not shown again',
    );
    route(C.checks, async ({ restaurantId, query }) => {
      const zone = await restaurantTimeZone(db, restaurantId);
      const today = instantToVenueLocal(deps.now(), zone).date;
      return { data: await listPosChecks(db, restaurantId, query, zone, today) };
    });
    route(C.tables, async ({ restaurantId }) => ({ data: await posTableReport(db, restaurantId) }));

    await signedWebhookRoute(app, {
      path: POS_WEBHOOK_PATH,
      tags: ['pos'],
      summary: `A POS posts a check event here, signed in the ${POS_SIGNATURE_HEADER} header (t=…,v1=HMAC-SHA256 of "t.body")`,
      handle: async (restaurantId, raw, request) => {
        const header = request.headers[POS_SIGNATURE_HEADER];
        const delivery = await receivePosDelivery(
          db,
          key,
          restaurantId,
          raw,
          typeof header === 'string' ? header : undefined,
          deps.now(),
          (tenant, work) => withTenantWrite(db, tenant, work, deps.changes),
        );
        return {
          data: delivery,
          message: delivery.applied ? 'Check event applied' : `Check event not applied: ${delivery.reason}`,
        };
      },
    });
  };
}
