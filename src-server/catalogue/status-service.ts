import { and, asc, count, eq, ne } from 'drizzle-orm';
import type {
  CreateReservationStatus,
  ReservationStatus,
  UpdateReservationStatus,
} from '../../src-shared/schemas/reservation-status.js';
import { reservationStatuses, reservations } from '../db/schema/index.js';
import { conflict } from '../http/http-error.js';
import { drizzleCrud } from '../resources/drizzle-crud.js';
import type { TenantWrite } from '../sync/tenant-write.js';
import { reservationStatusView } from './schedule-views.js';

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

export const statusCrud = drizzleCrud<
  typeof reservationStatuses,
  ReservationStatus,
  CreateReservationStatus,
  UpdateReservationStatus
>({
  table: reservationStatuses,
  noun: 'reservation status',
  mirror: 'reservation_statuses',
  view: reservationStatusView,
  orderBy: [asc(reservationStatuses.sortOrder), asc(reservationStatuses.name)],
  unique: [
    {
      constraint: 'reservation_statuses_restaurant_name_unique',
      column: reservationStatuses.name,
      value: (args) => args.reservation_Status_Name,
      message: (name) => `A reservation status named ${name} already exists`,
    },
  ],
  insert: (args) => ({
    name: args.reservation_Status_Name,
    colorCode: args.color_code,
    holdsTable: args.holds_table,
    isFinal: args.is_final,
    isDefault: args.is_default,
    sortOrder: args.sort_order,
  }),
  patch: (patch) => ({
    name: patch.reservation_Status_Name,
    colorCode: patch.color_code,
    holdsTable: patch.holds_table,
    isFinal: patch.is_final,
    isDefault: patch.is_default,
    sortOrder: patch.sort_order,
  }),
  beforeCreate: async (write, _ctx, args) => {
    if (args.is_default) await clearDefault(write, null);
  },
  beforeUpdate: async (write, _ctx, stored, patch) => {
    if (patch.is_default === false && stored.isDefault) {
      throw conflict(
        `${stored.name} is the default status for new reservations; make another status the default instead`,
      );
    }
    if (patch.is_default === true && !stored.isDefault) await clearDefault(write, stored.id);
  },
  /** Refused for the default status and for a status reservations still carry. */
  beforeRemove: async (write, _ctx, stored) => {
    if (stored.isDefault)
      throw conflict(
        `${stored.name} is the default status for new reservations; make another status the default before deleting it`,
      );
    const [used] = await write.tx
      .select({ n: count() })
      .from(reservations)
      .where(eq(reservations.statusId, stored.id));
    const n = used?.n ?? 0;
    if (n > 0)
      throw conflict(
        `Status ${stored.name} is used by ${n} reservation(s); move them to another status before deleting it`,
      );
  },
});
