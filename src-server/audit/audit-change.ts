// The one way a row change reaches the audit trail besides users and roles (which record their own
// entries): the change feed of a tenant write (every mirrored row: bookings, guests, clients, floor
// and menu settings — REST and /sync/push alike, see sync/tenant-write.ts) and `audited` for a
// write whose rows are not mirrored (online-only declared resources, venue settings).
import { and, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../db/client.js';
import { syncChanges } from '../db/schema/index.js';
import type { DomainWrite, WriteContext } from '../sync/write-context.js';
import { recordAudit, type AuditActor, type AuditEntry } from './audit-writer.js';

export type AuditAction = 'create' | 'update' | 'delete';
export const AUDIT_ACTIONS: readonly AuditAction[] = ['create', 'update', 'delete'];

/** Who writes and through what (a pushed mutation's name, or the REST method and route). */
export interface WriteAudit {
  actor: AuditActor;
  operation: string;
}

/** Fields that change on every write and say nothing by themselves. */
const NOISE = new Set(['updated_at', 'updatedAt']);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Top-level fields whose value differs (names only: a summary never carries a guest's contact). */
export function changedFields(before: unknown, after: unknown): string[] {
  const b = (before ?? {}) as Record<string, unknown>;
  const a = (after ?? {}) as Record<string, unknown>;
  const keys = new Set([...Object.keys(b), ...Object.keys(a)]);
  return [...keys].filter((k) => !NOISE.has(k) && !same(b[k], a[k]));
}

/** One audit entry of a row that went from `before` to `after` (null: created / deleted). */
export function changeEntry(
  entity: string,
  entityId: string,
  before: unknown,
  after: unknown,
  operation: string,
): AuditEntry | null {
  const action: AuditAction = before == null ? 'create' : after == null ? 'delete' : 'update';
  const fields = action === 'update' ? changedFields(before, after) : [];
  if (action === 'update' && fields.length === 0) return null;
  const what =
    action === 'create' ? 'created' : action === 'delete' ? 'deleted' : `changed ${fields.join(', ')}`;
  return {
    entity,
    entityId,
    action,
    summary: `${entity} ${entityId} ${what} (${operation})`,
    before: before ?? null,
    after: after ?? null,
  };
}

interface FeedChange {
  entity: string;
  rowId: string;
  data: Record<string, unknown> | null;
}

/**
 * Records the feed changes of a tenant write, each with the row's previous state as the feed last
 * held it. Runs before the feed rows are overwritten, in the write's own transaction.
 */
export async function auditFeedChanges(
  tx: DbExecutor,
  restaurantId: number,
  audit: WriteAudit,
  changes: readonly FeedChange[],
): Promise<void> {
  for (let i = 0; i < changes.length; i += AUDIT_CHUNK)
    await auditFeedChunk(tx, restaurantId, audit, changes.slice(i, i + AUDIT_CHUNK));
}

/** Rows per look-up and per insert: well under PostgreSQL's 65,535 parameters of a statement. */
const AUDIT_CHUNK = 1_000;

async function auditFeedChunk(
  tx: DbExecutor,
  restaurantId: number,
  audit: WriteAudit,
  changes: readonly FeedChange[],
): Promise<void> {
  const previous = new Map<string, unknown>();
  const byEntity = new Map<string, string[]>();
  for (const c of changes) byEntity.set(c.entity, [...(byEntity.get(c.entity) ?? []), c.rowId]);
  for (const [entity, ids] of byEntity) {
    const rows = await tx
      .select({ rowId: syncChanges.rowId, data: syncChanges.data })
      .from(syncChanges)
      .where(
        and(
          eq(syncChanges.restaurantId, restaurantId),
          eq(syncChanges.entity, entity),
          inArray(syncChanges.rowId, ids),
        ),
      );
    for (const row of rows) previous.set(`${entity}\u0000${row.rowId}`, row.data);
  }
  const entries = changes
    .map((c) =>
      changeEntry(c.entity, c.rowId, previous.get(`${c.entity}\u0000${c.rowId}`), c.data, audit.operation),
    )
    .filter((e): e is AuditEntry => e !== null);
  await recordAudit(tx, restaurantId, audit.actor, entries);
}

export interface AuditedShape<Args, Result> {
  /** The entity's name in the trail. */
  entity: string;
  /** The row's id (from the input, or the result of a create). */
  id: (args: Args, result: Result, ctx: WriteContext) => string;
  /** The row as it was before the write, read in its transaction; null for a create. */
  before: (
    write: Parameters<DomainWrite<Args, Result>>[0],
    ctx: WriteContext,
    args: Args,
  ) => Promise<unknown>;
  /** The row after the write (default the result); null for a delete. */
  after?: (result: Result) => unknown;
}

/**
 * The write, recorded in the audit trail with the row before and after, in the same transaction.
 * A write without an audit actor (seeding, a service called directly) is left as it is.
 */
export function audited<Args, Result>(
  write: DomainWrite<Args, Result>,
  shape: AuditedShape<Args, Result>,
  operation: string,
): DomainWrite<Args, Result> {
  return async (tenantWrite, ctx, args) => {
    if (!ctx.audit) return write(tenantWrite, ctx, args);
    const before = await shape.before(tenantWrite, ctx, args);
    const result = await write(tenantWrite, ctx, args);
    const after = shape.after ? shape.after(result) : result;
    const entry = changeEntry(shape.entity, shape.id(args, result, ctx), before, after, operation);
    if (entry) await recordAudit(tenantWrite.tx, ctx.restaurantId, ctx.audit, entry);
    return result;
  };
}

/** The three writes on one row that `auditedRow` records. */
export type RowWriteKind = 'create' | 'update' | 'remove';

/**
 * A create, update or remove of one row by id, audited with the row as `read` answers it before the
 * write (none for a create) and the write's result after (none for a remove), shown through `view`
 * (to leave out what says nothing, such as a signed link); the operation is the route's method and path.
 */
export function auditedRow<A, R>(
  write: DomainWrite<A, R>,
  entity: string,
  kind: RowWriteKind,
  read: (db: DbExecutor, restaurantId: number, id: string) => Promise<unknown>,
  route: { method: string; path: string },
  view: (row: unknown) => unknown = (row) => row,
): DomainWrite<A, R> {
  const idOf = (args: A, result?: R) =>
    String((args as { id?: unknown }).id ?? (result as { id?: unknown } | undefined)?.id);
  return audited(
    write,
    {
      entity,
      id: (args, result) => idOf(args, result),
      before: async (w, ctx, args) =>
        kind === 'create' ? null : view(await read(w.tx, ctx.restaurantId, idOf(args))),
      after: (result) => (kind === 'remove' ? null : view(result)),
    },
    `${route.method} ${route.path}`,
  );
}
