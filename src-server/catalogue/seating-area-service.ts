import { and, asc, count, eq } from 'drizzle-orm';
import type { CreateSeatingArea, SeatingArea, UpdateSeatingArea } from '../../src-shared/schemas/seating.js';
import { uuidv7 } from '../../src-shared/ids.js';
import type { DbExecutor } from '../db/client.js';
import { diningTables, floorPlans, reservations, seatingAreas } from '../db/schema/index.js';
import { conflict } from '../http/http-error.js';
import type { DomainWrite } from '../sync/write-context.js';
import { floorPlanView, seatingAreaView, tableView } from './seating-views.js';
import { definedOnly, missing } from './tenant-guards.js';

export async function listSeatingAreas(db: DbExecutor, restaurantId: number): Promise<SeatingArea[]> {
  const rows = await db
    .select()
    .from(seatingAreas)
    .where(eq(seatingAreas.restaurantId, restaurantId))
    .orderBy(asc(seatingAreas.saOrder), asc(seatingAreas.name));
  return rows.map(seatingAreaView);
}

async function areaRow(db: DbExecutor, restaurantId: number, id: string) {
  const [row] = await db
    .select()
    .from(seatingAreas)
    .where(and(eq(seatingAreas.restaurantId, restaurantId), eq(seatingAreas.id, id)));
  if (!row) throw missing('seating area', id);
  return row;
}

export async function getSeatingArea(db: DbExecutor, restaurantId: number, id: string): Promise<SeatingArea> {
  return seatingAreaView(await areaRow(db, restaurantId, id));
}

export const createSeatingArea: DomainWrite<CreateSeatingArea, SeatingArea> = async (write, ctx, args) => {
  const [row] = await write.tx
    .insert(seatingAreas)
    .values({
      id: args.id ?? uuidv7(),
      restaurantId: ctx.restaurantId,
      name: args.name,
      abbreviation: args.abbreviation,
      saOrder: args.sa_order,
      status: args.status,
      restaurantOutletId: args.restaurant_outlet_id,
      creator: ctx.actorName,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict(`A row with id ${args.id ?? ''} already exists`);
  const view = seatingAreaView(row);
  await write.record('seating_areas', row.id, view);
  return view;
};

export const updateSeatingArea: DomainWrite<{ id: string; patch: UpdateSeatingArea }, SeatingArea> = async (
  write,
  ctx,
  { id, patch },
) => {
  await areaRow(write.tx, ctx.restaurantId, id);
  const [row] = await write.tx
    .update(seatingAreas)
    .set({
      ...definedOnly({
        name: patch.name,
        abbreviation: patch.abbreviation,
        saOrder: patch.sa_order,
        status: patch.status,
        restaurantOutletId: patch.restaurant_outlet_id,
      }),
      updatedAt: new Date(),
    })
    .where(and(eq(seatingAreas.restaurantId, ctx.restaurantId), eq(seatingAreas.id, id)))
    .returning();
  if (!row) throw missing('seating area', id);
  const view = seatingAreaView(row);
  await write.record('seating_areas', row.id, view);
  return view;
};

/**
 * Deletes an area no reservation refers to (an area with booking history is set inactive instead).
 * Its tables and layouts lose the area, and their new state goes to the feed.
 */
export const deleteSeatingArea: DomainWrite<{ id: string }, { id: string }> = async (write, ctx, { id }) => {
  const area = await areaRow(write.tx, ctx.restaurantId, id);
  const [used] = await write.tx
    .select({ n: count() })
    .from(reservations)
    .where(eq(reservations.seatingAreaId, id));
  if ((used?.n ?? 0) > 0) {
    throw conflict(
      `Seating area ${area.name} is used by ${used?.n ?? 0} reservation(s); set its status to 0 (inactive) instead of deleting it`,
    );
  }
  const now = new Date();
  const tables = await write.tx
    .update(diningTables)
    .set({ seatingAreaId: null, updatedAt: now })
    .where(eq(diningTables.seatingAreaId, id))
    .returning();
  for (const table of tables) await write.record('tables', table.id, tableView(table));
  const plans = await write.tx
    .update(floorPlans)
    .set({ seatingAreaId: null, updatedAt: now })
    .where(eq(floorPlans.seatingAreaId, id))
    .returning();
  for (const plan of plans) await write.record('floor_plans', plan.id, floorPlanView(plan));
  await write.tx.delete(seatingAreas).where(eq(seatingAreas.id, id));
  await write.record('seating_areas', id, null);
  return { id };
};
