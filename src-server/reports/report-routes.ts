// The reports' routes (src-shared/reports/report-entity.ts): one report over a period, and one of its
// tables as CSV. Read-only: they never take a tenant write, so a report never holds up the host stand.
import type { FastifyPluginAsync } from 'fastify';
import { writeCsv } from '../../src-shared/csv/csv-export.js';
import { REPORT_CALLS as C } from '../../src-shared/reports/report-entity.js';
import {
  NOT_ASSIGNED_LABEL,
  reportColumnHeader,
  reportCsvCell,
} from '../../src-shared/reports/report-labels.js';
import type { ReportResult } from '../../src-shared/reports/report-schemas.js';
import { fieldError } from '../resources/drizzle-crud.js';
import { routeTable } from '../resources/route-helper.js';
import type { RouteDeps } from '../routes/route-deps.js';
import { REPORTS } from './report-registry.js';
import { reportScope, runReport } from './report-scope.js';

/**
 * One section of a report as a CSV file: English headers (money columns name the currency), values
 * in their units as a spreadsheet reads them, every cell a spreadsheet would run as a formula
 * neutralised (writeCsv). A section the report does not have is a 422 on `querystring.section`,
 * named as the error handler names a query field the schema refuses.
 */
export function reportCsv(
  result: ReportResult,
  sectionId: string,
): { filename: string; csv: string; rows: number } {
  const section = result.sections.find((s) => s.id === sectionId);
  if (!section) {
    const known = result.sections.map((s) => s.id);
    throw fieldError(
      'querystring.section',
      known.length === 0
        ? `The ${result.report} report has no tables`
        : `Section must be one of ${known.join(', ')}`,
    );
  }
  const headers = section.columns.map((column) => reportColumnHeader(column, result.currency));
  // The first column names the row: an empty name is the bookings with none (no shift, no server).
  const rows = section.rows.map((row) =>
    section.columns.map((column, i) =>
      i === 0 && row[column.key] === '' ? NOT_ASSIGNED_LABEL : reportCsvCell(row[column.key], column.unit),
    ),
  );
  const { from, to } = result.period;
  return {
    filename: `${result.report}-${section.id}-${from}-to-${to}.csv`,
    csv: writeCsv(headers, rows),
    rows: rows.length,
  };
}

export function reportRoutes(deps: RouteDeps): FastifyPluginAsync {
  return async (app) => {
    const { db } = deps;
    const route = routeTable(app, ['reports'], deps);

    route(C.show, async ({ restaurantId, params, query }) => ({
      data: await runReport(REPORTS[params.report], await reportScope(db, restaurantId, query)),
    }));

    route(C.csv, async ({ restaurantId, params, query }) => {
      const period = { from: query.from, to: query.to };
      const result = await runReport(REPORTS[params.report], await reportScope(db, restaurantId, period));
      return { data: reportCsv(result, query.section) };
    });
  };
}
