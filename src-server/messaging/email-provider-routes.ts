// The email service provider's routes (src-shared/messaging/email-provider-entity.ts): the console's
// calls, and the webhook the provider posts delivery events to — public (the provider has no
// session), each event signed in its body, answering what was done with it.
import type { FastifyPluginAsync } from 'fastify';
import {
  EMAIL_PROVIDER_CALLS as C,
  EMAIL_WEBHOOK_PATH,
} from '../../src-shared/messaging/email-provider-entity.js';
import { signedWebhookRoute } from '../http/signed-webhook.js';
import { byId, routeTable } from '../resources/route-helper.js';
import type { RouteDeps } from '../routes/route-deps.js';
import {
  addSuppression,
  emailProviderSettingsOf,
  listMailEvents,
  listSuppressions,
  receiveEmailWebhook,
  removeSuppression,
  testEmailProvider,
  updateEmailProvider,
} from './email-provider-service.js';

export function emailProviderRoutes(deps: RouteDeps): FastifyPluginAsync {
  return async (app) => {
    const { db } = deps;
    const key = deps.keys.integrationSecrets;
    const route = routeTable(app, ['email provider'], deps);

    route(C.settings, async ({ restaurantId }) => ({
      data: await emailProviderSettingsOf(db, restaurantId),
    }));
    route.write(C.updateSettings, updateEmailProvider(key), ({ body }) => body, 'Email provider saved');
    route(C.test, async ({ restaurantId }) => {
      const data = await testEmailProvider(
        {
          db,
          key,
          mailgunBase: deps.mailgunBase,
          verifyPlatform: () => deps.venueMail.verifyPlatform(),
          now: deps.now,
        },
        restaurantId,
      );
      // A failed test is an answer about the provider, not a failed request: the console shows it as such.
      return { data, message: data.ok ? 'Connection works' : `Connection failed: ${data.result}` };
    });
    route(C.events, async ({ restaurantId }) => ({ data: await listMailEvents(db, restaurantId) }));
    route(C.suppressions, async ({ restaurantId }) => ({ data: await listSuppressions(db, restaurantId) }));
    route.write(C.addSuppression, addSuppression, ({ body }) => body, 'Address suppressed');
    route.write(C.removeSuppression, removeSuppression, byId, 'Address removed from the suppression list');

    await signedWebhookRoute(app, {
      path: EMAIL_WEBHOOK_PATH,
      tags: ['email provider'],
      summary:
        'The email provider posts a delivery event here (Mailgun: signed in the body with HMAC-SHA256 of timestamp + token)',
      handle: async (restaurantId, raw) => {
        const outcome = await receiveEmailWebhook(db, key, restaurantId, raw, deps.now());
        return {
          data: outcome,
          message: outcome.applied
            ? 'Delivery event applied'
            : `Delivery event not applied: ${outcome.reason}`,
        };
      },
    });
  };
}
