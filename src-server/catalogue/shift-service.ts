import { and, asc, count, eq } from 'drizzle-orm';
import type {
  BlackoutDate,
  CreateBlackoutDate,
  CreateShift,
  Shift,
  UpdateBlackoutDate,
  UpdateShift,
} from '../../src-shared/schemas/shift.js';
import { uuidv7 } from '../../src-shared/ids.js';
import type { DbExecutor } from '../db/client.js';
import { blackoutDates, reservations, shifts } from '../db/schema/index.js';
import { conflict } from '../http/http-error.js';
import type { DomainWrite } from '../sync/write-context.js';
import { blackoutDateView, shiftView } from './schedule-views.js';
import { assertOwned, definedOnly, fieldError, missing } from './tenant-guards.js';

export async function listShifts(db: DbExecutor, restaurantId: number): Promise<Shift[]> {
  const rows = await db
    .select()
    .from(shifts)
    .where(eq(shifts.restaurantId, restaurantId))
    .orderBy(asc(shifts.startTime), asc(shifts.name));
  return rows.map(shiftView);
}

async function shiftRow(db: DbExecutor, restaurantId: number, id: string) {
  const [row] = await db
    .select()
    .from(shifts)
    .where(and(eq(shifts.restaurantId, restaurantId), eq(shifts.id, id)));
  if (!row) throw missing('shift', id);
  return row;
}

export async function getShift(db: DbExecutor, restaurantId: number, id: string): Promise<Shift> {
  return shiftView(await shiftRow(db, restaurantId, id));
}

export const createShift: DomainWrite<CreateShift, Shift> = async (write, ctx, args) => {
  const [row] = await write.tx
    .insert(shifts)
    .values({
      id: args.id ?? uuidv7(),
      restaurantId: ctx.restaurantId,
      name: args.name,
      category: args.category,
      startTime: args.start_time,
      endTime: args.end_time,
      lastSeatingTime: args.last_seating_time,
      intervalMinutes: args.interval_minutes,
      turnTimes: args.turn_times,
      activeDays: args.active_days,
      isActive: args.is_active,
    })
    .onConflictDoNothing({ target: shifts.id })
    .returning();
  if (!row) throw conflict(`A row with id ${args.id ?? ''} already exists`);
  const view = shiftView(row);
  await write.record('shifts', row.id, view);
  return view;
};

export const updateShift: DomainWrite<{ id: string; patch: UpdateShift }, Shift> = async (
  write,
  ctx,
  { id, patch },
) => {
  const stored = await shiftRow(write.tx, ctx.restaurantId, id);
  const start = patch.start_time ?? stored.startTime;
  const end = patch.end_time ?? stored.endTime;
  if (start === end)
    throw fieldError(
      patch.end_time !== undefined ? 'end_time' : 'start_time',
      `Shift ${stored.name} would start and end at ${start}; end time must differ from start time`,
    );
  const [row] = await write.tx
    .update(shifts)
    .set({
      ...definedOnly({
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
      updatedAt: new Date(),
    })
    .where(eq(shifts.id, id))
    .returning();
  if (!row) throw missing('shift', id);
  const view = shiftView(row);
  await write.record('shifts', row.id, view);
  return view;
};

/** Refused while reservations belong to the shift (set is_active false instead); its blackout dates go with it. */
export const deleteShift: DomainWrite<{ id: string }, { id: string }> = async (write, ctx, { id }) => {
  const stored = await shiftRow(write.tx, ctx.restaurantId, id);
  const [used] = await write.tx.select({ n: count() }).from(reservations).where(eq(reservations.shiftId, id));
  const n = used?.n ?? 0;
  if (n > 0)
    throw conflict(
      `Shift ${stored.name} has ${n} reservation(s); set is_active to false instead of deleting it`,
    );
  const gone = await write.tx
    .delete(blackoutDates)
    .where(eq(blackoutDates.shiftId, id))
    .returning({ id: blackoutDates.id });
  for (const b of gone) await write.record('blackout_dates', b.id, null);
  await write.tx.delete(shifts).where(eq(shifts.id, id));
  await write.record('shifts', id, null);
  return { id };
};

// ——— Blackout dates ———

export async function listBlackoutDates(db: DbExecutor, restaurantId: number): Promise<BlackoutDate[]> {
  const rows = await db
    .select()
    .from(blackoutDates)
    .where(eq(blackoutDates.restaurantId, restaurantId))
    .orderBy(asc(blackoutDates.date));
  return rows.map(blackoutDateView);
}

async function blackoutRow(db: DbExecutor, restaurantId: number, id: string) {
  const [row] = await db
    .select()
    .from(blackoutDates)
    .where(and(eq(blackoutDates.restaurantId, restaurantId), eq(blackoutDates.id, id)));
  if (!row) throw missing('blackout date', id);
  return row;
}

export const createBlackoutDate: DomainWrite<CreateBlackoutDate, BlackoutDate> = async (write, ctx, args) => {
  if (args.shift_id) await assertOwned(write.tx, ctx.restaurantId, 'shifts', [args.shift_id], 'shift_id');
  const [row] = await write.tx
    .insert(blackoutDates)
    .values({
      id: args.id ?? uuidv7(),
      restaurantId: ctx.restaurantId,
      date: args.date,
      shiftId: args.shift_id,
      reason: args.reason,
    })
    .onConflictDoNothing({ target: blackoutDates.id })
    .returning();
  if (!row) throw conflict(`A row with id ${args.id ?? ''} already exists`);
  const view = blackoutDateView(row);
  await write.record('blackout_dates', row.id, view);
  return view;
};

export const updateBlackoutDate: DomainWrite<
  { id: string; patch: UpdateBlackoutDate },
  BlackoutDate
> = async (write, ctx, { id, patch }) => {
  await blackoutRow(write.tx, ctx.restaurantId, id);
  if (patch.shift_id) await assertOwned(write.tx, ctx.restaurantId, 'shifts', [patch.shift_id], 'shift_id');
  const [row] = await write.tx
    .update(blackoutDates)
    .set({
      ...definedOnly({ date: patch.date, shiftId: patch.shift_id, reason: patch.reason }),
      updatedAt: new Date(),
    })
    .where(eq(blackoutDates.id, id))
    .returning();
  if (!row) throw missing('blackout date', id);
  const view = blackoutDateView(row);
  await write.record('blackout_dates', row.id, view);
  return view;
};

export const deleteBlackoutDate: DomainWrite<{ id: string }, { id: string }> = async (write, ctx, { id }) => {
  await blackoutRow(write.tx, ctx.restaurantId, id);
  await write.tx.delete(blackoutDates).where(eq(blackoutDates.id, id));
  await write.record('blackout_dates', id, null);
  return { id };
};
