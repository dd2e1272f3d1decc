// Dress codes and facilities of the restaurant profile (spec §7 Restaurant). Online-only: edited
// in Settings through the API, never mirrored to terminals.
import { z } from 'zod';
import { activeStatusSchema } from './seating.js';
import { newRowSchema, someOf, tenantRowSchema } from './row-parts.js';

const name = (label: string) =>
  z.string().trim().min(1, `${label} name is required`).max(80, `${label} name cannot exceed 80 characters`);
const description = z.string().trim().max(500, 'Description cannot exceed 500 characters');

export const dressCodeSchema = tenantRowSchema({
  name: z.string(),
  description: z.string(),
});
export type DressCode = z.infer<typeof dressCodeSchema>;

export const createDressCodeSchema = newRowSchema({
  name: name('Dress code'),
  description: description.default(''),
});
export type CreateDressCode = z.infer<typeof createDressCodeSchema>;
export const updateDressCodeSchema = someOf(z.object({ name: name('Dress code'), description }));
export type UpdateDressCode = z.infer<typeof updateDressCodeSchema>;

export const facilitySchema = tenantRowSchema({
  name: z.string(),
  description: z.string(),
  /** 1 offered, 0 not offered at the moment (spec §7: facility status PUT). */
  status: activeStatusSchema,
});
export type Facility = z.infer<typeof facilitySchema>;

export const createFacilitySchema = newRowSchema({
  name: name('Facility'),
  description: description.default(''),
  status: activeStatusSchema.default(1),
});
export type CreateFacility = z.infer<typeof createFacilitySchema>;
export const updateFacilitySchema = someOf(
  z.object({ name: name('Facility'), description, status: activeStatusSchema }),
);
export type UpdateFacility = z.infer<typeof updateFacilitySchema>;

/** Body of `PUT /restaurant/facilities/{id}/status`. */
export const facilityStatusSchema = z.object({ status: activeStatusSchema });
