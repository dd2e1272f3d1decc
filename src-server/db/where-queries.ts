// The questions many areas ask of a table with a set of conditions: the first row that meets them
// and one value of it (a lookup by id and tenant, a venue setting), how many rows meet them (unread
// counts, caps), and whether any does (a name taken, a mail already sent).
import { and, count, inArray, sql, type GetColumnData, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbExecutor } from './client.js';

/** A question asked of the rows of `table` that meet every condition (an undefined one is left out). */
type WhereQuestion<Answer> = (
  db: DbExecutor,
  table: PgTable,
  ...conditions: (SQL | undefined)[]
) => Promise<Answer>;

/** The first row of `table` that meets every condition, if any (a lookup by id and tenant). */
export async function firstWhere<T extends PgTable>(
  db: DbExecutor,
  table: T,
  ...conditions: (SQL | undefined)[]
): Promise<T['$inferSelect'] | undefined> {
  const source: PgTable = table;
  const [row] = await db
    .select()
    .from(source)
    .where(and(...conditions))
    .limit(1);
  return row;
}

/**
 * The rows of `table` whose `column` is one of `values` and that meet every other condition; no
 * values, no query (and no rows).
 */
export async function rowsWhereIn<T extends PgTable>(
  db: DbExecutor,
  table: T,
  column: PgColumn,
  values: readonly unknown[],
  ...conditions: (SQL | undefined)[]
): Promise<T['$inferSelect'][]> {
  if (values.length === 0) return [];
  const source: PgTable = table;
  return db
    .select()
    .from(source)
    .where(and(...conditions, inArray(column, [...values])));
}

/** The value of `column` in the first row of its table that meets every condition, if any. */
export async function valueWhere<C extends PgColumn>(
  db: DbExecutor,
  column: C,
  ...conditions: (SQL | undefined)[]
): Promise<GetColumnData<C> | undefined> {
  const [row] = await db
    .select({ value: column })
    .from(column.table)
    .where(and(...conditions))
    .limit(1);
  return row?.value;
}

/** How many rows of `table` meet every condition. */
export const countWhere: WhereQuestion<number> = async (db, table, ...conditions) => {
  const [row] = await db
    .select({ n: count() })
    .from(table)
    .where(and(...conditions));
  return Number(row?.n ?? 0);
};

/** Whether a row of `table` meets every condition. */
export const existsWhere: WhereQuestion<boolean> = async (db, table, ...conditions) => {
  const [row] = await db
    .select({ one: sql`1` })
    .from(table)
    .where(and(...conditions))
    .limit(1);
  return row !== undefined;
};
