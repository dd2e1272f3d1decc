// Parts the schemas of tenant rows and their edits share.
import { z } from 'zod';
import { entityIdSchema, newEntityIdSchema, restaurantIdSchema, timestampSchema } from '../ids.js';

/** A restaurant's row (a declared resource's and any other): its id and restaurant, then its own fields, then when it was made and changed. */
export const tenantRowSchema = <S extends z.ZodRawShape>(fields: S) =>
  z.object({
    id: entityIdSchema,
    restaurant_id: restaurantIdSchema,
    ...fields,
    created_at: timestampSchema,
    updated_at: timestampSchema,
  });

/** A new row: the id its maker may choose (a UUIDv7, so a terminal can create it offline), then its fields. */
export const newRowSchema = <S extends z.ZodRawShape>(fields: S) =>
  z.object({ id: newEntityIdSchema.optional(), ...fields });

/** An edit: any of the object's fields, at least one ("Nothing to update" otherwise). */
export const someOf = <S extends z.ZodRawShape>(object: z.ZodObject<S>) =>
  object.partial().refine((v) => Object.keys(v).length > 0, { message: 'Nothing to update' });

/** A required name of up to 80 characters; `label` names it in the messages ("Tax name is required"). */
export const requiredNameSchema = (label: string) =>
  z
    .string({ error: `${label} name is required` })
    .trim()
    .min(1, `${label} name is required`)
    .max(80, `${label} name cannot exceed 80 characters`);

/** A percentage from 0 to 100 with at most two decimals; `label` names it in the messages. */
export const percentWithCentsSchema = (label: string) =>
  z
    .number({ error: `${label} must be a percentage from 0 to 100` })
    .min(0, `${label} must be a percentage from 0 to 100`)
    .max(100, `${label} must be a percentage from 0 to 100`)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, `${label} can have at most two decimals`);
