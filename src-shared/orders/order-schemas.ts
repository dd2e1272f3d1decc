// Food orders and tabs (spec §3 "Food order", §7 Food orders; issue 15 item 3). Mirrored to
// terminals as overlay entities: staff take orders, change their items, move them through their
// states and close tabs offline; the server decides (src-shared/orders/order-rules.ts holds the
// rules both sides run). Money is in minor units; times are ISO instants, `time` is the venue's
// HH:MM of the last status change.
import { z } from 'zod';
import { entityIdSchema, newEntityIdSchema, timestampSchema } from '../ids.js';
import { orderServiceSchema } from '../schemas/menu.js';
import { venueDateSchema } from '../time.js';
import { tenantRowSchema } from '../schemas/row-parts.js';

export const ORDER_STATUSES = [
  'placed',
  'accepted',
  'preparing',
  'ready',
  'served',
  'delivered',
  'cancelled',
] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES, {
  error: `Order status must be one of ${ORDER_STATUSES.join(', ')}`,
});
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const ORDER_TARGETS = ['table', 'room', 'reservation'] as const;
export const orderTargetSchema = z.enum(ORDER_TARGETS, {
  error: `Target must be one of ${ORDER_TARGETS.join(', ')}`,
});
export type OrderTarget = z.infer<typeof orderTargetSchema>;

export const PAYMENT_METHODS = ['cash', 'card', 'room_charge', 'voucher', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const paymentMethodSchema = z.enum(PAYMENT_METHODS, {
  error: `Payment method must be one of ${PAYMENT_METHODS.join(', ')}`,
});

const quantity = z
  .number({ error: 'Quantity must be a number' })
  .int('Quantity must be a whole number')
  .min(1, 'Quantity must be at least 1')
  .max(99, 'Quantity cannot exceed 99');

/** A modifier option chosen for an item: the group and the option, by id. */
export const orderModifierInputSchema = z.object({
  group_id: entityIdSchema,
  option_id: entityIdSchema,
});

export const orderItemInputSchema = z.object({
  product_id: entityIdSchema,
  quantity,
  modifiers: z.array(orderModifierInputSchema).max(20, 'No more than 20 modifiers per item').default([]),
  note: z.string().trim().max(200, 'Item note cannot exceed 200 characters').default(''),
});
export type OrderItemInput = z.input<typeof orderItemInputSchema>;
export type OrderItemArgs = z.output<typeof orderItemInputSchema>;

export const orderItemsInputSchema = z
  .array(orderItemInputSchema, { error: 'Items must be a list' })
  .min(1, 'An order needs at least one item')
  .max(50, 'No more than 50 items per order');

/** An item as priced when the order was taken: names and prices are copied, never looked up again. */
export const orderItemSchema = z.object({
  product_id: entityIdSchema,
  name: z.string(),
  quantity: z.number().int(),
  unit_price_minor: z.number().int(),
  modifiers: z.array(
    z.object({
      group_id: entityIdSchema,
      option_id: entityIdSchema,
      option: z.string(),
      price_delta_minor: z.number().int(),
    }),
  ),
  note: z.string(),
  line_total_minor: z.number().int(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const foodOrderSchema = tenantRowSchema({
  outlet: orderServiceSchema,
  target_kind: orderTargetSchema,
  table_id: entityIdSchema.nullable(),
  room: z.string().nullable(),
  reservation_id: entityIdSchema.nullable(),
  client_id: entityIdSchema.nullable(),
  /** "Table T4", "Room 204", "Reservation: Ada Lovelace": what the kitchen reads. */
  label: z.string(),
  items: z.array(orderItemSchema),
  total_minor: z.number().int(),
  order_status: orderStatusSchema,
  /** When each status was reached (ISO instants), stamped on every change. */
  status_times: z.partialRecord(orderStatusSchema, timestampSchema),
  /** HH:MM (venue time) of the last status change. */
  time: z.string(),
  /** The venue date the order was placed on (history and export filter on it). */
  business_date: venueDateSchema,
  is_pre_order: z.boolean(),
  tab_id: entityIdSchema.nullable(),
  created_by: z.string(),
});
export type FoodOrder = z.infer<typeof foodOrderSchema>;

const targetFields = {
  outlet: orderServiceSchema,
  target_kind: orderTargetSchema,
  table_id: entityIdSchema.nullable().default(null),
  room: z.string().trim().max(40, 'Room cannot exceed 40 characters').nullable().default(null),
  reservation_id: entityIdSchema.nullable().default(null),
  client_id: entityIdSchema.nullable().default(null),
};

/** Checkout: the order's own id (UUIDv7, chosen by the terminal), its target and its items. */
export const createFoodOrderSchema = z
  .object({
    id: newEntityIdSchema,
    ...targetFields,
    items: orderItemsInputSchema,
    is_pre_order: z.boolean({ error: 'is_pre_order must be true or false' }).default(false),
    tab_id: entityIdSchema.nullable().default(null),
  })
  .superRefine((order, ctx) => {
    const need = { table: 'table_id', room: 'room', reservation: 'reservation_id' } as const;
    const field = need[order.target_kind];
    if (!order[field])
      ctx.addIssue({
        code: 'custom',
        path: [field],
        message: `An order for a ${order.target_kind} needs ${field}`,
      });
    if (order.is_pre_order && !order.reservation_id)
      ctx.addIssue({
        code: 'custom',
        path: ['reservation_id'],
        message: 'A pre-order needs the reservation it is for',
      });
  });
export type CreateFoodOrder = z.infer<typeof createFoodOrderSchema>;

export const orderStatusBodySchema = z.object({ order_status: orderStatusSchema });
export const orderItemsBodySchema = z.object({ items: orderItemsInputSchema });

export const orderTabSchema = tenantRowSchema({
  outlet: orderServiceSchema,
  table_id: entityIdSchema.nullable(),
  guest_name: z.string(),
  label: z.string(),
  status: z.enum(['open', 'closed']),
  opened_at: timestampSchema,
  closed_at: timestampSchema.nullable(),
  paid_minor: z.number().int().nullable(),
  payment_method: paymentMethodSchema.nullable(),
});
export type OrderTab = z.infer<typeof orderTabSchema>;

export const openTabSchema = z
  .object({
    id: newEntityIdSchema,
    outlet: orderServiceSchema,
    table_id: entityIdSchema.nullable().default(null),
    guest_name: z.string().trim().max(80, 'Guest name cannot exceed 80 characters').default(''),
  })
  .refine((tab) => tab.table_id !== null || tab.guest_name.length > 0, {
    path: ['guest_name'],
    message: 'A tab needs a table or a guest name',
  });
export type OpenTab = z.infer<typeof openTabSchema>;

export const closeTabBodySchema = z.object({
  paid_minor: z
    .number({ error: 'paid_minor must be a number' })
    .int('paid_minor must be a whole number of minor units')
    .min(0, 'paid_minor cannot be negative')
    .max(100_000_000, 'paid_minor is too large'),
  payment_method: paymentMethodSchema,
});
export type CloseTabBody = z.infer<typeof closeTabBodySchema>;

/** GET all by restaurantId: filters by status, outlet and the venue dates placed. */
export const foodOrderQuerySchema = z.object({
  status: orderStatusSchema.optional(),
  outlet: orderServiceSchema.optional(),
  from: venueDateSchema.optional(),
  to: venueDateSchema.optional(),
  reservation_id: entityIdSchema.optional(),
  client_id: entityIdSchema.optional(),
  table_id: entityIdSchema.optional(),
});
export type FoodOrderQuery = z.infer<typeof foodOrderQuerySchema>;

export const orderExportQuerySchema = z.object({
  from: venueDateSchema,
  to: venueDateSchema,
  outlet: orderServiceSchema.optional(),
});

export const orderExportSchema = z.object({
  filename: z.string(),
  rows: z.number().int().nonnegative(),
  csv: z.string(),
});

export const tabQuerySchema = z.object({ status: z.enum(['open', 'closed']).optional() });
