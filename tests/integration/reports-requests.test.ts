// The requests report of issue 33 (guest requests answered within the venue's response target) on
// PGlite or PostgreSQL, over requests placed by hand: every figure of the card and both sections equals
// the count written in the comments. One request arrives at 23:30 (its venue date is that evening's),
// the week ends on the DST change day (a request at 00:30 GMT on the 29th is the 29th's; one at 23:30
// GMT on the 29th is already 00:30 BST on the 30th, after the week), and a second tenant's request
// of the same week is not counted.
import { beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src-shared/ids.js';
import { reportResultSchema, type ReportResult } from '../../src-shared/reports/report-schemas.js';
import type { AppDatabase } from '../../src-server/db/client.js';
import { guestRequests } from '../../src-server/db/schema/requests.js';
import { REPORTS } from '../../src-server/reports/report-registry.js';
import { reportScope, runReport } from '../../src-server/reports/report-scope.js';
import { useTestApi } from './helpers/api-server.js';
import { PERIOD, seedReportVenue, type FixtureVenue } from './helpers/report-fixture.js';

const getApi = useTestApi();

const venue = (name: string, timeZone: string): FixtureVenue => ({
  name,
  timeZone,
  statuses: ['Booked'],
  shifts: [['Dinner', '12:00', true]],
  servers: [['Ana', true]],
  areas: [['Main', true]],
  channels: [['Own website', 'widget', 'widget', true]],
  bookings: [],
});

type Spec = { kind: string; received: string; due: string; answered: string | null };

// Instants in UTC; London is on GMT until 01:00 GMT on 29 March 2026, then BST.
// prettier-ignore
const M_REQUESTS: Record<string, Spec> = {
  // The previous week (16 … 22 March): P1 in time, P2 late, P6 in time (23:30 GMT on the 22nd is the 22nd).
  P1: { kind: 'enquiry', received: '2026-03-18T10:00Z', due: '2026-03-19T10:00Z', answered: '2026-03-18T12:00Z' },
  P2: { kind: 'reservation', received: '2026-03-20T10:00Z', due: '2026-03-21T10:00Z', answered: '2026-03-22T10:00Z' },
  P6: { kind: 'cancellation', received: '2026-03-22T23:30Z', due: '2026-03-23T23:30Z', answered: '2026-03-23T08:00Z' },
  // The week reported.
  R1: { kind: 'reservation', received: '2026-03-23T09:00Z', due: '2026-03-24T09:00Z', answered: '2026-03-23T10:30Z' }, // in time, 90 min
  R2: { kind: 'reservation', received: '2026-03-23T23:30Z', due: '2026-03-24T23:30Z', answered: '2026-03-25T01:30Z' }, // late, 1,560 min
  R3: { kind: 'enquiry', received: '2026-03-25T12:00Z', due: '2026-03-26T12:00Z', answered: null }, // overdue
  R7: { kind: 'enquiry', received: '2026-03-27T10:00Z', due: '2099-01-01T00:00Z', answered: null }, // unanswered, not yet due
  R4: { kind: 'change', received: '2026-03-29T00:30Z', due: '2026-03-30T00:30Z', answered: '2026-03-29T02:30Z' }, // in time, 120 min
  // 00:30 BST on the 30th: after the week.
  R5: { kind: 'refund', received: '2026-03-29T23:30Z', due: '2026-03-30T23:30Z', answered: null },
};

async function insertRequests(db: AppDatabase, restaurantId: number, specs: Record<string, Spec>) {
  for (const [label, s] of Object.entries(specs))
    await db.insert(guestRequests).values({
      id: uuidv7(),
      restaurantId,
      kind: s.kind,
      state: s.answered ? 'answered' : 'new',
      source: 'phone',
      firstName: label,
      createdAt: new Date(s.received),
      updatedAt: new Date(s.received),
      dueAt: new Date(s.due),
      answeredAt: s.answered ? new Date(s.answered) : null,
    });
}

let result: ReportResult;
let otherResult: ReportResult;

beforeAll(async () => {
  const { db } = getApi().server;
  const m = await seedReportVenue(db, venue('Requests Fixture Bistro', 'Europe/London'));
  const n = await seedReportVenue(db, venue('Other Requests Tenant', 'Europe/Paris'));
  await insertRequests(db, m.restaurantId, M_REQUESTS);
  // The other tenant: one request answered in time the same week.
  await insertRequests(db, n.restaurantId, {
    N1: {
      kind: 'enquiry',
      received: '2026-03-25T10:00Z',
      due: '2026-03-26T10:00Z',
      answered: '2026-03-25T11:00Z',
    },
  });
  const run = async (restaurantId: number) =>
    reportResultSchema.parse(await runReport(REPORTS.requests, await reportScope(db, restaurantId, PERIOD)));
  result = await run(m.restaurantId);
  otherResult = await run(n.restaurantId);
});

const section = (r: ReportResult, id: string) => r.sections.find((s) => s.id === id)?.rows ?? [];

describe('the requests report', () => {
  it('answers the share answered in time against the previous week, with the trend per day', () => {
    // This week: in time R1, R4; decided R1, R2 (late), R3 (overdue), R4 → 2 / 4. R7 is not yet due.
    // The week before: P1, P6 in time, P2 late → 2 / 3.
    expect(result.card).toMatchObject({ metric: 'requestsOnTime', unit: 'percent', value: 0.5 });
    expect(result.card.previous).toBeCloseTo(2 / 3, 10);
    expect(result.card.trend).toEqual([
      { date: '2026-03-23', value: 0.5 },
      { date: '2026-03-24', value: null },
      { date: '2026-03-25', value: 0 },
      { date: '2026-03-26', value: null },
      { date: '2026-03-27', value: null },
      { date: '2026-03-28', value: null },
      { date: '2026-03-29', value: 1 },
    ]);
  });

  it('counts each kind of request, with the median response time', () => {
    expect(section(result, 'requestsByKind')).toEqual([
      {
        requestKind: 'reservation',
        requests: 2,
        answeredInTime: 1,
        answeredLate: 1,
        unanswered: 0,
        overdue: 0,
        medianResponseMinutes: 825,
        onTime: 0.5,
      },
      {
        requestKind: 'change',
        requests: 1,
        answeredInTime: 1,
        answeredLate: 0,
        unanswered: 0,
        overdue: 0,
        medianResponseMinutes: 120,
        onTime: 1,
      },
      {
        requestKind: 'cancellation',
        requests: 0,
        answeredInTime: 0,
        answeredLate: 0,
        unanswered: 0,
        overdue: 0,
        medianResponseMinutes: null,
        onTime: null,
      },
      {
        requestKind: 'refund',
        requests: 0,
        answeredInTime: 0,
        answeredLate: 0,
        unanswered: 0,
        overdue: 0,
        medianResponseMinutes: null,
        onTime: null,
      },
      {
        requestKind: 'enquiry',
        requests: 2,
        answeredInTime: 0,
        answeredLate: 0,
        unanswered: 2,
        overdue: 1,
        medianResponseMinutes: null,
        onTime: 0,
      },
    ]);
  });

  it('counts each venue date, the 23:30 request on its evening and the DST day’s on the 29th', () => {
    const days = section(result, 'requestsByDay');
    expect(days.map((d) => [d.date, d.requests, d.answeredInTime, d.answeredLate, d.overdue])).toEqual([
      ['2026-03-23', 2, 1, 1, 0],
      ['2026-03-24', 0, 0, 0, 0],
      ['2026-03-25', 1, 0, 0, 1],
      ['2026-03-26', 0, 0, 0, 0],
      ['2026-03-27', 1, 0, 0, 0],
      ['2026-03-28', 0, 0, 0, 0],
      ['2026-03-29', 1, 1, 0, 0],
    ]);
  });

  it('counts only its own restaurant’s requests', () => {
    expect(otherResult.card.value).toBe(1);
    expect(section(otherResult, 'requestsByKind').find((r) => r.requestKind === 'enquiry')).toMatchObject({
      requests: 1,
      answeredInTime: 1,
    });
  });
});
