// Parts the schemas of tenant rows and their edits share.
import { z } from 'zod';
import { entityIdSchema, restaurantIdSchema, timestampSchema } from '../ids.js';

/** A declared resource's row: its id and restaurant, then its own fields, then when it was made and changed. */
export const tenantRowSchema = <S extends z.ZodRawShape>(fields: S) =>
  z.object({
    id: entityIdSchema,
    restaurant_id: restaurantIdSchema,
    ...fields,
    created_at: timestampSchema,
    updated_at: timestampSchema,
  });

/** An edit: any of the object's fields, at least one ("Nothing to update" otherwise). */
export const someOf = <S extends z.ZodRawShape>(object: z.ZodObject<S>) =>
  object.partial().refine((v) => Object.keys(v).length > 0, { message: 'Nothing to update' });
