import { asc, count, eq } from 'drizzle-orm';
import type {
  BlackoutDate,
  CreateBlackoutDate,
  CreateShift,
  Shift,
  UpdateBlackoutDate,
  UpdateShift,
} from '../../src-shared/schemas/shift.js';
import { blackoutDates, reservations, shifts } from '../db/schema/index.js';
import { conflict } from '../http/http-error.js';
import { drizzleCrud, fieldError } from '../resources/drizzle-crud.js';
import { blackoutDateView, shiftView } from './schedule-views.js';
import { assertOwned } from './tenant-guards.js';

export const shiftCrud = drizzleCrud<typeof shifts, Shift, CreateShift, UpdateShift>({
  table: shifts,
  noun: 'shift',
  mirror: 'shifts',
  view: shiftView,
  orderBy: [asc(shifts.startTime), asc(shifts.name)],
  insert: (args) => ({
    name: args.name,
    category: args.category,
    startTime: args.start_time,
    endTime: args.end_time,
    lastSeatingTime: args.last_seating_time,
    intervalMinutes: args.interval_minutes,
    turnTimes: args.turn_times,
    activeDays: args.active_days,
    isActive: args.is_active,
  }),
  patch: (patch) => ({
    name: patch.name,
    category: patch.category,
    startTime: patch.start_time,
    endTime: patch.end_time,
    lastSeatingTime: patch.last_seating_time,
    intervalMinutes: patch.interval_minutes,
    turnTimes: patch.turn_times,
    activeDays: patch.active_days,
    isActive: patch.is_active,
  }),
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
    const [used] = await write.tx
      .select({ n: count() })
      .from(reservations)
      .where(eq(reservations.shiftId, stored.id));
    const n = used?.n ?? 0;
    if (n > 0)
      throw conflict(
        `Shift ${stored.name} has ${n} reservation(s); set is_active to false instead of deleting it`,
      );
    const gone = await write.tx
      .delete(blackoutDates)
      .where(eq(blackoutDates.shiftId, stored.id))
      .returning({ id: blackoutDates.id });
    for (const b of gone) await write.record('blackout_dates', b.id, null);
  },
});

export const blackoutDateCrud = drizzleCrud<
  typeof blackoutDates,
  BlackoutDate,
  CreateBlackoutDate,
  UpdateBlackoutDate
>({
  table: blackoutDates,
  noun: 'blackout date',
  mirror: 'blackout_dates',
  view: blackoutDateView,
  orderBy: [asc(blackoutDates.date)],
  insert: (args) => ({ date: args.date, shiftId: args.shift_id, reason: args.reason }),
  patch: (patch) => ({ date: patch.date, shiftId: patch.shift_id, reason: patch.reason }),
  beforeCreate: async (write, ctx, args) => {
    if (args.shift_id) await assertOwned(write.tx, ctx.restaurantId, 'shifts', [args.shift_id], 'shift_id');
  },
  beforeUpdate: async (write, ctx, _stored, patch) => {
    if (patch.shift_id) await assertOwned(write.tx, ctx.restaurantId, 'shifts', [patch.shift_id], 'shift_id');
  },
});
