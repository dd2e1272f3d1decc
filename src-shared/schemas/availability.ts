// The availability engine's explanations on the wire: a closed slot's reasons and an open slot's
// offer (evaluate-availability, the quick view), and the quick view's query and answer.
import { z } from 'zod';
import { UNAVAILABLE_REASONS } from '../domain/availability/types.js';
import { AVAILABILITY_MESSAGES } from '../errors.js';
import { entityIdSchema } from '../ids.js';
import { daysBetween, isVenueDate, venueDateSchema, venueTimeSchema } from '../time.js';

export const slotReasonSchema = z.object({
  code: z.enum(UNAVAILABLE_REASONS),
  text: z.string(),
  ruleId: z.string().optional(),
  ruleName: z.string().optional(),
  limit: z.object({ used: z.number(), max: z.number(), unit: z.enum(['cover', 'reservation']) }).optional(),
});

export const slotOfferSchema = z.object({
  ruleIds: z.array(z.string()),
  title: z.string().nullable(),
  description: z.string().nullable(),
  guarantee: z
    .object({ kind: z.enum(['guarantee', 'deposit']), amountPerCover: z.number().nullable() })
    .nullable(),
  upgrades: z.array(z.string()),
  tags: z.array(z.string()),
  durationChoice: z.object({ min: z.number().nullable(), max: z.number().nullable() }).nullable(),
});

/** A booking channel's code as a request names it (widget, phone…); empty = staff on the console. */
export const channelCodeSchema = z
  .string()
  .trim()
  .min(1, 'Channel is required')
  .max(60, 'Channel cannot exceed 60 characters');

export const QUICK_VIEW_MAX_DAYS = 31;
export const QUICK_VIEW_MAX_PARTY = 20;

const partySize = z.coerce
  .number({ error: 'Party size must be a number' })
  .int('Party size must be a whole number')
  .min(1, 'Party size must be at least 1')
  .max(QUICK_VIEW_MAX_PARTY, `Party size cannot exceed ${QUICK_VIEW_MAX_PARTY}`);

/** A list of party sizes; in a query string it comes as "1,2,3" (or main's JSON "[1,2,3]"). */
const partySizes = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .replace(/^\[|\]$/g, '')
          .split(',')
          .map((p) => p.trim())
          .filter((p) => p !== '')
      : v,
  z
    .array(partySize, { error: 'Party sizes must be a list of numbers' })
    .min(1, 'Choose at least one party size')
    .max(QUICK_VIEW_MAX_PARTY, `Choose at most ${QUICK_VIEW_MAX_PARTY} party sizes`),
);

export const QUICK_VIEW_STEPS = [15, 30, 60] as const;

/** The quick view's question (a GET query): dates from..to, party sizes, rows every `step` minutes. */
export const quickViewRequestSchema = z
  .object({
    from: venueDateSchema,
    to: venueDateSchema,
    partySizes,
    /** Minutes between rows; the matrix runs from 00:00 to 23:45 at 15. */
    step: z.coerce
      .number({ error: 'Step must be a number' })
      .refine((v) => (QUICK_VIEW_STEPS as readonly number[]).includes(v), {
        message: `Step must be one of ${QUICK_VIEW_STEPS.join(', ')} minutes`,
      })
      .default(15),
    /** A booking channel's code (a rule's audience and payment policy read it); none = staff. */
    channel: channelCodeSchema.nullable().default(null),
    seatingAreaId: entityIdSchema.nullable().default(null),
  })
  .refine((v) => v.from <= v.to, { message: 'End date cannot be before start date', path: ['to'] })
  .refine(
    (v) => !isVenueDate(v.from) || !isVenueDate(v.to) || daysBetween(v.from, v.to) < QUICK_VIEW_MAX_DAYS,
    {
      message: `Choose at most ${QUICK_VIEW_MAX_DAYS} days`,
      path: ['to'],
    },
  );
export type QuickViewRequest = z.infer<typeof quickViewRequestSchema>;

export const quickViewCellSchema = z.object({
  time: venueTimeSchema,
  partySize: z.number().int(),
  available: z.boolean(),
  shiftId: entityIdSchema.nullable(),
  durationMinutes: z.number().int().nullable(),
  reasons: z.array(slotReasonSchema),
  tables: z.array(entityIdSchema),
  offer: slotOfferSchema.nullable(),
});

export const quickViewResponseSchema = z.array(
  z.object({ date: venueDateSchema, cells: z.array(quickViewCellSchema) }),
);
export type QuickViewResponse = z.infer<typeof quickViewResponseSchema>;

/** Spec §7 evaluate-availability: { ruleId, guestData }. "Access check needs guest data" (§5). */
export const evaluateAvailabilityRequestSchema = z.object({
  ruleId: entityIdSchema,
  guestData: z.object(
    {
      date: venueDateSchema,
      time: venueTimeSchema,
      guest_count: z
        .number({ error: 'Guest count must be a number' })
        .int('Guest count must be a whole number')
        .min(1, 'Guest count must be at least 1')
        .max(100, 'Guest count cannot exceed 100'),
      seating_area_id: entityIdSchema.nullable().optional(),
      /** The booking channel's code; a rule's audience and payment policy read it. */
      channel: channelCodeSchema.nullable().optional(),
    },
    { error: AVAILABILITY_MESSAGES.guestDataRequired },
  ),
});
export type EvaluateAvailabilityRequest = z.infer<typeof evaluateAvailabilityRequestSchema>;

export const RULE_EVALUATION_REASONS = ['rule_inactive', 'rule_not_on_date', 'rule_not_for_slot'] as const;

export const evaluateAvailabilityResponseSchema = z.object({
  rule_id: entityIdSchema,
  rule_name: z.string(),
  /** The rule covers the requested date and time (status, dates, weekday, shift, time window). */
  applies: z.boolean(),
  /** A booking of that party at that time is possible under this rule, with a table for it. */
  allowed: z.boolean(),
  /** The first reason's code (an engine reason or one of RULE_EVALUATION_REASONS). */
  reason: z.string().nullable(),
  explanation: z.string(),
  /** Every reason the engine found, in staff words. */
  reasons: z.array(slotReasonSchema),
  offer: slotOfferSchema.nullable(),
  shift_id: entityIdSchema.nullable(),
  duration_minutes: z.number().int().nullable(),
  table_ids: z.array(entityIdSchema),
});
export type EvaluateAvailabilityResponse = z.infer<typeof evaluateAvailabilityResponseSchema>;
