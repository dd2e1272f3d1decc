// Booking payments' routes (src-shared/payments/payment-entity.ts): the console's calls, the card
// provider's signed webhook, and the guest's pay pages (pay-pages.ts).
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { API_BASE_PATH } from '../../src-shared/constants.js';
import { PAYMENT_CALLS as C, PAYMENT_WEBHOOK_PATH } from '../../src-shared/payments/payment-entity.js';
import { requireTenant } from '../http/access-control.js';
import { signedWebhookRoute } from '../http/signed-webhook.js';
import { routeTable } from '../resources/route-helper.js';
import type { RouteDeps } from '../routes/route-deps.js';
import { payPageRoutes } from './pay-pages.js';
import { widgetLimitsFromEnv } from '../public-widget/widget-limits.js';
import {
  cancelBookingPayment,
  chargeNoShowFee,
  listBookingPayments,
  refundPayment,
} from './payment-service.js';
import { originOf, paymentDepsOf, requestAndMail } from './payment-requests.js';
import { takeInVenue } from './in-venue-payments.js';
import { receivePaymentWebhook } from './payment-sessions.js';
import { paymentSettingsOf, testPaymentProvider, updatePaymentSettings } from './payment-settings.js';

const actorOf = (request: FastifyRequest) => requireTenant(request).auth.access.userId;

export function paymentRoutes(deps: RouteDeps): FastifyPluginAsync {
  return async (app) => {
    const pay = paymentDepsOf(deps);
    const route = routeTable(app, ['booking payments'], deps);
    const { db } = deps;

    route(C.settings, async ({ restaurantId }) => ({ data: await paymentSettingsOf(db, restaurantId) }));
    route(C.updateSettings, async ({ restaurantId, body, request }) => {
      const hook = `${originOf(request)}${API_BASE_PATH}${PAYMENT_WEBHOOK_PATH.replace('{restaurantId}', String(restaurantId))}`;
      return {
        data: await updatePaymentSettings(pay, restaurantId, body, hook),
        message: 'Card payments saved',
      };
    });
    route(C.test, async ({ restaurantId }) => {
      const data = await testPaymentProvider(pay, restaurantId);
      return { data, message: data.ok ? 'Connection works' : `Connection failed: ${data.result}` };
    });
    route(C.list, async ({ restaurantId, params }) => ({
      data: await listBookingPayments(pay, restaurantId, params.id),
    }));
    route(C.request, async ({ restaurantId, params, body, request }) => {
      // The request stands whether or not the mail goes: staff can copy the link and send it.
      const { payment, mailed } = await requestAndMail(
        deps,
        restaurantId,
        params.id,
        body,
        actorOf(request),
        originOf(request),
        request.log,
      );
      const what = payment.kind === 'guarantee' ? 'Card guarantee requested' : 'Deposit requested';
      return { data: payment, message: `${what}${mailed}` };
    });
    route(C.charge, async ({ restaurantId, params, body, request }) => ({
      data: await chargeNoShowFee(pay, restaurantId, params.id, params.paymentId, body, actorOf(request)),
      message: 'No-show fee charged',
    }));
    route(C.takeInVenue, async ({ restaurantId, params, body, request }) => ({
      data: await takeInVenue(pay, restaurantId, params.id, body, actorOf(request)),
      message: 'Deposit taken at the venue recorded',
    }));
    route(C.refund, async ({ restaurantId, params, body, request }) => ({
      data: await refundPayment(pay, restaurantId, params.id, params.paymentId, body, actorOf(request)),
      message: 'Refund made',
    }));
    route(C.cancel, async ({ restaurantId, params }) => ({
      data: await cancelBookingPayment(pay, restaurantId, params.id, params.paymentId),
      message: 'Payment request withdrawn',
    }));

    await signedWebhookRoute(app, {
      path: PAYMENT_WEBHOOK_PATH,
      tags: ['booking payments'],
      summary:
        'The card provider posts its events here (Stripe: Stripe-Signature, t=…,v1=HMAC-SHA256 of "t.body")',
      handle: async (restaurantId, raw, request) => {
        const header = request.headers['stripe-signature'];
        const outcome = await receivePaymentWebhook(
          pay,
          restaurantId,
          raw,
          typeof header === 'string' ? header : undefined,
        );
        return {
          data: outcome,
          message: outcome.applied ? 'Payment event applied' : `Payment event not applied: ${outcome.reason}`,
        };
      },
    });
  };
}

/** The pay pages live at the API's root (beside the widget's pages), not under /api/v1. */
export function payPagesPlugin(deps: RouteDeps): FastifyPluginAsync {
  return async (app) => {
    const limits = widgetLimitsFromEnv();
    const counter = (name: string, max: number) => deps.rateCounter({ name, max, windowMs: limits.windowMs });
    payPageRoutes(app, {
      ...paymentDepsOf(deps),
      checkoutOrigins: deps.stripeBase ? [new URL(deps.stripeBase).origin] : ['https://checkout.stripe.com'],
      pageRate: counter('pay-pages', limits.pagesPerWindow),
      submitRate: counter('pay-submits', limits.submitsPerWindow),
    });
  };
}
