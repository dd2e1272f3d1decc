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
