import { and, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../db/client.js';
import { diningTables, seatingAreas, shifts } from '../db/schema/index.js';
import { HttpError, notFound } from '../http/http-error.js';

// Checks shared by the catalogue services: references must point at rows of the same tenant, and
// errors name the field and the record so staff know what to fix.

/** A 422 with one field message, the same shape schema validation failures have. */
export function fieldError(field: string, message: string): HttpError {
  return new HttpError(422, message, { [field]: [message] });
}

/** 404 for a row that does not exist or belongs to another tenant (no difference is revealed). */
export function missing(what: string, id: string): HttpError {
  return notFound(`No ${what} with id ${id} in this restaurant`);
}

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

/** SQLSTATE 23505 from either driver (drizzle wraps the driver error in `cause`). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (
    let e: unknown = error, depth = 0;
    e && typeof e === 'object' && depth < 4;
    e = (e as { cause?: unknown }).cause, depth += 1
  ) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505' && (constraint === undefined || name === undefined || name === constraint))
      return true;
  }
  return false;
}

/** Drops undefined values so a partial update sets only what was sent. */
export function definedOnly<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
