import { sql } from 'drizzle-orm';
import { date, index, integer, uuid } from 'drizzle-orm/pg-core';
import { guestContact, tenantTable, textOr } from './columns';

/**
 * The venue's waitlist (issue 17, public booking widget): a guest who found no free time for their
 * party asks to be called if a table frees up. Staff read it on the host stand; the widget's waitlist
 * config caps how many entries one day takes.
 */
export const waitlistEntries = tenantTable(
  'waitlist_entries',
  {
    ...guestContact(),
    partySize: integer('party_size').notNull(),
    /** Venue-local date (the restaurant's time zone) and the guest's preferred HH:MM, '' for any time. */
    date: date('date', { mode: 'string' }).notNull(),
    preferredTime: textOr('preferred_time'),
    notes: textOr('notes'),
    /** 'waiting' until staff act on it: 'seated' (a booking was made) or 'removed'. */
    status: textOr('status', 'waiting'),
    /** The booking a seated entry became (issue 28, seated from the host stand). */
    reservationId: uuid('reservation_id'),
    /** Where the entry came from: 'widget' for the public booking widget. */
    source: textOr('source', 'widget'),
  },
  (t) => [
    index('waitlist_entries_restaurant_date_idx').on(t.restaurantId, t.date),
    // The booking reports ask of one booking whether a waitlist entry became it.
    index('waitlist_entries_reservation_idx')
      .on(t.reservationId)
      .where(sql`reservation_id is not null`),
  ],
);
