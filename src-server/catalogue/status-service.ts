import { and, asc, eq, ne } from 'drizzle-orm';
import { reservationStatusResource } from '../../src-shared/resources/registry.js';

import { reservationStatuses, reservations } from '../db/schema/index.js';
import { conflict } from '../http/http-error.js';
import { resourceCrud, uniqueName } from '../resources/drizzle-crud.js';
import type { TenantWrite } from '../sync/tenant-write.js';
import { reservationStatusView } from './schedule-views.js';
import { refuseWhileUsed } from './in-use.js';

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

export const statusCrud = resourceCrud(reservationStatusResource, {
  table: reservationStatuses,
  noun: 'reservation status',
  view: reservationStatusView,
  orderBy: [asc(reservationStatuses.sortOrder), asc(reservationStatuses.name)],
  unique: [
    uniqueName(
      'reservation_statuses_restaurant_name_unique',
      reservationStatuses.name,
      'reservation status',
      (args) => args.reservation_Status_Name,
    ),
  ],
  derive: (args) => ({ name: args.reservation_Status_Name }),
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
    await refuseWhileUsed(
      write.tx,
      reservations,
      eq(reservations.statusId, stored.id),
      (n) =>
        `Status ${stored.name} is used by ${n} reservation(s); move them to another status before deleting it`,
    );
  },
});
