// Rules several catalogue entities share: a row still used by bookings is not deleted (staff are
// told how many, and what to do instead), and a minimum may not exceed its maximum.
import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbExecutor } from '../db/client.js';
import { conflict } from '../http/http-error.js';
import { fieldError } from '../resources/drizzle-crud.js';

/** A 409 built by `message(n)` when rows of `table` matching `where` exist. */
export async function refuseWhileUsed(
  db: DbExecutor,
  table: PgTable,
  where: SQL | undefined,
  message: (n: number) => string,
): Promise<void> {
  const [used] = await db.select({ n: count() }).from(table).where(where);
  const n = used?.n ?? 0;
  if (n > 0) throw conflict(message(n));
}

/**
 * A 422 when the minimum after a patch exceeds the maximum; it names the field the patch set (the
 * minimum when it set both), and `message(min, max)` says which record.
 */
export function assertMinNotAboveMax<P>(
  patch: P,
  stored: { min: number; max: number },
  fields: { min: keyof P & string; max: keyof P & string },
  message: (min: number, max: number) => string,
): void {
  const min = (patch[fields.min] as number | undefined) ?? stored.min;
  const max = (patch[fields.max] as number | undefined) ?? stored.max;
  if (min <= max) return;
  throw fieldError(patch[fields.min] !== undefined ? fields.min : fields.max, message(min, max));
}
