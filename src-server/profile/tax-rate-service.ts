// Tax rates (Settings › Tax): the generic five from drizzleCrud. The rate travels as a percentage
// and is stored in basis points; a name is unique per restaurant.
import { asc } from 'drizzle-orm';
import { fromBasisPoints, toBasisPoints } from '../../src-shared/domain/money.js';
import type { CreateTaxRate, TaxRate, UpdateTaxRate } from '../../src-shared/schemas/tax-rate.js';
import { taxRates } from '../db/schema/index.js';
import { drizzleCrud } from '../resources/drizzle-crud.js';

export const taxRateCrud = drizzleCrud<typeof taxRates, TaxRate, CreateTaxRate, UpdateTaxRate>({
  table: taxRates,
  noun: 'tax rate',
  mirror: null,
  view: (row) => ({
    id: row.id,
    restaurant_id: row.restaurantId,
    name: row.name,
    rate: fromBasisPoints(row.rateBasisPoints),
    status: row.status === 1 ? 1 : 0,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }),
  orderBy: [asc(taxRates.name)],
  insert: (args) => ({ name: args.name, rateBasisPoints: toBasisPoints(args.rate), status: args.status }),
  patch: (patch) => ({
    name: patch.name,
    rateBasisPoints: patch.rate === undefined ? undefined : toBasisPoints(patch.rate),
    status: patch.status,
  }),
  unique: [
    {
      constraint: 'tax_rates_name_unique',
      column: taxRates.name,
      value: (args) => args.name,
      message: (name) => `A tax rate named ${name} already exists`,
    },
  ],
});
