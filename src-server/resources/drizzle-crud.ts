// The generic five for a tenant table: list, get, create, update, delete, each scoped by the
// verified restaurant, recording the row's new state (or a tombstone) in the change feed when the
// entity is mirrored, and turning constraint refusals into 409/422. An entity's own rules (a
// reference must be the tenant's, a row in use cannot go, one default at a time) are hooks.
import { and, eq, getTableColumns, ne, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { uuidv7 } from '../../src-shared/ids.js';
import type { z } from 'zod';
import type { Resource } from '../../src-shared/resources/define-resource.js';
import type { Deleted } from '../../src-shared/resources/route-contract.js';
import { isMirroredEntity, type MirroredEntity } from '../../src-shared/sync/protocol.js';
import type { DbExecutor } from '../db/client.js';
import { existsWhere } from '../db/where-queries.js';
import { conflict, HttpError, notFound } from '../http/http-error.js';
import type { TenantWrite } from '../sync/tenant-write.js';
import type { DomainWrite, WriteContext } from '../sync/write-context.js';
import { constraintError, type UniqueRule } from './constraint-errors.js';

/** A table with the columns every tenant entity has. */
export type TenantTable = PgTable & { id: AnyPgColumn; restaurantId: AnyPgColumn; updatedAt: AnyPgColumn };

type RowOf<T extends TenantTable> = T['$inferSelect'];
type InsertOf<T extends TenantTable> = T['$inferInsert'];

/**
 * The tenant's row of `table` with this id, or a 404 naming `noun`; `lock`: locked until the
 * transaction ends, so two writes deciding on the row queue.
 */
export async function tenantRow<T extends TenantTable>(
  db: DbExecutor,
  table: T,
  restaurantId: number,
  id: string,
  noun: string,
  lock = false,
): Promise<RowOf<T>> {
  const t = table as TenantTable;
  const query = db
    .select()
    .from(t)
    .where(and(eq(t.restaurantId, restaurantId), eq(t.id, id)));
  const [found] = await (lock ? query.for('update') : query);
  if (!found) throw missing(noun, id);
  return found;
}

/** The tenant's rows of `table` in the given order. */
export async function tenantRows<T extends TenantTable>(
  db: DbExecutor,
  table: T,
  restaurantId: number,
  orderBy: readonly (AnyPgColumn | SQL)[],
): Promise<RowOf<T>[]> {
  const t = table as TenantTable;
  const rows = await db
    .select()
    .from(t)
    .where(eq(t.restaurantId, restaurantId))
    .orderBy(...orderBy);
  return rows;
}

/**
 * Inserts the tenant's row under `id` (a new one when absent, as a terminal may choose it offline);
 * a 409 when that id is taken.
 */
export async function insertRow<T extends TenantTable>(
  db: DbExecutor,
  table: T,
  restaurantId: number,
  id: string | undefined,
  values: Omit<InsertOf<T>, 'id' | 'restaurantId'>,
): Promise<RowOf<T>> {
  const t = table as TenantTable;
  const rowId = id ?? uuidv7();
  const [row] = await db
    .insert(t)
    .values({ ...values, id: rowId, restaurantId } as InsertOf<TenantTable>)
    .onConflictDoNothing({ target: t.id })
    .returning();
  if (!row) throw conflict(`A row with id ${rowId} already exists`);
  return row;
}

/**
 * Sets the defined `values` (and `updatedAt`) on the row `id`, found already as the tenant's; a 404
 * naming `noun` when it went meanwhile.
 */
export async function updateRow<T extends TenantTable>(
  db: DbExecutor,
  table: T,
  id: string,
  noun: string,
  values: Partial<InsertOf<T>>,
): Promise<RowOf<T>> {
  const t = table as TenantTable;
  const [row] = await db
    .update(t)
    .set({ ...definedOnly(values as Record<string, unknown>), updatedAt: new Date() })
    .where(eq(t.id, id))
    .returning();
  if (!row) throw missing(noun, id);
  return row;
}

/** A field whose value must be unique per restaurant: checked before the write, and the index decides a race. */
export interface UniqueField<Create, Update> {
  constraint: string;
  column: AnyPgColumn;
  value: (args: Create | Update) => string | undefined;
  message: (value: string) => string;
}

/**
 * The usual unique field: a name per restaurant, refused as "A table named T4 already exists" (`noun`
 * "table"). `value` reads the name from a write's body (`name` unless told).
 */
export function uniqueName<Create, Update>(
  constraint: string,
  column: AnyPgColumn,
  noun: string,
  value: (args: Create | Update) => string | undefined = (args) => (args as { name?: string }).name,
): UniqueField<Create, Update> {
  return { constraint, column, value, message: (name) => `A ${noun} named ${name} already exists` };
}

export interface CrudConfig<T extends TenantTable, View, Create, Update> {
  table: T;
  noun: string;
  mirror: MirroredEntity | null;
  view: (row: RowOf<T>) => View;
  orderBy: readonly (AnyPgColumn | SQL)[];
  /**
   * The columns a write sets come by name: a column whose database name (snake_case) is a field of
   * the create or update body takes that field's value. `derive` gives the others: a field named
   * otherwise, a computed value, who wrote it (`op` says which write). Undefined values are left alone.
   */
  derive?: (args: Create | Update, ctx: WriteContext, op: 'insert' | 'update') => Partial<InsertOf<T>>;
  unique?: readonly UniqueField<Create, Update>[];
  beforeCreate?: (write: TenantWrite, ctx: WriteContext, args: Create) => Promise<void>;
  beforeUpdate?: (write: TenantWrite, ctx: WriteContext, stored: RowOf<T>, patch: Update) => Promise<void>;
  /** Refuse (throw) or clean up what refers to the row; runs before it is deleted. */
  beforeRemove?: (write: TenantWrite, ctx: WriteContext, stored: RowOf<T>) => Promise<void>;
}

export interface Crud<T extends TenantTable, View, Create, Update> {
  list: (db: DbExecutor, restaurantId: number) => Promise<View[]>;
  get: (db: DbExecutor, restaurantId: number, id: string) => Promise<View>;
  /** The stored row of the tenant, or a 404 that does not tell another tenant's row from none. */
  row: (db: DbExecutor, restaurantId: number, id: string) => Promise<RowOf<T>>;
  /** The tenant's row as the API shows it, locked until the transaction ends (or a 404). */
  locked: (db: DbExecutor, restaurantId: number, id: string) => Promise<View>;
  create: DomainWrite<Create, View>;
  update: DomainWrite<{ id: string; patch: Update }, View>;
  remove: DomainWrite<{ id: string }, Deleted>;
}

/** 404 for a row that does not exist or belongs to another tenant (no difference is revealed). */
export const missing = (noun: string, id: string) => notFound(`No ${noun} with id ${id} in this restaurant`);

/** A 422 with one field message, the same shape schema validation failures have. */
export const fieldError = (field: string, message: string) =>
  new HttpError(422, message, { [field]: [message] });

/** Drops undefined values so a partial update sets only what was sent. */
export function definedOnly<V extends Record<string, unknown>>(value: V): Partial<V> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<V>;
}

const SYSTEM_COLUMNS = new Set(['id', 'restaurantId', 'createdAt', 'updatedAt']);

/** The columns of `table` named like a field of `args` (database name = API field), with its value. */
export function columnsNamedIn<T extends TenantTable>(table: T, args: object): Partial<InsertOf<T>> {
  const fields = args as Record<string, unknown>;
  const columns: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table)))
    if (!SYSTEM_COLUMNS.has(key) && fields[column.name] !== undefined) columns[key] = fields[column.name];
  return columns;
}

export function drizzleCrud<T extends TenantTable, View extends Record<string, unknown>, Create, Update>(
  config: CrudConfig<T, View, Create, Update>,
): Crud<T, View, Create, Update> {
  const { table, noun, mirror, view } = config;
  // drizzle's builders are typed per concrete table; this module only uses the shared columns.
  const t = table as PgTable & { id: AnyPgColumn; restaurantId: AnyPgColumn; updatedAt: AnyPgColumn };
  const ofTenant = (restaurantId: number, id: string) => and(eq(t.restaurantId, restaurantId), eq(t.id, id));
  const columns = (args: Create | Update, ctx: WriteContext, op: 'insert' | 'update') =>
    definedOnly({ ...columnsNamedIn(table, args as object), ...config.derive?.(args, ctx, op) });
  const record = async (write: TenantWrite, id: string, data: View | null) => {
    if (mirror) await write.record(mirror, id, data);
  };
  const uniqueRules: UniqueRule<Create | Update>[] = (config.unique ?? []).map((u) => ({
    constraint: u.constraint,
    message: (args) => {
      const value = u.value(args);
      return value === undefined ? undefined : u.message(value);
    },
  }));
  const assertUnique = async (
    db: DbExecutor,
    restaurantId: number,
    args: Create | Update,
    exceptId?: string,
  ) => {
    for (const u of config.unique ?? []) {
      const value = u.value(args);
      if (value === undefined) continue;
      const taken = await existsWhere(
        db,
        t,
        eq(t.restaurantId, restaurantId),
        eq(u.column, value),
        exceptId ? ne(t.id, exceptId) : undefined,
      );
      if (taken) throw conflict(u.message(value));
    }
  };
  const refusalsMapped = async <R>(args: Create | Update, work: () => Promise<R>): Promise<R> => {
    try {
      return await work();
    } catch (error) {
      throw constraintError(error, noun, args, uniqueRules);
    }
  };

  const row = (db: DbExecutor, restaurantId: number, id: string) =>
    tenantRow(db, table, restaurantId, id, noun);

  return {
    row,
    locked: async (db, restaurantId, id) => view(await tenantRow(db, table, restaurantId, id, noun, true)),
    list: async (db, restaurantId) => (await tenantRows(db, table, restaurantId, config.orderBy)).map(view),
    get: async (db, restaurantId, id) => view(await row(db, restaurantId, id)),
    create: (write, ctx, args) =>
      refusalsMapped(args, async () => {
        await config.beforeCreate?.(write, ctx, args);
        await assertUnique(write.tx, ctx.restaurantId, args);
        const values = columns(args, ctx, 'insert') as Omit<InsertOf<T>, 'id' | 'restaurantId'>;
        const created = await insertRow(
          write.tx,
          table,
          ctx.restaurantId,
          (args as { id?: string }).id,
          values,
        );
        const result = view(created);
        await record(write, created.id as string, result);
        return result;
      }),
    update: (write, ctx, { id, patch }) =>
      refusalsMapped(patch, async () => {
        const stored = await row(write.tx, ctx.restaurantId, id);
        await config.beforeUpdate?.(write, ctx, stored, patch);
        await assertUnique(write.tx, ctx.restaurantId, patch, id);
        const [updated] = await write.tx
          .update(t)
          .set({ ...columns(patch, ctx, 'update'), updatedAt: new Date() })
          .where(ofTenant(ctx.restaurantId, id))
          .returning();
        if (!updated) throw missing(noun, id);
        const result = view(updated);
        await record(write, id, result);
        return result;
      }),
    remove: (write, ctx, { id }) =>
      refusalsMapped({} as Update, async () => {
        const stored = await row(write.tx, ctx.restaurantId, id);
        await config.beforeRemove?.(write, ctx, stored);
        await write.tx.delete(t).where(ofTenant(ctx.restaurantId, id));
        await record(write, id, null);
        return { id };
      }),
  };
}

/**
 * The crud of a declared resource: the mirror entity and the noun of its messages come from the
 * declaration (`noun` overrides it where a message needs a longer one), and so do the types of its
 * row, create and update bodies.
 */
export function resourceCrud<R extends Resource, T extends TenantTable>(
  resource: R,
  config: Omit<
    CrudConfig<T, z.output<R['row']> & Record<string, unknown>, z.output<R['create']>, z.output<R['update']>>,
    'noun' | 'mirror'
  > & { noun?: string },
) {
  const mirror = isMirroredEntity(resource.mirror) ? resource.mirror : null;
  return drizzleCrud({ ...config, noun: config.noun ?? resource.noun, mirror });
}
