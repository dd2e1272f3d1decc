import { and, count, eq, inArray, lt, max, or, sql } from 'drizzle-orm';
import { instantToVenueLocal } from '../../src-shared/time.js';
import type { DbExecutor } from '../db/client.js';
import { reservationStatuses, reservations } from '../db/schema/index.js';
import { VISIT_STATUS_NAMES, type ClientVisits } from '../../src-shared/domain/client-visits.js';

/** Today on the venue's wall clock: a visit "in the past" is judged in the venue's time zone. */
export function venueToday(timeZone: string, now: Date = new Date()): string {
  return instantToVenueLocal(now, timeZone).date;
}

/**
 * The clients' visits (src-shared/domain/client-visits.ts says what counts), counted in SQL: the
 * same rule as isVisit, over the reservations table. `last_visit` is the latest such date.
 */
export async function visitsOfClients(
  db: DbExecutor,
  restaurantId: number,
  clientIds: readonly string[],
  today: string,
): Promise<Map<string, ClientVisits>> {
  const visits = new Map<string, ClientVisits>();
  if (clientIds.length === 0) return visits;
  const rows = await db
    .select({ clientId: reservations.clientId, n: count(), last: max(reservations.date) })
    .from(reservations)
    .innerJoin(reservationStatuses, eq(reservationStatuses.id, reservations.statusId))
    .where(
      and(
        eq(reservations.restaurantId, restaurantId),
        inArray(reservations.clientId, [...new Set(clientIds)]),
        or(
          inArray(sql`lower(${reservationStatuses.name})`, [...VISIT_STATUS_NAMES]),
          and(eq(reservationStatuses.holdsTable, true), lt(reservations.date, today)),
        ),
      ),
    )
    .groupBy(reservations.clientId);
  for (const row of rows)
    if (row.clientId) visits.set(row.clientId, { visit_count: row.n, last_visit: row.last });
  return visits;
}
