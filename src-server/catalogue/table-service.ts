import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { tableResource } from '../../src-shared/resources/registry.js';

import {
  diningTables,
  floorPlans,
  reservationTables,
  tableCombinationMembers,
  tableCombinations,
} from '../db/schema/index.js';
import { resourceCrud, uniqueName } from '../resources/drizzle-crud.js';
import type { TenantWrite } from '../sync/tenant-write.js';
import { combinationView, floorPlanView, tableView } from './seating-views.js';
import { assertOwned } from './tenant-guards.js';
import { assertMinNotAboveMax, refuseWhileUsed } from './in-use.js';

export const tableCrud = resourceCrud(tableResource, {
  table: diningTables,
  view: tableView,
  orderBy: [asc(diningTables.sortOrder), asc(diningTables.name)],
  // Two concurrent writes of the same name pass the pre-check; the unique index decides, as a 409.
  unique: [uniqueName('tables_restaurant_name_unique', diningTables.name, 'table')],
  derive: (args, ctx, op) => ({
    x: args.position?.x,
    y: args.position?.y,
    createdByName: op === 'insert' ? ctx.actorName : undefined,
    updatedByName: ctx.actorName,
  }),
  beforeCreate: async (write, ctx, args) => {
    if (args.seating_area_id)
      await assertOwned(write.tx, ctx.restaurantId, 'areas', [args.seating_area_id], 'seating_area_id');
  },
  beforeUpdate: async (write, ctx, stored, patch) => {
    assertMinNotAboveMax(
      patch,
      { min: stored.minCovers, max: stored.maxCovers },
      { min: 'min_covers', max: 'max_covers' },
      (min, max) => `Minimum covers (${min}) cannot exceed maximum covers (${max}) of table ${stored.name}`,
    );
    if (patch.seating_area_id)
      await assertOwned(write.tx, ctx.restaurantId, 'areas', [patch.seating_area_id], 'seating_area_id');
  },
  /** Refused while a booking still holds the table now or later; set it inactive (status 0) to retire it. */
  beforeRemove: async (write, _ctx, stored) => {
    await refuseWhileUsed(
      write.tx,
      reservationTables,
      and(eq(reservationTables.tableId, stored.id), sql`upper(${reservationTables.during}) > now()`),
      (n) =>
        `Table ${stored.name} is held by ${n} current or upcoming reservation(s); move them or set the table inactive (status 0)`,
    );
    await forgetTable(write, stored.id);
  },
});

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
