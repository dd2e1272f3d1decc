import { index, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { tenantRow, timestamps } from './columns';

// The restaurant profile's lists (spec §7 Restaurant): dress codes and facilities. Online-only
// (not in the change feed), but UUID ids like every declared resource.

export const dressCodes = pgTable(
  'dress_codes',
  {
    ...tenantRow(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    ...timestamps(),
  },
  (t) => [index('dress_codes_restaurant_idx').on(t.restaurantId)],
);

export const facilities = pgTable(
  'facilities',
  {
    ...tenantRow(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** 1 offered, 0 not offered at the moment. */
    status: smallint('status').notNull().default(1),
    ...timestamps(),
  },
  (t) => [index('facilities_restaurant_idx').on(t.restaurantId)],
);
