import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { intOr, tenantTable, textOr } from './columns';
import { reservations } from './reservations';

// Marketing (spec §2 /marketing/*). Online-only, not in the change feed.

/**
 * Promo codes: a code is unique per restaurant (as entered, upper case); the discount is kept in
 * hundredths (a percent's basis points, an amount's minor units) so sums never drift; a limit of 0
 * is no limit.
 */
export const promoCodes = tenantTable(
  'promo_codes',
  {
    code: text('code').notNull(),
    description: textOr('description'),
    discountType: text('discount_type').notNull(),
    discountHundredths: integer('discount_hundredths').notNull(),
    validFrom: date('valid_from', { mode: 'string' }),
    validUntil: date('valid_until', { mode: 'string' }),
    totalLimit: intOr('total_limit'),
    perGuestLimit: intOr('per_guest_limit'),
    limitRenewal: textOr('limit_renewal', 'never'),
    combinable: boolean('combinable').notNull().default(false),
    status: intOr('status', 1),
  },
  (t) => [uniqueIndex('promo_codes_code_unique').on(t.restaurantId, t.code)],
);

/**
 * How often a promo code was used in a limit period ('all' when its limits never renew, '2026-11'
 * monthly, '2026' yearly): one row for the whole code (guest '') and one a guest. A redemption takes
 * a use with one conditional upsert (`uses < limit`), so the row's lock decides a race for the last use.
 */
export const promoCodeUses = pgTable(
  'promo_code_uses',
  {
    promoCodeId: uuid('promo_code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    guest: text('guest').notNull(),
    uses: integer('uses').notNull(),
  },
  (t) => [primaryKey({ columns: [t.promoCodeId, t.period, t.guest] })],
);

/**
 * Each use of a promo code: who (email or phone as entered), for which booking, in which period.
 * Read by booking too (the codes already on a booking, the marketing report's bookings), hence the
 * (restaurant, reservation) index.
 */
export const promoCodeRedemptions = tenantTable(
  'promo_code_redemptions',
  {
    promoCodeId: uuid('promo_code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'no action' }),
    period: text('period').notNull(),
    guest: textOr('guest'),
    reservationId: uuid('reservation_id').references(() => reservations.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('promo_code_redemptions_code_idx').on(t.promoCodeId),
    index('promo_code_redemptions_reservation_idx').on(t.restaurantId, t.reservationId),
  ],
);
