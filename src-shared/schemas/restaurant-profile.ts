// Dress codes and facilities of the restaurant profile (spec §7 Restaurant). Online-only: edited
// in Settings through the API, never mirrored to terminals.
import { z } from 'zod';
import { entityIdSchema, newEntityIdSchema, restaurantIdSchema, timestampSchema } from '../ids.js';
import { activeStatusSchema } from './seating.js';

const name = (label: string) =>
  z.string().trim().min(1, `${label} name is required`).max(80, `${label} name cannot exceed 80 characters`);
const description = z.string().trim().max(500, 'Description cannot exceed 500 characters');
const nothingToUpdate = (v: Record<string, unknown>) => Object.keys(v).length > 0;

export const dressCodeSchema = z.object({
  id: entityIdSchema,
  restaurant_id: restaurantIdSchema,
  name: z.string(),
  description: z.string(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type DressCode = z.infer<typeof dressCodeSchema>;

export const createDressCodeSchema = z.object({
  id: newEntityIdSchema.optional(),
  name: name('Dress code'),
  description: description.default(''),
});
export type CreateDressCode = z.infer<typeof createDressCodeSchema>;
export const updateDressCodeSchema = z
  .object({ name: name('Dress code'), description })
  .partial()
  .refine(nothingToUpdate, { message: 'Nothing to update' });
export type UpdateDressCode = z.infer<typeof updateDressCodeSchema>;

export const facilitySchema = z.object({
  id: entityIdSchema,
  restaurant_id: restaurantIdSchema,
  name: z.string(),
  description: z.string(),
  /** 1 offered, 0 not offered at the moment (spec §7: facility status PUT). */
  status: activeStatusSchema,
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type Facility = z.infer<typeof facilitySchema>;

export const createFacilitySchema = z.object({
  id: newEntityIdSchema.optional(),
  name: name('Facility'),
  description: description.default(''),
  status: activeStatusSchema.default(1),
});
export type CreateFacility = z.infer<typeof createFacilitySchema>;
export const updateFacilitySchema = z
  .object({ name: name('Facility'), description, status: activeStatusSchema })
  .partial()
  .refine(nothingToUpdate, { message: 'Nothing to update' });
export type UpdateFacility = z.infer<typeof updateFacilitySchema>;

/** Body of `PUT /restaurant/facilities/{id}/status`. */
export const facilityStatusSchema = z.object({ status: activeStatusSchema });
