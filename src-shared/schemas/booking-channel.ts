// Booking channels (spec §7 Booking channels; §3 does not show their fields). A channel is where a
// booking comes from: its `code` is what a reservation's `source` and an access rule's booking
// channel audience carry, so the stats count the reservations made through it. Online-only.
import { z } from 'zod';
import { entityIdSchema } from '../ids.js';
import { venueDateSchema } from '../time.js';
import { activeStatusSchema } from './seating.js';
import {
  newRowSchema,
  percentWithCentsSchema,
  requiredNameSchema,
  someOf,
  tenantRowSchema,
} from './row-parts.js';

export const BOOKING_CHANNEL_TYPES = [
  'phone',
  'walk_in',
  'website',
  'widget',
  'email',
  'partner',
  'concierge',
  'other',
] as const;
export type BookingChannelType = (typeof BOOKING_CHANNEL_TYPES)[number];
export const bookingChannelTypeSchema = z.enum(BOOKING_CHANNEL_TYPES, {
  error: `Type must be one of ${BOOKING_CHANNEL_TYPES.join(', ')}`,
});

const name = requiredNameSchema('Channel');
const code = z
  .string({ error: 'Code is required' })
  .trim()
  .min(1, 'Code is required')
  .max(60, 'Code cannot exceed 60 characters')
  .regex(/^[a-z0-9_-]+$/, 'Code may use only lower-case letters, digits, - and _');
const commission = percentWithCentsSchema('Commission');
const notes = z.string().trim().max(1000, 'Notes cannot exceed 1000 characters');
const supportsCards = z.boolean({ error: 'supports_credit_cards must be true or false' });

export const bookingChannelSchema = tenantRowSchema({
  name: z.string(),
  /** Matches a reservation's source and an access rule's audience channel. */
  code: z.string(),
  type: bookingChannelTypeSchema,
  /** 1 taking bookings, 0 switched off. */
  status: activeStatusSchema,
  /** Percent of the bill the channel charges (a partner or OTA); 0 for the venue's own channels. */
  commission_percent: z.number(),
  /** Whether the channel can take a card guarantee (access rules' payment policy reads it). */
  supports_credit_cards: z.boolean(),
  notes: z.string(),
});
export type BookingChannel = z.infer<typeof bookingChannelSchema>;

export const createBookingChannelSchema = newRowSchema({
  name,
  code,
  type: bookingChannelTypeSchema,
  status: activeStatusSchema.default(1),
  commission_percent: commission.default(0),
  supports_credit_cards: supportsCards.default(true),
  notes: notes.default(''),
});
export type CreateBookingChannel = z.infer<typeof createBookingChannelSchema>;

export const updateBookingChannelSchema = someOf(
  z.object({
    name,
    code,
    type: bookingChannelTypeSchema,
    status: activeStatusSchema,
    commission_percent: commission,
    supports_credit_cards: supportsCards,
    notes,
  }),
);
export type UpdateBookingChannel = z.infer<typeof updateBookingChannelSchema>;

/** Stats over the reservations dated from `from` to `to` (both optional: every reservation). */
export const bookingChannelStatsQuerySchema = z
  .object({ from: venueDateSchema.optional(), to: venueDateSchema.optional() })
  .refine((v) => !v.from || !v.to || v.from <= v.to, {
    message: 'End date cannot be before start date',
    path: ['to'],
  });

export const bookingChannelStatsSchema = z.object({
  channel_id: entityIdSchema,
  name: z.string(),
  code: z.string(),
  /** Reservations whose source is the channel's code, whatever their status. */
  reservations: z.number().int(),
  /** Their guests. */
  covers: z.number().int(),
  /** Reservations per status name (Booked, Seated, Cancelled…). */
  by_status: z.record(z.string(), z.number().int()),
});
export type BookingChannelStats = z.infer<typeof bookingChannelStatsSchema>;
