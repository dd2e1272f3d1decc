import { date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { instant, optionalRef, refRow, tenantId, tenantTable, textOr } from './columns';
import { clients } from './guests';
import { reservations } from './reservations';
import { users } from './users';

// Guest requests (issue 30 §1–3): what a guest asks the venue (a booking the widget may not confirm,
// a change, a cancellation, a refund, an enquiry), its state, who answers it, the reservation and
// client it is about, its response target, and its thread. Replies to the guest are guest_messages
// rows (request_entry_id), so they go out through the guest message job and the thread shows their
// delivery as the job records it.

/**
 * One request. `due_at` is when the venue's response target for its kind runs out (the inbox sorts
 * by it); `reminded_at` claims the assignee's reminder once; `date`/`time`/`party` are what a
 * reservation request asks for (approving it books them through the booking path).
 */
export const guestRequests = tenantTable(
  'guest_requests',
  {
    kind: text('kind').notNull(),
    state: textOr('state', 'new'),
    source: text('source').notNull(),
    firstName: textOr('first_name'),
    lastName: textOr('last_name'),
    email: textOr('email'),
    mobileNumber: textOr('mobile_number'),
    /** 'en' or 'fr': the guest's language, for what the venue sends them. */
    language: textOr('language', 'en'),
    date: date('date'),
    time: text('time'),
    party: integer('party'),
    reservationId: optionalRef('reservation_id', () => reservations.id),
    clientId: optionalRef('client_id', () => clients.id),
    assignedUserId: integer('assigned_user_id').references(() => users.id, { onDelete: 'set null' }),
    dueAt: instant('due_at').notNull(),
    remindedAt: instant('reminded_at'),
    answeredAt: instant('answered_at'),
    closedAt: instant('closed_at'),
  },
  (t) => [
    index('guest_requests_due_idx').on(t.restaurantId, t.dueAt),
    index('guest_requests_client_idx').on(t.restaurantId, t.clientId),
    index('guest_requests_reservation_idx').on(t.reservationId),
  ],
);

/** The thread of a request: what the guest wrote, staff replies and notes, and what the system did. */
export const guestRequestEntries = tenantTable(
  'guest_request_entries',
  {
    requestId: refRow('request_id', () => guestRequests.id),
    /** 'guest' | 'staff' | 'system' */
    author: text('author').notNull(),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: textOr('author_name'),
    body: text('body').notNull(),
    /** How a staff reply reaches the guest ('email' | 'sms'), null for a note or a guest's entry. */
    channel: text('channel'),
  },
  (t) => [index('guest_request_entries_request_idx').on(t.requestId, t.createdAt)],
);

/** A venue's response target per request kind, in hours (a kind without a row: 24 hours). */
export const guestRequestTargets = pgTable(
  'guest_request_targets',
  {
    restaurantId: tenantId(),
    kind: text('kind').notNull(),
    hours: integer('hours').notNull(),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.kind] })],
);
