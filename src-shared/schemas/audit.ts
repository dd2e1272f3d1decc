// The audit trail as the API shows it: who changed what, when (the moment it was made, offline or
// not), from which terminal, with the row before and after.
import { z } from 'zod';
import { venueDateSchema } from '../time.js';

/** The record an entry is about, by its person or thing (shared/audit/audit-subject.ts). */
export const auditSubjectSchema = z.object({
  /** The guest's, client's or staff member's name, or the thing's (a table, a product, a role). */
  name: z.string().nullable(),
  /** The venue day it is for (a booking, a guest-list day, a blackout date), 'YYYY-MM-DD'. */
  date: z.string().nullable(),
  /** The booking's time, 'HH:MM'. */
  time: z.string().nullable(),
});
export type AuditSubject = z.infer<typeof auditSubjectSchema>;

export const auditEntrySchema = z.object({
  id: z.number().int().positive(),
  restaurant_id: z.number().int().nullable(),
  occurred_at: z.string(),
  recorded_at: z.string(),
  actor_user_id: z.number().int().nullable(),
  actor_name: z.string(),
  actor_role: z.string(),
  terminal: z.string().nullable(),
  source: z.enum(['api', 'sync']),
  /** Made on a terminal that could not reach the server then (not merely pushed through its outbox). */
  offline: z.boolean(),
  entity: z.string(),
  /** The record by its person or thing; null when its row names none (a venue setting). */
  subject: auditSubjectSchema.nullable(),
  entity_id: z.string(),
  action: z.string(),
  summary: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const AUDIT_PAGE_SIZE_MAX = 500;

export const auditQuerySchema = z.object({
  entity: z.string().max(60).optional(),
  entity_id: z.string().max(100).optional(),
  actor_user_id: z.coerce.number().int().positive().optional(),
  action: z.string().max(40).optional(),
  source: z.enum(['api', 'sync']).optional(),
  /** Venue dates, inclusive, of when the change was made. */
  from: venueDateSchema.optional(),
  to: venueDateSchema.optional(),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(AUDIT_PAGE_SIZE_MAX).default(50),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditPageSchema = z.object({
  rows: z.array(auditEntrySchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  page_size: z.number().int().positive(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

/** Days the trail keeps a change by default (per restaurant, changeable in /admin). */
export const AUDIT_RETENTION_DAYS_DEFAULT = 365;

/** The filters a reader can pick from: the entities, actions and users the trail holds. */
export const auditFacetsSchema = z.object({
  entities: z.array(z.string()),
  actions: z.array(z.string()),
  users: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type AuditFacets = z.infer<typeof auditFacetsSchema>;

/** The CSV export of the filtered trail (every matching row, not one page). */
export const auditExportSchema = z.object({
  filename: z.string(),
  rows: z.number().int().nonnegative(),
  csv: z.string(),
});
export type AuditExport = z.infer<typeof auditExportSchema>;

/** The export's columns, in order. */
export const AUDIT_CSV_COLUMNS: readonly string[] =
  'occurred_at recorded_at user role terminal source entity entity_id action summary before after'.split(' ');
