// The point of sale's routes (src-shared/pos/pos-entity.ts): the console's calls, and the webhook a
// POS posts its checks to — public (the POS has no session), read as the raw body so its signature
// can be checked, answering what it did with the event (applied, or a duplicate or stale one left).
import type { FastifyPluginAsync } from 'fastify';
import { POS_CALLS as C, POS_SIGNATURE_HEADER, POS_WEBHOOK_PATH } from '../../src-shared/pos/pos-entity.js';
import { fastifyForm } from '../../src-shared/resources/route-contract.js';
import { instantToVenueLocal } from '../../src-shared/time.js';
import { HttpError } from '../http/http-error.js';
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

    await app.register(async (hook) => {
      // This scope reads JSON as text: the signature is over the bytes the POS sent.
      hook.removeAllContentTypeParsers();
      hook.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
        done(null, body),
      );
      hook.route({
        method: 'POST',
        url: fastifyForm(POS_WEBHOOK_PATH),
        // One check event is a few hundred bytes: a larger body is refused before it is read.
        bodyLimit: 64 * 1024,
        config: {
          access: { kind: 'public' },
          errors: { 401: true, 404: true, 413: true, 415: true, 422: true },
        },
        schema: {
          tags: ['pos'],
          summary: `A POS posts a check event here, signed in the ${POS_SIGNATURE_HEADER} header (t=…,v1=HMAC-SHA256 of "t.body")`,
        },
        handler: async (request) => {
          const restaurantId = Number((request.params as { restaurantId?: string }).restaurantId);
          if (!Number.isInteger(restaurantId) || restaurantId <= 0)
            throw new HttpError(400, 'The restaurant id must be a whole number');
          const header = request.headers[POS_SIGNATURE_HEADER];
          const delivery = await receivePosDelivery(
            db,
            key,
            restaurantId,
            typeof request.body === 'string' ? request.body : '',
            typeof header === 'string' ? header : undefined,
            deps.now(),
            (tenant, work) => withTenantWrite(db, tenant, work, deps.changes),
          );
          return {
            success: true,
            data: delivery,
            message: delivery.applied ? 'Check event applied' : `Check event not applied: ${delivery.reason}`,
          };
        },
      });
    });
  };
}
