// What a booking's status means to the reports (issue 33). Statuses are each restaurant's own rows,
// so, as for client visits (src-shared/domain/client-visits.ts), the meaning is read from the name
// staff gave them, case and surrounding spaces ignored: the demo's Booked … Completed, Cancelled and
// No-show. The server compares names the same way in SQL (lower(trim(name)) in the lists below).

/** Names of a status that means the booking was called off. */
export const CANCELLED_STATUS_NAMES = ['cancelled', 'canceled'] as const;

/** Names of a status that means the party never came. */
export const NO_SHOW_STATUS_NAMES = ['no-show', 'no show', 'noshow', 'no_show'] as const;

/**
 * 'cancelled' and 'noShow' bookings bring no guests: they are not covers. Every other status
 * (Booked, Confirmed, Late, Arrived, Seated, Completed, a venue's own) is a 'kept' booking, counted
 * on its venue date whether or not that date has passed.
 */
export type StatusMeaning = 'kept' | 'cancelled' | 'noShow';

/** The name as the lists above hold it. */
export function statusNameKey(name: string): string {
  return name.trim().toLowerCase();
}

export function statusMeaning(name: string): StatusMeaning {
  const key = statusNameKey(name);
  if ((CANCELLED_STATUS_NAMES as readonly string[]).includes(key)) return 'cancelled';
  if ((NO_SHOW_STATUS_NAMES as readonly string[]).includes(key)) return 'noShow';
  return 'kept';
}

/** Whether a booking of this status counts as covers. */
export const isKeptStatus = (name: string): boolean => statusMeaning(name) === 'kept';
