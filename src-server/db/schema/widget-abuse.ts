import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { instant, tenantId, textOr } from './columns';

/**
 * The public widget's form tokens once used (issue 27): a token is accepted once, so a form cannot be
 * replayed. The row keeps who sent it, as SHA-256 hashes of the address, email and phone only, so the
 * widget's bookings can be capped per email, phone and IP per day and venue (`booked` is set in the
 * booking's transaction). Rows older than two days are purged as new ones come in.
 */
export const widgetFormUses = pgTable(
  'widget_form_uses',
  {
    /** `{purpose}:{issued}.{nonce}` of the token (its signature is not stored). */
    tokenId: text('token_id').primaryKey(),
    restaurantId: tenantId(),
    purpose: text('purpose').notNull(),
    usedAt: instant('used_at').notNull().defaultNow(),
    ipHash: textOr('ip_hash'),
    emailHash: textOr('email_hash'),
    phoneHash: textOr('phone_hash'),
    booked: boolean('booked').notNull().default(false),
  },
  (t) => [index('widget_form_uses_restaurant_used_idx').on(t.restaurantId, t.usedAt)],
);
