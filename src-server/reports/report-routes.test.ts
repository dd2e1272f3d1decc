import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { ReportResult, ReportUnit, ReportValue } from '../../src-shared/reports/report-schemas.js';
import { reportCsv } from './report-routes.js';

/** The section's columns in order, with their units; each row gives its values in this order. */
const COLUMNS: Array<[string, ReportUnit]> = [
  ['table', 'text'],
  ['occupiedMinutes', 'minutes'],
  ['utilisation', 'percent'],
  ['revenue', 'money'],
  ['walkIns', 'count'],
  ['someNewColumn', 'count'],
];
function row(...values: ReportValue[]): Record<string, ReportValue> {
  if (values.length !== COLUMNS.length) throw new Error(`a row of ${values.length} values`);
  return Object.fromEntries(COLUMNS.map(([key], i) => [key, values[i] ?? null]));
}

const result: ReportResult = {
  report: 'utilisation',
  period: { from: '2026-06-01', to: '2026-06-07' },
  previousPeriod: { from: '2026-05-25', to: '2026-05-31' },
  timeZone: 'Europe/London',
  currency: 'GBP',
  card: { metric: 'utilisation', unit: 'percent', value: 0.5, previous: 0.4, trend: [] },
  sections: [
    {
      id: 'byTable',
      chart: null,
      columns: COLUMNS.map(([key, unit]) => ({ key, unit })),
      rows: [
        row('T1', 95.25, 0.25, 123_450, 3, 1),
        row('@SUM(A1:A9)', 0, 0.3333, -500, 0, null),
        row('', 10, null, 5, 1, 0),
      ],
    },
  ],
};

describe('a report table as CSV', () => {
  it('writes English headers, values in their units, the unnamed row and formula cells as text', () => {
    const out = reportCsv(result, 'byTable');
    expect(out.filename).toBe('utilisation-byTable-2026-06-01-to-2026-06-07.csv');
    expect(out.rows).toBe(3);
    expect(Papa.parse<string[]>(out.csv.trim()).data).toEqual([
      ['Table', 'Minutes occupied', 'Utilisation', 'Revenue (GBP)', 'Walk-ins', 'Some new column'],
      ['T1', '95.3', '25.0%', '1234.50', '3', '1'],
      ["'@SUM(A1:A9)", '0', '33.3%', '-5.00', '0', ''],
      ['Not assigned', '10', '', '0.05', '1', '0'],
    ]);
  });

  it('refuses a section the report does not have, naming the query field', () => {
    expect(() => reportCsv(result, 'byPlanet')).toThrow(
      expect.objectContaining({
        statusCode: 422,
        errors: { 'querystring.section': ['Section must be one of byTable'] },
      }),
    );
  });
});
