// Guest list entries (spec §7): names expected at the door for a date, with check-in, blacklist and
// soft delete. Soft delete keeps the row so the change feed can carry it and staff can see history.
import { z } from 'zod';
import { entityIdSchema, timestampSchema } from '../ids.js';
import { venueDateSchema } from '../time.js';
import { contactColumns, contactInputFields } from './contact.js';
import { newRowSchema, someOf, tenantRowSchema } from './row-parts.js';

export const guestListEntrySchema = tenantRowSchema({
  date: venueDateSchema,
  ...contactColumns,
  guest_count: z.number().int().positive(),
  reservation_id: entityIdSchema.nullable(),
  client_id: entityIdSchema.nullable(),
  notes: z.string(),
  checked_in: z.boolean(),
  checked_in_at: timestampSchema.nullable(),
  blacklisted: z.boolean(),
  blacklist_reason: z.string().nullable(),
  deleted_at: timestampSchema.nullable(),
});
export type GuestListEntry = z.infer<typeof guestListEntrySchema>;

const entryFields = {
  date: venueDateSchema,
  ...contactInputFields,
  guest_count: z
    .number({ error: 'Guest count must be a number' })
    .int('Guest count must be a whole number')
    .min(1, 'Guest count must be at least 1')
    .max(500, 'Guest count cannot exceed 500'),
  reservation_id: entityIdSchema.nullable(),
  client_id: entityIdSchema.nullable(),
  notes: z.string().max(1000, 'Notes cannot exceed 1000 characters'),
};

export const addGuestListEntrySchema = newRowSchema({
  date: entryFields.date,
  first_name: entryFields.first_name,
  last_name: entryFields.last_name.default(''),
  mobileNumber: entryFields.mobileNumber.default(''),
  email: entryFields.email.default(''),
  guest_count: entryFields.guest_count.default(1),
  reservation_id: entryFields.reservation_id.default(null),
  client_id: entryFields.client_id.default(null),
  notes: entryFields.notes.default(''),
});
export type AddGuestListEntry = z.infer<typeof addGuestListEntrySchema>;

export const addGuestListBulkSchema = z.object({
  entries: z
    .array(addGuestListEntrySchema)
    .min(1, 'Add at least one guest')
    .max(500, 'No more than 500 guests at once'),
});

export const editGuestListEntrySchema = someOf(z.object(entryFields));
export type EditGuestListEntry = z.infer<typeof editGuestListEntrySchema>;

export const checkInSchema = z.object({
  checked_in: z.boolean({ error: 'checked_in must be true or false' }),
});

export const blacklistStatusSchema = z
  .object({
    blacklisted: z.boolean({ error: 'blacklisted must be true or false' }),
    blacklist_reason: z
      .string()
      .trim()
      .max(500, 'Reason cannot exceed 500 characters')
      .nullable()
      .default(null),
  })
  .refine((v) => !v.blacklisted || (v.blacklist_reason !== null && v.blacklist_reason.length > 0), {
    message: 'Give a reason when blacklisting a guest',
    path: ['blacklist_reason'],
  });

const idsSchema = z
  .array(entityIdSchema)
  .min(1, 'Choose at least one guest')
  .max(1000, 'No more than 1000 guests at once')
  .refine((ids) => new Set(ids).size === ids.length, 'Each guest can be chosen once');

export const bulkCheckInSchema = z.object({ ids: idsSchema, checked_in: z.boolean().default(true) });
export const bulkSoftDeleteSchema = z.object({ ids: idsSchema });
/** Global operations act on every entry of one date, never the whole history by accident. */
export const globalGuestListActionSchema = z.object({ date: venueDateSchema });
