// What counts as a client's visit, shared by the server (which feeds visit_count / last_visit with
// each client) and the console (which recounts them from its mirror, so the figures stay right
// offline, include changes still pending, and follow the venue's calendar past midnight).

/** Status names that mean the party came in, whatever the date. */
export const VISIT_STATUS_NAMES = ['seated', 'completed'] as const;

export interface ClientVisits {
  visit_count: number;
  /** Venue-local date (YYYY-MM-DD) of the latest visit. */
  last_visit: string | null;
}

export const NO_VISITS: ClientVisits = { visit_count: 0, last_visit: null };

/** The parts of a reservation the rule reads. */
export interface VisitCandidate {
  date: string;
  statusName: string;
  /** Whether the reservation's status holds its tables (Booked, Confirmed, Late, Arrived…). */
  holdsTable: boolean;
}

/**
 * A VISIT is a reservation that is Seated or Completed, or one on an earlier day (venue-local
 * `today`) whose status still holds a table (left unfinished by staff: the party presumably came).
 * Cancelled and no-show bookings never count, nor do today's and future bookings not seated yet.
 */
export function isVisit(candidate: VisitCandidate, today: string): boolean {
  return (
    (VISIT_STATUS_NAMES as readonly string[]).includes(candidate.statusName.toLowerCase()) ||
    (candidate.holdsTable && candidate.date < today)
  );
}

/** visit_count and last_visit (the latest visit's date) of one client's reservations. */
export function countVisits(candidates: Iterable<VisitCandidate>, today: string): ClientVisits {
  let visitCount = 0;
  let lastVisit: string | null = null;
  for (const candidate of candidates) {
    if (!isVisit(candidate, today)) continue;
    visitCount += 1;
    if (lastVisit === null || candidate.date > lastVisit) lastVisit = candidate.date;
  }
  return { visit_count: visitCount, last_visit: lastVisit };
}
