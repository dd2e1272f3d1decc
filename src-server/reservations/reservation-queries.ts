// Reads of the book. Every query is scoped by the restaurant id of the verified tenant.
import { and, asc, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Reservation } from '../../src-shared/schemas/reservation.js';
import type { DbExecutor } from '../db/client.js';
import { reservations } from '../db/schema/index.js';
import { notFound } from '../http/http-error.js';
import { loadViewContext, reservationView } from './reservation-view.js';

export const SEARCH_LIMIT = 50;

export async function getReservation(db: DbExecutor, restaurantId: number, id: string): Promise<Reservation> {
  const [row] = await db
    .select()
    .from(reservations)
    .where(and(eq(reservations.restaurantId, restaurantId), eq(reservations.id, id)));
  if (!row) throw notFound(`Reservation ${id} was not found`);
  return reservationView(row, await loadViewContext(db, restaurantId));
}

export interface ReservationFilter {
  date?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** The book, oldest first; `date` picks one day, `from`/`to` an inclusive range. */
export async function listReservations(
  db: DbExecutor,
  restaurantId: number,
  filter: ReservationFilter = {},
): Promise<Reservation[]> {
  const conditions: SQL[] = [eq(reservations.restaurantId, restaurantId)];
  if (filter.date) conditions.push(eq(reservations.date, filter.date));
  if (filter.from) conditions.push(gte(reservations.date, filter.from));
  if (filter.to) conditions.push(lte(reservations.date, filter.to));
  const view = await loadViewContext(db, restaurantId);
  const rows = await db
    .select()
    .from(reservations)
    .where(and(...conditions))
    .orderBy(asc(reservations.date), asc(reservations.time), asc(reservations.id));
  return rows.map((row) => reservationView(row, view));
}

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Spec §7 search by name, phone or email; newest bookings first. */
export async function searchReservations(
  db: DbExecutor,
  restaurantId: number,
  query: string,
): Promise<Reservation[]> {
  const pattern = likePattern(query.trim());
  const digits = query.replace(/\D/g, '');
  const matches: SQL[] = [
    ilike(reservations.firstName, pattern),
    ilike(reservations.lastName, pattern),
    ilike(sql`${reservations.firstName} || ' ' || ${reservations.lastName}`, pattern),
    ilike(reservations.email, pattern),
    ilike(reservations.mobileNumber, pattern),
  ];
  // Phone numbers are typed with and without spaces; compare digits when the query has enough of them.
  if (digits.length >= 4)
    matches.push(
      sql`regexp_replace(${reservations.mobileNumber}, '\\D', '', 'g') like ${likePattern(digits)}`,
    );
  const view = await loadViewContext(db, restaurantId);
  const rows = await db
    .select()
    .from(reservations)
    .where(and(eq(reservations.restaurantId, restaurantId), or(...matches)))
    .orderBy(desc(reservations.date), desc(reservations.time))
    .limit(SEARCH_LIMIT);
  return rows.map((row) => reservationView(row, view));
}
