// The one way the console shows a date (spec §9): a day as MM/DD/YYYY, a long day as '1st March
// 2025', an instant as the venue's wall-clock date and time — in French dd/MM/yyyy and '1er mars
// 2025'. Screens take these texts from useDates(), which follows the console's language and the
// venue's zone; date INPUT fields keep their ISO value (this is for text a person reads).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  dateLanguageOf,
  formatDisplayDate,
  formatDisplayInstant,
  formatLongDate,
  type DateLanguage,
} from '../../src-shared/dates.js';
import { venueTimeZone, venueZoneAtom } from '../data/venue-clock.js';
import { sessionAtom } from '../session/session-atoms.js';
import { useAtomValue } from '../state/jotai.js';

export interface DateTexts {
  /** A venue date ('YYYY-MM-DD') as MM/DD/YYYY; an unreadable value as it is. */
  day: (date: string) => string;
  /** A venue date as a long date, '1st March 2025' (with the weekday when asked). */
  long: (date: string, options?: { weekday?: boolean }) => string;
  /** An instant (ISO text, epoch ms or Date) as the venue's date and HH:MM. */
  at: (instant: string | number | Date) => string;
  /** A venue date and HH:MM time, as `at` writes them ('03/01/2025 19:30'); the time may be absent. */
  dayTime: (date: string, time?: string | null) => string;
}

/** Not a date after all: shown as it came, never an exception on a screen. */
function orAsIs(format: (value: string) => string): (value: string) => string {
  return (value) => {
    try {
      return format(value);
    } catch {
      return value;
    }
  };
}

/** The texts in a language and zone (null: the terminal's zone); what useDates() answers. */
export function dateTexts(language: DateLanguage, timeZone: string | null): DateTexts {
  const day = orAsIs((date) => formatDisplayDate(date, language));
  return {
    day,
    long: (date, options) => orAsIs((d) => formatLongDate(d, language, options))(date),
    at: (instant) => formatDisplayInstant(instant, timeZone, language),
    dayTime: (date, time) => (time ? `${day(date)} ${time}` : day(date)),
  };
}

/**
 * The date texts of the console's language and the venue's zone (as the sync reports it, else as the
 * session's grants name it — the /admin area runs no sync); re-renders when either changes.
 */
export function useDates(): DateTexts {
  const { i18n } = useTranslation();
  const synced = useAtomValue(venueZoneAtom);
  const granted = useAtomValue(sessionAtom)?.grants?.time_zone ?? null;
  const zone = synced ?? granted ?? venueTimeZone();
  const language = dateLanguageOf(i18n.language);
  return useMemo(() => dateTexts(language, zone), [language, zone]);
}
