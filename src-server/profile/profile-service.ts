// Dress codes and facilities (spec §7 Restaurant): the generic five from resourceCrud, plus the
// facility status call. Online-only, so nothing is recorded in the change feed.
import { dressCodeResource, facilityResource } from '../../src-shared/resources/registry.js';
import { asc } from 'drizzle-orm';

import { dressCodes, facilities } from '../db/schema/index.js';
import { resourceCrud } from '../resources/drizzle-crud.js';

/** What a dress code and a facility share: id, restaurant, name, description and timestamps. */
const itemView = (row: typeof dressCodes.$inferSelect) => ({
  id: row.id,
  restaurant_id: row.restaurantId,
  name: row.name,
  description: row.description,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export const dressCodeCrud = resourceCrud(dressCodeResource, {
  table: dressCodes,
  view: itemView,
  orderBy: [asc(dressCodes.name)],
});

export const facilityCrud = resourceCrud(facilityResource, {
  table: facilities,
  view: (row) => ({ ...itemView(row), status: row.status === 1 ? (1 as const) : (0 as const) }),
  orderBy: [asc(facilities.name)],
});
