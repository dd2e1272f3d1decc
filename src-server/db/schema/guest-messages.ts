import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantRow, timestamps } from './columns';
import { reservations } from './reservations';

/**
 * Every message a booking sends a guest (confirmation, reminder…), one row per channel, written in
 * the booking's transaction. `dedupe_key` makes the same event queue a message once (a retried push,
 * a repeated relay); the send job claims the row, so a retried job never sends what was sent.
 * status: pending → sending → sent | failed; skipped when a reminder's booking moved or was cancelled.
 */
export const guestMessages = pgTable(
  'guest_messages',
  {
    ...tenantRow(),
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    subject: text('subject').notNull().default(''),
    /** For a reminder, the booking's date and time it was scheduled for (it is skipped if they change). */
    bookingSlot: text('booking_slot').notNull().default(''),
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('guest_messages_dedupe_unique').on(t.restaurantId, t.dedupeKey),
    index('guest_messages_reservation_idx').on(t.reservationId),
  ],
);
