// Tax rates of the restaurant (Settings › Tax): a name and a percentage with at most two decimals,
// stored as basis points so sums never drift (src-shared/domain/money.ts). Online-only.
import { z } from 'zod';
import { entityIdSchema, newEntityIdSchema, restaurantIdSchema, timestampSchema } from '../ids.js';
import { activeStatusSchema } from './seating.js';

const name = z
  .string({ error: 'Tax name is required' })
  .trim()
  .min(1, 'Tax name is required')
  .max(80, 'Tax name cannot exceed 80 characters');
const rate = z
  .number({ error: 'Rate must be a percentage from 0 to 100' })
  .min(0, 'Rate must be a percentage from 0 to 100')
  .max(100, 'Rate must be a percentage from 0 to 100')
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'Rate can have at most two decimals');

export const taxRateSchema = z.object({
  id: entityIdSchema,
  restaurant_id: restaurantIdSchema,
  name: z.string(),
  /** Percent, e.g. 20 or 5.5. */
  rate: z.number(),
  /** 1 in use, 0 not offered for new products. */
  status: activeStatusSchema,
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type TaxRate = z.infer<typeof taxRateSchema>;

export const createTaxRateSchema = z.object({
  id: newEntityIdSchema.optional(),
  name,
  rate,
  status: activeStatusSchema.default(1),
});
export type CreateTaxRate = z.infer<typeof createTaxRateSchema>;
export const updateTaxRateSchema = z
  .object({ name, rate, status: activeStatusSchema })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to update' });
export type UpdateTaxRate = z.infer<typeof updateTaxRateSchema>;
