import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant, refInt, tenantId, textOr, updatedAt } from './columns';
import { restaurants } from './restaurants';
import { users } from './users';

// The notification centre and staff messages (issue 30 §4–5): each row belongs to one user of one
// restaurant and is kept here, so it follows the user from terminal to terminal.

/**
 * One notification for one user (a producer's event fans out to a row per recipient). `in_console`
 * is false for a row kept only to be mailed (the user switched the console channel of its kind off);
 * the centre lists only the others. `email_state` is none, pending, sent or failed: the delivery
 * job claims a pending row before mailing it, so a retried job mails once. `dedupe_key` makes a
 * producer that runs twice (the arrivals job) notify a user once.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey(),
    restaurantId: tenantId(),
    userId: refInt('user_id', () => users.id),
    kind: text('kind').notNull(),
    type: text('type').notNull(),
    clientname: textOr('clientname'),
    quote: text('quote').notNull(),
    time: instant('time').notNull(),
    subjectType: text('subject_type'),
    subjectId: text('subject_id'),
    inConsole: boolean('in_console').notNull().default(true),
    emailState: text('email_state').notNull().default('none'),
    dedupeKey: text('dedupe_key'),
    readAt: instant('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_idx').on(t.restaurantId, t.userId, t.createdAt),
    index('notifications_unread_idx')
      .on(t.restaurantId, t.userId)
      .where(sql`${t.readAt} IS NULL AND ${t.inConsole}`),
    uniqueIndex('notifications_dedupe_idx').on(t.userId, t.dedupeKey),
  ],
);

/** A user's choice per kind and channel; a kind without a row keeps the defaults (console on, email off). */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    restaurantId: tenantId(),
    userId: refInt('user_id', () => users.id),
    kind: text('kind').notNull(),
    inConsole: boolean('in_console').notNull(),
    email: boolean('email').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.userId, t.kind] })],
);

/** What the venue decides for everyone; a restaurant without a row keeps the defaults. */
export const venueNotificationSettings = pgTable('venue_notification_settings', {
  restaurantId: integer('restaurant_id')
    .primaryKey()
    .references(() => restaurants.id, { onDelete: 'cascade' }),
  largePartySize: integer('large_party_size').notNull().default(8),
  updatedAt: updatedAt(),
});

/**
 * A staff message to one user of one restaurant (spec §3 Message): Unread, Read when opened, Reply
 * once answered. The sender may be gone (null, the name stays).
 */
export const staffMessages = pgTable(
  'staff_messages',
  {
    id: uuid('id').primaryKey(),
    restaurantId: tenantId(),
    toUserId: refInt('to_user_id', () => users.id),
    fromUserId: integer('from_user_id').references(() => users.id, { onDelete: 'set null' }),
    fromName: textOr('from_name'),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    status: text('status').notNull().default('Unread'),
    replyTo: uuid('reply_to'),
    readAt: instant('read_at'),
    createdAt: createdAt(),
  },
  (t) => [index('staff_messages_user_idx').on(t.restaurantId, t.toUserId, t.createdAt)],
);
