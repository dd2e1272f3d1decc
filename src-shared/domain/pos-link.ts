// Which booking a POS check belongs to (issue 34 §5): the booking at the check's table whose time is
// within a window around the check's opening — opened from `before` minutes before the booking's
// time to `after` minutes after it (default −20/+25 min, as the POS integrators do it). A party that
// came (seated or completed) wins over one that has not; then the booking nearest in time; then the
// earlier. Cancelled and no-show bookings (statuses that neither hold a table nor mean a visit)
// never take a check. Shared by the server's webhook and its tests.
import { VISIT_STATUS_NAMES } from './client-visits.js';

export interface PosLinkCandidate {
  id: string;
  /** The booking's start, ISO 8601. */
  start: string;
  statusName: string;
  holdsTable: boolean;
}

export interface PosLinkWindow {
  before: number;
  after: number;
}

const came = (c: PosLinkCandidate) =>
  (VISIT_STATUS_NAMES as readonly string[]).includes(c.statusName.toLowerCase());

/** The booking the check opened at `openedAt` belongs to, or null. */
export function posCheckBooking(
  openedAt: string,
  candidates: readonly PosLinkCandidate[],
  window: PosLinkWindow,
): string | null {
  const opened = Date.parse(openedAt);
  const eligible = candidates
    .map((c) => ({ c, offset: (opened - Date.parse(c.start)) / 60_000 }))
    .filter(
      ({ c, offset }) => (c.holdsTable || came(c)) && offset >= -window.before && offset <= window.after,
    );
  eligible.sort(
    (a, b) =>
      Number(came(b.c)) - Number(came(a.c)) ||
      Math.abs(a.offset) - Math.abs(b.offset) ||
      Date.parse(a.c.start) - Date.parse(b.c.start),
  );
  return eligible[0]?.c.id ?? null;
}
