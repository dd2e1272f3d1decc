// Tax rates (Settings › Tax): the generic five from drizzleCrud. The rate travels as a percentage
// and is stored in basis points; a name is unique per restaurant.
import { taxRateResource } from '../../src-shared/resources/registry.js';
import { asc } from 'drizzle-orm';
import { fromBasisPoints, toBasisPoints } from '../../src-shared/domain/money.js';

import { taxRates } from '../db/schema/index.js';
import { resourceCrud, uniqueName } from '../resources/drizzle-crud.js';

export const taxRateCrud = resourceCrud(taxRateResource, {
  table: taxRates,
  view: (row) => ({
    id: row.id,
    restaurant_id: row.restaurantId,
    name: row.name,
    rate: fromBasisPoints(row.rateBasisPoints),
    status: row.status === 1 ? (1 as const) : (0 as const),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }),
  orderBy: [asc(taxRates.name)],
  derive: (args) => ({ rateBasisPoints: args.rate === undefined ? undefined : toBasisPoints(args.rate) }),
  unique: [uniqueName('tax_rates_name_unique', taxRates.name, 'tax rate')],
});
