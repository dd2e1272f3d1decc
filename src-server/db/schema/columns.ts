// Column shapes the tenant tables share, so each is written once: the owning restaurant, the
// timestamps, a JSON list defaulting to [] and a guest's name and contact.
import { sql } from 'drizzle-orm';
import { customType, integer, jsonb, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { restaurants } from './restaurants';

/** restaurant_id: every tenant row belongs to one restaurant and goes with it. */
export const tenantId = () =>
  integer('restaurant_id')
    .notNull()
    .references(() => restaurants.id, { onDelete: 'cascade' });

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** A JSON array column, never null, empty by default. */
export const jsonList = <T>(name: string) =>
  jsonb(name)
    .$type<T[]>()
    .notNull()
    .default(sql`'[]'::jsonb`);

/** A guest's name and contact, as clients, reservations and the guest list store them. */
export const guestContact = () => ({
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull().default(''),
  mobileNumber: text('mobile_number').notNull().default(''),
  email: text('email').notNull().default(''),
});

/** A tenant row's keys: its own uuid and the restaurant it belongs to. */
export const tenantRow = () => ({ id: uuid('id').primaryKey(), restaurantId: tenantId() });

/** When a row was made and last changed. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/** Binary bytes (an image), as a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
