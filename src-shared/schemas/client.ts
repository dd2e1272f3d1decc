// Clients (the venue's guest book, spec §3/§7). Selections are label lists de-duplicated by label
// (spec §5); visit counts and the last visit are derived by the server from reservations, never sent.
import { z } from 'zod';
import { LIST_PAGE_SIZE } from '../constants.js';
import { entityIdSchema, restaurantIdSchema } from '../ids.js';
import { venueDateSchema } from '../time.js';
import { contactColumns, contactInputFields } from './contact.js';
import { newRowSchema, someOf, tenantRowSchema } from './row-parts.js';

export const labelSchema = z.object({
  label: z
    .string({ error: 'Label is required' })
    .trim()
    .min(1, 'Label is required')
    .max(60, 'Label cannot exceed 60 characters'),
});
export type Label = z.infer<typeof labelSchema>;

/** A label list with no two entries of the same label (spec §3/§5: tags de-duplicated by label). */
export function uniqueLabelsSchema(what: string) {
  return z
    .array(labelSchema)
    .max(50, `No more than 50 ${what}`)
    .refine(
      (items) => new Set(items.map((i) => i.label.toLowerCase())).size === items.length,
      `Each of the ${what} can appear only once`,
    );
}

export const clientSelectionsSchema = z.object({
  tags: uniqueLabelsSchema('tags'),
  allergens: uniqueLabelsSchema('allergens'),
  restrictions: uniqueLabelsSchema('restrictions'),
  discounts: uniqueLabelsSchema('discounts'),
});
export type ClientSelections = z.infer<typeof clientSelectionsSchema>;

export const clientSchema = tenantRowSchema({
  ...contactColumns,
  ...clientSelectionsSchema.shape,
  notes: z.string(),
  /** Derived: reservations of this client that reached a visit (seated or completed). */
  visit_count: z.number().int().nonnegative(),
  /** Derived: date of the latest such reservation. */
  last_visit: venueDateSchema.nullable(),
});
export type Client = z.infer<typeof clientSchema>;

const phonePattern = /^\+?[0-9 ()-]{6,20}$/;
const clientFields = {
  ...contactInputFields,
  /** Stricter than a booking's: a client's mobile number must look like one. */
  mobileNumber: z
    .string()
    .trim()
    .regex(phonePattern, 'Mobile number must be 6–20 digits, optionally starting with +')
    .or(z.literal('')),
  ...clientSelectionsSchema.shape,
  notes: z.string().max(2000, 'Notes cannot exceed 2000 characters'),
};

const reachable = (v: { mobileNumber?: string; email?: string }) =>
  Boolean(v.mobileNumber) || Boolean(v.email);

/** Spec §7: create POST carries the restaurant id in the body. */
export const createClientSchema = newRowSchema({
  restaurantId: restaurantIdSchema,
  first_name: clientFields.first_name,
  last_name: clientFields.last_name.default(''),
  mobileNumber: clientFields.mobileNumber.default(''),
  email: clientFields.email.default(''),
  tags: clientFields.tags.default([]),
  allergens: clientFields.allergens.default([]),
  restrictions: clientFields.restrictions.default([]),
  discounts: clientFields.discounts.default([]),
  notes: clientFields.notes.default(''),
}).refine(reachable, { message: 'Enter a mobile number or an email address', path: ['mobileNumber'] });
export type CreateClient = z.infer<typeof createClientSchema>;

/**
 * The profile's contact edit: name, mobile number and email, checked as the patch is, and reachable
 * (a mobile number or an email address) like a new client.
 */
export const clientContactSchema = z
  .object({
    first_name: clientFields.first_name,
    last_name: clientFields.last_name,
    mobileNumber: clientFields.mobileNumber,
    email: clientFields.email,
  })
  .refine(reachable, { message: 'Enter a mobile number or an email address', path: ['mobileNumber'] });
export type ClientContactEdit = z.infer<typeof clientContactSchema>;

export const patchClientSchema = someOf(z.object(clientFields));
export type PatchClient = z.infer<typeof patchClientSchema>;

const idsSchema = z
  .array(entityIdSchema)
  .min(1, 'Choose at least one client')
  .max(1000, 'No more than 1000 clients at once')
  .refine((ids) => new Set(ids).size === ids.length, 'Each client can be chosen once');

/**
 * Spec §7 bulk-edit: the same change to many clients. `add_*`/`remove_*` edit selections by label,
 * so a bulk tag does not overwrite each client's own tags.
 */
export const bulkEditClientsSchema = z
  .object({
    ids: idsSchema,
    add_tags: z.array(labelSchema).default([]),
    remove_tags: z.array(labelSchema).default([]),
    add_allergens: z.array(labelSchema).default([]),
    add_restrictions: z.array(labelSchema).default([]),
    add_discounts: z.array(labelSchema).default([]),
    notes: clientFields.notes.optional(),
  })
  .refine(
    (v) =>
      v.add_tags.length +
        v.remove_tags.length +
        v.add_allergens.length +
        v.add_restrictions.length +
        v.add_discounts.length >
        0 || v.notes !== undefined,
    { message: 'Nothing to update' },
  );
export type BulkEditClients = z.infer<typeof bulkEditClientsSchema>;

export const bulkDeleteClientsSchema = z.object({ ids: idsSchema });
export type BulkDeleteClients = z.infer<typeof bulkDeleteClientsSchema>;

/** Spec §7: GET /clients/search/{query} answers with the matches in `result`. */
export const clientSearchResponseSchema = z.object({
  result: z.array(clientSchema),
  query: z.string(),
  restaurantId: restaurantIdSchema,
});

/** A page of the restaurant's clients (spec §7 GET /clients/restaurant/{restaurantId}). */
export const clientListQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page must be at least 1')
    .default(1),
  pageSize: z.coerce
    .number({ error: 'pageSize must be a number' })
    .int('pageSize must be a whole number')
    .min(1, 'pageSize must be at least 1')
    .max(200, 'pageSize cannot exceed 200')
    .default(LIST_PAGE_SIZE),
  q: z.string().trim().max(100, 'Search text cannot exceed 100 characters').optional(),
});
export type ClientListQuery = z.infer<typeof clientListQuerySchema>;

export const clientPageSchema = z.object({
  items: z.array(clientSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type ClientPage = z.infer<typeof clientPageSchema>;
