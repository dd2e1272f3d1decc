// The reports API (issue 33): who may read a report and download its tables, tenancy, and the CSV a
// spreadsheet opens safely with readable headers: a shift named like a formula reaches the covers
// report's table through the real route and is written as text. (The units of every column are
// written as report-routes.test.ts shows.)
import crypto from 'node:crypto';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src-shared/time.js';
import { DEMO, useTestApi, type SignedIn } from './helpers/api-server.js';

const getApi = useTestApi();
let admin: SignedIn;
let manager: SignedIn;
let host: SignedIn;
let quayAdmin: SignedIn;
let harbourId: number;
// A week a month ahead (bookings are taken for days to come), and the week before it.
const from = addDays(new Date().toISOString().slice(0, 10), 30);
const to = addDays(from, 6);
const period = `from=${from}&to=${to}`;
const FORMULA = '=HYPERLINK("http://evil.test","Lunch")';

beforeAll(async () => {
  const t = getApi();
  admin = await t.signIn(DEMO.harbourAdmin.email, DEMO.harbourAdmin.password);
  harbourId = admin.user.restaurantId;
  const email = `reports-manager-${crypto.randomBytes(3).toString('hex')}@harbour.test`;
  const created = await t.api('POST', '/user/create', {
    token: admin.token,
    restaurantId: harbourId,
    body: { email, password: 'reports-manager-1', first_name: 'Rita', role: 'manager' },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  manager = await t.signIn(email, 'reports-manager-1');
  host = await t.signIn(DEMO.harbourHost.email, DEMO.harbourHost.password);
  quayAdmin = await t.signIn(DEMO.quayAdmin.email, DEMO.quayAdmin.password);
  const shift = await t.api('POST', '/shifts', {
    token: manager.token,
    restaurantId: harbourId,
    body: { name: FORMULA, category: 'LUNCH', start_time: '11:30', end_time: '15:00' },
  });
  expect(shift.status, JSON.stringify(shift.body)).toBe(201);
  const booked = await t.api('POST', '/reservation/bookReservation', {
    token: manager.token,
    restaurantId: harbourId,
    body: {
      first_name: 'Formula',
      last_name: 'Guest',
      guest_count: 4,
      duration_minutes: 90,
      date: addDays(from, 1),
      time: '12:30',
      shift_id: (shift.body as { data: { id: string } }).data.id,
    },
  });
  expect(booked.status, JSON.stringify(booked.body)).toBe(201);
});

const get = (who: SignedIn, path: string, restaurantId = harbourId) =>
  getApi().api('GET', path, { token: who.token, restaurantId });

describe('reports API', () => {
  it('answers a report to a manager, in the venue zone and currency, and to a host (reports.read)', async () => {
    const res = await get(manager, `/reports/covers?${period}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = (res.body as { data: Record<string, unknown> }).data;
    expect(data).toMatchObject({
      report: 'covers',
      period: { from, to },
      previousPeriod: { from: addDays(from, -7), to: addDays(from, -1) },
      timeZone: 'Europe/London',
      currency: 'GBP',
      card: { metric: 'covers', unit: 'count' },
    });
    expect((await get(host, `/reports/covers?${period}`)).status).toBe(200);
  });

  it('refuses the CSV to a host, who may read reports but not download them', async () => {
    const res = await get(host, `/reports/covers/csv?${period}&section=coversByShift`);
    expect(res.status).toBe(403);
  });

  it("refuses another restaurant's reports, and names an unknown report or section", async () => {
    expect((await get(quayAdmin, `/reports/covers?${period}`, harbourId)).status).toBe(403);
    expect(
      (await get(quayAdmin, `/reports/covers/csv?${period}&section=coversByShift`, harbourId)).status,
    ).toBe(403);

    const unknown = await get(manager, `/reports/footfall?${period}`);
    expect(unknown.status).toBe(422);
    expect(JSON.stringify(unknown.body)).toContain('Report must be one of covers');

    const section = await get(manager, `/reports/covers/csv?${period}&section=byPlanet`);
    expect(section.status).toBe(422);
    expect((section.body as { errors: Record<string, string[]> }).errors).toEqual({
      'querystring.section': ['Section must be one of coversByDay, coversByShift'],
    });

    const backwards = await get(manager, '/reports/covers?from=2026-06-07&to=2026-06-01');
    expect(backwards.status).toBe(422);
    expect(backwards.body).toMatchObject({ errors: { 'querystring.to': ['To must be on or after From'] } });
  });

  it('writes a table as CSV with readable headers and formula cells neutralised', async () => {
    const res = await get(manager, `/reports/covers/csv?${period}&section=coversByShift`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = (res.body as { data: { filename: string; csv: string; rows: number } }).data;
    expect(data.filename).toBe(`covers-coversByShift-${from}-to-${to}.csv`);
    const parsed = Papa.parse<string[]>(data.csv.trim()).data;
    expect(parsed[0]).toEqual(['Shift', 'Bookings', 'Covers']);
    expect(data.rows).toBe(parsed.length - 1);
    // The shift named like a formula, with its one booking of four: written as text.
    expect(parsed.filter((row) => row[0]?.includes('HYPERLINK'))).toEqual([[`'${FORMULA}`, '1', '4']]);
    expect(data.csv).toContain(`"'=HYPERLINK(""http://evil.test"",""Lunch"")",1,4`);
    // No cell of the file starts as a formula would.
    for (const row of parsed) for (const cell of row) expect(cell).not.toMatch(/^[=+@-]/);
  });
});
