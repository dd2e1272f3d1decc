import { pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** A restaurant (outlet) is the tenant: every tenant-owned row carries its id. */
export const restaurants = pgTable(
  'restaurants',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: varchar('slug', { length: 120 }).notNull(),
    timeZone: text('time_zone').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2'),
    city: text('city').notNull(),
    postcode: text('postcode').notNull(),
    country: text('country').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    website: text('website'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Set while an administrator has stopped realtime for this restaurant (/admin › Realtime): its
     * consoles' sockets are refused and they fall back to their periodic pull. Null = running.
     */
    realtimeStoppedAt: timestamp('realtime_stopped_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('restaurants_slug_unique').on(t.slug)],
);
