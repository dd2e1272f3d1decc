// Shifts and blackout dates: the opening hours the availability engine turns into slots.
import { z } from 'zod';
import { entityIdSchema } from '../ids.js';
import { venueDateSchema, venueTimeSchema, WEEKDAYS } from '../time.js';
import { newRowSchema, someOf, tenantRowSchema } from './row-parts.js';

/** FULL_DAY is the spec's one named category; the active-shift rule (spec §4) skips it. */
export const SHIFT_CATEGORIES = [
  'BREAKFAST',
  'BRUNCH',
  'LUNCH',
  'AFTERNOON',
  'DINNER',
  'LATE',
  'FULL_DAY',
] as const;
export const shiftCategorySchema = z.enum(SHIFT_CATEGORIES, {
  error: `Category must be one of ${SHIFT_CATEGORIES.join(', ')}`,
});
export type ShiftCategory = z.infer<typeof shiftCategorySchema>;

export const weekdaySchema = z.enum(WEEKDAYS, { error: `Day must be one of ${WEEKDAYS.join(', ')}` });

/** Turn time (table duration) for parties up to `max_party`. */
export const turnTimeSchema = z.object({
  max_party: z
    .number({ error: 'Party size must be a number' })
    .int('Party size must be a whole number')
    .min(1, 'Party size must be at least 1'),
  minutes: z
    .number({ error: 'Turn time must be a number' })
    .int('Turn time must be whole minutes')
    .min(15, 'Turn time must be at least 15 minutes')
    .max(720, 'Turn time cannot exceed 12 hours'),
});
export type TurnTime = z.infer<typeof turnTimeSchema>;

const ascendingParties = (turns: readonly TurnTime[]) =>
  turns.every((turn, i) => i === 0 || (turns[i - 1]?.max_party ?? 0) < turn.max_party);

export const turnTimesSchema = z
  .array(turnTimeSchema)
  .min(1, 'At least one turn time is required')
  .refine(ascendingParties, 'Turn times must be listed by increasing party size, each size once');

export const DEFAULT_TURN_TIMES: readonly TurnTime[] = [
  { max_party: 2, minutes: 90 },
  { max_party: 4, minutes: 105 },
  { max_party: 99, minutes: 120 },
];

export const shiftSchema = tenantRowSchema({
  name: z.string(),
  category: shiftCategorySchema,
  start_time: venueTimeSchema,
  /** An end at or before the start means the shift runs past midnight. */
  end_time: venueTimeSchema,
  /** Last time a party may be seated; null = end_time minus the party's turn time. */
  last_seating_time: venueTimeSchema.nullable(),
  interval_minutes: z.number().int().positive(),
  turn_times: turnTimesSchema,
  active_days: z.array(weekdaySchema),
  is_active: z.boolean(),
});
export type Shift = z.infer<typeof shiftSchema>;

const shiftFields = {
  name: z.string().trim().min(1, 'Shift name is required').max(60, 'Shift name cannot exceed 60 characters'),
  category: shiftCategorySchema,
  start_time: venueTimeSchema,
  end_time: venueTimeSchema,
  last_seating_time: venueTimeSchema.nullable(),
  interval_minutes: z
    .number({ error: 'Interval must be a number' })
    .int('Interval must be whole minutes')
    .min(5, 'Interval must be at least 5 minutes')
    .max(240, 'Interval cannot exceed 240 minutes'),
  turn_times: turnTimesSchema,
  active_days: z
    .array(weekdaySchema)
    .min(1, 'Choose at least one day')
    .refine((d) => new Set(d).size === d.length, 'Each day can be chosen once'),
  is_active: z.boolean({ error: 'is_active must be true or false' }),
};

const startDiffersFromEnd = (v: { start_time?: string; end_time?: string }) =>
  v.start_time === undefined || v.end_time === undefined || v.start_time !== v.end_time;
const DIFFERENT_TIMES = { message: 'End time must differ from start time', path: ['end_time'] };

export const createShiftSchema = newRowSchema({
  name: shiftFields.name,
  category: shiftFields.category,
  start_time: shiftFields.start_time,
  end_time: shiftFields.end_time,
  last_seating_time: shiftFields.last_seating_time.default(null),
  interval_minutes: shiftFields.interval_minutes.default(15),
  turn_times: shiftFields.turn_times.default(() => DEFAULT_TURN_TIMES.map((t) => ({ ...t }))),
  active_days: shiftFields.active_days.default(() => [...WEEKDAYS]),
  is_active: shiftFields.is_active.default(true),
}).refine(startDiffersFromEnd, DIFFERENT_TIMES);
export type CreateShift = z.infer<typeof createShiftSchema>;

export const updateShiftSchema = someOf(z.object(shiftFields)).refine(startDiffersFromEnd, DIFFERENT_TIMES);
export type UpdateShift = z.infer<typeof updateShiftSchema>;

// ——— Blackout date ———

/** A closed date (or a closed shift on that date when shift_id is set). */
export const blackoutDateSchema = tenantRowSchema({
  date: venueDateSchema,
  shift_id: entityIdSchema.nullable(),
  reason: z.string().nullable(),
});
export type BlackoutDate = z.infer<typeof blackoutDateSchema>;

const blackoutFields = {
  date: venueDateSchema,
  shift_id: entityIdSchema.nullable(),
  reason: z.string().trim().max(200, 'Reason cannot exceed 200 characters').nullable(),
};

export const createBlackoutDateSchema = newRowSchema({
  date: blackoutFields.date,
  shift_id: blackoutFields.shift_id.default(null),
  reason: blackoutFields.reason.default(null),
});
export type CreateBlackoutDate = z.infer<typeof createBlackoutDateSchema>;

export const updateBlackoutDateSchema = someOf(z.object(blackoutFields));
export type UpdateBlackoutDate = z.infer<typeof updateBlackoutDateSchema>;
