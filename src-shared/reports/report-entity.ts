// Reports (issue 33, spec §2 /report) declared as an entity: online only, read by whoever holds
// reports.read; the CSV of a report's table asks for reports.download (a separate permission, as
// Eat App keeps it). The scheduled report mails are a resource of their own (report-schedule-resource.ts).
import { defineEntity } from '../entities/define-entity.js';
import type { RouteContract } from '../resources/route-contract.js';
import {
  reportCsvQuerySchema,
  reportCsvSchema,
  reportParamsSchema,
  reportPeriodSchema,
  reportResultSchema,
} from './report-schemas.js';

export const REPORT_CALLS = {
  show: {
    method: 'GET',
    path: '/reports/{report}',
    summary:
      'One report over a period of venue dates: its card (figure, previous equal period, daily trend) and its tables',
    permission: 'reports.read',
    params: reportParamsSchema,
    query: reportPeriodSchema,
    response: reportResultSchema,
    status: 200,
  },
  csv: {
    method: 'GET',
    path: '/reports/{report}/csv',
    summary: 'One table of a report as CSV (cells a spreadsheet would run as a formula are neutralised)',
    permission: 'reports.download',
    params: reportParamsSchema,
    query: reportCsvQuerySchema,
    response: reportCsvSchema,
    status: 200,
  },
} as const satisfies Record<string, RouteContract>;

export const reportEntity = defineEntity({
  key: 'report',
  noun: 'report',
  plural: 'reports',
  mirror: null,
  callPrefix: 'reports',
  calls: REPORT_CALLS,
});
