// Spec §2/§9 week strip: the seven days Sunday to Saturday of the week containing a date.
import { addDays, isSameDay, startOfWeek } from 'date-fns';
import { WEEK_STRIP_DAYS } from '../../src-shared/constants.js';
import { toIsoDate } from '../../src-shared/dates.js';
import { dateTexts } from '../kit/dates.js';

export interface WeekStripDay {
  /** 'YYYY-MM-DD' */
  iso: string;
  /** As `showDay` writes it: MM/DD/YYYY in English. */
  display: string;
  weekday: string;
  selected: boolean;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

export function weekStripDays(
  selected: Date,
  showDay: (iso: string) => string = dateTexts('en', null).day,
): WeekStripDay[] {
  const sunday = startOfWeek(selected, { weekStartsOn: 0 });
  return Array.from({ length: WEEK_STRIP_DAYS }, (_, index) => {
    const day = addDays(sunday, index);
    return {
      iso: toIsoDate(day),
      display: showDay(toIsoDate(day)),
      weekday: WEEKDAYS[day.getDay()] ?? '',
      selected: isSameDay(day, selected),
    };
  });
}

/** The same weekday a week earlier (-1) or later (+1). */
export function shiftWeek(date: Date, weeks: number): Date {
  return addDays(date, weeks * WEEK_STRIP_DAYS);
}

/** The day before (-1) or after (+1): the strip's single arrows move a day, the double ones a week. */
export function shiftDay(date: Date, days: number): Date {
  return addDays(date, days);
}
