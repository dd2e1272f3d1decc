// Daily programs (spec §7 Daily programs; §3 does not show their fields): what the venue runs on
// given days — a tasting menu night, live jazz — with its cuisine, the shift it belongs to, its
// dates, days and hours. A daily program list has a month calendar (spec §2). Online-only.
import { z } from 'zod';
import { entityIdSchema } from '../ids.js';
import { venueDateSchema, venueTimeSchema, WEEKDAYS } from '../time.js';
import { DATES_ORDER, datesInOrder, endGiven, endRequired, settingName, spanFields } from './date-span.js';
import { newRowSchema, someOf, tenantRowSchema } from './row-parts.js';

export const PROGRAM_STATUSES = ['active', 'inactive'] as const;

const programFields = {
  name: settingName('Program'),
  description: z.string().trim().max(2000, 'Description cannot exceed 2000 characters'),
  cuisine: z.string().trim().max(60, 'Cuisine cannot exceed 60 characters'),
  shift_id: entityIdSchema.nullable(),
  ...spanFields,
  start_time: venueTimeSchema.nullable(),
  end_time: venueTimeSchema.nullable(),
  status: z.enum(PROGRAM_STATUSES, { error: "Status must be 'active' or 'inactive'" }),
};

const timesInOrder = (v: { start_time?: string | null; end_time?: string | null }) =>
  !v.start_time || !v.end_time || v.start_time < v.end_time;
const TIMES_ORDER = { message: 'End time must be after start time', path: ['end_time'] };

export const dailyProgramSchema = tenantRowSchema({
  name: z.string(),
  description: z.string(),
  cuisine: z.string(),
  shift_id: entityIdSchema.nullable(),
  start_date: venueDateSchema,
  end_date: venueDateSchema.nullable(),
  end_indefinite: z.boolean(),
  active_days: z.array(z.enum(WEEKDAYS)),
  start_time: venueTimeSchema.nullable(),
  end_time: venueTimeSchema.nullable(),
  status: z.enum(PROGRAM_STATUSES),
});
export type DailyProgram = z.infer<typeof dailyProgramSchema>;

export const createDailyProgramSchema = newRowSchema({
  name: programFields.name,
  description: programFields.description.default(''),
  cuisine: programFields.cuisine.default(''),
  shift_id: programFields.shift_id.default(null),
  start_date: programFields.start_date,
  end_date: programFields.end_date.default(null),
  end_indefinite: programFields.end_indefinite.default(false),
  active_days: programFields.active_days.default(() => [...WEEKDAYS]),
  start_time: programFields.start_time.default(null),
  end_time: programFields.end_time.default(null),
  status: programFields.status.default('active'),
})
  .refine(datesInOrder, DATES_ORDER)
  .refine(endGiven, endRequired('program'))
  .refine(timesInOrder, TIMES_ORDER);
export type CreateDailyProgram = z.infer<typeof createDailyProgramSchema>;

export const updateDailyProgramSchema = someOf(z.object(programFields))
  .refine(datesInOrder, DATES_ORDER)
  .refine(timesInOrder, TIMES_ORDER);
export type UpdateDailyProgram = z.infer<typeof updateDailyProgramSchema>;

/** Spec §7 calendar: one month, `YYYY-MM`. */
export const programCalendarQuerySchema = z.object({
  month: z
    .string({ error: 'Month must be YYYY-MM' })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Month must be YYYY-MM'),
});

/** Each day of the month with the programs live on it. */
export const programCalendarSchema = z.object({
  month: z.string(),
  days: z.array(
    z.object({
      date: venueDateSchema,
      programs: z.array(
        z.object({ id: entityIdSchema, name: z.string(), start_time: z.string().nullable() }),
      ),
    }),
  ),
});
export type ProgramCalendar = z.infer<typeof programCalendarSchema>;
