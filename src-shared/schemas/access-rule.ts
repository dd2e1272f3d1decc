// Access rules (spec §3): who may book which slots, and how many. Every sub-setting carries
// `setting: 'default' | 'custom'`; only 'custom' sub-settings constrain anything, 'default' follows the
// shift. Values of a 'default' sub-setting are kept so a toggle back to custom restores them.
import { z } from 'zod';
import { entityIdSchema, restaurantIdSchema, timestampSchema } from '../ids.js';
import { venueDateSchema, venueTimeSchema, WEEKDAYS } from '../time.js';
import {
  dateRangeQuerySchema,
  DATES_ORDER,
  datesInOrder,
  endGiven,
  endRequired,
  spanFields,
} from './date-span.js';
import { newRowSchema, someOf } from './row-parts.js';

export const settingModeSchema = z.enum(['default', 'custom'], {
  error: "Setting must be 'default' or 'custom'",
});
const setting = settingModeSchema.default('default');

const count = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be at least 1`);
const minutes = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be whole minutes`)
    .min(1, `${label} must be at least 1 minute`);
const labelsSchema = z.array(z.object({ label: z.string().trim().min(1, 'Label is required').max(60) }));

export const ACCESS_RULE_STATUSES = ['active', 'inactive'] as const;
export const RESERVATION_OR_COVER = ['reservation', 'cover'] as const;
export const WINDOW_UNITS = ['minutes', 'hours', 'days', 'weeks'] as const;
/** "before": bookings close at `time` on the reservation day or the day before. */
export const BEFORE_CATEGORIES = ['SAME_DAY', 'DAY_BEFORE'] as const;

const reservationOrCoverSchema = z.enum(RESERVATION_OR_COVER, {
  error: "Count must be 'reservation' or 'cover'",
});
const windowAmountSchema = z.object({
  value: z
    .number({ error: 'Amount must be a number' })
    .int('Amount must be whole')
    .min(0, 'Amount cannot be negative'),
  unit: z.enum(WINDOW_UNITS, { error: `Unit must be one of ${WINDOW_UNITS.join(', ')}` }),
});
export type WindowAmount = z.infer<typeof windowAmountSchema>;

/** When the rule applies (time1–time2) and the first/last bookable slot inside it. Null = no bound. */
export const timeConfigSchema = z.object({
  time1: venueTimeSchema.nullable().default(null),
  time2: venueTimeSchema.nullable().default(null),
  firstReservation: venueTimeSchema.nullable().default(null),
  lastReservation: venueTimeSchema.nullable().default(null),
});

export const basicSettingsSchema = z.object({
  party_size: z
    .object({
      setting,
      min_guest: count('Minimum guests').nullable().default(null),
      max_guest: count('Maximum guests').nullable().default(null),
    })
    .refine((v) => v.min_guest === null || v.max_guest === null || v.min_guest <= v.max_guest, {
      message: 'Minimum guests cannot exceed maximum guests',
      path: ['min_guest'],
    })
    .prefault({}),
  seating_area_table: z
    .object({
      setting,
      restrict_seating_area: z.boolean().default(false),
      /** Seating areas the rule's bookings may use. */
      seating_area: z.array(entityIdSchema).default([]),
      /** Specific tables within those areas; empty = every table of the areas. */
      sub_seating_area: z.array(entityIdSchema).default([]),
    })
    .prefault({}),
  guest_facing: z
    .object({
      setting,
      time_slot_title: z.string().max(100, 'Title cannot exceed 100 characters').nullable().default(null),
      time_slot_description: z
        .string()
        .max(500, 'Description cannot exceed 500 characters')
        .nullable()
        .default(null),
      time_slot_title_description: z
        .string()
        .max(600, 'Text cannot exceed 600 characters')
        .nullable()
        .default(null),
    })
    .prefault({}),
  payment_policy: z
    .object({
      setting,
      /** Whether channels that cannot take cards may still book under this rule. */
      booking_on_channels_donot_support_credit_cards: z.boolean().default(true),
      follow_shift_settings: z.boolean().default(true),
      upgrades: labelsSchema.default([]),
    })
    .prefault({}),
});

export const additionalSettingsSchema = z.object({
  booking_channel_audience: z
    .object({ setting, channels: z.array(z.string().min(1)).default([]) })
    .prefault({}),
  duration: z
    .object({
      setting,
      follow_shift_for_duration: z.boolean().default(true),
      /** Used when custom and not following the shift. */
      duration_minutes: minutes('Duration')
        .max(720, 'Duration cannot exceed 12 hours')
        .nullable()
        .default(null),
    })
    .prefault({}),
  selectable_upgrade: z.object({ setting, upgrades: labelsSchema.default([]) }).prefault({}),
  reservation_tags: z.object({ setting, tags: labelsSchema.default([]) }).prefault({}),
  /** Bookings open `start` before the slot and close `end` before it. */
  booking_window: z
    .object({
      setting,
      start: windowAmountSchema.nullable().default(null),
      end: windowAmountSchema.nullable().default(null),
    })
    .prefault({}),
  before: z
    .object({
      setting,
      time: venueTimeSchema.nullable().default(null),
      category: z
        .enum(BEFORE_CATEGORIES, { error: `Category must be one of ${BEFORE_CATEGORIES.join(', ')}` })
        .default('SAME_DAY'),
    })
    .prefault({}),
  /** Per shift: at most `max_limit` reservations (or covers) in total. */
  reservation_or_cover_limit: z
    .object({
      setting,
      max_limit: count('Limit').nullable().default(null),
      reservation_or_cover: reservationOrCoverSchema.default('cover'),
    })
    .prefault({}),
  guarantee_bookings: z
    .object({
      setting,
      required: z.boolean().default(false),
      /**
       * What the guest is asked for: a card guarantee (nothing taken unless they do not come) or a
       * deposit paid when booking (an unpaid one cancels the booking after charges.auto_cancel_timeout).
       */
      kind: z
        .enum(['guarantee', 'deposit'], { error: 'Ask for must be guarantee or deposit' })
        .default('guarantee'),
      amount_per_cover: z.number().nonnegative('Amount cannot be negative').nullable().default(null),
    })
    .prefault({}),
  /** Per interval slot: at most `max_limit` covers (or reservations) starting in it. */
  pacing: z
    .object({
      setting,
      max_limit: count('Pacing limit').nullable().default(null),
      reservation_or_cover: reservationOrCoverSchema.default('cover'),
    })
    .prefault({}),
  /** Per-slot overrides of pacing (e.g. a smaller limit at 19:00). */
  custom_pacing: z
    .object({
      setting,
      slots: z
        .array(
          z.object({ time: venueTimeSchema, max_limit: z.number().int().min(0, 'Limit cannot be negative') }),
        )
        .default([]),
    })
    .prefault({}),
  /** Kept for the console; the engine counts every booking in a slot against pacing regardless. */
  reduce_total_pacing: z.object({ setting, enabled: z.boolean().default(false) }).prefault({}),
  guest_duration_picker: z
    .object({
      setting,
      guest_specify_duration: z.boolean().default(false),
      min_duration: minutes('Minimum duration').nullable().default(null),
      max_duration: minutes('Maximum duration').nullable().default(null),
    })
    .refine((v) => v.min_duration === null || v.max_duration === null || v.min_duration <= v.max_duration, {
      message: 'Minimum duration cannot exceed maximum duration',
      path: ['min_duration'],
    })
    .prefault({}),
});

export const accessRuleSchema = z.object({
  id: entityIdSchema,
  restaurant_id: restaurantIdSchema,
  name: z.string(),
  description: z.string().nullable(),
  status: z.enum(ACCESS_RULE_STATUSES),
  /** 1 is the highest priority; where one value must win (duration) the highest-priority rule's does. */
  priority: z.number().int(),
  start_date: venueDateSchema,
  end_date: venueDateSchema.nullable(),
  end_indefinite: z.boolean(),
  active_days: z.array(z.enum(WEEKDAYS)),
  /** Shifts the rule covers; empty = every shift. */
  shift_ids: z.array(entityIdSchema),
  time_config: timeConfigSchema,
  basic_settings: basicSettingsSchema,
  additional_settings: additionalSettingsSchema,
  created_at: timestampSchema,
  updated_at: timestampSchema,
  created_by: z.string().nullable(),
  updated_by: z.string().nullable(),
});
export type AccessRule = z.infer<typeof accessRuleSchema>;
export type AccessRuleInput = z.input<typeof accessRuleSchema>;

const ruleFields = {
  name: z.string().trim().min(1, 'Rule name is required').max(100, 'Rule name cannot exceed 100 characters'),
  description: z.string().trim().max(1000, 'Description cannot exceed 1000 characters').nullable(),
  status: z.enum(ACCESS_RULE_STATUSES, { error: "Status must be 'active' or 'inactive'" }),
  priority: z
    .number({ error: 'Priority must be a number' })
    .int('Priority must be a whole number')
    .min(1, 'Priority must be at least 1'),
  ...spanFields,
  shift_ids: z.array(entityIdSchema),
  time_config: timeConfigSchema,
  basic_settings: basicSettingsSchema,
  additional_settings: additionalSettingsSchema,
};

const END_REQUIRED = endRequired('rule');

export const createAccessRuleSchema = newRowSchema({
  name: ruleFields.name,
  description: ruleFields.description.default(null),
  status: ruleFields.status.default('active'),
  priority: ruleFields.priority.default(1),
  start_date: ruleFields.start_date,
  end_date: ruleFields.end_date.default(null),
  end_indefinite: ruleFields.end_indefinite.default(true),
  active_days: ruleFields.active_days.default(() => [...WEEKDAYS]),
  shift_ids: ruleFields.shift_ids.default([]),
  time_config: timeConfigSchema.prefault({}),
  basic_settings: basicSettingsSchema.prefault({}),
  additional_settings: additionalSettingsSchema.prefault({}),
})
  .refine(datesInOrder, DATES_ORDER)
  .refine(endGiven, END_REQUIRED);
export type CreateAccessRule = z.infer<typeof createAccessRuleSchema>;

export const updateAccessRuleSchema = someOf(z.object(ruleFields)).refine(datesInOrder, DATES_ORDER);
export type UpdateAccessRule = z.infer<typeof updateAccessRuleSchema>;

/** Spec §7 by-date query. */
export const accessRulesByDateQuerySchema = dateRangeQuerySchema;
