import { describe, expect, it } from 'vitest';
import {
  dailyRules,
  isDueInstant,
  isDueOfAny,
  lastDueOfAny,
  nextDueOfAny,
  lastDueAtOrBefore,
  nextDueAfter,
  periodOfDue,
  type ScheduleRule,
} from './report-schedule-due.js';

const LONDON = 'Europe/London';
const NEW_YORK = 'America/New_York';
const daily9: ScheduleRule = { cadence: 'daily', weekday: null, sendAt: '09:00' };
const iso = (d: Date) => d.toISOString();

describe('report schedule due times', () => {
  it('a daily 09:00 mail is due at 09:00 venue time on both sides of the spring change (23 hours apart)', () => {
    // Europe/London moves to BST at 01:00 UTC on Sunday 29 March 2026.
    const before = nextDueAfter(daily9, LONDON, new Date('2026-03-28T08:00:00Z'));
    expect(iso(before)).toBe('2026-03-28T09:00:00.000Z');
    const after = nextDueAfter(daily9, LONDON, before);
    expect(iso(after)).toBe('2026-03-29T08:00:00.000Z');
    expect(after.getTime() - before.getTime()).toBe(23 * 3_600_000);
    expect(iso(nextDueAfter(daily9, LONDON, after))).toBe('2026-03-30T08:00:00.000Z');
  });

  it('and on both sides of the autumn change (25 hours apart)', () => {
    // America/New_York goes back to EST at 06:00 UTC on Sunday 1 November 2026.
    const sunday = nextDueAfter(daily9, NEW_YORK, new Date('2026-10-31T14:00:00Z'));
    expect(iso(sunday)).toBe('2026-11-01T14:00:00.000Z');
    const previous = lastDueAtOrBefore(daily9, NEW_YORK, new Date('2026-11-01T13:59:00Z'));
    expect(iso(previous)).toBe('2026-10-31T13:00:00.000Z');
    expect(sunday.getTime() - previous.getTime()).toBe(25 * 3_600_000);
  });

  it('a weekly mail falls on its weekday at its time, a week apart in venue time across a change', () => {
    const mondays: ScheduleRule = { cadence: 'weekly', weekday: 1, sendAt: '07:30' };
    // From Wednesday 25 March 2026: the next Monday is 30 March (BST by then).
    const first = nextDueAfter(mondays, LONDON, new Date('2026-03-25T12:00:00Z'));
    expect(iso(first)).toBe('2026-03-30T06:30:00.000Z');
    const last = lastDueAtOrBefore(mondays, LONDON, new Date('2026-03-25T12:00:00Z'));
    expect(iso(last)).toBe('2026-03-23T07:30:00.000Z');
    expect(first.getTime() - last.getTime()).toBe(7 * 86_400_000 - 3_600_000);
  });

  it('the due instant itself is not "next": the run queues the one after', () => {
    const due = new Date('2026-06-10T08:00:00Z');
    expect(iso(lastDueAtOrBefore(daily9, LONDON, due))).toBe(iso(due));
    expect(iso(nextDueAfter(daily9, LONDON, due))).toBe('2026-06-11T08:00:00.000Z');
  });

  it('a time skipped by the spring change moves forward by the gap, and stays a due instant', () => {
    const early: ScheduleRule = { cadence: 'daily', weekday: null, sendAt: '01:30' };
    const due = nextDueAfter(early, LONDON, new Date('2026-03-28T12:00:00Z'));
    // 01:30 does not exist on 29 March in London; the wall clock reads 02:30 BST = 01:30 UTC.
    expect(iso(due)).toBe('2026-03-29T01:30:00.000Z');
    expect(isDueInstant(early, LONDON, due)).toBe(true);
  });

  it('knows an instant an edit has moved away from', () => {
    expect(isDueInstant(daily9, LONDON, new Date('2026-06-10T08:00:00Z'))).toBe(true);
    expect(isDueInstant(daily9, LONDON, new Date('2026-06-10T09:00:00Z'))).toBe(false);
    const fridays: ScheduleRule = { cadence: 'weekly', weekday: 5, sendAt: '09:00' };
    expect(isDueInstant(fridays, LONDON, new Date('2026-06-10T08:00:00Z'))).toBe(false);
    expect(isDueInstant(fridays, LONDON, new Date('2026-06-12T08:00:00Z'))).toBe(true);
  });

  it('covers the venue day before (daily) or the 7 days before (weekly), in the venue zone', () => {
    // 02:00 UTC on 10 June is 22:00 on 9 June in New York: the day before there is 8 June.
    const due = new Date('2026-06-10T02:00:00Z');
    expect(periodOfDue({ cadence: 'daily' }, NEW_YORK, due)).toEqual({
      from: '2026-06-08',
      to: '2026-06-08',
    });
    expect(periodOfDue({ cadence: 'weekly' }, NEW_YORK, due)).toEqual({
      from: '2026-06-02',
      to: '2026-06-08',
    });
    // …and 11:00 on 10 June in Tokyo.
    expect(periodOfDue({ cadence: 'daily' }, 'Asia/Tokyo', due)).toEqual({
      from: '2026-06-09',
      to: '2026-06-09',
    });
  });

  it('several times a day (the reservation summary): each time once, in order, across the spring change', () => {
    const rules = dailyRules(['16:00', '07:30', '16:00']);
    expect(rules.map((r) => r.sendAt)).toEqual(['07:30', '16:00']);
    // Saturday 28 March 2026 at noon UTC (GMT): next is 16:00 GMT that day, then 07:30 BST on Sunday.
    const first = nextDueOfAny(rules, LONDON, new Date('2026-03-28T12:00:00Z'));
    expect(iso(first)).toBe('2026-03-28T16:00:00.000Z');
    const second = nextDueOfAny(rules, LONDON, first);
    expect(iso(second)).toBe('2026-03-29T06:30:00.000Z');
    expect(iso(nextDueOfAny(rules, LONDON, second))).toBe('2026-03-29T15:00:00.000Z');
    expect(iso(lastDueOfAny(rules, LONDON, new Date('2026-03-29T14:59:00Z')))).toBe(iso(second));
    expect(iso(lastDueOfAny(rules, LONDON, second))).toBe(iso(second));
    expect(isDueOfAny(rules, LONDON, second)).toBe(true);
    // 07:30 GMT would have been the instant before the change; after it, that instant is 08:30 BST.
    expect(isDueOfAny(rules, LONDON, new Date('2026-03-29T07:30:00Z'))).toBe(false);
    expect(isDueOfAny(dailyRules(['08:30']), LONDON, new Date('2026-03-29T07:30:00Z'))).toBe(true);
    expect(() => nextDueOfAny([], LONDON, first)).toThrow();
  });
});
