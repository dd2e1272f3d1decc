// A dated setting's span (access rules, concierge perks, daily programs): start_date, an end_date
// unless end_indefinite, never before the start; and whether it is live on a day.
import { z } from 'zod';
import { venueDateSchema, weekdayOf, WEEKDAYS, type Weekday } from '../time.js';

type Span = { start_date?: string; end_date?: string | null; end_indefinite?: boolean };

export const datesInOrder = (v: Span) =>
  v.end_indefinite === true || !v.start_date || !v.end_date || v.start_date <= v.end_date;
export const DATES_ORDER = { message: 'End date cannot be before start date', path: ['end_date'] };
export const endGiven = (v: Span) =>
  v.end_indefinite !== false || (v.end_date !== null && v.end_date !== undefined);
/** "Choose an end date or mark the rule as indefinite". */
export const endRequired = (what: string) => ({
  message: `Choose an end date or mark the ${what} as indefinite`,
  path: ['end_date'],
});

interface DatedRow {
  start_date: string;
  end_date: string | null;
  end_indefinite: boolean;
}

/** The row's span meets [from, to]. */
export const spanOverlaps = (row: DatedRow, from: string, to: string) =>
  row.start_date <= to && (row.end_indefinite || row.end_date === null || row.end_date >= from);

/** The row is live on the date: inside its span and on one of its days. */
export const liveOn = (row: DatedRow & { active_days: readonly Weekday[] }, date: string) =>
  spanOverlaps(row, date, date) && row.active_days.includes(weekdayOf(date));

/** Spec §7 by-date query (access rules, perks, programs): startDate to endDate, in order. */
export const dateRangeQuerySchema = z
  .object({ startDate: venueDateSchema, endDate: venueDateSchema })
  .refine((v) => v.startDate <= v.endDate, {
    message: 'End date cannot be before start date',
    path: ['endDate'],
  });

/** The span's fields as a create or update payload carries them, with their messages. */
export const spanFields = {
  start_date: venueDateSchema,
  end_date: venueDateSchema.nullable(),
  end_indefinite: z.boolean({ error: 'end_indefinite must be true or false' }),
  active_days: z
    .array(z.enum(WEEKDAYS, { error: `Day must be one of ${WEEKDAYS.join(', ')}` }))
    .min(1, 'Choose at least one day'),
};

/** "<Label> name is required" and at most 100 characters. */
export const settingName = (label: string) =>
  z
    .string({ error: `${label} name is required` })
    .trim()
    .min(1, `${label} name is required`)
    .max(100, `${label} name cannot exceed 100 characters`);
