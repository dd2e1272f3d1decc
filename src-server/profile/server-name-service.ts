// Server names (Settings › Accounts › Server names): the generic five from resourceCrud. Online-only
// (not in the change feed); writes are recorded in the audit trail by register-resource; a name is
// unique per restaurant.
import { asc } from 'drizzle-orm';
import { serverNameResource } from '../../src-shared/resources/registry.js';
import { serverNames } from '../db/schema/index.js';
import { resourceCrud, uniqueName } from '../resources/drizzle-crud.js';

export const serverNameCrud = resourceCrud(serverNameResource, {
  table: serverNames,
  view: ({ id, restaurantId, name, status, createdAt, updatedAt }) => ({
    id,
    restaurant_id: restaurantId,
    name,
    status: status === 0 ? (0 as const) : (1 as const),
    created_at: createdAt.toISOString(),
    updated_at: updatedAt.toISOString(),
  }),
  orderBy: [asc(serverNames.name)],
  unique: [uniqueName('server_names_name_unique', serverNames.name, 'server')],
});
