import { boolean, date, integer, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { intOr, tenantTable, textOr } from './columns';

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
