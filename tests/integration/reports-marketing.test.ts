// The marketing report of issue 33 (bookings made with a promo code) on PGlite or PostgreSQL, over a
// small venue of its own placed by hand here (the other reports' fixtures are left as they are):
// every figure of the card and both sections equals the count written in the comments, by booking
// label. One booking runs past midnight, the week ends on the DST change day, one booking carries two
// codes, and a second tenant redeems its own codes (and writes rows pointing at the first venue's
// bookings that no API writes) in the same week.
import { beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src-shared/ids.js';
import type { ReportPeriod, ReportResult } from '../../src-shared/reports/report-schemas.js';
import { reportResultSchema } from '../../src-shared/reports/report-schemas.js';
import type { AppDatabase } from '../../src-server/db/client.js';
import { foodOrders } from '../../src-server/db/schema/index.js';
import { promoCodeRedemptions, promoCodes } from '../../src-server/db/schema/marketing.js';
import { REPORTS } from '../../src-server/reports/report-registry.js';
import { reportScope, runReport } from '../../src-server/reports/report-scope.js';
import { useTestApi } from './helpers/api-server.js';
import {
  PERIOD,
  PREVIOUS,
  seedReportVenue,
  type FixtureVenue,
  type SeededVenue,
} from './helpers/report-fixture.js';
import { REPORT_WEEK_DATES } from './helpers/report-test-kit.js';

const getApi = useTestApi();

/** What the marketing report does not read: one of each, as the fixture writes them. */
const plain: Pick<FixtureVenue, 'shifts' | 'servers' | 'areas' | 'channels'> = {
  shifts: [['Dinner', '12:00', true]],
  servers: [['Ana', true]],
  areas: [['Main', true]],
  channels: [['Own website', 'widget', 'widget', true]],
};

// Venue M, "Promo Fixture Bistro" (Europe/London), reports Mon 23 … Sun 29 March 2026 (the 29th is the
// day the clocks go forward), against 16 … 22 March.
const VENUE_M: FixtureVenue = {
  name: 'Promo Fixture Bistro',
  timeZone: 'Europe/London',
  // 'No-Show' is spelt unlike the demo's 'No-show': the meaning is read case-insensitively.
  statuses: ['Booked', 'Completed', 'Cancelled', 'No-Show'],
  ...plain,
  // prettier-ignore
  bookings: [
    // The previous week.
    { label: 'Q1', date: '2026-03-17', time: '19:00', guests: 4, source: 'widget', status: 'Completed' },
    { label: 'Q2', date: '2026-03-19', time: '19:00', guests: 2, source: 'phone', status: 'Booked' },
    { label: 'Q3', date: '2026-03-21', time: '19:00', guests: 3, source: 'widget', status: 'Cancelled' },
    // The reported week.
    { label: 'M1', date: '2026-03-23', time: '12:30', guests: 2, source: 'widget', status: 'Completed' },
    { label: 'M2', date: '2026-03-23', time: '19:00', guests: 4, source: 'phone', status: 'Completed' },
    // Tuesday the 24th: no bookings.
    { label: 'M3', date: '2026-03-25', time: '19:00', guests: 6, source: 'widget', status: 'Booked' },
    // 23:30 for two hours: runs into the 27th, counts on the 26th.
    { label: 'M4', date: '2026-03-26', time: '23:30', guests: 2, source: 'widget', status: 'Booked' },
    { label: 'M5', date: '2026-03-27', time: '20:00', guests: 3, source: 'widget', status: 'No-Show' },
    { label: 'M6', date: '2026-03-28', time: '19:00', guests: 5, source: 'widget', status: 'Cancelled' },
    { label: 'M7', date: '2026-03-28', time: '20:00', guests: 2, source: 'widget', status: 'Completed' },
    // The DST day.
    { label: 'M8', date: '2026-03-29', time: '12:00', guests: 4, source: 'phone', status: 'Completed' },
    { label: 'M9', date: '2026-03-29', time: '13:00', guests: 3, source: 'widget', status: 'Booked' },
    // 00:30 on the 30th: after the week.
    { label: 'X1', date: '2026-03-30', time: '00:30', guests: 2, source: 'widget', status: 'Booked' },
  ],
};

/** The second tenant: a code of the same name, its own booking with it, the same week. */
const VENUE_N: FixtureVenue = {
  name: 'Other Promo Tenant',
  timeZone: 'Europe/Paris',
  statuses: ['Booked', 'Cancelled'],
  ...plain,
  bookings: [
    { label: 'N1', date: '2026-03-25', time: '12:00', guests: 7, source: 'widget', status: 'Booked' },
  ],
};

/** Promo codes by name: active, and the booking labels (null: a use linked to no booking) using it. */
type CodeSpec = { code: string; active: boolean; uses: (string | null)[] };

// SPRING: Q1, Q3 (previous week), M1, M3, M5, M9, X1, and one use with no booking.
// FRIENDS: M3 (combined with SPRING), M4, M6. OLD: switched off since, M7. IDLE: active, never used.
// GONE: switched off, never used (not listed).
const M_CODES: CodeSpec[] = [
  { code: 'SPRING', active: true, uses: ['Q1', 'Q3', 'M1', 'M3', 'M5', 'M9', 'X1', null] },
  { code: 'FRIENDS', active: true, uses: ['M3', 'M4', 'M6'] },
  { code: 'OLD', active: false, uses: ['M7'] },
  { code: 'IDLE', active: true, uses: [] },
  { code: 'GONE', active: false, uses: [] },
];

async function insertCodes(db: AppDatabase, venue: SeededVenue, codes: CodeSpec[]) {
  const ids = new Map<string, string>();
  for (const c of codes) {
    const id = uuidv7();
    ids.set(c.code, id);
    await db.insert(promoCodes).values({
      id,
      restaurantId: venue.restaurantId,
      code: c.code,
      discountType: 'percent',
      discountHundredths: 1000,
      status: c.active ? 1 : 0,
    });
    for (const label of c.uses) await redeem(db, venue.restaurantId, id, reservationOf(venue, label));
  }
  return ids;
}

function reservationOf(venue: SeededVenue, label: string | null): string | null {
  if (label === null) return null;
  const id = venue.ids.booking.get(label);
  if (!id) throw new Error(`No booking ${label}`);
  return id;
}

async function redeem(
  db: AppDatabase,
  restaurantId: number,
  promoCodeId: string,
  reservationId: string | null,
) {
  await db.insert(promoCodeRedemptions).values({
    id: uuidv7(),
    restaurantId,
    promoCodeId,
    period: 'all',
    guest: '',
    reservationId,
  });
}

async function order(
  db: AppDatabase,
  restaurantId: number,
  reservationId: string | null,
  totalMinor: number,
  businessDate: string,
  status: 'served' | 'cancelled' = 'served',
) {
  await db.insert(foodOrders).values({
    id: uuidv7(),
    restaurantId,
    outlet: 'restaurant1',
    targetKind: 'reservation',
    reservationId,
    label: 'Fixture order',
    items: [],
    totalMinor,
    orderStatus: status,
    statusTimes: {},
    time: '20:00',
    businessDate,
  });
}

let m: SeededVenue;
let n: SeededVenue;

beforeAll(async () => {
  const { db } = getApi().server;
  m = await seedReportVenue(db, VENUE_M);
  n = await seedReportVenue(db, VENUE_N);
  await insertCodes(db, m, M_CODES);
  const nCodes = await insertCodes(db, n, [{ code: 'SPRING', active: true, uses: ['N1'] }]);
  const booked = (label: string) => reservationOf(m, label);
  // Orders: M1 50.00 served and 10.00 cancelled; M2 (no code) 99.99; M3 30.00; M7 25.00 on the next
  // business date (counted on M7's date); M5 (a No-show) 40.00 (not counted: not a kept booking).
  await order(db, m.restaurantId, booked('M1'), 5000, '2026-03-23');
  await order(db, m.restaurantId, booked('M1'), 1000, '2026-03-23', 'cancelled');
  await order(db, m.restaurantId, booked('M2'), 9999, '2026-03-23');
  await order(db, m.restaurantId, booked('M3'), 3000, '2026-03-25');
  await order(db, m.restaurantId, booked('M7'), 2500, '2026-03-29');
  await order(db, m.restaurantId, booked('M5'), 4000, '2026-03-27');
  // Rows of N pointing at M's bookings (no API writes them): N's use of its SPRING on M2, and an
  // order of N on M1. Neither may count in M.
  await redeem(db, n.restaurantId, nCodes.get('SPRING') ?? '', booked('M2'));
  await order(db, n.restaurantId, booked('M1'), 7000, '2026-03-23');
});

const run = async (venue: SeededVenue, period: ReportPeriod = PERIOD) =>
  reportResultSchema.parse(
    await runReport(REPORTS.marketing, await reportScope(getApi().server.db, venue.restaurantId, period)),
  );

const rowsOf = (result: ReportResult, id: string) => {
  const section = result.sections.find((s) => s.id === id);
  if (!section) throw new Error(`No section ${id} in ${result.report}`);
  return section.rows;
};

/** A row's figures: bookings, covers, no-shows, cancellations, revenue; its share checked apart. */
const figures = (row: Record<string, unknown>) => [
  row.bookings,
  row.covers,
  row.noShows,
  row.cancellations,
  row.revenue,
];

function expectShares(actual: unknown[], expected: (number | null)[]) {
  expect(actual.map((v) => v === null)).toEqual(expected.map((v) => v === null));
  expected.forEach((want, i) => {
    if (want !== null) expect(actual[i]).toBeCloseTo(want, 10);
  });
}

// Kept bookings of M's week (all of them, with a code or not): M1, M2 (Mon), M3 (Wed), M4 (Thu),
// M7 (Sat), M8, M9 (Sun) = 7. M5 is a No-Show, M6 Cancelled; X1 lies after the week.
// Kept bookings with a code: M1 2, M3 6, M4 2, M7 2, M9 3 = 5 bookings, 15 covers.
// Previous week: Q1 (SPRING, Completed) = 1; Q3 used SPRING but was Cancelled.
describe('marketing', () => {
  it('counts the bookings made with a promo code, against the previous week, per day', async () => {
    const r = await run(m);
    expect(r.report).toBe('marketing');
    expect(r.previousPeriod).toEqual(PREVIOUS);
    expect(r.card).toMatchObject({ metric: 'promoBookings', unit: 'count', value: 5, previous: 1 });
    expect(r.card.trend).toEqual(
      REPORT_WEEK_DATES.map((date, i) => ({ date, value: [1, 0, 1, 1, 0, 1, 1][i] })),
    );
  });

  // Per code, bookings with the code (a booking with two codes under each):
  //   SPRING   M1 2 (50.00) · M3 6 (30.00) · M9 3; M5 No-Show  → 3 bookings, 11 covers, 1 no-show, 80.00
  //   FRIENDS  M3 6 (30.00) · M4 2; M6 Cancelled              → 2, 8, 1 cancellation, 30.00
  //   OLD      M7 2 (25.00), switched off but used            → 1, 2, 25.00
  //   IDLE     active, unused                                 → zeros
  //   GONE     switched off, unused: not listed.
  // Shares of the week's 7 kept bookings: 3/7, 2/7, 1/7, 0.
  it('counts each promo code’s bookings, covers, no-shows, cancellations and order revenue', async () => {
    const rows = rowsOf(await run(m), 'bookingsByPromoCode');
    expect(rows.map((row) => row.code)).toEqual(['SPRING', 'FRIENDS', 'OLD', 'IDLE']);
    expect(rows.map(figures)).toEqual([
      [3, 11, 1, 0, 8000],
      [2, 8, 0, 1, 3000],
      [1, 2, 0, 0, 2500],
      [0, 0, 0, 0, 0],
    ]);
    expectShares(
      rows.map((row) => row.bookingShare),
      [3 / 7, 2 / 7, 1 / 7, 0],
    );
  });

  // Per day (each booking once, M3 with its two codes too):
  //   Mon  M1 2, 50.00 of 2 kept (M1, M2)   Tue  nothing          Wed  M3 6, 30.00 of 1
  //   Thu  M4 2 of 1                         Fri  M5 No-Show, no kept booking
  //   Sat  M7 2, 25.00; M6 Cancelled, of 1   Sun  M9 3 of 2 (M8, M9)
  it('counts each day’s promo-code bookings and their share of the day’s bookings', async () => {
    const rows = rowsOf(await run(m), 'promoBookingsByDay');
    expect(rows.map((row) => row.date)).toEqual(REPORT_WEEK_DATES);
    expect(rows.map(figures)).toEqual([
      [1, 2, 0, 0, 5000],
      [0, 0, 0, 0, 0],
      [1, 6, 0, 0, 3000],
      [1, 2, 0, 0, 0],
      [0, 0, 1, 0, 0],
      [1, 2, 0, 1, 2500],
      [1, 3, 0, 0, 0],
    ]);
    expectShares(
      rows.map((row) => row.bookingShare),
      [1 / 2, null, 1, 1, null, 1, 1 / 2],
    );
  });

  it('takes the previous week as its own period', async () => {
    // Q1 4 covers with SPRING; Q2 no code; Q3 Cancelled with SPRING. Its own previous week: nothing.
    const r = await run(m, PREVIOUS);
    expect(r.card).toMatchObject({ value: 1, previous: 0 });
    const spring = rowsOf(r, 'bookingsByPromoCode').find((row) => row.code === 'SPRING');
    expect(spring && figures(spring)).toEqual([1, 4, 0, 1, 0]);
    expect(spring?.bookingShare).toBeCloseTo(1 / 2, 10);
  });
});

describe('tenancy', () => {
  it("counts only the second venue's own codes, bookings and orders there", async () => {
    // N1 7 covers with N's SPRING; N's stray use on M's M2 is not a booking of N.
    const r = await run(n);
    expect(r.card).toMatchObject({ value: 1, previous: 0 });
    expect(rowsOf(r, 'bookingsByPromoCode')).toEqual([
      { code: 'SPRING', bookings: 1, covers: 7, noShows: 0, cancellations: 0, revenue: 0, bookingShare: 1 },
    ]);
    // And M's figures above hold neither N's use on M2 nor N's order on M1 (M2 has no code in M,
    // M1's revenue is its own 50.00).
    const mine = rowsOf(await run(m), 'promoBookingsByDay')[0];
    expect(mine && figures(mine)).toEqual([1, 2, 0, 0, 5000]);
  });
});
