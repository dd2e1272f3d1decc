// The audit trail's read calls (issue 16), for the /admin area: a filtered page, the filter choices
// and the CSV export of the filtered set. There is no call that edits or deletes an entry.
import type { z } from 'zod';
import type { RouteContract } from '../resources/route-contract.js';
import { auditExportSchema, auditFacetsSchema, auditPageSchema, auditQuerySchema } from '../schemas/audit.js';

export const AUDIT_CONTRACTS = {
  list: {
    method: 'GET',
    path: '/admin/audit',
    summary: 'The audit trail of the restaurant, newest first, filtered and paged',
    permission: 'audit.read',
    query: auditQuerySchema,
    response: auditPageSchema,
    status: 200,
  },
  facets: {
    method: 'GET',
    path: '/admin/audit/facets',
    summary: 'The entities, actions and users the audit trail holds, for its filters',
    permission: 'audit.read',
    response: auditFacetsSchema,
    status: 200,
  },
  export: {
    method: 'GET',
    path: '/admin/audit/export',
    summary: 'The filtered audit trail as CSV (every matching entry)',
    permission: 'audit.read',
    query: auditQuerySchema.omit({ page: true, page_size: true }),
    response: auditExportSchema,
    status: 200,
  },
} as const satisfies Record<string, RouteContract>;

export const auditExportQuerySchema = AUDIT_CONTRACTS.export.query;
export type AuditExportQuery = z.input<typeof auditExportQuerySchema>;
