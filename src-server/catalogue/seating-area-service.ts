import { seatingAreaResource } from '../../src-shared/resources/registry.js';
import { asc, count, eq } from 'drizzle-orm';

import { diningTables, floorPlans, reservations, seatingAreas } from '../db/schema/index.js';
import { conflict } from '../http/http-error.js';
import { resourceCrud } from '../resources/drizzle-crud.js';
import { floorPlanView, seatingAreaView, tableView } from './seating-views.js';

export const seatingAreaCrud = resourceCrud(seatingAreaResource, {
  table: seatingAreas,
  view: seatingAreaView,
  orderBy: [asc(seatingAreas.saOrder), asc(seatingAreas.name)],
  derive: (_args, ctx, op) => ({ creator: op === 'insert' ? ctx.actorName : undefined }),
  /**
   * An area with booking history is set inactive instead of deleted. Its tables and layouts lose
   * the area, and their new state goes to the feed.
   */
  beforeRemove: async (write, _ctx, area) => {
    const [used] = await write.tx
      .select({ n: count() })
      .from(reservations)
      .where(eq(reservations.seatingAreaId, area.id));
    if ((used?.n ?? 0) > 0) {
      throw conflict(
        `Seating area ${area.name} is used by ${used?.n ?? 0} reservation(s); set its status to 0 (inactive) instead of deleting it`,
      );
    }
    const now = new Date();
    const tables = await write.tx
      .update(diningTables)
      .set({ seatingAreaId: null, updatedAt: now })
      .where(eq(diningTables.seatingAreaId, area.id))
      .returning();
    for (const table of tables) await write.record('tables', table.id, tableView(table));
    const plans = await write.tx
      .update(floorPlans)
      .set({ seatingAreaId: null, updatedAt: now })
      .where(eq(floorPlans.seatingAreaId, area.id))
      .returning();
    for (const plan of plans) await write.record('floor_plans', plan.id, floorPlanView(plan));
  },
});
