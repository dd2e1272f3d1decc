import { eq } from 'drizzle-orm';
import { reservationSourceSchema, type Reservation } from '../../src-shared/schemas/reservation.js';
import { venueBookingRange } from '../../src-shared/time.js';
import type { DbExecutor } from '../db/client.js';
import { diningTables, reservationStatuses, restaurants, type reservations } from '../db/schema/index.js';
import { contactView } from '../catalogue/people-views.js';

export type ReservationRow = typeof reservations.$inferSelect;

export interface StatusInfo {
  id: string;
  name: string;
  colorCode: string;
  holdsTable: boolean;
  isFinal: boolean;
  isDefault: boolean;
  sortOrder: number;
}

/** What turning rows into the API shape needs: the tenant's statuses, table names and zone. */
export interface ViewContext {
  restaurantId: number;
  timeZone: string;
  statuses: ReadonlyMap<string, StatusInfo>;
  tableNames: ReadonlyMap<string, string>;
}

export async function restaurantTimeZone(db: DbExecutor, restaurantId: number): Promise<string> {
  const [row] = await db
    .select({ timeZone: restaurants.timeZone })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId));
  if (!row) throw new Error(`Restaurant ${restaurantId} does not exist`);
  return row.timeZone;
}

export const statusInfo = (r: typeof reservationStatuses.$inferSelect): StatusInfo => ({
  id: r.id,
  name: r.name,
  colorCode: r.colorCode,
  holdsTable: r.holdsTable,
  isFinal: r.isFinal,
  isDefault: r.isDefault,
  sortOrder: r.sortOrder,
});

export async function loadStatuses(db: DbExecutor, restaurantId: number): Promise<Map<string, StatusInfo>> {
  const rows = await db
    .select()
    .from(reservationStatuses)
    .where(eq(reservationStatuses.restaurantId, restaurantId));
  return new Map(rows.map((r) => [r.id, statusInfo(r)]));
}

export async function loadViewContext(
  db: DbExecutor,
  restaurantId: number,
  timeZone?: string,
): Promise<ViewContext> {
  // Sequential: inside a transaction every query shares one connection, which runs one at a time.
  const zone = timeZone ?? (await restaurantTimeZone(db, restaurantId));
  const statuses = await loadStatuses(db, restaurantId);
  const tables = await db
    .select({ id: diningTables.id, name: diningTables.name })
    .from(diningTables)
    .where(eq(diningTables.restaurantId, restaurantId));
  return { restaurantId, timeZone: zone, statuses, tableNames: new Map(tables.map((t) => [t.id, t.name])) };
}

/** 'T4' or 'T4+T5'; empty when unassigned. */
export function tableLabel(tableIds: readonly string[], tableNames: ReadonlyMap<string, string>): string {
  return tableIds.map((id) => tableNames.get(id) ?? '?').join('+');
}

/** The API and change-feed shape of a reservation row (reservationSchema). */
export function reservationView(row: ReservationRow, ctx: ViewContext): Reservation {
  const status = ctx.statuses.get(row.statusId);
  const range = venueBookingRange(row.date, row.time, row.durationMinutes, ctx.timeZone);
  return {
    id: row.id,
    restaurant_id: row.restaurantId,
    ...contactView(row),
    date: row.date,
    time: row.time,
    duration_minutes: row.durationMinutes,
    guest_count: row.guestCount,
    reservationType: row.reservationType,
    shift_id: row.shiftId,
    seating_area_id: row.seatingAreaId,
    table_ids: row.tableIds,
    table_combination_id: row.tableCombinationId,
    table_number: tableLabel(row.tableIds, ctx.tableNames),
    client_id: row.clientId,
    server_name_id: row.serverNameId,
    special_request: row.specialRequest,
    additional_notes: row.additionalNotes,
    party_notes: row.partyNotes,
    source: reservationSourceSchema.catch('other').parse(row.source),
    status: status?.name ?? '',
    booking_status: row.statusId,
    reservation_Status: {
      id: row.statusId,
      reservation_Status_Name: status?.name ?? '',
      color_code: status?.colorCode ?? '#6B7280',
    },
    client_tags: row.clientTags,
    allergens: row.allergens,
    offer_details: row.offerDetails,
    starts_at: range.start.toISOString(),
    ends_at: range.end.toISOString(),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
