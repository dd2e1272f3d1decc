import { sql } from 'drizzle-orm';
import { index, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { optionalRef, instant, textOr, intOr, tenantTable } from './columns';
import { guestRequestEntries } from './requests';
import { reservations } from './reservations';

/**
 * Every message a booking sends a guest (confirmation, reminder…), one row per channel, written in
 * the booking's transaction. `dedupe_key` makes the same event queue a message once (a retried push,
 * a repeated relay); the send job claims the row, so a retried job never sends what was sent.
 * status: pending → sending → sent | failed; skipped when a reminder's booking moved or was cancelled.
 */
export const guestMessages = tenantTable(
  'guest_messages',
  {
    /** The booking it is about; null for a reply to a guest request that has no booking. */
    reservationId: optionalRef('reservation_id', () => reservations.id, 'cascade'),
    /**
     * A reply to a guest request: the thread entry it carries (its text is the entry's body, and the
     * entry shows this row's status as its delivery).
     */
    requestEntryId: optionalRef('request_entry_id', () => guestRequestEntries.id, 'cascade').unique(),
    kind: text('kind').notNull(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    status: textOr('status', 'pending'),
    attempts: intOr('attempts'),
    lastError: text('last_error'),
    subject: textOr('subject'),
    /** For a reminder, the booking's date and time it was scheduled for (it is skipped if they change). */
    bookingSlot: textOr('booking_slot'),
    scheduledFor: instant('scheduled_for'),
    claimedUntil: instant('claimed_until'),
    sentAt: instant('sent_at'),
  },
  (t) => [
    uniqueIndex('guest_messages_dedupe_unique').on(t.restaurantId, t.dedupeKey),
    index('guest_messages_reservation_idx').on(t.reservationId),
    // Messages sent to one address lately (the per-recipient limit, guest-message-job.ts).
    index('guest_messages_recipient_sent_idx').on(sql`lower(${t.recipient})`, t.sentAt),
  ],
);
