import { index, pgTable, smallint, text, timestamp, uuid, integer } from 'drizzle-orm/pg-core';
import { restaurants } from './restaurants';

// The restaurant profile's lists (spec §7 Restaurant): dress codes and facilities. Online-only
// (not in the change feed), but UUID ids like every declared resource.

const tenantId = () =>
  integer('restaurant_id')
    .notNull()
    .references(() => restaurants.id, { onDelete: 'cascade' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const dressCodes = pgTable(
  'dress_codes',
  {
    id: uuid('id').primaryKey(),
    restaurantId: tenantId(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('dress_codes_restaurant_idx').on(t.restaurantId)],
);

export const facilities = pgTable(
  'facilities',
  {
    id: uuid('id').primaryKey(),
    restaurantId: tenantId(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** 1 offered, 0 not offered at the moment. */
    status: smallint('status').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('facilities_restaurant_idx').on(t.restaurantId)],
);
