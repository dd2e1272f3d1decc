import { asc, eq } from 'drizzle-orm';
import type {
  CreateFloorPlanLayout,
  FloorPlanLayout,
  TableLiveStatus,
  UpdateFloorPlanLayout,
} from '../../src-shared/schemas/seating.js';
import { liveElements, mergeByVersion } from '../../src-shared/floor/layout-merge.js';
import type { DbExecutor } from '../db/client.js';
import { floorPlans } from '../db/schema/index.js';
import { recorded, type TenantWrite } from '../sync/tenant-write.js';
import type { DomainWrite } from '../sync/write-context.js';
import { floorPlanView } from './seating-views.js';
import { fieldError, insertRow, tenantRow, tenantRows, updateRow } from '../resources/drizzle-crud.js';
import { assertMemberTablesOwned, assertOwned } from './tenant-guards.js';

export async function listFloorPlans(db: DbExecutor, restaurantId: number): Promise<FloorPlanLayout[]> {
  return (await tenantRows(db, floorPlans, restaurantId, [asc(floorPlans.name)])).map(floorPlanView);
}

const planRow = (db: DbExecutor, restaurantId: number, id: string) =>
  tenantRow(db, floorPlans, restaurantId, id, 'floor plan');

/** The layout's seating area and tables must be the tenant's (422 naming the field otherwise). */
async function assertPlanRefs(
  write: TenantWrite,
  plan: { seating_area_id?: string | null; tables?: readonly { table_id: string }[] },
): Promise<void> {
  if (plan.seating_area_id)
    await assertOwned(write.tx, write.restaurantId, 'areas', [plan.seating_area_id], 'seating_area_id');
  if (plan.tables) await assertMemberTablesOwned(write.tx, write.restaurantId, plan.tables);
}

/** Saves changed columns of a layout of the tenant and records the new view in the feed. */
async function savePlan(
  write: TenantWrite,
  id: string,
  values: Partial<typeof floorPlans.$inferInsert>,
): Promise<FloorPlanLayout> {
  const row = await updateRow(write.tx, floorPlans, id, 'floor plan', values);
  return recorded(write, 'floor_plans', floorPlanView(row));
}

export async function getFloorPlan(
  db: DbExecutor,
  restaurantId: number,
  id: string,
): Promise<FloorPlanLayout> {
  return floorPlanView(await planRow(db, restaurantId, id));
}

export const createFloorPlan: DomainWrite<CreateFloorPlanLayout, FloorPlanLayout> = async (
  write,
  ctx,
  args,
) => {
  await assertPlanRefs(write, args);
  const row = await insertRow(write.tx, floorPlans, ctx.restaurantId, args.id, {
    name: args.name,
    seatingAreaId: args.seating_area_id,
    tables: args.tables,
    elements: args.elements,
    liveStatus: [],
  });
  return recorded(write, 'floor_plans', floorPlanView(row));
};

export const updateFloorPlan: DomainWrite<
  { id: string; patch: UpdateFloorPlanLayout },
  FloorPlanLayout
> = async (write, ctx, { id, patch }) => {
  const stored = await planRow(write.tx, ctx.restaurantId, id);
  await assertPlanRefs(write, patch);
  // Element by element, never the whole plan: the higher version wins, a tie keeps the stored one.
  const tables = patch.tables && mergeByVersion(stored.tables, patch.tables, (t) => t.table_id);
  const elements = patch.elements && mergeByVersion(stored.elements, patch.elements, (e) => e.id);
  // Live status of a table taken off the layout goes with it.
  const drawn = tables && new Set(liveElements(tables).map((t) => t.table_id));
  const liveStatus = drawn && stored.liveStatus.filter((s) => drawn.has(s.table_id));
  return savePlan(write, id, {
    name: patch.name,
    seatingAreaId: patch.seating_area_id,
    tables,
    elements,
    liveStatus,
  });
};

/** Sets (or replaces) one table's live status on the layout; the table must be drawn on it. */
export const setTableLiveStatus: DomainWrite<
  { id: string; status: TableLiveStatus },
  FloorPlanLayout
> = async (write, ctx, { id, status }) => {
  const stored = await planRow(write.tx, ctx.restaurantId, id);
  if (!liveElements(stored.tables).some((t) => t.table_id === status.table_id)) {
    await assertOwned(write.tx, ctx.restaurantId, 'tables', [status.table_id], 'table_id');
    throw fieldError(
      'table_id',
      `Table ${status.table_id} is not on floor plan ${stored.name}; add it to the layout first`,
    );
  }
  const liveStatus = [...stored.liveStatus.filter((s) => s.table_id !== status.table_id), status];
  return savePlan(write, id, { liveStatus });
};

/**
 * The sync half of 'floorPlan.tableStatus': sets one table's live status on the layout, or clears
 * it (`live` null: the table is back to its bookings' colours, e.g. unblocked).
 */
export const pushTableLiveStatus: DomainWrite<
  { id: string; table_id: string; live: Omit<TableLiveStatus, 'table_id'> | null },
  FloorPlanLayout
> = async (write, ctx, { id, table_id, live }) => {
  if (live) return setTableLiveStatus(write, ctx, { id, status: { ...live, table_id } });
  const stored = await planRow(write.tx, ctx.restaurantId, id);
  return savePlan(write, id, { liveStatus: stored.liveStatus.filter((s) => s.table_id !== table_id) });
};

export const deleteFloorPlan: DomainWrite<{ id: string }, { id: string }> = async (write, ctx, { id }) => {
  await planRow(write.tx, ctx.restaurantId, id);
  await write.tx.delete(floorPlans).where(eq(floorPlans.id, id));
  await write.record('floor_plans', id, null);
  return { id };
};
