import { and, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../db/client.js';
import { diningTables, seatingAreas, shifts } from '../db/schema/index.js';
import { fieldError } from '../resources/drizzle-crud.js';

// Checks shared by the catalogue services: references must point at rows of the same tenant, and
// errors name the field and the record so staff know what to fix.

async function idsOf(
  db: DbExecutor,
  restaurantId: number,
  ids: readonly string[],
  kind: 'tables' | 'areas' | 'shifts',
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const unique = [...new Set(ids)];
  const rows =
    kind === 'tables'
      ? await db
          .select({ id: diningTables.id })
          .from(diningTables)
          .where(and(eq(diningTables.restaurantId, restaurantId), inArray(diningTables.id, unique)))
      : kind === 'areas'
        ? await db
            .select({ id: seatingAreas.id })
            .from(seatingAreas)
            .where(and(eq(seatingAreas.restaurantId, restaurantId), inArray(seatingAreas.id, unique)))
        : await db
            .select({ id: shifts.id })
            .from(shifts)
            .where(and(eq(shifts.restaurantId, restaurantId), inArray(shifts.id, unique)));
  return new Set(rows.map((r) => r.id));
}

/**
 * Every id must be a row of the tenant; otherwise a 422 naming the field of the first stranger
 * (`field` may contain `{i}`, replaced by the offending index, e.g. 'tables.{i}.table_id').
 */
export async function assertOwned(
  db: DbExecutor,
  restaurantId: number,
  kind: 'tables' | 'areas' | 'shifts',
  ids: readonly string[],
  field: string,
): Promise<void> {
  const found = await idsOf(db, restaurantId, ids, kind);
  const index = ids.findIndex((id) => !found.has(id));
  if (index < 0) return;
  const noun = kind === 'tables' ? 'table' : kind === 'areas' ? 'seating area' : 'shift';
  throw fieldError(
    field.replace('{i}', String(index)),
    `No ${noun} with id ${ids[index] ?? ''} in this restaurant`,
  );
}

/** The tables of a combination's or a layout's members must be the tenant's (422 naming `tables.{i}.table_id`). */
export const assertMemberTablesOwned = (
  db: DbExecutor,
  restaurantId: number,
  members: readonly { table_id: string }[],
) =>
  assertOwned(
    db,
    restaurantId,
    'tables',
    members.map((m) => m.table_id),
    'tables.{i}.table_id',
  );
