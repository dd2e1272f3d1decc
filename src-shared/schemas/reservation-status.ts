// Reservation statuses (spec §3/§4). Two flags drive the availability engine and the exclusion
// constraint: `holds_table` (the booking occupies its tables) and `is_final` (no further transitions).
import { z } from 'zod';
import { entityIdSchema } from '../ids.js';
import { newRowSchema, someOf, tenantRowSchema } from './row-parts.js';

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Colour must be a hex value like #1a2b3c');
/** Spec §7: status creation is multipart, so booleans may arrive as 'true'/'false'/'1'/'0'. */
const formBoolean = (label: string) =>
  z.union([z.boolean(), z.stringbool({ error: `${label} must be true or false` })], {
    error: `${label} must be true or false`,
  });

export const reservationStatusSchema = tenantRowSchema({
  reservation_Status_Name: z.string(),
  color_code: hexColour,
  holds_table: z.boolean(),
  is_final: z.boolean(),
  /** The status a new reservation gets (spec §9: Booked). Exactly one per restaurant. */
  is_default: z.boolean(),
  sort_order: z.number().int(),
});
export type ReservationStatus = z.infer<typeof reservationStatusSchema>;

/** The summary a reservation embeds (spec §3: reservation_Status {id, reservation_Status_Name, color_code}). */
export const reservationStatusRefSchema = reservationStatusSchema.pick({
  id: true,
  reservation_Status_Name: true,
  color_code: true,
});
export type ReservationStatusRef = z.infer<typeof reservationStatusRefSchema>;

const statusFields = {
  reservation_Status_Name: z
    .string()
    .trim()
    .min(1, 'Status name is required')
    .max(40, 'Status name cannot exceed 40 characters'),
  color_code: hexColour,
  holds_table: formBoolean('holds_table'),
  is_final: formBoolean('is_final'),
  is_default: formBoolean('is_default'),
  sort_order: z.coerce
    .number({ error: 'Order must be a number' })
    .int('Order must be a whole number')
    .min(0, 'Order cannot be negative'),
};

export const createReservationStatusSchema = newRowSchema({
  reservation_Status_Name: statusFields.reservation_Status_Name,
  color_code: statusFields.color_code,
  holds_table: statusFields.holds_table.default(true),
  is_final: statusFields.is_final.default(false),
  is_default: statusFields.is_default.default(false),
  sort_order: statusFields.sort_order.default(0),
});
export type CreateReservationStatus = z.infer<typeof createReservationStatusSchema>;

export const updateReservationStatusSchema = someOf(z.object(statusFields));
export type UpdateReservationStatus = z.infer<typeof updateReservationStatusSchema>;

/** Spec §4: a status change carries the reservation id and the new status id. */
export const changeReservationStatusSchema = z.object({
  id: entityIdSchema,
  status: entityIdSchema,
});
export type ChangeReservationStatus = z.infer<typeof changeReservationStatusSchema>;

/**
 * The demo set. Booked is the default (spec §9). A booking holds its tables until it is Completed,
 * Cancelled or a No-show, which are the final states.
 */
export const DEMO_RESERVATION_STATUSES = [
  {
    reservation_Status_Name: 'Booked',
    color_code: '#3B82F6',
    holds_table: true,
    is_final: false,
    is_default: true,
  },
  {
    reservation_Status_Name: 'Confirmed',
    color_code: '#6366F1',
    holds_table: true,
    is_final: false,
    is_default: false,
  },
  {
    reservation_Status_Name: 'Late',
    color_code: '#F59E0B',
    holds_table: true,
    is_final: false,
    is_default: false,
  },
  {
    reservation_Status_Name: 'Arrived',
    color_code: '#14B8A6',
    holds_table: true,
    is_final: false,
    is_default: false,
  },
  {
    reservation_Status_Name: 'Seated',
    color_code: '#10B981',
    holds_table: true,
    is_final: false,
    is_default: false,
  },
  {
    reservation_Status_Name: 'Completed',
    color_code: '#6B7280',
    holds_table: false,
    is_final: true,
    is_default: false,
  },
  {
    reservation_Status_Name: 'Cancelled',
    color_code: '#EF4444',
    holds_table: false,
    is_final: true,
    is_default: false,
  },
  {
    reservation_Status_Name: 'No-show',
    color_code: '#991B1B',
    holds_table: false,
    is_final: true,
    is_default: false,
  },
] as const satisfies readonly Omit<CreateReservationStatus, 'id' | 'sort_order'>[];
