// When a scheduled report mail is due, and which venue dates it covers. Due instants are venue-local
// wall-clock times turned into instants one day at a time (venueLocalToInstant), so a 09:00 mail is
// sent at 09:00 on the venue's clock on both sides of a daylight-saving change (23 or 25 hours
// apart), never an hour early or late. A time a spring-forward change skips moves forward by the gap.
import type { ReportPeriod } from '../../src-shared/reports/report-schemas.js';
import { addDays, instantToVenueLocal, venueLocalToInstant } from '../../src-shared/time.js';

export interface ScheduleRule {
  cadence: 'daily' | 'weekly';
  /** 0 = Sunday … 6 = Saturday; required for a weekly schedule. */
  weekday: number | null;
  /** Venue-local 'HH:MM'. */
  sendAt: string;
}

const weekdayIndex = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

const fallsOn = (rule: ScheduleRule, date: string) =>
  rule.cadence === 'daily' || weekdayIndex(date) === rule.weekday;

/** The venue dates around `instant` a due time may fall on, in order (a week and a day either side). */
function candidates(rule: ScheduleRule, timeZone: string, instant: Date, step: 1 | -1): Date[] {
  const { date } = instantToVenueLocal(instant, timeZone);
  const out: Date[] = [];
  for (let i = -1; i <= 8; i += 1) {
    const day = addDays(date, i * step);
    if (fallsOn(rule, day)) out.push(venueLocalToInstant(day, rule.sendAt, timeZone));
  }
  return out;
}

/** The first due instant strictly after `after`. */
export function nextDueAfter(rule: ScheduleRule, timeZone: string, after: Date): Date {
  const next = candidates(rule, timeZone, after, 1).find((at) => at.getTime() > after.getTime());
  if (!next) throw new Error(`No due time within a week for ${JSON.stringify(rule)}`);
  return next;
}

/** The last due instant at or before `now`. */
export function lastDueAtOrBefore(rule: ScheduleRule, timeZone: string, now: Date): Date {
  const last = candidates(rule, timeZone, now, -1).find((at) => at.getTime() <= now.getTime());
  if (!last) throw new Error(`No due time within a week for ${JSON.stringify(rule)}`);
  return last;
}

/** Whether `instant` is one of the rule's due instants (a job queued before an edit may no longer be). */
export function isDueInstant(rule: ScheduleRule, timeZone: string, instant: Date): boolean {
  return nextDueAfter(rule, timeZone, new Date(instant.getTime() - 1)).getTime() === instant.getTime();
}

/**
 * The venue dates a mail due at `dueAt` covers: the day before its venue date (daily), or the 7 days
 * before it (weekly).
 */
export function periodOfDue(
  rule: Pick<ScheduleRule, 'cadence'>,
  timeZone: string,
  dueAt: Date,
): ReportPeriod {
  const { date } = instantToVenueLocal(dueAt, timeZone);
  const to = addDays(date, -1);
  return { from: rule.cadence === 'weekly' ? addDays(date, -7) : to, to };
}

/**
 * A mail sent at several times a day (the venue settings' reservation summary): one daily rule per
 * distinct time, so two equal times make one due instant, not two.
 */
export function dailyRules(times: readonly string[]): ScheduleRule[] {
  return [...new Set(times)].sort().map((sendAt) => ({ cadence: 'daily', weekday: null, sendAt }));
}

/** The first due instant of any of the rules strictly after `after`. */
export function nextDueOfAny(rules: readonly ScheduleRule[], timeZone: string, after: Date): Date {
  const all = rules.map((rule) => nextDueAfter(rule, timeZone, after).getTime());
  if (all.length === 0) throw new Error('No rule to compute a due time from');
  return new Date(Math.min(...all));
}

/** The last due instant of any of the rules at or before `now`. */
export function lastDueOfAny(rules: readonly ScheduleRule[], timeZone: string, now: Date): Date {
  const all = rules.map((rule) => lastDueAtOrBefore(rule, timeZone, now).getTime());
  if (all.length === 0) throw new Error('No rule to compute a due time from');
  return new Date(Math.max(...all));
}

/** Whether `instant` is a due instant of one of the rules. */
export const isDueOfAny = (rules: readonly ScheduleRule[], timeZone: string, instant: Date): boolean =>
  rules.some((rule) => isDueInstant(rule, timeZone, instant));
