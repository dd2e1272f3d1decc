import { seatingAreaResource } from '../../src-shared/resources/registry.js';
import { asc, eq } from 'drizzle-orm';

import { diningTables, floorPlans, reservations, seatingAreas } from '../db/schema/index.js';
import { resourceCrud } from '../resources/drizzle-crud.js';
import { floorPlanView, seatingAreaView, tableView } from './seating-views.js';
import { refuseWhileUsed } from './in-use.js';
import { recordRows } from '../sync/tenant-write.js';

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
    await refuseWhileUsed(
      write.tx,
      reservations,
      eq(reservations.seatingAreaId, area.id),
      (n) =>
        `Seating area ${area.name} is used by ${n} reservation(s); set its status to 0 (inactive) instead of deleting it`,
    );
    const set = { seatingAreaId: null, updatedAt: new Date() };
    const tables = write.tx.update(diningTables).set(set).where(eq(diningTables.seatingAreaId, area.id));
    await recordRows(write, 'tables', await tables.returning(), tableView);
    const plans = write.tx.update(floorPlans).set(set).where(eq(floorPlans.seatingAreaId, area.id));
    await recordRows(write, 'floor_plans', await plans.returning(), floorPlanView);
  },
});
