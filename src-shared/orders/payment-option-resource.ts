// Payment options (spec §7 "payment options per restaurant: list, create, bulk create, update,
// delete"; issue 34 §1): the tenders a venue takes — "Cash", "Visa / Mastercard", "Room charge",
// "Gift voucher" — each of one payment method, which is what a closed tab records beside the
// option. An online entity declared once; its screen is Settings › Integration › Payment
// integration (spec §2), where the card provider connection is not built yet and says so.
import { z } from 'zod';
import { defineResource, restaurantScopedRoutes } from '../resources/define-resource.js';
import { labelledChoices, searchByName, statusColumn, statusFilter } from '../resources/form-hints.js';
import type { RouteContract } from '../resources/route-contract.js';
import { restaurantIdPathParamsSchema } from '../schemas/restaurant.js';
import { newRowSchema, requiredNameSchema, someOf, tenantRowSchema } from '../schemas/row-parts.js';
import { activeStatusSchema } from '../schemas/seating.js';
import { PAYMENT_METHODS, paymentMethodSchema, type PaymentMethod } from './order-schemas.js';

/** The most options one bulk create takes. */
export const PAYMENT_OPTIONS_BULK_MAX = 50;

const fields = {
  name: requiredNameSchema('Payment option'),
  method: paymentMethodSchema,
  status: activeStatusSchema,
};

export const paymentOptionSchema = tenantRowSchema({
  name: z.string(),
  method: z.enum(PAYMENT_METHODS),
  status: activeStatusSchema,
});
export type PaymentOption = z.infer<typeof paymentOptionSchema>;

export const createPaymentOptionSchema = newRowSchema({
  name: fields.name,
  method: fields.method,
  status: fields.status.default(1),
});
export type CreatePaymentOption = z.infer<typeof createPaymentOptionSchema>;

export const updatePaymentOptionSchema = someOf(z.object(fields));
export type UpdatePaymentOption = z.infer<typeof updatePaymentOptionSchema>;

/** Names compare as staff read them: "card" and " Card " are the same option. */
export const paymentOptionKey = (name: string) => name.trim().toLowerCase();

/** Several options at once, all or none; two with one name in the same request are refused on the second. */
export const bulkPaymentOptionsSchema = z
  .object({
    options: z
      .array(createPaymentOptionSchema, { error: 'Options must be a list of payment options' })
      .min(1, 'Give at least one payment option')
      .max(PAYMENT_OPTIONS_BULK_MAX, `At most ${PAYMENT_OPTIONS_BULK_MAX} payment options at once`),
  })
  .superRefine(({ options }, ctx) => {
    const seen = new Set<string>();
    options.forEach((option, index) => {
      const key = paymentOptionKey(option.name);
      if (seen.has(key))
        ctx.addIssue({
          code: 'custom',
          path: ['options', index, 'name'],
          message: `Payment option ${option.name} is named twice`,
        });
      seen.add(key);
    });
  });
export type BulkPaymentOptions = z.infer<typeof bulkPaymentOptionsSchema>;

export const bulkCreatePaymentOptionsRoute = {
  method: 'POST',
  path: '/restaurant/{restaurantId}/payment-options/bulk',
  summary: 'Create several payment options at once (all or none)',
  permission: 'restaurant.manage',
  params: restaurantIdPathParamsSchema,
  restaurantParam: 'restaurantId',
  body: bulkPaymentOptionsSchema,
  response: z.array(paymentOptionSchema),
  status: 201,
} as const satisfies RouteContract;

/** The options a tab can be paid with: the active ones, by name. */
export const activePaymentOptions = (options: readonly PaymentOption[]): PaymentOption[] =>
  options.filter((o) => o.status === 1).sort((a, b) => a.name.localeCompare(b.name));

export const paymentOptionResource = defineResource({
  key: 'paymentOption',
  noun: 'payment option',
  plural: 'payment options',
  path: '/restaurant/payment-options',
  row: paymentOptionSchema,
  create: createPaymentOptionSchema,
  update: updatePaymentOptionSchema,
  // Whoever closes tabs reads them; the venue's managers keep them.
  permission: { read: 'orders.read', manage: 'restaurant.manage' },
  mirror: null,
  title: (row) => row.name,
  routes: restaurantScopedRoutes('/restaurant/{restaurantId}/payment-options'),
  calls: { bulkCreate: bulkCreatePaymentOptionsRoute },
  form: {
    fields: [
      { name: 'name', label: 'Name', kind: 'text' },
      {
        name: 'method',
        label: 'Payment method',
        kind: 'select',
        options: labelledChoices<PaymentMethod>({
          cash: 'Cash',
          card: 'Card',
          room_charge: 'Room charge',
          voucher: 'Voucher',
          other: 'Other',
        }),
      },
      { name: 'status', label: 'Offered', kind: 'status' },
    ],
    columns: [
      { key: 'name', label: 'Name', sortable: true },
      { key: 'method', label: 'Payment method' },
      statusColumn('Offered'),
    ],
    filters: [searchByName('name'), statusFilter('status', 'Offered')],
  },
  screen: { path: 'integration/paymentIntegration', title: 'Payment options', tab: 'Integration' },
});
