// The time-based reports (issue 33) — leadTimes, turnTimes, utilisation, orders — computed in SQL on
// PGlite, or PostgreSQL with DATABASE_URL, over a hand-placed restaurant in Europe/London: the week
// Mon 2026-03-23 … Sun 2026-03-29 holds the spring-forward day (01:00 GMT becomes 02:00 BST on the
// 29th, a 23-hour day) and a party seated at 23:30 on the 28th that leaves after the clocks changed.
// Every expected figure below is counted by hand in the comments, never by the code under test.
// A second restaurant with data of its own on the same dates must never show in the first's figures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle } from '../../src-server/db/client.js';
import { REPORTS } from '../../src-server/reports/report-registry.js';
import { reportScope, runReport } from '../../src-server/reports/report-scope.js';
import {
  LEAD_TIME_BUCKETS,
  reportResultSchema,
  type ReportKey,
  type ReportResult,
} from '../../src-shared/reports/report-schemas.js';
import { book, order, seedVenue, visit, type VenueSpec } from './helpers/report-fixture-times.js';
import { REPORT_WEEK_DATES } from './helpers/report-test-kit.js';
import { openMigratedScratch, type MigratedScratch } from './helpers/migrated-scratch.js';

const WEEK = { from: '2026-03-23', to: '2026-03-29' };

// Lantern. Shifts: Dinner 18:00–22:00 every day; Late 21:00–02:00 on Saturdays (overlaps Dinner an
// hour, runs past midnight); Lunch 12:00–15:00 on Sundays; Breakfast (inactive). Wednesday 25th is
// blacked out for Dinner. Tables in use: T1 (2 seats) and T2 (4) in Dining Room, P1 (6) on the
// Terrace; OLD (8 seats, Dining Room) is out of use. Seats = 2 + 4 + 6 = 12.
const lantern: VenueSpec = {
  name: 'Lantern',
  areas: ['Dining Room', 'Terrace'],
  tables: [
    { name: 'T1', area: 'Dining Room', seats: 2 },
    { name: 'T2', area: 'Dining Room', seats: 4 },
    { name: 'P1', area: 'Terrace', seats: 6 },
    { name: 'OLD', area: 'Dining Room', seats: 8, inUse: false },
  ],
  shifts: [
    { name: 'Dinner', start: '18:00', end: '22:00', days: [] },
    { name: 'Late', start: '21:00', end: '02:00', days: ['SAT'] },
    { name: 'Lunch', start: '12:00', end: '15:00', days: ['SUN'] },
    { name: 'Breakfast', start: '07:00', end: '11:00', days: [], active: false },
  ],
  blackouts: [['2026-03-25', 'Dinner']],
  products: [
    { name: 'Soup', price: 350 },
    { name: 'Steak', price: 2400, stock: 5 },
    { name: 'Wine', price: 700, outOfStock: true, stock: 0 },
    { name: 'Old Special', price: 999, outOfStock: true, onSale: false },
  ],
  bookings: [
    // B1 Mon 19:00, 2 guests on T1, made Fri 20th 10:00 (3 d 9 h before: 3-5d). Seated 19:05,
    // completed 20:20, seated again 20:25 by mistake, completed 20:35: first seated → last completed = 90.
    book('Completed', '03-23 19:00', 90, 2, '03-20 10:00', 'T1', [
      ['Booked', '03-20 10:00'],
      ...visit('03-23 19:05', '03-23 20:20'),
      ...visit('03-23 20:25', '03-23 20:35'),
    ]),
    // B2 Tue 18:30, 4 guests on T2, booked 120 min, made the same day 12:00 (6 h 30: 0-12h).
    // Seated 18:40, completed 20:10 = 90.
    book('Completed', '03-24 18:30', 120, 4, '03-24 12:00', 'T2', visit('03-24 18:40', '03-24 20:10')),
    // B3 Thu 17:30, 2 guests on T1, made the same day 06:00 (11 h 30: 0-12h). Seated 17:45 (before
    // opening), moved and seated again 18:20, completed 19:25: turn 17:45 → 19:25 = 100; occupied
    // only while open, 18:00 → 19:25 = 85.
    book('Completed', '03-26 17:30', 90, 2, '03-26 06:00', 'T1', [
      ['Seated', '03-26 17:45'],
      ...visit('03-26 18:20', '03-26 19:25'),
    ]),
    // B4 Sat 23:30 (GMT), 6 guests on P1, booked 120 min, made 20 Feb 12:00 (36 d: 31d+). Seated
    // 23:30 GMT, completed Sun 02:15 BST = 01:15 UTC: 105 real minutes (the wall clock says 2 h 45).
    // Occupied Sat 23:30–24:00 = 30; Sun 00:00 GMT until Late closes at 02:00 BST = 01:00 UTC = 60.
    book('Completed', '03-28 23:30', 120, 6, '02-20 12:00', 'P1', visit('03-28 23:30', '03-29 02:15')),
    // B5 Sun 19:00 BST, 4 guests on T2, made Fri 27th 19:00 GMT (47 h: 1-2d). Seated 19:10 BST and
    // still seated (no Completed): no turn; occupied from 19:10 to the booked end 20:30 = 80.
    book('Seated', '03-29 19:00', 90, 4, '03-27 19:00', 'T2', [['Seated', '03-29 19:10']]),
    // B6 Fri 20:00, 2 guests on T1, made 13 Mar 20:00 (exactly 14 d: 14-31d). Completed with no
    // history: no turn; occupied for its booked hour 20:00–21:00 = 60.
    book('Completed', '03-27 20:00', 60, 2, '03-13 20:00', 'T1'),
    // B7 Sun 12:30 BST lunch, 2 guests on T1 and T2, entered at 12:45 BST, after its start (after).
    // Seated 12:30, completed 13:45 = 75, on each of T1 and T2.
    book('Completed', '03-29 12:30', 60, 2, '03-29 12:45', 'T1 T2', visit('03-29 12:30', '03-29 13:45')),
    // N1 Mon 20:00 no-show, made the same day 10:00 (10 h: 0-12h).
    book('No-show', '03-23 20:00', 90, 2, '03-23 10:00'),
    // N2 Fri 19:00 no-show, made 20 Mar 19:00 (exactly 7 d: 7-14d).
    book('No-show', '03-27 19:00', 90, 3, '03-20 19:00'),
    // N3 Sat 19:00 no-show, made Fri 27th 12:00 (31 h: 1-2d).
    book('No-show', '03-28 19:00', 90, 4, '03-27 12:00'),
    // K1 Tue 19:00 left Booked on P1, made 4 Mar 12:00 (20 d 7 h: 14-31d). Not seated: no occupancy.
    book('Booked', '03-24 19:00', 90, 2, '03-04 12:00', 'P1'),
    // C1 Thu 19:00 on T2, cancelled that day 09:00 (10 h before: 0-12h).
    book('Cancelled', '03-26 19:00', 90, 2, '03-01 12:00', 'T2', [
      ['Booked', '03-01 12:00'],
      ['Cancelled', '03-26 09:00'],
    ]),
    // C2 Fri 20:00, cancelled 22 Mar 20:00, rebooked, cancelled again 24 Mar 20:00: the last
    // cancellation counts, exactly 3 d before (3-5d).
    book('Cancelled', '03-27 20:00', 90, 2, '03-01 12:00', '', [
      ['Cancelled', '03-22 20:00'],
      ['Booked', '03-23 09:00'],
      ['Cancelled', '03-24 20:00'],
    ]),
    // C3 Sat 18:00, cancelled 18:30 that evening (after).
    book('Cancelled', '03-28 18:00', 90, 2, '03-01 12:00', '', [['Cancelled', '03-28 18:30']]),
    // C4 Sun 19:00 BST (18:00 UTC), cancelled Sat 19:00 GMT: 23 real hours before (12-24h), though
    // the wall clocks read 24 h apart.
    book('Cancelled', '03-29 19:00', 90, 2, '03-01 12:00', '', [['Cancelled', '03-28 19:00']]),
    // The week before (16–22 March), for the cards' comparison:
    // P1 Mon 16 19:00 on T1, seated 19:00 → completed 20:00 (60), made 10 Mar.
    book('Completed', '03-16 19:00', 90, 2, '03-10 12:00', 'T1', visit('03-16 19:00', '03-16 20:00')),
    // P2 Tue 17 19:00 no-show, made 16 Mar.
    book('No-show', '03-17 19:00', 90, 2, '03-16 12:00'),
    // P3 Sat 21 19:00 on T2, seated 19:00 → completed 21:00 (120), made 10 Mar.
    book('Completed', '03-21 19:00', 120, 4, '03-10 12:00', 'T2', visit('03-21 19:00', '03-21 21:00')),
    // P4 Sun 22 cancelled (outside the week: in no cancellation bucket; not a booking of either rate).
    book('Cancelled', '03-22 19:00', 90, 2, '03-10 12:00', '', [['Cancelled', '03-22 10:00']]),
  ],
  orders: [
    // O1 Mon, restaurant1, 19:30: 2 Soup (700) + 1 Steak (2400) = 3100.
    order('restaurant1', '03-23 19:30', [
      ['Soup', 2],
      ['Steak', 1],
    ]),
    // O5 Tue, ird, 19:05: 1 Wine (700) + 1 Soup (350) = 1050.
    order('ird', '03-24 19:05', [
      ['Wine', 1],
      ['Soup', 1],
    ]),
    // O2 Sat, restaurant1, 23:45 GMT: 2 Steak = 4800.
    order('restaurant1', '03-28 23:45', [['Steak', 2]]),
    // O3 Sun, ird, 13:10 BST (12:10 UTC: hour 13 in London): 3 Wine = 2100.
    order('ird', '03-29 13:10', [['Wine', 3]]),
    // O4 Sun, ird, cancelled: never revenue.
    order('ird', '03-29 14:00', [['Wine', 1]], 'cancelled'),
    // The week before: Mon 16 1 Soup (350), Sat 21 1 Steak (2400) = 2750.
    order('restaurant1', '03-16 19:00', [['Soup', 1]]),
    order('restaurant1', '03-21 20:00', [['Steak', 1]]),
  ],
  // The till's checks (POS), by the venue date they were opened on: Mon 20:05 T1 2400; Sat 23:50 GMT
  // P1 6000; Sun 00:30 GMT (before the clocks change) T2 1200. Outside the week: Sun 22 23:59 GMT,
  // and Mon 30 00:10 BST (23:10 UTC on the 29th, but the 30th in London).
  checks: [
    ['T1', '03-23 20:05', 2400],
    ['P1', '03-28 23:50', 6000],
    ['T2', '03-29 00:30', 1200],
    ['T1', '03-22 23:59', 9999],
    ['T2', '03-30 00:10', 7777],
  ],
};

// Harbour, another restaurant: the same days, its own table, shift, bookings, orders and 86'd item.
const harbour: VenueSpec = {
  name: 'Harbour',
  areas: ['Deck'],
  tables: [{ name: 'H1', area: 'Deck', seats: 10 }],
  shifts: [{ name: 'All day', start: '10:00', end: '23:00', days: [] }],
  blackouts: [],
  products: [{ name: 'Harbour Fish', price: 99_999, outOfStock: true }],
  bookings: [
    book('Completed', '03-24 19:00', 60, 3, '03-24 18:00', 'H1', visit('03-24 19:00', '03-24 23:00')),
    book('No-show', '03-25 19:00', 60, 2, '03-25 18:00'),
    book('Cancelled', '03-26 19:00', 60, 2, '03-01 18:00', '', [['Cancelled', '03-26 20:00']]),
  ],
  orders: [order('restaurant1', '03-24 19:00', [['Harbour Fish', 1]])],
  checks: [['H1', '03-24 19:30', 50_000]],
};

let handle: DatabaseHandle;
let database: MigratedScratch;
let lanternId: number;
let harbourId: number;
const results = new Map<string, ReportResult>();

async function report(key: ReportKey, restaurantId = lanternId): Promise<ReportResult> {
  const cacheKey = `${key}:${restaurantId}`;
  const cached = results.get(cacheKey);
  if (cached) return cached;
  const result = reportResultSchema.parse(
    await runReport(REPORTS[key], await reportScope(handle.db, restaurantId, WEEK)),
  );
  results.set(cacheKey, result);
  return result;
}

const section = (result: ReportResult, id: string) => {
  const found = result.sections.find((s) => s.id === id);
  if (!found) throw new Error(`no section ${id}`);
  return found;
};
const trend = (result: ReportResult) => result.card.trend.map((t) => t.value);

beforeAll(async () => {
  database = await openMigratedScratch('venue-reports-times');
  handle = database.handle;
  lanternId = await seedVenue(handle.db, lantern);
  harbourId = await seedVenue(handle.db, harbour);
}, 120_000);

afterAll(async () => {
  await database.close();
});

describe('leadTimes', () => {
  it('buckets bookings and no-shows by how long before the visit they were made', async () => {
    const result = await report('leadTimes');
    // Bookings of the week (cancelled ones left out): B1–B7, N1–N3, K1 = 11; no-shows N1, N2, N3.
    expect(result.card).toMatchObject({ metric: 'noShowRate', unit: 'percent' });
    expect(result.card.value).toBeCloseTo(3 / 11, 10);
    // The week before: P1, P2, P3 (P4 cancelled) with one no-show, P2.
    expect(result.card.previous).toBeCloseTo(1 / 3, 10);
    // Per date: Mon B1 N1 → 1/2; Tue B2 K1 → 0; Wed none → null; Thu B3 → 0 (C1 cancelled);
    // Fri B6 N2 → 1/2; Sat B4 N3 → 1/2; Sun B5 B7 → 0.
    expect(result.card.trend.map((t) => t.date)).toEqual(REPORT_WEEK_DATES);
    expect(trend(result)).toEqual([0.5, 0, null, 0, 0.5, 0.5, 0]);

    // after: B7 | 0-12h: B2, B3, N1 | 1-2d: B5, N3 | 3-5d: B1 | 7-14d: N2 | 14-31d: B6, K1 | 31d+: B4.
    const rows = section(result, 'noShowsByLeadTime').rows;
    expect(rows.map((r) => r.bucket)).toEqual([...LEAD_TIME_BUCKETS]);
    expect(rows.map((r) => [r.bookings, r.noShows])).toEqual([
      [1, 0], // after
      [3, 1], // 0-12h
      [0, 0], // 12-24h
      [2, 1], // 1-2d
      [0, 0], // 2-3d
      [1, 0], // 3-5d
      [0, 0], // 5-7d
      [1, 1], // 7-14d
      [2, 0], // 14-31d
      [1, 0], // 31d+
    ]);
    expect(rows.map((r) => r.noShowRate)).toEqual([0, 1 / 3, null, 0.5, null, 0, null, 1, 0, 0]);
  });

  it('buckets cancellations by how long before the visit they came', async () => {
    // C1 10 h (0-12h), C2 last cancelled 3 d before (3-5d), C3 after, C4 23 real hours (12-24h).
    const rows = section(await report('leadTimes'), 'cancellationsByLeadTime').rows;
    expect(rows.map((r) => [r.bucket, r.cancellations])).toEqual([
      ['after', 1],
      ['0-12h', 1],
      ['12-24h', 1],
      ['1-2d', 0],
      ['2-3d', 0],
      ['3-5d', 1],
      ['5-7d', 0],
      ['7-14d', 0],
      ['14-31d', 0],
      ['31d+', 0],
    ]);
    expect(rows.filter((r) => r.cancellations === 1).map((r) => r.share)).toEqual([0.25, 0.25, 0.25, 0.25]);
  });
});

describe('turnTimes', () => {
  it('compares the booked duration with seated → completed, by party size', async () => {
    const result = await report('turnTimes');
    // Parties with both events: B1 (2: quoted 90, actual 90), B2 (4: 120, 90), B3 (2: 90, 100),
    // B4 (6: 120, 105 real minutes across the clock change), B7 (2: 60, 75). B5 is still seated,
    // B6 has no history.
    // Party of 2: quoted (90 + 90 + 60) / 3 = 80, actual (90 + 100 + 75) / 3 = 88.33, +8.33.
    expect(section(result, 'turnByPartySize').rows).toEqual([
      { partySize: 2, parties: 3, quoted: 80, actual: 88.3, difference: 8.3 },
      { partySize: 4, parties: 1, quoted: 120, actual: 90, difference: -30 },
      { partySize: 6, parties: 1, quoted: 120, actual: 105, difference: -15 },
    ]);
    // (90 + 90 + 100 + 105 + 75) / 5 = 92; the week before (60 + 120) / 2 = 90.
    expect(result.card).toMatchObject({ metric: 'averageTurn', unit: 'minutes', value: 92, previous: 90 });
    // Mon B1 90, Tue B2 90, Wed none, Thu B3 100, Fri none (B6 no history), Sat B4 105, Sun B7 75.
    expect(trend(result)).toEqual([90, 90, null, 100, null, 105, 75]);
  });
});

describe('utilisation', () => {
  // Open minutes per date (Dinner 18–22 = 240; Wed blacked out; Sat Dinner ∪ Late 21:00–24:00 =
  // 18:00–24:00 = 360; Sun: Late's 00:00 GMT → 02:00 BST = 60 real minutes, Lunch 180, Dinner 240 = 480):
  // Mon 240, Tue 240, Wed 0, Thu 240, Fri 240, Sat 360, Sun 480 = 1800 per table; 3 tables = 5400.
  // Occupied: T1 Mon 90 (B1) + Thu 85 (B3) + Fri 60 (B6) + Sun 75 (B7) = 310;
  // T2 Tue 90 (B2) + Sun 80 (B5) + 75 (B7) = 245; P1 Sat 30 + Sun 60 (B4) = 90. Total 645.
  it('divides occupied by open minutes per table and per area', async () => {
    const result = await report('utilisation');
    expect(section(result, 'utilisationByTable').rows).toEqual([
      { table: 'T1', area: 'Dining Room', occupiedMinutes: 310, openMinutes: 1800, utilisation: 310 / 1800 },
      { table: 'T2', area: 'Dining Room', occupiedMinutes: 245, openMinutes: 1800, utilisation: 245 / 1800 },
      { table: 'P1', area: 'Terrace', occupiedMinutes: 90, openMinutes: 1800, utilisation: 90 / 1800 },
    ]);
    expect(section(result, 'utilisationByArea').rows).toEqual([
      { area: 'Dining Room', tables: 2, occupiedMinutes: 555, openMinutes: 3600, utilisation: 555 / 3600 },
      { area: 'Terrace', tables: 1, occupiedMinutes: 90, openMinutes: 1800, utilisation: 90 / 1800 },
    ]);
    expect(result.card).toMatchObject({ metric: 'utilisation', unit: 'percent' });
    expect(result.card.value).toBeCloseTo(645 / 5400, 10);
    // The week before: open Mon–Fri 240 × 5, Sat 21 360, Sun 22 Late's 00:00–02:00 GMT 120 + 180 +
    // 240 = 540 → 2100 per table, 6300 for 3; occupied P1 60 + P3 120 = 180.
    expect(result.card.previous).toBeCloseTo(180 / 6300, 10);
    // Per date, occupied ÷ (3 × open): Mon 90/720, Tue 90/720, Wed closed, Thu 85/720, Fri 60/720,
    // Sat 30/1080, Sun (75 + 155 + 60)/1440.
    const expected = [90 / 720, 90 / 720, null, 85 / 720, 60 / 720, 30 / 1080, 290 / 1440];
    trend(result).forEach((value, i) => {
      const want = expected[i];
      if (want === null || want === undefined) expect(value).toBeNull();
      else expect(value).toBeCloseTo(want, 10);
    });
  });

  it('gives revenue per available seat-hour per date from the open hours, food orders and the till', async () => {
    // Revenue (orders + till) ÷ (12 seats × open hours): Mon (3100 + 2400) / 48 = 114.58 → 115;
    // Tue 1050 / 48 = 21.88 → 22; Wed closed; Thu, Fri 0; Sat (4800 + 6000) / 72 = 150; Sun
    // (2100 + 1200) / 96 = 34.38 → 34 (the 23-hour day is open 8 real hours, not 9).
    expect(section(await report('utilisation'), 'revpashByDay').rows).toEqual([
      {
        date: '2026-03-23',
        ordersRevenue: 3100,
        tillRevenue: 2400,
        revenue: 5500,
        seats: 12,
        openMinutes: 240,
        revpash: 115,
      },
      {
        date: '2026-03-24',
        ordersRevenue: 1050,
        tillRevenue: 0,
        revenue: 1050,
        seats: 12,
        openMinutes: 240,
        revpash: 22,
      },
      {
        date: '2026-03-25',
        ordersRevenue: 0,
        tillRevenue: 0,
        revenue: 0,
        seats: 12,
        openMinutes: 0,
        revpash: null,
      },
      {
        date: '2026-03-26',
        ordersRevenue: 0,
        tillRevenue: 0,
        revenue: 0,
        seats: 12,
        openMinutes: 240,
        revpash: 0,
      },
      {
        date: '2026-03-27',
        ordersRevenue: 0,
        tillRevenue: 0,
        revenue: 0,
        seats: 12,
        openMinutes: 240,
        revpash: 0,
      },
      {
        date: '2026-03-28',
        ordersRevenue: 4800,
        tillRevenue: 6000,
        revenue: 10800,
        seats: 12,
        openMinutes: 360,
        revpash: 150,
      },
      {
        date: '2026-03-29',
        ordersRevenue: 2100,
        tillRevenue: 1200,
        revenue: 3300,
        seats: 12,
        openMinutes: 480,
        revpash: 34,
      },
    ]);
  });
});

describe('orders', () => {
  it('sums revenue by outlet, item and hour, leaving cancelled orders out', async () => {
    const result = await report('orders');
    // 3100 + 1050 + 4800 + 2100 = 11050 (O4 cancelled); the week before 350 + 2400 = 2750.
    expect(result.card).toMatchObject({ metric: 'revenue', unit: 'money', value: 11_050, previous: 2750 });
    expect(trend(result)).toEqual([3100, 1050, 0, 0, 0, 4800, 2100]);
    // restaurant1: O1 3100 + O2 4800; ird: O5 1050 + O3 2100.
    expect(section(result, 'revenueByOutlet').rows).toEqual([
      { outlet: 'restaurant1', orders: 2, revenue: 7900 },
      { outlet: 'ird', orders: 2, revenue: 3150 },
    ]);
    // Steak 1 + 2 = 3 (7200); Wine 1 + 3 = 4 (2800); Soup 2 + 1 = 3 (1050).
    expect(section(result, 'revenueByItem').rows).toEqual([
      { item: 'Steak', quantity: 3, revenue: 7200 },
      { item: 'Wine', quantity: 4, revenue: 2800 },
      { item: 'Soup', quantity: 3, revenue: 1050 },
    ]);
    // 13:00 London (O3, 12:10 UTC), 19:00 (O1 19:30, O5 19:05), 23:00 (O2); every other hour empty.
    const hours = section(result, 'revenueByHour').rows;
    expect(hours).toHaveLength(24);
    expect(hours.filter((h) => h.orders !== 0)).toEqual([
      { hour: '13:00', orders: 1, revenue: 2100 },
      { hour: '19:00', orders: 2, revenue: 4150 },
      { hour: '23:00', orders: 1, revenue: 4800 },
    ]);
  });

  it('lists the items on sale out of stock now, with what they sold in the period', async () => {
    // Wine is 86'd (0 left), sold 4 this week; Old Special is 86'd but not on sale; Steak has 5 left.
    expect(section(await report('orders'), 'outOfStockNow').rows).toEqual([
      { item: 'Wine', stockQuantity: 0, quantitySold: 4 },
    ]);
  });
});

describe('tenancy', () => {
  it("never shows another restaurant's bookings, events, tables, shifts or orders", async () => {
    // Harbour's own figures are its own: 1 no-show of 2 bookings, one 240-minute turn, one order of
    // 99 999 on the 24th, one table open 10:00–23:00 every day.
    const leads = await report('leadTimes', harbourId);
    expect(leads.card.value).toBe(0.5);
    expect(
      section(leads, 'cancellationsByLeadTime').rows.find((r) => r.bucket === 'after')?.cancellations,
    ).toBe(1);
    expect((await report('turnTimes', harbourId)).card.value).toBe(240);
    const orders = await report('orders', harbourId);
    expect(orders.card.value).toBe(99_999);
    expect(section(orders, 'outOfStockNow').rows.map((r) => r.item)).toEqual(['Harbour Fish']);
    const use = await report('utilisation', harbourId);
    expect(section(use, 'utilisationByTable').rows.map((r) => r.table)).toEqual(['H1']);
    // Opening 10:00–23:00 = 780; on the 23-hour Sunday too (10:00 BST → 23:00 BST).
    expect(section(use, 'revpashByDay').rows.map((r) => r.openMinutes)).toEqual(Array(7).fill(780));
    // Its till's one check (the 24th) is its own, and Lantern's checks are not in it.
    expect(section(use, 'revpashByDay').rows.map((r) => r.tillRevenue)).toEqual([0, 50_000, 0, 0, 0, 0, 0]);
    // H1 24 Mar: seated 19:00, completed 23:00, open until 23:00 → 240 of 7 × 780.
    expect(use.card.value).toBeCloseTo(240 / (7 * 780), 10);

    // And Lantern's figures above never include Harbour's: its items, tables and outlets are its own.
    const mine = await report('orders');
    expect(section(mine, 'revenueByItem').rows.map((r) => r.item)).not.toContain('Harbour Fish');
    expect(section(mine, 'outOfStockNow').rows.map((r) => r.item)).not.toContain('Harbour Fish');
    const myTables = section(await report('utilisation'), 'utilisationByTable').rows.map((r) => r.table);
    expect(myTables).not.toContain('H1');
  });
});
