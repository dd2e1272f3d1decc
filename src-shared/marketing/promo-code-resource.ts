// Promo codes (spec §2 /marketing/promo-codes/, issue 31 §2): a code guests enter for a discount,
// with its validity dates, its total and per-guest limits (renewed monthly or yearly, or never) and
// whether it combines with other codes. An online entity declared once: the server's routes, main's
// channels and the console's screen at /marketing/promo-codes/ come from this declaration.
// Redemption (in the widget and on orders, counted under concurrency) is issue 31's next part.
import { z } from 'zod';
import { entityIdSchema, timestampSchema } from '../ids.js';
import { defineResource } from '../resources/define-resource.js';
import { labelledChoices, statusColumn, statusFilter } from '../resources/form-hints.js';
import type { RouteContract } from '../resources/route-contract.js';
import { activeStatusSchema } from '../schemas/seating.js';
import { venueDateSchema } from '../time.js';
import { newRowSchema, someOf, tenantRowSchema } from '../schemas/row-parts.js';

export const DISCOUNT_TYPES = ['percent', 'amount'] as const;
export const LIMIT_RENEWALS = ['never', 'monthly', 'yearly'] as const;
type DiscountType = (typeof DISCOUNT_TYPES)[number];
type LimitRenewal = (typeof LIMIT_RENEWALS)[number];

/** A code as stored: upper case, 3 to 32 letters, digits, - or _. */
export const PROMO_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{2,31}$/;

const code = z
  .string({ error: 'Code is required' })
  .trim()
  .toUpperCase()
  .regex(PROMO_CODE_PATTERN, 'Code must be 3 to 32 letters, digits, - or _, starting with a letter or digit');
const uses = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} cannot be negative (0 means no limit)`);
const fields = {
  code,
  description: z.string().trim().max(200, 'Description cannot exceed 200 characters'),
  discount_type: z.enum(DISCOUNT_TYPES, { error: "Discount type must be 'percent' or 'amount'" }),
  discount_value: z
    .number({ error: 'Discount must be a number' })
    .positive('Discount must be more than 0')
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'Discount can have at most two decimals'),
  valid_from: venueDateSchema.nullable(),
  valid_until: venueDateSchema.nullable(),
  total_limit: uses('Total uses'),
  per_guest_limit: uses('Uses per guest'),
  limit_renewal: z.enum(LIMIT_RENEWALS, { error: "Limits renew 'never', 'monthly' or 'yearly'" }),
  combinable: z.boolean({ error: 'Combines with other codes must be true or false' }),
  status: activeStatusSchema,
};

type PromoTerms = Partial<{
  discount_type: DiscountType;
  discount_value: number;
  valid_from: string | null;
  valid_until: string | null;
  total_limit: number;
  per_guest_limit: number;
}>;

/** What is wrong with a code's terms taken together, by field (empty when nothing). */
export function promoTermsProblems(terms: PromoTerms): Record<string, string> {
  const problems: Record<string, string> = {};
  if (terms.discount_type === 'percent' && (terms.discount_value ?? 0) > 100)
    problems.discount_value = 'A percent discount cannot exceed 100';
  if (terms.valid_from && terms.valid_until && terms.valid_until < terms.valid_from)
    problems.valid_until = 'Valid until cannot be before valid from';
  if ((terms.total_limit ?? 0) > 0 && (terms.per_guest_limit ?? 0) > (terms.total_limit ?? 0))
    problems.per_guest_limit = 'Uses per guest cannot exceed total uses';
  return problems;
}

const termsAgree = (terms: PromoTerms, ctx: z.RefinementCtx) => {
  for (const [path, message] of Object.entries(promoTermsProblems(terms)))
    ctx.addIssue({ code: 'custom', path: [path], message });
};

export const promoCodeSchema = tenantRowSchema({
  code: z.string(),
  description: z.string(),
  discount_type: z.enum(DISCOUNT_TYPES),
  discount_value: z.number(),
  valid_from: z.string().nullable(),
  valid_until: z.string().nullable(),
  total_limit: z.number().int(),
  per_guest_limit: z.number().int(),
  limit_renewal: z.enum(LIMIT_RENEWALS),
  combinable: z.boolean(),
  status: activeStatusSchema,
});
export type PromoCode = z.infer<typeof promoCodeSchema>;

export const createPromoCodeSchema = newRowSchema({
  code: fields.code,
  description: fields.description.default(''),
  discount_type: fields.discount_type.default('percent'),
  discount_value: fields.discount_value,
  valid_from: fields.valid_from.default(null),
  valid_until: fields.valid_until.default(null),
  total_limit: fields.total_limit.default(0),
  per_guest_limit: fields.per_guest_limit.default(0),
  limit_renewal: fields.limit_renewal.default('never'),
  combinable: fields.combinable.default(false),
  status: fields.status.default(1),
}).superRefine(termsAgree);
export type CreatePromoCode = z.infer<typeof createPromoCodeSchema>;

/** A patch is checked on its own here, and against the stored code on the server (promoTermsProblems). */
export const updatePromoCodeSchema = someOf(z.object(fields)).superRefine(termsAgree);
export type UpdatePromoCode = z.infer<typeof updatePromoCodeSchema>;

/** A guest's use of a code (staff on the phone, the widget, an order): counted against its limits. */
export const redeemPromoCodeSchema = z.object({
  code,
  /** Who uses it, for the per-guest limit: an email or a phone number (one is needed when it has one). */
  email: z.string().trim().max(254, 'Email cannot exceed 254 characters').default(''),
  mobileNumber: z.string().trim().max(40, 'Mobile number cannot exceed 40 characters').default(''),
  /** The booking it is used on, if any. */
  reservation_id: entityIdSchema.nullable().default(null),
  /** Codes already used on the same booking or order: they must all combine with this one. */
  with_codes: z.array(code).max(10, 'At most 10 codes can be used together').default([]),
});
export type RedeemPromoCode = z.infer<typeof redeemPromoCodeSchema>;

export const promoRedemptionSchema = z.object({
  id: entityIdSchema,
  promo_code_id: entityIdSchema,
  code: z.string(),
  discount_type: z.enum(DISCOUNT_TYPES),
  discount_value: z.number(),
  /** The limit period the use counts in: 'all', '2026-11' (monthly) or '2026' (yearly). */
  period: z.string(),
  reservation_id: entityIdSchema.nullable(),
  created_at: timestampSchema,
});
export type PromoRedemption = z.infer<typeof promoRedemptionSchema>;

export const redeemPromoCodeRoute = {
  method: 'POST',
  path: '/marketing/promo-codes/redeem',
  summary: 'Use a promo code for a guest: checked against its dates, limits and combinations, and counted',
  permission: 'reservations.write',
  body: redeemPromoCodeSchema,
  response: promoRedemptionSchema,
  status: 201,
} as const satisfies RouteContract;

export const promoCodeResource = defineResource({
  key: 'promoCode',
  noun: 'promo code',
  plural: 'promo codes',
  path: '/marketing/promo-codes',
  row: promoCodeSchema,
  create: createPromoCodeSchema,
  update: updatePromoCodeSchema,
  permission: { read: 'marketing.read', manage: 'marketing.manage' },
  mirror: null,
  title: (row) => row.code,
  calls: { redeem: redeemPromoCodeRoute },
  form: {
    fields: [
      { name: 'code', label: 'Code', kind: 'text' },
      { name: 'description', label: 'Description', kind: 'textarea' },
      {
        name: 'discount_type',
        label: 'Discount type',
        kind: 'select',
        options: labelledChoices<DiscountType>({ percent: 'Percent off', amount: 'Amount off' }),
      },
      { name: 'discount_value', label: 'Discount (percent or amount)', kind: 'number', min: 0.01 },
      { name: 'valid_from', label: 'Valid from', kind: 'date', emptyAsNull: true },
      { name: 'valid_until', label: 'Valid until', kind: 'date', emptyAsNull: true },
      { name: 'total_limit', label: 'Total uses (0 = no limit)', kind: 'number', min: 0 },
      { name: 'per_guest_limit', label: 'Uses per guest (0 = no limit)', kind: 'number', min: 0 },
      {
        name: 'limit_renewal',
        label: 'Limits renew',
        kind: 'select',
        options: labelledChoices<LimitRenewal>({
          never: 'Never',
          monthly: 'Every month',
          yearly: 'Every year',
        }),
      },
      { name: 'combinable', label: 'Combines with other codes', kind: 'switch' },
      { name: 'status', label: 'Active', kind: 'status' },
    ],
    columns: [
      { key: 'code', label: 'Code', sortable: true },
      { key: 'discount_type', label: 'Discount type' },
      { key: 'discount_value', label: 'Discount', kind: 'discount', typeKey: 'discount_type' },
      { key: 'valid_until', label: 'Valid until', kind: 'date' },
      { key: 'total_limit', label: 'Total uses' },
      statusColumn('Active'),
    ],
    filters: [
      { kind: 'search', label: 'Search by code or description', keys: ['code', 'description'] },
      statusFilter('status', 'Active'),
    ],
  },
  screen: { console: 'marketing/promo-codes/', title: 'Promo codes' },
});
