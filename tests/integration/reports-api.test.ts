// The reports API (issue 33): who may read a report and download its tables, tenancy, and the CSV a
// spreadsheet opens safely with readable headers. The covers report's figures are another file's
// work; here its definition is a small stand-in that reads the restaurant's shifts, so a shift named
// like a formula reaches the CSV through the real route.
import crypto from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shifts } from '../../src-server/db/schema/index.js';
import { REPORTS } from '../../src-server/reports/report-registry.js';
import { datesOf, type ReportDefinition } from '../../src-server/reports/report-scope.js';
import { DEMO, useTestApi, type SignedIn } from './helpers/api-server.js';

/** Test stand-in for 'covers': one row per shift of the restaurant, a column of each unit. */
const shiftsReport: ReportDefinition = {
  key: 'covers',
  async compute(scope) {
    const rows = await scope.db
      .select({ name: shifts.name })
      .from(shifts)
      .where(eq(shifts.restaurantId, scope.restaurantId))
      .orderBy(asc(shifts.name));
    return {
      card: {
        metric: 'covers',
        unit: 'count',
        value: rows.length,
        previous: null,
        trend: datesOf(scope.period).map((date) => ({ date, value: null })),
      },
      sections: [
        {
          id: 'byShift',
          chart: null,
          columns: [
            { key: 'shift', unit: 'text' },
            { key: 'covers', unit: 'count' },
            { key: 'revenue', unit: 'money' },
            { key: 'noShowRate', unit: 'percent' },
            { key: 'turnMinutes', unit: 'minutes' },
          ],
          rows: rows.map((r) => ({
            shift: r.name,
            covers: 12,
            revenue: 123_450,
            noShowRate: 0.25,
            turnMinutes: 95,
          })),
        },
      ],
    };
  },
};

const realCovers = REPORTS.covers;
const getApi = useTestApi();
let admin: SignedIn;
let manager: SignedIn;
let host: SignedIn;
let quayAdmin: SignedIn;
let harbourId: number;
const period = 'from=2026-06-01&to=2026-06-07';
const FORMULA = '=HYPERLINK("http://evil.test","Lunch")';

beforeAll(async () => {
  REPORTS.covers = shiftsReport;
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
});

afterAll(() => {
  REPORTS.covers = realCovers;
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
      period: { from: '2026-06-01', to: '2026-06-07' },
      previousPeriod: { from: '2026-05-25', to: '2026-05-31' },
      timeZone: 'Europe/London',
      currency: 'GBP',
    });
    expect((await get(host, `/reports/covers?${period}`)).status).toBe(200);
  });

  it('refuses the CSV to a host, who may read reports but not download them', async () => {
    const res = await get(host, `/reports/covers/csv?${period}&section=byShift`);
    expect(res.status).toBe(403);
  });

  it("refuses another restaurant's reports, and names an unknown report or section", async () => {
    expect((await get(quayAdmin, `/reports/covers?${period}`, harbourId)).status).toBe(403);
    expect((await get(quayAdmin, `/reports/covers/csv?${period}&section=byShift`, harbourId)).status).toBe(
      403,
    );

    const unknown = await get(manager, `/reports/footfall?${period}`);
    expect(unknown.status).toBe(422);
    expect(JSON.stringify(unknown.body)).toContain('Report must be one of covers');

    const section = await get(manager, `/reports/covers/csv?${period}&section=byPlanet`);
    expect(section.status).toBe(422);
    expect((section.body as { errors: Record<string, string[]> }).errors).toEqual({
      'querystring.section': ['Section must be one of byShift'],
    });

    const backwards = await get(manager, '/reports/covers?from=2026-06-07&to=2026-06-01');
    expect(backwards.status).toBe(422);
    expect(backwards.body).toMatchObject({ errors: { 'querystring.to': ['To must be on or after From'] } });
  });

  it('writes a table as CSV with readable headers, values in their units and formula cells neutralised', async () => {
    const res = await get(manager, `/reports/covers/csv?${period}&section=byShift`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = (res.body as { data: { filename: string; csv: string; rows: number } }).data;
    expect(data.filename).toBe('covers-byShift-2026-06-01-to-2026-06-07.csv');
    const parsed = Papa.parse<string[]>(data.csv.trim()).data;
    expect(parsed[0]).toEqual(['Shift', 'Covers', 'Revenue (GBP)', 'No-show rate', 'Turn time (minutes)']);
    expect(data.rows).toBe(parsed.length - 1);
    const formulaRow = parsed.find((row) => row[0]?.includes('HYPERLINK'));
    expect(formulaRow).toEqual([`'${FORMULA}`, '12', '1234.50', '25.0%', '95']);
    // No cell of the file starts as a formula would.
    for (const row of parsed) for (const cell of row) expect(cell).not.toMatch(/^[=+@]/);
  });
});
