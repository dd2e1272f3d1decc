import { index, integer, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { intOr, named, tenantTable } from './columns';

// The restaurant profile's lists (spec §7 Restaurant): dress codes and facilities. Online-only
// (not in the change feed), but UUID ids like every declared resource.

export const dressCodes = tenantTable(
  'dress_codes',
  {
    ...named(),
  },
  (t) => [index('dress_codes_restaurant_idx').on(t.restaurantId)],
);

export const facilities = tenantTable(
  'facilities',
  {
    ...named(),
    /** 1 offered, 0 not offered at the moment. */
    status: smallint('status').notNull().default(1),
  },
  (t) => [index('facilities_restaurant_idx').on(t.restaurantId)],
);

/**
 * Server names (Settings › Accounts › Server names, spec §2 serverName): the waiters a venue assigns
 * to tables and bookings. A name is unique per restaurant; status 0 keeps it out of new choices.
 */
export const serverNames = tenantTable(
  'server_names',
  {
    name: text('name').notNull(),
    status: intOr('status', 1),
  },
  (t) => [uniqueIndex('server_names_name_unique').on(t.restaurantId, t.name)],
);

/** Tax rates of the restaurant (Settings › Tax); the rate in basis points (20% = 2000). */
export const taxRates = tenantTable(
  'tax_rates',
  {
    name: text('name').notNull(),
    rateBasisPoints: integer('rate_basis_points').notNull(),
    status: intOr('status', 1),
  },
  (t) => [uniqueIndex('tax_rates_name_unique').on(t.restaurantId, t.name)],
);
