import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type {
  CombinationMember,
  CreateTableCombination,
  TableCombination,
  UpdateTableCombination,
} from '../../src-shared/schemas/seating.js';
import { uuidv7 } from '../../src-shared/ids.js';
import type { DbExecutor } from '../db/client.js';
import { reservations, tableCombinationMembers, tableCombinations } from '../db/schema/index.js';
import { conflict } from '../http/http-error.js';
import type { DomainWrite } from '../sync/write-context.js';
import { combinationView } from './seating-views.js';
import { definedOnly, fieldError, missing } from '../resources/drizzle-crud.js';
import { assertOwned } from './tenant-guards.js';

export async function listCombinations(db: DbExecutor, restaurantId: number): Promise<TableCombination[]> {
  const rows = await db
    .select()
    .from(tableCombinations)
    .where(eq(tableCombinations.restaurantId, restaurantId))
    .orderBy(asc(tableCombinations.combinationName));
  if (rows.length === 0) return [];
  const members = await db
    .select()
    .from(tableCombinationMembers)
    .where(
      inArray(
        tableCombinationMembers.combinationId,
        rows.map((r) => r.id),
      ),
    );
  return rows.map((row) => combinationView(row, members));
}

async function combinationRow(db: DbExecutor, restaurantId: number, id: string) {
  const [row] = await db
    .select()
    .from(tableCombinations)
    .where(and(eq(tableCombinations.restaurantId, restaurantId), eq(tableCombinations.id, id)));
  if (!row) throw missing('table combination', id);
  return row;
}

export async function getCombination(
  db: DbExecutor,
  restaurantId: number,
  id: string,
): Promise<TableCombination> {
  const row = await combinationRow(db, restaurantId, id);
  const members = await db
    .select()
    .from(tableCombinationMembers)
    .where(eq(tableCombinationMembers.combinationId, id));
  return combinationView(row, members);
}

async function replaceMembers(
  db: DbExecutor,
  restaurantId: number,
  combinationId: string,
  members: readonly CombinationMember[],
) {
  await assertOwned(
    db,
    restaurantId,
    'tables',
    members.map((m) => m.table_id),
    'tables.{i}.table_id',
  );
  await db.delete(tableCombinationMembers).where(eq(tableCombinationMembers.combinationId, combinationId));
  return db
    .insert(tableCombinationMembers)
    .values(
      members.map((m) => ({
        combinationId,
        tableId: m.table_id,
        tableOrder: m.table_order,
        isRequired: m.is_required,
      })),
    )
    .returning();
}

export const createCombination: DomainWrite<CreateTableCombination, TableCombination> = async (
  write,
  ctx,
  args,
) => {
  await assertOwned(
    write.tx,
    ctx.restaurantId,
    'tables',
    args.tables.map((m) => m.table_id),
    'tables.{i}.table_id',
  );
  const [row] = await write.tx
    .insert(tableCombinations)
    .values({
      id: args.id ?? uuidv7(),
      restaurantId: ctx.restaurantId,
      restaurantOutletId: args.restaurant_outlet_id,
      combinationName: args.combination_name,
      description: args.description,
      minGuestCapacity: args.min_guest_capacity,
      maxGuestCapacity: args.max_guest_capacity,
      isActive: args.is_active,
    })
    .onConflictDoNothing({ target: tableCombinations.id })
    .returning();
  if (!row) throw conflict(`A row with id ${args.id ?? ''} already exists`);
  const members = await replaceMembers(write.tx, ctx.restaurantId, row.id, args.tables);
  const view = combinationView(row, members);
  await write.record('table_combinations', row.id, view);
  return view;
};

export const updateCombination: DomainWrite<
  { id: string; patch: UpdateTableCombination },
  TableCombination
> = async (write, ctx, { id, patch }) => {
  const stored = await combinationRow(write.tx, ctx.restaurantId, id);
  const min = patch.min_guest_capacity ?? stored.minGuestCapacity;
  const max = patch.max_guest_capacity ?? stored.maxGuestCapacity;
  if (min > max) {
    const field = patch.min_guest_capacity !== undefined ? 'min_guest_capacity' : 'max_guest_capacity';
    throw fieldError(
      field,
      `Minimum guest capacity (${min}) cannot exceed maximum guest capacity (${max}) of ${stored.combinationName}`,
    );
  }
  const [row] = await write.tx
    .update(tableCombinations)
    .set({
      ...definedOnly({
        combinationName: patch.combination_name,
        description: patch.description,
        minGuestCapacity: patch.min_guest_capacity,
        maxGuestCapacity: patch.max_guest_capacity,
        restaurantOutletId: patch.restaurant_outlet_id,
        isActive: patch.is_active,
      }),
      updatedAt: new Date(),
    })
    .where(eq(tableCombinations.id, id))
    .returning();
  if (!row) throw missing('table combination', id);
  const members = patch.tables
    ? await replaceMembers(write.tx, ctx.restaurantId, id, patch.tables)
    : await write.tx
        .select()
        .from(tableCombinationMembers)
        .where(eq(tableCombinationMembers.combinationId, id));
  const view = combinationView(row, members);
  await write.record('table_combinations', row.id, view);
  return view;
};

/** Refused while reservations refer to it (set is_active false to retire it). */
export const deleteCombination: DomainWrite<{ id: string }, { id: string }> = async (write, ctx, { id }) => {
  const stored = await combinationRow(write.tx, ctx.restaurantId, id);
  const [used] = await write.tx
    .select({ n: count() })
    .from(reservations)
    .where(eq(reservations.tableCombinationId, id));
  const n = used?.n ?? 0;
  if (n > 0)
    throw conflict(
      `Combination ${stored.combinationName} is used by ${n} reservation(s); set is_active to false instead of deleting it`,
    );
  await write.tx.delete(tableCombinations).where(eq(tableCombinations.id, id));
  await write.record('table_combinations', id, null);
  return { id };
};
