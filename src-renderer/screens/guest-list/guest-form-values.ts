// The guest form's values (pure): the entry's fields checked with the server's own rules
// (src-shared/schemas/guest-list.ts). An edit sends only the fields staff changed, so a contact this
// role sees masked is never sent back.
import { z } from 'zod';
import { CONTACT_MASK } from '../../../src-shared/access/contact-mask.js';
import {
  addGuestListEntrySchema,
  type EditGuestListEntry,
  type GuestListEntry,
} from '../../../src-shared/schemas/guest-list.js';

export type GuestFormValues = {
  first_name: string;
  last_name: string;
  guest_count: number;
  mobileNumber: string;
  email: string;
  notes: string;
};

const { shape } = addGuestListEntrySchema;
/** The form's fields, as the server checks them; a masked contact left as it is stays valid. */
export const guestFormSchema = z.object({
  first_name: shape.first_name,
  last_name: shape.last_name.unwrap(),
  guest_count: shape.guest_count.unwrap(),
  mobileNumber: shape.mobileNumber.unwrap().or(z.literal(CONTACT_MASK)),
  email: shape.email.unwrap().or(z.literal(CONTACT_MASK)),
  notes: shape.notes.unwrap(),
});

export const EMPTY_GUEST: GuestFormValues = {
  first_name: '',
  last_name: '',
  guest_count: 2,
  mobileNumber: '',
  email: '',
  notes: '',
};

export function formValuesOf(entry: GuestListEntry): GuestFormValues {
  const { first_name, last_name, guest_count, mobileNumber, email, notes } = entry;
  return { first_name, last_name, guest_count, mobileNumber, email, notes };
}

/** The fields an edit changed (trimmed as the server stores them); empty when nothing changed. */
export function guestPatch(before: GuestFormValues, after: GuestFormValues): EditGuestListEntry {
  const parsed = guestFormSchema.parse(after);
  const patch: EditGuestListEntry = {};
  for (const key of Object.keys(before) as (keyof GuestFormValues)[]) {
    if (parsed[key] !== before[key]) Object.assign(patch, { [key]: parsed[key] });
  }
  return patch;
}
