// The reservation reports of issue 33 (covers, booking mix, channels, servers) on PGlite or PostgreSQL,
// against the hand-placed week of helpers/report-fixture.ts: every figure of every card and section
// equals the count written here (the comments show the counting, by booking label). One booking runs
// past midnight, the week ends on the DST change day, and a second tenant books the same week; one
// call goes through the HTTP route as the venue's manager.
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReportPeriod, ReportResult } from '../../src-shared/reports/report-schemas.js';
import { REPORTS } from '../../src-server/reports/report-registry.js';
import { reportScope, runReport } from '../../src-server/reports/report-scope.js';
import { useTestApi } from './helpers/api-server.js';
import {
  createManager,
  insertSeatedEntry,
  PERIOD,
  PREVIOUS,
  seedReportVenue,
  VENUE_A,
  VENUE_B,
  type SeededVenue,
} from './helpers/report-fixture.js';
import { REPORT_WEEK_DATES } from './helpers/report-test-kit.js';

const getApi = useTestApi();
let a: SeededVenue;
let b: SeededVenue;
const MANAGER = { email: 'maud@reports-fixture.test', password: 'fixture-manager-1' };

beforeAll(async () => {
  const { db } = getApi().server;
  a = await seedReportVenue(db, VENUE_A);
  b = await seedReportVenue(db, VENUE_B);
  // A row no API would write, so that only the waitlist query's own restaurant filter keeps it out
  // of A: a seated waitlist entry of B pointing at A's A2 (A2 stays a plain booking in A's mix).
  await insertSeatedEntry(db, b.restaurantId, a.ids.booking.get('A2') ?? '');
  await createManager(db, a.restaurantId, MANAGER.email, MANAGER.password);
});

const run = async (key: keyof typeof REPORTS, venue: SeededVenue, period: ReportPeriod = PERIOD) =>
  runReport(REPORTS[key], await reportScope(getApi().server.db, venue.restaurantId, period));

const rowsOf = (result: ReportResult, id: string) => {
  const section = result.sections.find((s) => s.id === id);
  if (!section) throw new Error(`No section ${id} in ${result.report}`);
  return section.rows;
};

/** The trend as [date, value] pairs, Monday to Sunday. */
const trendOf = (result: ReportResult) => result.card.trend.map((t) => [t.date, t.value]);
const week = (values: (number | null)[]) => REPORT_WEEK_DATES.map((date, i) => [date, values[i]]);

/** The rows { [key]: name, bookings, covers } of [name, bookings, covers] triples, in their order. */
const counted = (key: string, rows: [string, number, number][]) =>
  rows.map(([name, bookings, covers]) => ({ [key]: name, bookings, covers }));

/** The rows { date, bookings, covers } of the week, Monday to Sunday. */
const perDay = (bookings: number[], covers: number[]) =>
  REPORT_WEEK_DATES.map((date, i) => ({ date, bookings: bookings[i], covers: covers[i] }));

/** Fractions such as 1/6 compared to 10 places; null where no figure exists. */
function expectFractions(
  actual: readonly (number | string | null | undefined)[],
  expected: (number | null)[],
) {
  expect(actual.map((v) => v === null)).toEqual(expected.map((v) => v === null));
  expected.forEach((want, i) => {
    if (want !== null) expect(actual[i]).toBeCloseTo(want, 10);
  });
}

/** A share card: its metric in percent, value and previous, and its trend Monday to Sunday. */
function expectShareCard(
  r: ReportResult,
  metric: string,
  figures: { value: number; previous: number; trend: (number | null)[] },
) {
  expect(r.card).toMatchObject({ metric, unit: 'percent', previous: figures.previous });
  expect(r.card.value).toBeCloseTo(figures.value, 10);
  expectFractions(
    r.card.trend.map((t) => t.value),
    figures.trend,
  );
  expect(r.card.trend.map((t) => t.date)).toEqual(REPORT_WEEK_DATES);
}

// Kept bookings of A's week (A3, A15 Cancelled and A5 No-Show are not covers; X1, X2 lie outside):
//   Mon 23  A1 2 · A2 4              → 2 bookings,  6 covers
//   Tue 24  —                        → 0,           0
//   Wed 25  A4 5                     → 1,           5
//   Thu 26  A6 6 · A7 2 (23:30)      → 2,           8
//   Fri 27  A8 3 · A9 2              → 2,           5
//   Sat 28  A10 8 · A11 2 · A12 2    → 3,          12
//   Sun 29  A13 4 · A14 2 (DST day)  → 2,           6
//   week                             → 12 bookings, 42 covers
// The previous week: P1 4 · P2 3 · P3 6 · P6 2 (Sunday 23:30, into Monday) = 15 covers
// (P4 Cancelled, P5 No-Show).
describe('covers', () => {
  it('counts covers and bookings per venue date and shift, each booking on the date it starts', async () => {
    const r = await run('covers', a);
    expect(r.period).toEqual(PERIOD);
    expect(r.previousPeriod).toEqual(PREVIOUS);
    expect(r.timeZone).toBe('Europe/London');
    expect(r.card).toMatchObject({ metric: 'covers', unit: 'count', value: 42, previous: 15 });
    expect(trendOf(r)).toEqual(week([6, 0, 5, 8, 5, 12, 6]));
    expect(rowsOf(r, 'coversByDay')).toEqual(perDay([2, 0, 1, 2, 2, 3, 2], [6, 0, 5, 8, 5, 12, 6]));
    // By start time: Breakfast is inactive and empty (left out).
    //   Lunch   A1 2 · A4 5 · A8 3 · A9 2 · A13 4 · A14 2 → 6 bookings, 18 covers
    //   Dinner  A2 4 · A6 6 · A7 2 · A10 8 · A12 2       → 5 bookings, 22 covers
    //   ''      A11 2 (no shift)                          → 1 booking,   2 covers
    expect(rowsOf(r, 'coversByShift')).toEqual(
      counted('shift', [
        ['Lunch', 6, 18],
        ['Dinner', 5, 22],
        ['', 1, 2],
      ]),
    );
  });

  it('takes the previous week as its own period', async () => {
    const r = await run('covers', a, PREVIOUS);
    // P1 Mon 16 4 · P2 Wed 18 3 · P3 Fri 20 6 · P6 Sun 22 2 = 15; its own previous week (9–15 March)
    // holds only X1, 10 covers on Sunday the 15th.
    expect(r.card).toMatchObject({ value: 15, previous: 10 });
    expect(trendOf(r)).toEqual(
      ['2026-03-16', '2026-03-17', '2026-03-18', '2026-03-19', '2026-03-20', '2026-03-21', '2026-03-22'].map(
        (date, i) => [date, [4, 0, 3, 0, 6, 0, 2][i]],
      ),
    );
  });
});

// Kinds: waitlist = A6 (walk-in source) and A14 (widget source), seated from the waitlist;
// walk-in = A4 5 · A11 2; booking = the rest: A1 2 · A2 4 · A7 2 · A8 3 · A9 2 · A10 8 · A12 2 · A13 4.
describe('bookingMix', () => {
  it('splits bookings, walk-ins and the waitlist, and the walk-ins’ share of the covers', async () => {
    const r = await run('bookingMix', a);
    // Walk-in covers 7 of 42; the previous week P2 3 of 15.
    // Per day: Mon 0/6, Tue no covers, Wed 5/5, Thu 0/8 (A6 is the waitlist's), Fri 0/5,
    // Sat A11 2/12, Sun 0/6.
    expectShareCard(r, 'walkInShare', { value: 7 / 42, previous: 0.2, trend: [0, null, 1, 0, 0, 2 / 12, 0] });
    expect(rowsOf(r, 'mixByDay')).toEqual([
      { date: '2026-03-23', bookings: 2, walkIns: 0, waitlist: 0 }, // A1, A2
      { date: '2026-03-24', bookings: 0, walkIns: 0, waitlist: 0 },
      { date: '2026-03-25', bookings: 0, walkIns: 1, waitlist: 0 }, // A4
      { date: '2026-03-26', bookings: 1, walkIns: 0, waitlist: 1 }, // A7; A6
      { date: '2026-03-27', bookings: 2, walkIns: 0, waitlist: 0 }, // A8, A9
      { date: '2026-03-28', bookings: 2, walkIns: 1, waitlist: 0 }, // A10, A12; A11
      { date: '2026-03-29', bookings: 1, walkIns: 0, waitlist: 1 }, // A13; A14
    ]);
    // booking 8 parties 27 covers; walk-in 2 parties 7 covers; waitlist 2 parties 8 covers (A6 6 · A14 2).
    const kinds = rowsOf(r, 'mixByKind');
    expect(kinds.map(({ coverShare: _s, ...rest }) => rest)).toEqual([
      { kind: 'booking', parties: 8, covers: 27 },
      { kind: 'walkIn', parties: 2, covers: 7 },
      { kind: 'waitlist', parties: 2, covers: 8 },
    ]);
    expectFractions(
      kinds.map((k) => k.coverShare),
      [27 / 42, 7 / 42, 8 / 42],
    );
  });
});

// Sources of the kept bookings:
//   phone     A1 2 · A7 2 · A12 2      → 3 bookings,  6 covers
//   walk_in   A4 5 · A6 6 · A11 2      → 3,          13
//   online    — (A5 was a No-Show)     → 0,           0
//   widget    A2 4 · A10 8 · A13 4 · A14 2 → 4,      18
//   email     A8 3                     → 1,           3
//   in_person, other                   → 0,           0
//   partner-x A9 2 (not a current source, listed after them) → 1, 2
describe('channels', () => {
  it('counts per source and per booking channel, and the online share of the covers', async () => {
    const r = await run('channels', a);
    // Online (widget + online) 18 of 42 = 3/7; previous week P3 6 of 15 (P5 online was a No-Show).
    // Per day: Mon A2 4/6, Tue none, Wed 0/5, Thu 0/8, Fri 0/5, Sat A10 8/12, Sun A13+A14 6/6.
    expectShareCard(r, 'onlineShare', {
      value: 18 / 42,
      previous: 0.4,
      trend: [4 / 6, null, 0, 0, 0, 8 / 12, 1],
    });
    const sources = rowsOf(r, 'sourceMix');
    expect(sources.map(({ coverShare: _s, ...rest }) => rest)).toEqual(
      counted('source', [
        ['phone', 3, 6],
        ['walk_in', 3, 13],
        ['online', 0, 0],
        ['widget', 4, 18],
        ['email', 1, 3],
        ['in_person', 0, 0],
        ['other', 0, 0],
        ['partner-x', 1, 2],
      ]),
    );
    expectFractions(
      sources.map((s) => s.coverShare),
      [6, 13, 0, 18, 3, 0, 0, 2].map((covers) => covers / 42),
    );
    // Channels by name; a channel's figures are its code's source. Old concierge is off and had
    // none (left out); Partner X is off but A9 came through it.
    expect(rowsOf(r, 'channelMix')).toEqual([
      { channel: 'Own website', code: 'widget', type: 'widget', bookings: 4, covers: 18 },
      { channel: 'Partner X', code: 'partner-x', type: 'partner', bookings: 1, covers: 2 },
      { channel: 'Phone line', code: 'phone', type: 'phone', bookings: 3, covers: 6 },
    ]);
  });
});

// Servers: Ana A1 2 · A4 5 · A8 3 · A9 2 · A11 2 · A13 4 = 6 bookings, 18 covers;
//          Ben A2 4 · A6 6 · A10 8 · A12 2 · A14 2     = 5 bookings, 22 covers;
//          none A7 2. Cleo is inactive and had none.
// Areas (in their order): Main A1 2 · A4 5 · A8 3 · A9 2 · A13 4 · A14 2 = 6, 18;
//          Terrace A2 4 · A6 6 · A10 8 · A12 2 = 4, 20; none A7 2 · A11 2 = 2, 4. Bar inactive, empty.
describe('servers', () => {
  it('counts covers per server and per section, and the average per server', async () => {
    const r = await run('servers', a);
    // (18 + 22) / 2 servers = 20; previous week Ana P1 4 + P6 2, Ben P2 3 + P3 6 → 15 / 2 = 7.5.
    expect(r.card).toMatchObject({ metric: 'coversPerServer', unit: 'count', value: 20, previous: 7.5 });
    // Per day, covers with a server ÷ servers that day:
    //   Mon (2 + 4)/2 = 3 · Tue none · Wed 5/1 · Thu A6 6/1 (A7 has none) · Fri (3 + 2)/1 Ana = 5 ·
    //   Sat (Ben 8 + 2, Ana 2)/2 = 6 · Sun (4 + 2)/2 = 3
    expect(trendOf(r)).toEqual(week([3, null, 5, 6, 5, 6, 3]));
    expect(rowsOf(r, 'coversByServer')).toEqual(
      counted('server', [
        ['Ana', 6, 18],
        ['Ben', 5, 22],
        ['', 1, 2],
      ]),
    );
    expect(rowsOf(r, 'coversBySection')).toEqual(
      counted('section', [
        ['Main', 6, 18],
        ['Terrace', 4, 20],
        ['', 2, 4],
      ]),
    );
  });
});

describe('tenancy', () => {
  it("counts only the second venue's own bookings there", async () => {
    // B1 Wed 9 walk-in; B2 Thu 5 widget, seated from B's waitlist (A's figures above hold neither).
    const covers = await run('covers', b);
    expect(covers.card).toMatchObject({ value: 14, previous: 0 });
    expect(rowsOf(covers, 'coversByDay').filter((d) => d.bookings !== 0)).toEqual([
      { date: '2026-03-25', bookings: 1, covers: 9 },
      { date: '2026-03-26', bookings: 1, covers: 5 },
    ]);
    expect(rowsOf(covers, 'coversByShift')).toEqual([{ shift: 'Lunch', bookings: 2, covers: 14 }]);
    const mix = await run('bookingMix', b);
    expect(rowsOf(mix, 'mixByKind').map((k) => [k.kind, k.parties, k.covers])).toEqual([
      ['booking', 0, 0],
      ['walkIn', 1, 9],
      ['waitlist', 1, 5],
    ]);
    const servers = await run('servers', b);
    expect(rowsOf(servers, 'coversByServer')).toEqual([{ server: 'Ana', bookings: 2, covers: 14 }]);
    expect(rowsOf(servers, 'coversBySection')).toEqual([{ section: 'Main', bookings: 2, covers: 14 }]);
    const channels = await run('channels', b);
    expect(rowsOf(channels, 'channelMix')).toEqual([
      { channel: 'Own website', code: 'widget', type: 'widget', bookings: 1, covers: 5 },
    ]);
  });
});

describe('the route', () => {
  it('answers a manager the same covers report over HTTP, and refuses another venue', async () => {
    const { api, signIn } = getApi();
    const manager = await signIn(MANAGER.email, MANAGER.password);
    expect(manager.user.restaurantId).toBe(a.restaurantId);
    const res = await api('GET', `/reports/covers?from=${PERIOD.from}&to=${PERIOD.to}`, {
      token: manager.token,
      restaurantId: a.restaurantId,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = (res.body as { data: ReportResult }).data;
    expect(body).toEqual(await run('covers', a));
    expect(body.card.value).toBe(42);
    const other = await api('GET', `/reports/covers?from=${PERIOD.from}&to=${PERIOD.to}`, {
      token: manager.token,
      restaurantId: b.restaurantId,
    });
    expect(other.status).toBe(403);
  });
});
