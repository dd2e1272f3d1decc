// Shared set-up of the reservations integration tests: tables, combinations and statuses written
// straight into the test server's database, so these tests do not depend on the demo catalogue, and
// the bookings they read back from it.
import { and, eq, like } from 'drizzle-orm';
import { expect } from 'vitest';
import { uuidv7 } from '../../src-shared/ids.js';
import { DEMO_RESERVATION_STATUSES } from '../../src-shared/schemas/reservation-status.js';
import type { Reservation } from '../../src-shared/schemas/reservation.js';
import { instantToVenueLocal } from '../../src-shared/time.js';
import type { AppDatabase } from '../../src-server/db/client.js';
import { restaurantTimeZone } from '../../src-server/reservations/reservation-view.js';
import {
  diningTables,
  reservations,
  reservationStatuses,
  restaurants,
  seatingAreas,
  tableCombinationMembers,
  tableCombinations,
} from '../../src-server/db/schema/index.js';
import { DEMO, type ApiResponse, type TestApi } from './helpers/api-server.js';

export interface TestTable {
  id: string;
  name: string;
}

export async function restaurantIdOf(db: AppDatabase, slug: string): Promise<number> {
  const [row] = await db.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.slug, slug));
  if (!row) throw new Error(`Demo restaurant ${slug} is missing`);
  return row.id;
}

/** The demo venues' ids (Harbour Bistro and Quay Cafe) and Harbour's today in its own time zone. */
export async function demoVenues(
  db: AppDatabase,
): Promise<{ harbourId: number; quayId: number; today: string }> {
  const [harbourId, quayId] = await Promise.all([
    restaurantIdOf(db, 'harbour-bistro'),
    restaurantIdOf(db, 'quay-cafe'),
  ]);
  const today = instantToVenueLocal(new Date(), await restaurantTimeZone(db, harbourId)).date;
  return { harbourId, quayId, today };
}

/** The demo statuses by name (created when the catalogue seed has not made them). */
/** The bookings of `restaurantId` whose first name matches `firstName`, a LIKE pattern ('Cap%' for a series). */
export const bookingsNamed = (db: AppDatabase, restaurantId: number, firstName: string) =>
  db
    .select()
    .from(reservations)
    .where(and(eq(reservations.restaurantId, restaurantId), like(reservations.firstName, firstName)));

export async function ensureStatuses(db: AppDatabase, restaurantId: number): Promise<Map<string, string>> {
  const existing = await db
    .select()
    .from(reservationStatuses)
    .where(eq(reservationStatuses.restaurantId, restaurantId));
  const hasDefault = existing.some((s) => s.isDefault);
  for (const [i, s] of DEMO_RESERVATION_STATUSES.entries()) {
    if (existing.some((e) => e.name === s.reservation_Status_Name)) continue;
    await db.insert(reservationStatuses).values({
      id: uuidv7(),
      restaurantId,
      name: s.reservation_Status_Name,
      colorCode: s.color_code,
      holdsTable: s.holds_table,
      isFinal: s.is_final,
      isDefault: s.is_default && !hasDefault,
      sortOrder: i,
    });
  }
  const rows = await db
    .select()
    .from(reservationStatuses)
    .where(eq(reservationStatuses.restaurantId, restaurantId));
  return new Map(rows.map((r) => [r.name, r.id]));
}

/** The Harbour admin signed in, its restaurant and the statuses by name, once the API's job runner is ready. */
export async function harbourAdminWithStatuses(api: TestApi) {
  const admin = await api.signIn(DEMO.harbourAdmin.email, DEMO.harbourAdmin.password);
  const restaurantId = admin.user.restaurantId;
  const statuses = await ensureStatuses(api.server.db, restaurantId);
  await api.server.jobs?.ready();
  return { admin, restaurantId, statuses };
}

/** `count` fresh tables named `${prefix}1…` in a new seating area (names are unique per run). */
export async function createTables(
  db: AppDatabase,
  restaurantId: number,
  prefix: string,
  count: number,
  maxCovers = 4,
): Promise<TestTable[]> {
  const areaId = uuidv7();
  await db.insert(seatingAreas).values({ id: areaId, restaurantId, name: `Area ${prefix}` });
  const tables = Array.from({ length: count }, (_, i) => ({ id: uuidv7(), name: `${prefix}${i + 1}` }));
  await db.insert(diningTables).values(
    tables.map((t, i) => ({
      id: t.id,
      restaurantId,
      seatingAreaId: areaId,
      name: t.name,
      minCovers: 1,
      maxCovers,
      shape: 'square',
      sortOrder: 1000 + i,
    })),
  );
  return tables;
}

export async function createCombination(
  db: AppDatabase,
  restaurantId: number,
  name: string,
  tableIds: readonly string[],
): Promise<string> {
  const id = uuidv7();
  await db
    .insert(tableCombinations)
    .values({ id, restaurantId, combinationName: name, minGuestCapacity: 1, maxGuestCapacity: 12 });
  await db
    .insert(tableCombinationMembers)
    .values(
      tableIds.map((tableId, tableOrder) => ({ combinationId: id, tableId, tableOrder, isRequired: true })),
    );
  return id;
}

export async function tableName(
  db: AppDatabase,
  restaurantId: number,
  id: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ name: diningTables.name })
    .from(diningTables)
    .where(and(eq(diningTables.restaurantId, restaurantId), eq(diningTables.id, id)));
  return row?.name;
}

/** Venue-local date and time `offsetMinutes` from now, on a 1-minute grid. */
export function venueNowPlus(timeZone: string, offsetMinutes: number): { date: string; time: string } {
  return instantToVenueLocal(new Date(Date.now() + offsetMinutes * 60_000), timeZone);
}

export function dataOf(res: ApiResponse): Reservation {
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  return (res.body as { data: Reservation }).data;
}

export function messageOf(res: ApiResponse): string {
  return (res.body as { message?: string }).message ?? '';
}

export function booking(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { first_name: 'Ada', last_name: 'Lovelace', guest_count: 2, duration_minutes: 90, ...extra };
}
