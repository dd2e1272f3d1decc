import { and, asc, count, eq, ne } from 'drizzle-orm';
import type {
  CreateReservationStatus,
  ReservationStatus,
  UpdateReservationStatus,
} from '../../src-shared/schemas/reservation-status.js';
import { uuidv7 } from '../../src-shared/ids.js';
import type { DbExecutor } from '../db/client.js';
import { reservationStatuses, reservations } from '../db/schema/index.js';
import { conflict } from '../http/http-error.js';
import type { TenantWrite } from '../sync/tenant-write.js';
import type { DomainWrite } from '../sync/write-context.js';
import { reservationStatusView } from './schedule-views.js';
import { definedOnly, missing } from './tenant-guards.js';

export const statusNameTaken = (name: string) =>
  conflict(`A reservation status named ${name} already exists`);

export async function listStatuses(db: DbExecutor, restaurantId: number): Promise<ReservationStatus[]> {
  const rows = await db
    .select()
    .from(reservationStatuses)
    .where(eq(reservationStatuses.restaurantId, restaurantId))
    .orderBy(asc(reservationStatuses.sortOrder), asc(reservationStatuses.name));
  return rows.map(reservationStatusView);
}

async function statusRow(db: DbExecutor, restaurantId: number, id: string) {
  const [row] = await db
    .select()
    .from(reservationStatuses)
    .where(and(eq(reservationStatuses.restaurantId, restaurantId), eq(reservationStatuses.id, id)));
  if (!row) throw missing('reservation status', id);
  return row;
}

export async function getStatus(
  db: DbExecutor,
  restaurantId: number,
  id: string,
): Promise<ReservationStatus> {
  return reservationStatusView(await statusRow(db, restaurantId, id));
}

async function assertNameFree(db: DbExecutor, restaurantId: number, name: string, exceptId: string | null) {
  const [taken] = await db
    .select({ id: reservationStatuses.id })
    .from(reservationStatuses)
    .where(
      and(
        eq(reservationStatuses.restaurantId, restaurantId),
        eq(reservationStatuses.name, name),
        exceptId ? ne(reservationStatuses.id, exceptId) : undefined,
      ),
    );
  if (taken) throw statusNameTaken(name);
}

/** One default per restaurant: the current default steps down (and is fed) before another takes over. */
async function clearDefault(write: TenantWrite, exceptId: string | null): Promise<void> {
  const cleared = await write.tx
    .update(reservationStatuses)
    .set({ isDefault: false, updatedAt: new Date() })
    .where(
      and(
        eq(reservationStatuses.restaurantId, write.restaurantId),
        eq(reservationStatuses.isDefault, true),
        exceptId ? ne(reservationStatuses.id, exceptId) : undefined,
      ),
    )
    .returning();
  for (const row of cleared) await write.record('reservation_statuses', row.id, reservationStatusView(row));
}

export const createStatus: DomainWrite<CreateReservationStatus, ReservationStatus> = async (
  write,
  ctx,
  args,
) => {
  await assertNameFree(write.tx, ctx.restaurantId, args.reservation_Status_Name, null);
  if (args.is_default) await clearDefault(write, null);
  const [row] = await write.tx
    .insert(reservationStatuses)
    .values({
      id: args.id ?? uuidv7(),
      restaurantId: ctx.restaurantId,
      name: args.reservation_Status_Name,
      colorCode: args.color_code,
      holdsTable: args.holds_table,
      isFinal: args.is_final,
      isDefault: args.is_default,
      sortOrder: args.sort_order,
    })
    .onConflictDoNothing({ target: reservationStatuses.id })
    .returning();
  if (!row) throw conflict(`A row with id ${args.id ?? ''} already exists`);
  const view = reservationStatusView(row);
  await write.record('reservation_statuses', row.id, view);
  return view;
};

export const updateStatus: DomainWrite<
  { id: string; patch: UpdateReservationStatus },
  ReservationStatus
> = async (write, ctx, { id, patch }) => {
  const stored = await statusRow(write.tx, ctx.restaurantId, id);
  if (patch.reservation_Status_Name !== undefined && patch.reservation_Status_Name !== stored.name) {
    await assertNameFree(write.tx, ctx.restaurantId, patch.reservation_Status_Name, id);
  }
  if (patch.is_default === false && stored.isDefault) {
    throw conflict(
      `${stored.name} is the default status for new reservations; make another status the default instead`,
    );
  }
  if (patch.is_default === true && !stored.isDefault) await clearDefault(write, id);
  const [row] = await write.tx
    .update(reservationStatuses)
    .set({
      ...definedOnly({
        name: patch.reservation_Status_Name,
        colorCode: patch.color_code,
        holdsTable: patch.holds_table,
        isFinal: patch.is_final,
        isDefault: patch.is_default,
        sortOrder: patch.sort_order,
      }),
      updatedAt: new Date(),
    })
    .where(eq(reservationStatuses.id, id))
    .returning();
  if (!row) throw missing('reservation status', id);
  const view = reservationStatusView(row);
  await write.record('reservation_statuses', row.id, view);
  return view;
};

/** Refused for the default status and for a status reservations still carry. */
export const deleteStatus: DomainWrite<{ id: string }, { id: string }> = async (write, ctx, { id }) => {
  const stored = await statusRow(write.tx, ctx.restaurantId, id);
  if (stored.isDefault)
    throw conflict(
      `${stored.name} is the default status for new reservations; make another status the default before deleting it`,
    );
  const [used] = await write.tx
    .select({ n: count() })
    .from(reservations)
    .where(eq(reservations.statusId, id));
  const n = used?.n ?? 0;
  if (n > 0)
    throw conflict(
      `Status ${stored.name} is used by ${n} reservation(s); move them to another status before deleting it`,
    );
  await write.tx.delete(reservationStatuses).where(eq(reservationStatuses.id, id));
  await write.record('reservation_statuses', id, null);
  return { id };
};
