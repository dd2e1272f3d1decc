// MutatorState over the visible mirror. Catalogue lists are read once per state (one mutation or
// one rebase), not once per lookup.
import { foodOrderSchema, orderTabSchema } from '../../src-shared/orders/order-schemas.js';
import { accessRuleSchema } from '../../src-shared/schemas/access-rule.js';
import { modifierGroupSchema, productSchema } from '../../src-shared/schemas/product.js';
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
import type { z } from 'zod';
import type { CatalogueEntity, MirrorStore, Row } from '../mirror/mirror-store.js';
import type { MutatorState } from './mutator-state.js';

function parseOne<S extends z.ZodType>(schema: S, row: Row | null): z.output<S> | null {
  if (row === null) return null;
  const parsed = schema.safeParse(row);
  return parsed.success ? parsed.data : null;
}

function parseAll<S extends z.ZodType>(schema: S, rows: Row[]): z.output<S>[] {
  const out: z.output<S>[] = [];
  for (const row of rows) {
    const parsed = schema.safeParse(row);
    if (parsed.success) out.push(parsed.data);
  }
  return out;
}

export function mirrorMutatorState(
  store: MirrorStore,
  context: { restaurantId: number; timeZone: string; now: Date },
): MutatorState {
  const cache = new Map<CatalogueEntity, unknown[]>();
  const cached = <S extends z.ZodType>(entity: CatalogueEntity, schema: S): z.output<S>[] => {
    let rows = cache.get(entity) as z.output<S>[] | undefined;
    if (!rows) {
      rows = parseAll(schema, store.catalogue(entity));
      cache.set(entity, rows);
    }
    return rows;
  };
  return {
    ...context,
    reservation: (id) => parseOne(reservationSchema, store.visible('reservations', id)),
    client: (id) => parseOne(clientSchema, store.visible('clients', id)),
    guest: (id) => parseOne(guestListEntrySchema, store.visible('guest_list', id)),
    reservationsOn: (date) => parseAll(reservationSchema, store.reservationsOn(date)),
    statuses: () => cached('reservation_statuses', reservationStatusSchema),
    tables: () => cached('tables', tableSchema),
    combinations: () => cached('table_combinations', tableCombinationSchema),
    shifts: () => cached('shifts', shiftSchema),
    blackoutDates: () => cached('blackout_dates', blackoutDateSchema),
    accessRules: () => cached('access_rules', accessRuleSchema),
    foodOrder: (id) => parseOne(foodOrderSchema, store.visible('food_orders', id)),
    foodOrders: () => parseAll(foodOrderSchema, store.allVisible('food_orders')),
    orderTab: (id) => parseOne(orderTabSchema, store.visible('order_tabs', id)),
    products: () => cached('products', productSchema),
    modifierGroups: () => cached('modifier_groups', modifierGroupSchema),
    waitlistEntry: (id) => parseOne(waitlistEntrySchema, store.visible('waitlist', id)),
    floorPlan: (id) => parseOne(floorPlanLayoutSchema, store.visible('floor_plans', id)),
    row: (entity, id) => store.visible(entity, id),
  };
}
