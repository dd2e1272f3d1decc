import { asc, eq, inArray } from 'drizzle-orm';
import type {
  CombinationMember,
  CreateTableCombination,
  TableCombination,
  UpdateTableCombination,
} from '../../src-shared/schemas/seating.js';
import type { DbExecutor } from '../db/client.js';
import { reservations, tableCombinationMembers, tableCombinations } from '../db/schema/index.js';
import { recorded } from '../sync/tenant-write.js';
import type { DomainWrite } from '../sync/write-context.js';
import { combinationView } from './seating-views.js';
import { insertRow, tenantRow, tenantRows, updateRow } from '../resources/drizzle-crud.js';
import { assertMemberTablesOwned } from './tenant-guards.js';
import { assertMinNotAboveMax, refuseWhileUsed } from './in-use.js';

export async function listCombinations(db: DbExecutor, restaurantId: number): Promise<TableCombination[]> {
  const rows = await tenantRows(db, tableCombinations, restaurantId, [
    asc(tableCombinations.combinationName),
  ]);
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

const combinationRow = (db: DbExecutor, restaurantId: number, id: string) =>
  tenantRow(db, tableCombinations, restaurantId, id, 'table combination');

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
  await assertMemberTablesOwned(db, restaurantId, members);
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
  await assertMemberTablesOwned(write.tx, ctx.restaurantId, args.tables);
  const row = await insertRow(write.tx, tableCombinations, ctx.restaurantId, args.id, {
    restaurantOutletId: args.restaurant_outlet_id,
    combinationName: args.combination_name,
    description: args.description,
    minGuestCapacity: args.min_guest_capacity,
    maxGuestCapacity: args.max_guest_capacity,
    isActive: args.is_active,
  });
  const members = await replaceMembers(write.tx, ctx.restaurantId, row.id, args.tables);
  return recorded(write, 'table_combinations', combinationView(row, members));
};

export const updateCombination: DomainWrite<
  { id: string; patch: UpdateTableCombination },
  TableCombination
> = async (write, ctx, { id, patch }) => {
  const stored = await combinationRow(write.tx, ctx.restaurantId, id);
  assertMinNotAboveMax(
    patch,
    { min: stored.minGuestCapacity, max: stored.maxGuestCapacity },
    { min: 'min_guest_capacity', max: 'max_guest_capacity' },
    (min, max) =>
      `Minimum guest capacity (${min}) cannot exceed maximum guest capacity (${max}) of ${stored.combinationName}`,
  );
  const row = await updateRow(write.tx, tableCombinations, id, 'table combination', {
    combinationName: patch.combination_name,
    description: patch.description,
    minGuestCapacity: patch.min_guest_capacity,
    maxGuestCapacity: patch.max_guest_capacity,
    restaurantOutletId: patch.restaurant_outlet_id,
    isActive: patch.is_active,
  });
  const members = patch.tables
    ? await replaceMembers(write.tx, ctx.restaurantId, id, patch.tables)
    : await write.tx
        .select()
        .from(tableCombinationMembers)
        .where(eq(tableCombinationMembers.combinationId, id));
  return recorded(write, 'table_combinations', combinationView(row, members));
};

/** Refused while reservations refer to it (set is_active false to retire it). */
export const deleteCombination: DomainWrite<{ id: string }, { id: string }> = async (write, ctx, { id }) => {
  const stored = await combinationRow(write.tx, ctx.restaurantId, id);
  await refuseWhileUsed(
    write.tx,
    reservations,
    eq(reservations.tableCombinationId, id),
    (n) =>
      `Combination ${stored.combinationName} is used by ${n} reservation(s); set is_active to false instead of deleting it`,
  );
  await write.tx.delete(tableCombinations).where(eq(tableCombinations.id, id));
  await write.record('table_combinations', id, null);
  return { id };
};
