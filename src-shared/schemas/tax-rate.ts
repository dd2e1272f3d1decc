// Tax rates of the restaurant (Settings › Tax): a name and a percentage with at most two decimals,
// stored as basis points so sums never drift (src-shared/domain/money.ts). Online-only.
import { z } from 'zod';
import { activeStatusSchema } from './seating.js';
import {
  newRowSchema,
  percentWithCentsSchema,
  requiredNameSchema,
  someOf,
  tenantRowSchema,
} from './row-parts.js';

const name = requiredNameSchema('Tax');
const rate = percentWithCentsSchema('Rate');

export const taxRateSchema = tenantRowSchema({
  name: z.string(),
  /** Percent, e.g. 20 or 5.5. */
  rate: z.number(),
  /** 1 in use, 0 not offered for new products. */
  status: activeStatusSchema,
});
export type TaxRate = z.infer<typeof taxRateSchema>;

export const createTaxRateSchema = newRowSchema({
  name,
  rate,
  status: activeStatusSchema.default(1),
});
export type CreateTaxRate = z.infer<typeof createTaxRateSchema>;
export const updateTaxRateSchema = someOf(z.object({ name, rate, status: activeStatusSchema }));
export type UpdateTaxRate = z.infer<typeof updateTaxRateSchema>;
