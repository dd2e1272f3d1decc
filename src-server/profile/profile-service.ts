// Dress codes and facilities (spec §7 Restaurant): the generic five from drizzleCrud, plus the
// facility status call. Online-only, so nothing is recorded in the change feed.
import { asc } from 'drizzle-orm';
import type {
  CreateDressCode,
  CreateFacility,
  DressCode,
  Facility,
  UpdateDressCode,
  UpdateFacility,
} from '../../src-shared/schemas/restaurant-profile.js';
import { dressCodes, facilities } from '../db/schema/index.js';
import { drizzleCrud } from '../resources/drizzle-crud.js';

/** What a dress code and a facility share: id, restaurant, name, description and timestamps. */
const itemView = (row: typeof dressCodes.$inferSelect) => ({
  id: row.id,
  restaurant_id: row.restaurantId,
  name: row.name,
  description: row.description,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export const dressCodeCrud = drizzleCrud<typeof dressCodes, DressCode, CreateDressCode, UpdateDressCode>({
  table: dressCodes,
  noun: 'dress code',
  mirror: null,
  view: itemView,
  orderBy: [asc(dressCodes.name)],
  insert: (args) => ({ name: args.name, description: args.description }),
  patch: (patch) => ({ name: patch.name, description: patch.description }),
});

export const facilityCrud = drizzleCrud<typeof facilities, Facility, CreateFacility, UpdateFacility>({
  table: facilities,
  noun: 'facility',
  mirror: null,
  view: (row) => ({ ...itemView(row), status: row.status === 1 ? 1 : 0 }),
  orderBy: [asc(facilities.name)],
  insert: (args) => ({ name: args.name, description: args.description, status: args.status }),
  patch: (patch) => ({ name: patch.name, description: patch.description, status: patch.status }),
});
