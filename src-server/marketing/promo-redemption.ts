// A guest's use of a promo code (issue 31 §2): the code must be active and valid today (venue date),
// combine with the codes already used with it, and have a use left in its limit period, for the code
// and for the guest. Each limit takes its use with ONE conditional upsert on promo_code_uses
// (`uses < limit`): two guests racing for the last use queue on that row's lock and the second finds
// none left, on PostgreSQL as on PGlite. A refusal after the code's use was taken rolls it back with
// the rest of the write.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { formatDisplayDate } from '../../src-shared/dates.js';
import { uuidv7 } from '../../src-shared/ids.js';
import type { PromoRedemption, RedeemPromoCode } from '../../src-shared/marketing/promo-code-resource.js';
import { venueToday } from '../catalogue/client-visits.js';
import { reservations } from '../db/schema/index.js';
import { promoCodeRedemptions, promoCodes, promoCodeUses } from '../db/schema/marketing.js';
import { HttpError } from '../http/http-error.js';
import type { TenantWrite } from '../sync/tenant-write.js';
import type { DomainWrite } from '../sync/write-context.js';

type PromoRow = typeof promoCodes.$inferSelect;

/** A stored code's discount as the API shows it: its kind, and its value in units (stored in hundredths). */
export const promoDiscount = (row: Pick<PromoRow, 'discountType' | 'discountHundredths'>) => ({
  discount_type: row.discountType === 'amount' ? ('amount' as const) : ('percent' as const),
  discount_value: row.discountHundredths / 100,
});

/** Why a code was refused, for a guest-facing page that words it in the guest's language. */
export type PromoRefusalReason = 'unknown' | 'inactive' | 'combine' | 'needsGuest' | 'usedUp' | 'guestUsedUp';

/** A refused use: the API's answer (422 naming the field, or 409) with the reason behind it. */
export class PromoRefusal extends HttpError {
  constructor(
    readonly reason: PromoRefusalReason,
    readonly promoCode: string,
    message: string,
    field?: string,
  ) {
    super(field ? 422 : 409, message, field ? { [field]: [message] } : undefined);
  }
}

const invalid = (reason: PromoRefusalReason, code: string, field: string, message: string) =>
  new PromoRefusal(reason, code, message, field);
const refused = (reason: PromoRefusalReason, code: string, message: string) =>
  new PromoRefusal(reason, code, message);

/** The limit period a use on `today` counts in. */
export function limitPeriod(renewal: string, today: string): string {
  if (renewal === 'monthly') return today.slice(0, 7);
  if (renewal === 'yearly') return today.slice(0, 4);
  return 'all';
}

/** One guest, however the address was typed: an email in lower case, else the phone's digits. */
export function guestKey(email: string, mobileNumber: string): string {
  const mail = email.trim().toLowerCase();
  if (mail !== '') return `email:${mail}`;
  const digits = mobileNumber.replace(/\D/g, '');
  return digits === '' ? '' : `phone:${digits}`;
}

/** Takes one use of `limit` in the period for `guest` ('' the whole code); false when none is left. */
async function takeUse(
  write: TenantWrite,
  promo: PromoRow,
  period: string,
  guest: string,
  limit: number,
): Promise<boolean> {
  const taken = await write.tx
    .insert(promoCodeUses)
    .values({ promoCodeId: promo.id, period, guest, uses: 1 })
    .onConflictDoUpdate({
      target: [promoCodeUses.promoCodeId, promoCodeUses.period, promoCodeUses.guest],
      set: { uses: sql`${promoCodeUses.uses} + 1` },
      setWhere: sql`${promoCodeUses.uses} < ${limit}`,
    })
    .returning({ uses: promoCodeUses.uses });
  return taken.length > 0;
}

const inPeriod = (renewal: string) =>
  renewal === 'monthly' ? ' this month' : renewal === 'yearly' ? ' this year' : '';

/** Refuses a code that does not combine with one already used with it (or they with it). */
async function refuseCombination(write: TenantWrite, promo: PromoRow, args: RedeemPromoCode): Promise<void> {
  const onBooking = args.reservation_id
    ? await write.tx
        .select({ code: promoCodes.code, combinable: promoCodes.combinable })
        .from(promoCodeRedemptions)
        .innerJoin(promoCodes, eq(promoCodes.id, promoCodeRedemptions.promoCodeId))
        .where(eq(promoCodeRedemptions.reservationId, args.reservation_id))
    : [];
  if (onBooking.some((o) => o.code === promo.code))
    throw refused('combine', promo.code, `Promo code ${promo.code} is already used on this booking`);
  const named =
    args.with_codes.length > 0
      ? await write.tx
          .select({ code: promoCodes.code, combinable: promoCodes.combinable })
          .from(promoCodes)
          .where(
            and(eq(promoCodes.restaurantId, write.restaurantId), inArray(promoCodes.code, args.with_codes)),
          )
      : [];
  const clash = [...onBooking, ...named].find(
    (other) => other.code !== promo.code && (!other.combinable || !promo.combinable),
  );
  if (clash)
    throw refused('combine', promo.code, `Promo code ${promo.code} does not combine with ${clash.code}`);
}

export const redeemPromoCode: DomainWrite<RedeemPromoCode, PromoRedemption> = async (write, ctx, args) => {
  const [promo] = await write.tx
    .select()
    .from(promoCodes)
    .where(and(eq(promoCodes.restaurantId, write.restaurantId), eq(promoCodes.code, args.code)));
  if (!promo) throw invalid('unknown', args.code, 'code', `Promo code ${args.code} does not exist`);
  if (promo.status !== 1)
    throw invalid('inactive', promo.code, 'code', `Promo code ${promo.code} is not active`);
  const today = venueToday(ctx.timeZone);
  if (promo.validFrom && today < promo.validFrom)
    throw invalid(
      'inactive',
      promo.code,
      'code',
      `Promo code ${promo.code} is valid from ${formatDisplayDate(promo.validFrom)}`,
    );
  if (promo.validUntil && today > promo.validUntil)
    throw invalid(
      'inactive',
      promo.code,
      'code',
      `Promo code ${promo.code} expired on ${formatDisplayDate(promo.validUntil)}`,
    );
  if (args.reservation_id) {
    const [booking] = await write.tx
      .select({ id: reservations.id })
      .from(reservations)
      .where(
        and(eq(reservations.id, args.reservation_id), eq(reservations.restaurantId, write.restaurantId)),
      );
    if (!booking)
      throw new HttpError(422, `Reservation ${args.reservation_id} was not found`, {
        reservation_id: [`Reservation ${args.reservation_id} was not found`],
      });
  }
  await refuseCombination(write, promo, args);

  const guest = guestKey(args.email, args.mobileNumber);
  if (promo.perGuestLimit > 0 && guest === '')
    throw invalid(
      'needsGuest',
      promo.code,
      'email',
      `Promo code ${promo.code} needs the guest's email or phone number`,
    );
  const period = limitPeriod(promo.limitRenewal, today);
  if (promo.totalLimit > 0 && !(await takeUse(write, promo, period, '', promo.totalLimit)))
    throw refused(
      'usedUp',
      promo.code,
      `Promo code ${promo.code} has no uses left${inPeriod(promo.limitRenewal)}`,
    );
  if (promo.perGuestLimit > 0 && !(await takeUse(write, promo, period, guest, promo.perGuestLimit)))
    throw refused(
      'guestUsedUp',
      promo.code,
      `This guest has used promo code ${promo.code} as often as it allows${inPeriod(promo.limitRenewal)}`,
    );

  const [row] = await write.tx
    .insert(promoCodeRedemptions)
    .values({
      id: uuidv7(),
      restaurantId: write.restaurantId,
      promoCodeId: promo.id,
      period,
      guest,
      reservationId: args.reservation_id,
    })
    .returning();
  if (!row) throw new Error('Recording a promo code use returned no row');
  return {
    id: row.id,
    promo_code_id: promo.id,
    code: promo.code,
    ...promoDiscount(promo),
    period,
    reservation_id: row.reservationId,
    created_at: row.createdAt.toISOString(),
  };
};

/** Whether the code has been used at all: then it may be disabled, never edited or deleted. */
export async function promoCodeUsed(write: TenantWrite, promoCodeId: string): Promise<boolean> {
  const [used] = await write.tx
    .select({ id: promoCodeRedemptions.id })
    .from(promoCodeRedemptions)
    .where(eq(promoCodeRedemptions.promoCodeId, promoCodeId))
    .limit(1);
  return used !== undefined;
}
