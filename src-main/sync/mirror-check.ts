// After an app update the mirror may hold rows the new schemas no longer accept (a field became
// required, an enum grew). Such rows are never dropped: the mirror pulls the whole feed again from
// zero (the compacted feed carries every row's latest state and every tombstone), so each row is
// replaced by the server's current version. Rows still failing after that are kept as they are.
import type { z } from 'zod';
import { accessRuleSchema } from '../../src-shared/schemas/access-rule.js';
import { foodOrderSchema, orderTabSchema } from '../../src-shared/orders/order-schemas.js';
import { clientSchema } from '../../src-shared/schemas/client.js';
import { guestListEntrySchema } from '../../src-shared/schemas/guest-list.js';
import { reservationStatusSchema } from '../../src-shared/schemas/reservation-status.js';
import { reservationSchema } from '../../src-shared/schemas/reservation.js';
import {
  floorPlanLayoutSchema,
  tableCombinationSchema,
  tableSchema,
} from '../../src-shared/schemas/seating.js';
import { waitlistEntrySchema } from '../../src-shared/website/waitlist.js';
import { blackoutDateSchema, shiftSchema } from '../../src-shared/schemas/shift.js';
import { roomSchema } from '../../src-shared/housekeeping/room-resource.js';
import type { CatalogueEntity, MirrorStore, OverlayEntity } from '../mirror/mirror-store.js';

const OVERLAY_SCHEMAS: Record<OverlayEntity, z.ZodType> = {
  reservations: reservationSchema,
  clients: clientSchema,
  guest_list: guestListEntrySchema,
  food_orders: foodOrderSchema,
  order_tabs: orderTabSchema,
  waitlist: waitlistEntrySchema,
  floor_plans: floorPlanLayoutSchema,
  rooms: roomSchema,
};

// The catalogue entities the host stand reads through schemas (mirror-state.ts).
const CATALOGUE_SCHEMAS: Partial<Record<CatalogueEntity, z.ZodType>> = {
  tables: tableSchema,
  table_combinations: tableCombinationSchema,
  reservation_statuses: reservationStatusSchema,
  shifts: shiftSchema,
  blackout_dates: blackoutDateSchema,
  access_rules: accessRuleSchema,
};

/** How many mirror rows each entity has that its current schema refuses (entities with none omitted). */
export function rowsFailingSchema(
  store: MirrorStore,
): Partial<Record<OverlayEntity | CatalogueEntity, number>> {
  const out: Partial<Record<OverlayEntity | CatalogueEntity, number>> = {};
  const count = (entity: OverlayEntity | CatalogueEntity, rows: unknown[], schema: z.ZodType) => {
    const failing = rows.filter((row) => !schema.safeParse(row).success).length;
    if (failing > 0) out[entity] = failing;
  };
  for (const [entity, schema] of Object.entries(OVERLAY_SCHEMAS) as [OverlayEntity, z.ZodType][])
    count(entity, store.allVisible(entity), schema);
  for (const [entity, schema] of Object.entries(CATALOGUE_SCHEMAS) as [CatalogueEntity, z.ZodType][])
    count(entity, store.catalogue(entity), schema);
  return out;
}
