import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { CreateTable, Table, UpdateTable } from '../../src-shared/schemas/seating.js';
import { uuidv7 } from '../../src-shared/ids.js';
import type { DbExecutor } from '../db/client.js';
import {
  diningTables,
  floorPlans,
  reservationTables,
  tableCombinationMembers,
  tableCombinations,
} from '../db/schema/index.js';
import { conflict } from '../http/http-error.js';
import type { TenantWrite } from '../sync/tenant-write.js';
import type { DomainWrite } from '../sync/write-context.js';
import { combinationView, floorPlanView, tableView } from './seating-views.js';
import { assertOwned, definedOnly, fieldError, missing } from './tenant-guards.js';

export const TABLE_NAME_UNIQUE = 'tables_restaurant_name_unique';
export const tableNameTaken = (name: string) => conflict(`A table named ${name} already exists`);

export async function listTables(db: DbExecutor, restaurantId: number): Promise<Table[]> {
  const rows = await db
    .select()
    .from(diningTables)
    .where(eq(diningTables.restaurantId, restaurantId))
    .orderBy(asc(diningTables.sortOrder), asc(diningTables.name));
  return rows.map(tableView);
}

async function tableRow(db: DbExecutor, restaurantId: number, id: string) {
  const [row] = await db
    .select()
    .from(diningTables)
    .where(and(eq(diningTables.restaurantId, restaurantId), eq(diningTables.id, id)));
  if (!row) throw missing('table', id);
  return row;
}

export async function getTable(db: DbExecutor, restaurantId: number, id: string): Promise<Table> {
  return tableView(await tableRow(db, restaurantId, id));
}

async function assertNameFree(
  db: DbExecutor,
  restaurantId: number,
  name: string,
  exceptId: string | null,
): Promise<void> {
  const [taken] = await db
    .select({ id: diningTables.id })
    .from(diningTables)
    .where(
      and(
        eq(diningTables.restaurantId, restaurantId),
        eq(diningTables.name, name),
        exceptId ? ne(diningTables.id, exceptId) : undefined,
      ),
    );
  if (taken) throw tableNameTaken(name);
}

export const createTable: DomainWrite<CreateTable, Table> = async (write, ctx, args) => {
  if (args.seating_area_id)
    await assertOwned(write.tx, ctx.restaurantId, 'areas', [args.seating_area_id], 'seating_area_id');
  await assertNameFree(write.tx, ctx.restaurantId, args.name, null);
  const [row] = await write.tx
    .insert(diningTables)
    .values({
      id: args.id ?? uuidv7(),
      restaurantId: ctx.restaurantId,
      seatingAreaId: args.seating_area_id,
      name: args.name,
      minCovers: args.min_covers,
      maxCovers: args.max_covers,
      shape: args.shape,
      x: args.position.x,
      y: args.position.y,
      rotation: args.rotation,
      sortOrder: args.sort_order,
      status: args.status,
      createdByName: ctx.actorName,
      updatedByName: ctx.actorName,
    })
    .onConflictDoNothing({ target: diningTables.id })
    .returning();
  if (!row) throw conflict(`A row with id ${args.id ?? ''} already exists`);
  const view = tableView(row);
  await write.record('tables', row.id, view);
  return view;
};

export const updateTable: DomainWrite<{ id: string; patch: UpdateTable }, Table> = async (
  write,
  ctx,
  { id, patch },
) => {
  const stored = await tableRow(write.tx, ctx.restaurantId, id);
  const min = patch.min_covers ?? stored.minCovers;
  const max = patch.max_covers ?? stored.maxCovers;
  if (min > max) {
    const field = patch.min_covers !== undefined ? 'min_covers' : 'max_covers';
    throw fieldError(
      field,
      `Minimum covers (${min}) cannot exceed maximum covers (${max}) of table ${stored.name}`,
    );
  }
  if (patch.seating_area_id)
    await assertOwned(write.tx, ctx.restaurantId, 'areas', [patch.seating_area_id], 'seating_area_id');
  if (patch.name !== undefined && patch.name !== stored.name)
    await assertNameFree(write.tx, ctx.restaurantId, patch.name, id);
  const [row] = await write.tx
    .update(diningTables)
    .set({
      ...definedOnly({
        name: patch.name,
        seatingAreaId: patch.seating_area_id,
        minCovers: patch.min_covers,
        maxCovers: patch.max_covers,
        shape: patch.shape,
        x: patch.position?.x,
        y: patch.position?.y,
        rotation: patch.rotation,
        sortOrder: patch.sort_order,
        status: patch.status,
      }),
      updatedByName: ctx.actorName,
      updatedAt: new Date(),
    })
    .where(and(eq(diningTables.restaurantId, ctx.restaurantId), eq(diningTables.id, id)))
    .returning();
  if (!row) throw missing('table', id);
  const view = tableView(row);
  await write.record('tables', row.id, view);
  return view;
};

/** Combinations and layouts that contained the table are rewritten without it (and fed). */
async function forgetTable(write: TenantWrite, tableId: string): Promise<void> {
  const memberOf = await write.tx
    .select({ id: tableCombinationMembers.combinationId })
    .from(tableCombinationMembers)
    .where(eq(tableCombinationMembers.tableId, tableId));
  const combinationIds = memberOf.map((m) => m.id);
  await write.tx.delete(tableCombinationMembers).where(eq(tableCombinationMembers.tableId, tableId));
  if (combinationIds.length > 0) {
    const combos = await write.tx
      .select()
      .from(tableCombinations)
      .where(inArray(tableCombinations.id, combinationIds));
    const members = await write.tx
      .select()
      .from(tableCombinationMembers)
      .where(inArray(tableCombinationMembers.combinationId, combinationIds));
    for (const combo of combos) {
      // A combination needs two tables; one left over is no combination any more.
      if (members.filter((m) => m.combinationId === combo.id).length < 2) {
        await write.tx.delete(tableCombinations).where(eq(tableCombinations.id, combo.id));
        await write.record('table_combinations', combo.id, null);
        continue;
      }
      const [touched] = await write.tx
        .update(tableCombinations)
        .set({ updatedAt: new Date() })
        .where(eq(tableCombinations.id, combo.id))
        .returning();
      if (touched) await write.record('table_combinations', combo.id, combinationView(touched, members));
    }
  }
  const plans = await write.tx
    .select()
    .from(floorPlans)
    .where(eq(floorPlans.restaurantId, write.restaurantId));
  for (const plan of plans) {
    if (
      !plan.tables.some((t) => t.table_id === tableId) &&
      !plan.liveStatus.some((s) => s.table_id === tableId)
    )
      continue;
    const [row] = await write.tx
      .update(floorPlans)
      .set({
        tables: plan.tables.filter((t) => t.table_id !== tableId),
        liveStatus: plan.liveStatus.filter((s) => s.table_id !== tableId),
        updatedAt: new Date(),
      })
      .where(eq(floorPlans.id, plan.id))
      .returning();
    if (row) await write.record('floor_plans', row.id, floorPlanView(row));
  }
}

/** Refused while a booking still holds the table now or later; set it inactive (status 0) to retire it. */
export const deleteTable: DomainWrite<{ id: string }, { id: string }> = async (write, ctx, { id }) => {
  const stored = await tableRow(write.tx, ctx.restaurantId, id);
  const [held] = await write.tx
    .select({ n: count() })
    .from(reservationTables)
    .where(and(eq(reservationTables.tableId, id), sql`upper(${reservationTables.during}) > now()`));
  const n = held?.n ?? 0;
  if (n > 0)
    throw conflict(
      `Table ${stored.name} is held by ${n} current or upcoming reservation(s); move them or set the table inactive (status 0)`,
    );
  await forgetTable(write, id);
  await write.tx.delete(diningTables).where(eq(diningTables.id, id));
  await write.record('tables', id, null);
  return { id };
};
