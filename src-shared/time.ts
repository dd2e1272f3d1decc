// Venue-local dates ('YYYY-MM-DD') and times ('HH:MM') are what the wire and the UI carry (architecture
// "Data and sync"); the absolute instant is derived only where an exclusion constraint or a clock needs it.
import { TZDate } from '@date-fns/tz';
import { z } from 'zod';

export const MINUTES_PER_DAY = 24 * 60;

const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export const TIME_MESSAGE = 'Time must be HH:MM (24-hour)';
export const DATE_MESSAGE = 'Date must be YYYY-MM-DD';

export function isVenueTime(value: string): boolean {
  return TIME_PATTERN.test(value);
}

/** True for a real calendar date in 'YYYY-MM-DD' (rejects 2026-02-30, which the pattern alone accepts). */
export function isVenueDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = new Date(Date.UTC(year, month - 1, day));
  return utc.getUTCFullYear() === year && utc.getUTCMonth() === month - 1 && utc.getUTCDate() === day;
}

export const venueTimeSchema = z.string({ error: TIME_MESSAGE }).regex(TIME_PATTERN, TIME_MESSAGE);
export const venueDateSchema = z.string({ error: DATE_MESSAGE }).refine(isVenueDate, DATE_MESSAGE);

/**
 * 'HH:MM' → minutes after midnight. Throws on a malformed value so a bad time never becomes NaN.
 * Parsed by character codes: the availability engine calls this for every booking and rule time.
 */
export function timeToMinutes(time: string): number {
  if (time.length === 5 && time.charCodeAt(2) === 58) {
    const h1 = time.charCodeAt(0) - 48;
    const h2 = time.charCodeAt(1) - 48;
    const m1 = time.charCodeAt(3) - 48;
    const m2 = time.charCodeAt(4) - 48;
    if (h1 >= 0 && h1 <= 2 && h2 >= 0 && h2 <= 9 && m1 >= 0 && m1 <= 5 && m2 >= 0 && m2 <= 9) {
      const hours = h1 * 10 + h2;
      if (hours < 24) return hours * 60 + m1 * 10 + m2;
    }
  }
  throw new RangeError(`${TIME_MESSAGE}: "${time}"`);
}

/** Minutes after midnight → 'HH:MM'; values past midnight wrap (a 25:30 slot of a late shift shows 01:30). */
export function minutesToTime(minutes: number): string {
  if (!Number.isInteger(minutes)) throw new RangeError(`Minutes must be a whole number, got ${minutes}`);
  const wrapped = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  const hours = Math.floor(wrapped / 60);
  const mins = wrapped % 60;
  return `${String(hours).padStart(2, '0')}:${String(mins).padStart(2, '0')}`;
}

function dateParts(date: string): [number, number, number] {
  if (!isVenueDate(date)) throw new RangeError(`${DATE_MESSAGE}: "${date}"`);
  return [Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10))];
}

/** Calendar arithmetic on venue dates, free of any time zone (UTC is used only as a calendar). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = dateParts(date);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const [y1, m1, d1] = dateParts(from);
  const [y2, m2, d2] = dateParts(to);
  return Math.round((Date.UTC(y2, m2 - 1, d2) - Date.UTC(y1, m1 - 1, d1)) / 86_400_000);
}

export const WEEKDAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export function weekdayOf(date: string): Weekday {
  const [year, month, day] = dateParts(date);
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  if (weekday === undefined) throw new RangeError(`No weekday for ${date}`);
  return weekday;
}

/**
 * Wall-clock → instant answers by zone, date and time: a booking path, a grid and an engine run ask
 * the same few hundred again and again, and each answer costs three zone conversions. A zone's
 * rules do not change while the process runs; the cache is emptied when full.
 */
const INSTANTS = new Map<string, number>();
const INSTANT_CACHE_SIZE = 20_000;

/**
 * The absolute instant of a venue-local date and time in an IANA zone.
 * A time that does not exist (skipped by a spring-forward change) moves forward by the gap, as a
 * wall clock would; a time that occurs twice (fall-back) resolves to the EARLIER instant, so a
 * booking at 01:30 on the change day keeps its first meaning and never silently moves an hour later.
 */
export function venueLocalToInstant(date: string, time: string, timeZone: string): Date {
  const key = `${timeZone} ${date} ${time}`;
  let instant = INSTANTS.get(key);
  if (instant === undefined) {
    if (INSTANTS.size >= INSTANT_CACHE_SIZE) INSTANTS.clear();
    instant = resolveVenueLocal(date, time, timeZone);
    INSTANTS.set(key, instant);
  }
  return new Date(instant);
}

function resolveVenueLocal(date: string, time: string, timeZone: string): number {
  const [year, month, day] = dateParts(date);
  const minutes = timeToMinutes(time);
  const resolved = new TZDate(year, month - 1, day, Math.floor(minutes / 60), minutes % 60, timeZone);
  const instant = resolved.getTime();
  for (const backMinutes of [60, 30]) {
    const earlier = instant - backMinutes * 60_000;
    const local = instantToVenueLocal(new Date(earlier), timeZone);
    if (local.date === date && local.time === time) return earlier;
  }
  return instant;
}

/** The venue-local date and time an instant shows on the venue's wall clock. */
export function instantToVenueLocal(instant: Date, timeZone: string): { date: string; time: string } {
  const zoned = new TZDate(instant.getTime(), timeZone);
  const date = `${String(zoned.getFullYear()).padStart(4, '0')}-${String(zoned.getMonth() + 1).padStart(2, '0')}-${String(zoned.getDate()).padStart(2, '0')}`;
  return { date, time: minutesToTime(zoned.getHours() * 60 + zoned.getMinutes()) };
}

/**
 * Absolute [start, end) of a venue-local booking, what the server stores as a tstzrange. The end is
 * start + duration in real minutes, so a booking across a DST change still lasts its full duration.
 */
export function venueBookingRange(
  date: string,
  time: string,
  durationMinutes: number,
  timeZone: string,
): { start: Date; end: Date } {
  const start = venueLocalToInstant(date, time, timeZone);
  return { start, end: new Date(start.getTime() + durationMinutes * 60_000) };
}
