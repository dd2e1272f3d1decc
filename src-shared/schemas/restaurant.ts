import { z } from 'zod';

export const addressSchema = z.object({
  line1: z.string(),
  line2: z.string().nullable(),
  city: z.string(),
  postcode: z.string(),
  country: z.string(),
});

export const contactSchema = z.object({
  phone: z.string(),
  email: z.email(),
  website: z.string().nullable(),
});

/** A restaurant (outlet). Ids are integers; the slug is the `{restaurantname}` of console URLs. */
export const restaurantSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  slug: z.string(),
  timeZone: z.string(),
  currency: z.string().length(3),
  address: addressSchema,
  contact: contactSchema,
  createdAt: z.string(),
});
export type Restaurant = z.infer<typeof restaurantSchema>;

/** `GET /restaurant/{id}/details` adds what the console's venue header shows. */
export const restaurantDetailsResponseSchema = restaurantSchema.extend({
  shopName: z.string(),
  userCount: z.number().int().nonnegative(),
  roleTypes: z.array(z.string()),
});

/** Path parameter ids: digits only (spec §9: an id in a URL path counts only if all digits). */
export const idParamSchema = z.object({ id: z.coerce.number().int().positive('Must be a positive integer') });
export const restaurantIdParamSchema = z.object({
  restaurantId: z.coerce.number().int().positive('Must be a positive integer'),
});

/** Largest id a PostgreSQL integer column holds; larger path ids can never exist. */
export const MAX_DB_ID = 2_147_483_647;

/**
 * A database id as it arrives in a path or header: digits only (no signs, exponents or hex),
 * within the integer column range, so a bad id is a 422 and never reaches the database.
 */
export const dbIdStringSchema = z
  .string()
  .regex(/^[0-9]{1,10}$/, 'Must be a positive integer')
  .transform(Number)
  .pipe(z.number().int().positive('Must be a positive integer').max(MAX_DB_ID, 'Id is too large'));

export const idPathParamsSchema = z.object({ id: dbIdStringSchema });
export const restaurantIdPathParamsSchema = z.object({ restaurantId: dbIdStringSchema });

/** `GET /restaurant/outlets/all`: the restaurants the caller holds roles in. */
export const outletSummarySchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  shopName: z.string(),
  slug: z.string(),
  timeZone: z.string(),
  currency: z.string(),
  roleName: z.string(),
});
export type OutletSummary = z.infer<typeof outletSummarySchema>;
