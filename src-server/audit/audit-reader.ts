// Reads the audit trail: filtered pages for /admin, a user's role history, and the CSV export.
// Guest contact details in before/after are masked for a reader whose role may not see them.
import { and, asc, count, desc, eq, gte, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import { CONTACT_MASK, maskContacts } from '../../src-shared/access/contact-mask.js';
import {
  AUDIT_CSV_COLUMNS,
  type AuditEntry,
  type AuditFacets,
  type AuditPage,
  type AuditQuery,
} from '../../src-shared/schemas/audit.js';
import { writeCsv } from '../../src-shared/csv/csv-export.js';
import { auditSubject } from '../../src-shared/audit/audit-subject.js';
import { addDays, venueLocalToInstant } from '../../src-shared/time.js';
import type { DbExecutor } from '../db/client.js';
import { auditLog } from '../db/schema/index.js';

type Row = typeof auditLog.$inferSelect;

/** A guest's name fields: masked in the trail with the contact details (personal data). */
const GUEST_NAME_FIELDS = ['first_name', 'last_name', 'firstName', 'lastName'];

function maskGuestNames(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskGuestNames);
  if (typeof value !== 'object' || value === null) return value;
  const isGuest = 'mobileNumber' in value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [
      k,
      isGuest && GUEST_NAME_FIELDS.includes(k) && typeof v === 'string' && v !== ''
        ? CONTACT_MASK
        : maskGuestNames(v),
    ]),
  );
}

/** Guest contact details and names masked: a reader without "view guest contact details". */
export const maskPersonalData = <T>(value: T): T => maskGuestNames(maskContacts(value)) as T;

/**
 * A change entry's summary starts with its entity and row id ("reservations 0193… changed status");
 * the trail names the record by its subject instead, so the id is left out of what a person reads.
 */
function summaryOf(row: Row): string {
  const idPrefix = `${row.entity} ${row.entityId} `;
  return row.summary.startsWith(idPrefix) ? row.summary.slice(idPrefix.length) : row.summary;
}

export function auditView(row: Row, seesContacts: boolean): AuditEntry {
  const mask = <T>(v: T) => (seesContacts ? v : maskPersonalData(v));
  const before = mask(row.before);
  const after = mask(row.after);
  return {
    id: row.id,
    restaurant_id: row.restaurantId,
    occurred_at: row.occurredAt.toISOString(),
    recorded_at: row.recordedAt.toISOString(),
    actor_user_id: row.actorUserId,
    actor_name: row.actorName,
    actor_role: row.actorRole,
    terminal: row.terminal,
    source: row.source === 'sync' ? 'sync' : 'api',
    offline: row.offline,
    entity: row.entity,
    subject: auditSubject(before, after),
    entity_id: row.entityId,
    action: row.action,
    summary: summaryOf(row),
    before,
    after,
  };
}

/** Rows of the restaurant matching `where`, newest first (a user's history: never many). */
export async function auditRows(
  db: DbExecutor,
  restaurantId: number,
  where: SQL,
  seesContacts = true,
): Promise<AuditEntry[]> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.restaurantId, restaurantId), where))
    .orderBy(desc(auditLog.occurredAt), desc(auditLog.id))
    .limit(500);
  return rows.map((r) => auditView(r, seesContacts));
}

export type AuditFilter = Omit<AuditQuery, 'page' | 'page_size'>;

/** The filter of a query, venue dates read in the restaurant's zone. */
function filterOf(restaurantId: number, query: AuditFilter, timeZone: string): SQL | undefined {
  const q = query.q?.toLowerCase();
  return and(
    eq(auditLog.restaurantId, restaurantId),
    query.entity ? eq(auditLog.entity, query.entity) : undefined,
    query.entity_id ? eq(auditLog.entityId, query.entity_id) : undefined,
    query.actor_user_id ? eq(auditLog.actorUserId, query.actor_user_id) : undefined,
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.source ? eq(auditLog.source, query.source) : undefined,
    query.from ? gte(auditLog.occurredAt, venueLocalToInstant(query.from, '00:00', timeZone)) : undefined,
    query.to
      ? lt(auditLog.occurredAt, venueLocalToInstant(addDays(query.to, 1), '00:00', timeZone))
      : undefined,
    q
      ? sql`(lower(${auditLog.summary}) like ${`%${q}%`} or lower(${auditLog.actorName}) like ${`%${q}%`})`
      : undefined,
  );
}

export async function auditPage(
  db: DbExecutor,
  restaurantId: number,
  query: AuditQuery,
  timeZone: string,
  seesContacts: boolean,
): Promise<AuditPage> {
  const where = filterOf(restaurantId, query, timeZone);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.occurredAt), desc(auditLog.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return {
    rows: rows.map((r) => auditView(r, seesContacts)),
    total: total?.n ?? 0,
    page: query.page,
    page_size: query.page_size,
  };
}

/** Every matching row, for the CSV export (newest first, at most `limit`). */
export async function auditExportRows(
  db: DbExecutor,
  restaurantId: number,
  query: AuditFilter,
  timeZone: string,
  seesContacts: boolean,
  limit = 50_000,
): Promise<AuditEntry[]> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(filterOf(restaurantId, query, timeZone))
    .orderBy(desc(auditLog.occurredAt), desc(auditLog.id))
    .limit(limit);
  return rows.map((r) => auditView(r, seesContacts));
}

/** The entities, actions and users of the restaurant's trail, for the reader's filters. */
export async function auditFacets(db: DbExecutor, restaurantId: number): Promise<AuditFacets> {
  const mine = eq(auditLog.restaurantId, restaurantId);
  const [entities, actions, users] = await Promise.all([
    db.selectDistinct({ v: auditLog.entity }).from(auditLog).where(mine).orderBy(asc(auditLog.entity)),
    db.selectDistinct({ v: auditLog.action }).from(auditLog).where(mine).orderBy(asc(auditLog.action)),
    db
      .selectDistinct({ id: auditLog.actorUserId, name: auditLog.actorName })
      .from(auditLog)
      .where(and(mine, isNotNull(auditLog.actorUserId)))
      .orderBy(asc(auditLog.actorName)),
  ]);
  const byId = new Map<number, string>();
  for (const u of users) if (u.id !== null && !byId.has(u.id)) byId.set(u.id, u.name);
  return {
    entities: entities.map((e) => e.v),
    actions: actions.map((a) => a.v),
    users: [...byId].map(([id, name]) => ({ id, name })),
  };
}

/** Entries as CSV, one column each (before and after as JSON), with a header row. */
export function auditCsv(entries: readonly AuditEntry[]): string {
  const json = (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v));
  return writeCsv(
    AUDIT_CSV_COLUMNS,
    entries.map((e) => [
      e.occurred_at,
      e.recorded_at,
      e.actor_name,
      e.actor_role,
      e.terminal ?? '',
      e.source,
      e.entity,
      e.entity_id,
      e.action,
      e.summary,
      json(e.before),
      json(e.after),
    ]),
  );
}
