// Guest list search and counts (pure): soft-deleted entries are never shown.
import type { GuestListEntry } from '../../../src-shared/schemas/guest-list.js';

type Entry = Pick<
  GuestListEntry,
  | 'first_name'
  | 'last_name'
  | 'mobileNumber'
  | 'email'
  | 'notes'
  | 'deleted_at'
  | 'checked_in'
  | 'guest_count'
>;

/** The search box's verdict on one entry: name, phone, email or notes contain the text. */
export function guestMatches(e: Entry, text: string): boolean {
  const needle = text.trim().toLowerCase();
  return (
    needle === '' ||
    [`${e.first_name} ${e.last_name}`, e.mobileNumber, e.email, e.notes]
      .join(' ')
      .toLowerCase()
      .includes(needle)
  );
}

export function visibleGuests<T extends Entry>(entries: readonly T[], text: string): T[] {
  return entries.filter((e) => e.deleted_at === null && guestMatches(e, text));
}

export function arrivalCounts(entries: readonly Entry[]): {
  guests: number;
  checkedIn: number;
  covers: number;
  coversIn: number;
} {
  const live = entries.filter((e) => e.deleted_at === null);
  const inside = live.filter((e) => e.checked_in);
  return {
    guests: live.length,
    checkedIn: inside.length,
    covers: live.reduce((s, e) => s + e.guest_count, 0),
    coversIn: inside.reduce((s, e) => s + e.guest_count, 0),
  };
}
