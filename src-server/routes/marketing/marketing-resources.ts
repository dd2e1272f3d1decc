// The marketing area's declared entities on the server (spec §2 /marketing/*): each one's crud and
// its registration, so a new marketing entity adds its crud and one line here.
//
// Promo codes (issue 31 §2): the generic five from resourceCrud. The discount is stored in
// hundredths; a patch is checked against the stored code, so a percent raised past 100 or an end
// moved before the start is refused whichever field the patch carries.
import { asc } from 'drizzle-orm';
import {
  LIMIT_RENEWALS,
  promoCodeResource,
  redeemPromoCodeRoute,
  promoTermsProblems,
  type CreatePromoCode,
  type UpdatePromoCode,
} from '../../../src-shared/marketing/promo-code-resource.js';
import { promoCodes } from '../../db/schema/marketing.js';
import { conflict, HttpError } from '../../http/http-error.js';
import { promoCodeUsed, promoDiscount, redeemPromoCode } from '../../marketing/promo-redemption.js';
import { resourceCrud } from '../../resources/drizzle-crud.js';
import { registerResource } from '../../resources/register-resource.js';
import { registerRoute, runWrite } from '../../resources/route-helper.js';
import type { RouteDeps } from '../route-deps.js';

type Row = typeof promoCodes.$inferSelect;

const toHundredths = (value: number) => Math.round(value * 100);

function terms(row: Row) {
  return {
    ...promoDiscount(row),
    valid_from: row.validFrom,
    valid_until: row.validUntil,
    total_limit: row.totalLimit,
    per_guest_limit: row.perGuestLimit,
  };
}

export const promoCodeCrud = resourceCrud(promoCodeResource, {
  table: promoCodes,
  view: (row) => ({
    id: row.id,
    restaurant_id: row.restaurantId,
    code: row.code,
    description: row.description,
    ...terms(row),
    limit_renewal: LIMIT_RENEWALS.find((r) => r === row.limitRenewal) ?? 'never',
    combinable: row.combinable,
    status: row.status === 0 ? (0 as const) : (1 as const),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }),
  orderBy: [asc(promoCodes.code)],
  derive: (args: CreatePromoCode | UpdatePromoCode) => ({
    discountHundredths: args.discount_value === undefined ? undefined : toHundredths(args.discount_value),
  }),
  unique: [
    {
      constraint: 'promo_codes_code_unique',
      column: promoCodes.code,
      value: (args) => args.code,
      message: (code) => `A promo code ${code} already exists`,
    },
  ],
  beforeUpdate: async (write, _ctx, stored, patch) => {
    // A code guests have used keeps its terms: it may only be switched off (issue 31 §2).
    if (Object.keys(patch).some((field) => field !== 'status') && (await promoCodeUsed(write, stored.id)))
      throw conflict(`Promo code ${stored.code} has been used: it can be disabled, not edited`);
    const problems = promoTermsProblems({ ...terms(stored), ...patch });
    const [field, message] = Object.entries(problems)[0] ?? [];
    if (field && message) throw new HttpError(422, message, { [field]: [message] });
  },
  beforeRemove: async (write, _ctx, stored) => {
    if (await promoCodeUsed(write, stored.id))
      throw conflict(`Promo code ${stored.code} has been used: it can be disabled, not deleted`);
  },
});

/** The marketing entities' route plugins, keyed like the registry (spread into resourcePlugins). */
export const marketingResourcePlugins = (deps: RouteDeps) => ({
  promoCode: registerResource(deps, promoCodeResource, promoCodeCrud, (app, tags) =>
    registerRoute(app, redeemPromoCodeRoute, tags, async (call) => {
      const use = await runWrite(deps, call.request, redeemPromoCode, call.body);
      return { data: use, message: `Promo code ${use.code} used` };
    }),
  ),
});
