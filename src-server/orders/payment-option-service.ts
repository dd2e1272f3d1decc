// Payment options on the server (issue 34 §1): the generic five from resourceCrud, and the spec's
// bulk create — every option of the request in one transaction, so a refused one (a name the venue
// already has) leaves none of them behind.
import { asc } from 'drizzle-orm';
import {
  bulkCreatePaymentOptionsRoute,
  paymentOptionResource,
  type BulkPaymentOptions,
  type PaymentOption,
} from '../../src-shared/orders/payment-option-resource.js';
import { PAYMENT_METHODS } from '../../src-shared/orders/order-schemas.js';
import { paymentOptions } from '../db/schema/orders.js';
import { resourceCrud, uniqueName } from '../resources/drizzle-crud.js';
import { registerResource } from '../resources/register-resource.js';
import { registerRoute, runWrite } from '../resources/route-helper.js';
import type { RouteDeps } from '../routes/route-deps.js';
import type { DomainWrite } from '../sync/write-context.js';

export const paymentOptionCrud = resourceCrud(paymentOptionResource, {
  table: paymentOptions,
  view: (row) => ({
    id: row.id,
    restaurant_id: row.restaurantId,
    name: row.name,
    method: PAYMENT_METHODS.find((m) => m === row.method) ?? 'other',
    status: row.status === 0 ? (0 as const) : (1 as const),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }),
  orderBy: [asc(paymentOptions.name)],
  unique: [uniqueName('payment_options_name_unique', paymentOptions.name, 'payment option')],
});

/** All the request's options or none: one transaction, each created as a single create would be. */
const createAll: DomainWrite<BulkPaymentOptions, PaymentOption[]> = async (write, ctx, { options }) => {
  const created: PaymentOption[] = [];
  for (const option of options) created.push(await paymentOptionCrud.create(write, ctx, option));
  return created;
};

/** The orders area's declared entities' route plugins, keyed like the registry (spread into resourcePlugins). */
export const orderResourcePlugins = (deps: RouteDeps) => ({
  paymentOption: registerResource(deps, paymentOptionResource, paymentOptionCrud, (app, tags) =>
    registerRoute(app, bulkCreatePaymentOptionsRoute, tags, async (call) => {
      const created = await runWrite(deps, call.request, createAll, call.body);
      return { data: created, message: `${created.length} payment options created` };
    }),
  ),
});
