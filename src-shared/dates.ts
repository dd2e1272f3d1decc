// Spec §9 date formats: users see MM/DD/YYYY, and long dates like '1st March 2025'. Venue dates
// travel as 'YYYY-MM-DD' (venue-local), so strings are parsed as calendar dates, never as UTC instants.
// French readers get their own order: dd/MM/yyyy and '1er mars 2025' (date-fns's fr locale). Every
// date shown to a person, in the console, the widget and the mails, goes through these formatters.
import { format, isValid, parse } from 'date-fns';
import { fr } from 'date-fns/locale/fr';
import { instantToVenueLocal, minutesToTime } from './time.js';

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

/** The languages dates are written in; any other reads as English (the spec's format). */
export type DateLanguage = 'en' | 'fr';

/** The date language of an i18n language code ('fr', 'fr-FR' → French; anything else English). */
export const dateLanguageOf = (language: string | null | undefined): DateLanguage =>
  language?.toLowerCase().startsWith('fr') ? 'fr' : 'en';

const DISPLAY_PATTERN: Record<DateLanguage, string> = { en: 'MM/dd/yyyy', fr: 'dd/MM/yyyy' };

/** Spec §9: the date shown to users, MM/DD/YYYY (French: DD/MM/YYYY). */
export function formatDisplayDate(value: Date | string, language: DateLanguage = 'en'): string {
  return format(toDate(value), DISPLAY_PATTERN[language]);
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

/** Spec §9: a long date like '1st March 2025' (French: '1er mars 2025'); with its weekday on request. */
export function formatLongDate(
  value: Date | string,
  language: DateLanguage = 'en',
  options: { weekday?: boolean } = {},
): string {
  const date = toDate(value);
  const locale = language === 'fr' ? { locale: fr } : {};
  const day =
    language === 'fr' ? (date.getDate() === 1 ? '1er' : String(date.getDate())) : ordinalDay(date.getDate());
  const long = `${day} ${format(date, 'MMMM yyyy', locale)}`;
  return options.weekday ? `${format(date, 'EEEE', locale)} ${long}` : long;
}

/**
 * An instant as the venue's wall clock shows it: its display date and HH:MM in the venue's zone
 * (the terminal's own zone when none is known yet, or the zone is not one the runtime knows).
 */
export function formatDisplayInstant(
  instant: Date | string | number,
  timeZone: string | null,
  language: DateLanguage = 'en',
): string {
  const at = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(at.getTime())) return String(instant);
  let local: { date: string; time: string } | null = null;
  if (timeZone) {
    try {
      local = instantToVenueLocal(at, timeZone);
    } catch {
      local = null;
    }
  }
  local ??= { date: toIsoDate(at), time: minutesToTime(at.getHours() * 60 + at.getMinutes()) };
  return `${formatDisplayDate(local.date, language)} ${local.time}`;
}
