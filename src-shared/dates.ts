// Spec §9 date formats: users see MM/DD/YYYY, and long dates like '1st March 2025'. Venue dates
// travel as 'YYYY-MM-DD' (venue-local), so strings are parsed as calendar dates, never as UTC instants.
import { format, isValid, parse } from 'date-fns';

const ISO_DATE = 'yyyy-MM-dd';

/** A calendar date from 'YYYY-MM-DD' (local midnight); throws with the bad value otherwise. */
export function parseIsoDate(value: string): Date {
  const date = parse(value, ISO_DATE, new Date(2000, 0, 1));
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || !isValid(date)) {
    throw new Error(`Invalid date "${value}": expected YYYY-MM-DD`);
  }
  return date;
}

function toDate(value: Date | string): Date {
  return typeof value === 'string' ? parseIsoDate(value) : value;
}

/** 'YYYY-MM-DD' of a calendar date (local fields). */
export function toIsoDate(date: Date): string {
  return format(date, ISO_DATE);
}

/** Spec §9: the date shown to users, MM/DD/YYYY. */
export function formatDisplayDate(value: Date | string): string {
  return format(toDate(value), 'MM/dd/yyyy');
}

/** English ordinal of a day of month: 1st 2nd 3rd 4th … 11th 12th 13th … 21st 22nd 23rd … 31st. */
export function ordinalDay(day: number): string {
  if (!Number.isInteger(day) || day < 1 || day > 31) {
    throw new Error(`Invalid day of month ${day}: expected 1 to 31`);
  }
  const lastTwo = day % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${day}th`;
  switch (day % 10) {
    case 1:
      return `${day}st`;
    case 2:
      return `${day}nd`;
    case 3:
      return `${day}rd`;
    default:
      return `${day}th`;
  }
}

/** Spec §9: a long date like '1st March 2025'. */
export function formatLongDate(value: Date | string): string {
  const date = toDate(value);
  return `${ordinalDay(date.getDate())} ${format(date, 'MMMM yyyy')}`;
}
