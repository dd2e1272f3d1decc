// The guest list's rules, pure, shared by the terminal's offline applies (src-main/sync) and the
// screen: what a new entry looks like, what an edit changes, which entries a removal or a
// whole-day action concerns. Removed entries (deleted_at) are history: never edited, checked in or
// removed again.
import { withoutMaskedContacts } from '../access/contact-mask.js';
import type { AddGuestListEntry, EditGuestListEntry, GuestListEntry } from '../schemas/guest-list.js';

type Live = Pick<GuestListEntry, 'deleted_at'>;

export const isLiveGuest = (entry: Live): boolean => entry.deleted_at === null;

/** The entries a whole-day check-in checks in: live ones not checked in yet. */
export function guestsToCheckIn<T extends Live & Pick<GuestListEntry, 'checked_in'>>(
  entries: readonly T[],
): T[] {
  return entries.filter((e) => isLiveGuest(e) && !e.checked_in);
}

/** The entries a whole-day removal removes: every live one. */
export function guestsToRemove<T extends Live>(entries: readonly T[]): T[] {
  return entries.filter(isLiveGuest);
}

/** A new entry as the server makes it from the add form's values (clock and tenant given). */
export function newGuestEntry(
  values: AddGuestListEntry & { id: string },
  restaurantId: number,
  now: string,
): GuestListEntry {
  return {
    id: values.id,
    restaurant_id: restaurantId,
    date: values.date,
    first_name: values.first_name,
    last_name: values.last_name,
    mobileNumber: values.mobileNumber,
    email: values.email,
    guest_count: values.guest_count,
    reservation_id: values.reservation_id,
    client_id: values.client_id,
    notes: values.notes,
    checked_in: false,
    checked_in_at: null,
    blacklisted: false,
    blacklist_reason: null,
    deleted_at: null,
    created_at: now,
    updated_at: now,
  };
}

/** The entry after an edit: only the fields given change; a masked contact sent back is "unchanged". */
export function editedGuestEntry(
  entry: GuestListEntry,
  patch: EditGuestListEntry,
  now: string,
): GuestListEntry {
  const next: GuestListEntry = { ...entry, updated_at: now };
  for (const [key, value] of Object.entries(withoutMaskedContacts({ ...patch }))) {
    if (value !== undefined) Object.assign(next, { [key]: value });
  }
  return next;
}

export function removedGuestEntry(entry: GuestListEntry, now: string): GuestListEntry {
  return { ...entry, deleted_at: now, updated_at: now };
}
