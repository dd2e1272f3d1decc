// After an app update the mirror may hold rows the new schemas no longer accept (a field became
// required, an enum grew). Such rows are never dropped: the mirror pulls the whole feed again from
// zero (the compacted feed carries every row's latest state and every tombstone), so each row is
// replaced by the server's current version. Rows still failing after that are kept as they are.
import type { z } from 'zod';
import { foodOrderSchema, orderTabSchema } from '../../src-shared/orders/order-schemas.js';
import { RESOURCES } from '../../src-shared/resources/registry.js';
import { clientSchema } from '../../src-shared/schemas/client.js';
import { guestListEntrySchema } from '../../src-shared/schemas/guest-list.js';
import { reservationSchema } from '../../src-shared/schemas/reservation.js';
import { floorPlanLayoutSchema } from '../../src-shared/schemas/seating.js';
import { isMirroredEntity, type MirroredEntity } from '../../src-shared/sync/protocol.js';
import { waitlistEntrySchema } from '../../src-shared/website/waitlist.js';
import { guestRequestDetailSchema } from '../../src-shared/requests/request-entity.js';
import { isOverlayEntity, type MirrorStore } from '../mirror/mirror-store.js';

/**
 * The row schema of each entity whose rows are checked: the entities with no resource declaration
 * that staff change offline, then every declared resource's `mirror` with its `row` (housekeeping
 * rooms, and the catalogue the host stand reads through schemas: tables, statuses, shifts…).
 */
const SCHEMAS: Partial<Record<MirroredEntity, z.ZodType>> = {
  reservations: reservationSchema,
  clients: clientSchema,
  guest_list: guestListEntrySchema,
  food_orders: foodOrderSchema,
  order_tabs: orderTabSchema,
  waitlist: waitlistEntrySchema,
  floor_plans: floorPlanLayoutSchema,
  guest_requests: guestRequestDetailSchema,
  // Not staff_messages: the feed never carries them, so pulling it again could not replace one; the
  // user's inbox fetch replaces their rows whole, and the screens skip a row their schema refuses.
};
for (const resource of RESOURCES)
  if (isMirroredEntity(resource.mirror)) SCHEMAS[resource.mirror] = resource.row;

/** How many mirror rows each entity has that its current schema refuses (entities with none omitted). */
export function rowsFailingSchema(store: MirrorStore): Partial<Record<MirroredEntity, number>> {
  const out: Partial<Record<MirroredEntity, number>> = {};
  for (const [entity, schema] of Object.entries(SCHEMAS) as [MirroredEntity, z.ZodType][]) {
    const rows = isOverlayEntity(entity) ? store.allVisible(entity) : store.catalogue(entity);
    const failing = rows.filter((row) => !schema.safeParse(row).success).length;
    if (failing > 0) out[entity] = failing;
  }
  return out;
}
