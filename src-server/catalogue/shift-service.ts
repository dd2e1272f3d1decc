import { blackoutDateResource, shiftResource } from '../../src-shared/resources/registry.js';
import { asc, eq } from 'drizzle-orm';

import { blackoutDates, reservations, shifts } from '../db/schema/index.js';
import { resourceCrud, fieldError } from '../resources/drizzle-crud.js';
import { blackoutDateView, shiftView } from './schedule-views.js';
import { assertOwned } from './tenant-guards.js';
import { refuseWhileUsed } from './in-use.js';

export const shiftCrud = resourceCrud(shiftResource, {
  table: shifts,
  view: shiftView,
  orderBy: [asc(shifts.startTime), asc(shifts.name)],
  beforeUpdate: async (_write, _ctx, stored, patch) => {
    const start = patch.start_time ?? stored.startTime;
    const end = patch.end_time ?? stored.endTime;
    if (start === end)
      throw fieldError(
        patch.end_time !== undefined ? 'end_time' : 'start_time',
        `Shift ${stored.name} would start and end at ${start}; end time must differ from start time`,
      );
  },
  /** Refused while reservations belong to the shift (set is_active false instead); its blackout dates go with it. */
  beforeRemove: async (write, _ctx, stored) => {
    await refuseWhileUsed(
      write.tx,
      reservations,
      eq(reservations.shiftId, stored.id),
      (n) => `Shift ${stored.name} has ${n} reservation(s); set is_active to false instead of deleting it`,
    );
    const gone = await write.tx
      .delete(blackoutDates)
      .where(eq(blackoutDates.shiftId, stored.id))
      .returning({ id: blackoutDates.id });
    for (const b of gone) await write.record('blackout_dates', b.id, null);
  },
});

export const blackoutDateCrud = resourceCrud(blackoutDateResource, {
  table: blackoutDates,
  view: blackoutDateView,
  orderBy: [asc(blackoutDates.date)],
  beforeCreate: async (write, ctx, args) => {
    if (args.shift_id) await assertOwned(write.tx, ctx.restaurantId, 'shifts', [args.shift_id], 'shift_id');
  },
  beforeUpdate: async (write, ctx, _stored, patch) => {
    if (patch.shift_id) await assertOwned(write.tx, ctx.restaurantId, 'shifts', [patch.shift_id], 'shift_id');
  },
});
