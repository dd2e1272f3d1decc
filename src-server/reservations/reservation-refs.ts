// Checks that ids a booking refers to belong to the booking's restaurant, and loads what the
// service needs of them. A reference into another tenant reads as "does not exist" (never leaks).
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FieldErrors } from '../../src-shared/schemas/envelope.js';
import type { DbExecutor } from '../db/client.js';
import {
  clients,
  diningTables,
  seatingAreas,
  serverNames,
  shifts,
  tableCombinationMembers,
  tableCombinations,
} from '../db/schema/index.js';
import { HttpError } from '../http/http-error.js';
import type { StatusInfo } from './reservation-view.js';

export function unprocessable(field: string, message: string): HttpError {
  const errors: FieldErrors = { [field]: [message] };
  return new HttpError(422, message, errors);
}

export async function requireTables(
  db: DbExecutor,
  restaurantId: number,
  tableIds: readonly string[],
): Promise<void> {
  if (tableIds.length === 0) return;
  const rows = await db
    .select({ id: diningTables.id })
    .from(diningTables)
    .where(and(eq(diningTables.restaurantId, restaurantId), inArray(diningTables.id, [...tableIds])));
  const found = new Set(rows.map((r) => r.id));
  const missing = tableIds.find((id) => !found.has(id));
  if (missing) throw unprocessable('table_ids', `Table ${missing} does not exist in this restaurant`);
}

/** requireTables against tables already loaded (the restaurant's table id → name map). */
export function requireKnownTables(tables: ReadonlyMap<string, unknown>, tableIds: readonly string[]): void {
  const missing = tableIds.find((id) => !tables.has(id));
  if (missing) throw unprocessable('table_ids', `Table ${missing} does not exist in this restaurant`);
}

/**
 * A combination id a booking names must be one of the restaurant's combinations, even when the
 * booking lists its tables itself (another tenant's id would otherwise be stored as is).
 */
export async function requireCombinations(
  db: DbExecutor,
  restaurantId: number,
  combinationIds: readonly (string | null | undefined)[],
): Promise<void> {
  const ids = [...new Set(combinationIds.filter((id): id is string => typeof id === 'string'))];
  if (ids.length === 0) return;
  const rows = await db
    .select({ id: tableCombinations.id })
    .from(tableCombinations)
    .where(and(eq(tableCombinations.restaurantId, restaurantId), inArray(tableCombinations.id, ids)));
  const found = new Set(rows.map((r) => r.id));
  const missing = ids.find((id) => !found.has(id));
  if (missing)
    throw unprocessable(
      'table_combination_id',
      `Table combination ${missing} does not exist in this restaurant`,
    );
}

/** Member tables of an active combination of the restaurant, in table order. */
export async function combinationTables(
  db: DbExecutor,
  restaurantId: number,
  combinationId: string,
): Promise<string[]> {
  const [combo] = await db
    .select({
      id: tableCombinations.id,
      name: tableCombinations.combinationName,
      isActive: tableCombinations.isActive,
    })
    .from(tableCombinations)
    .where(and(eq(tableCombinations.restaurantId, restaurantId), eq(tableCombinations.id, combinationId)));
  if (!combo)
    throw unprocessable(
      'table_combination_id',
      `Table combination ${combinationId} does not exist in this restaurant`,
    );
  if (!combo.isActive)
    throw unprocessable('table_combination_id', `Table combination ${combo.name} is not active`);
  const members = await db
    .select({ tableId: tableCombinationMembers.tableId })
    .from(tableCombinationMembers)
    .where(eq(tableCombinationMembers.combinationId, combinationId))
    .orderBy(asc(tableCombinationMembers.tableOrder));
  return members.map((m) => m.tableId);
}

export interface OptionalRefs {
  shift_id?: string | null | undefined;
  seating_area_id?: string | null | undefined;
  client_id?: string | null | undefined;
  server_name_id?: string | null | undefined;
}

/** The optional references of a booking, the table each names a row of, and its name in a refusal. */
export const OPTIONAL_REFS = [
  { field: 'shift_id', table: shifts, noun: 'Shift' },
  { field: 'seating_area_id', table: seatingAreas, noun: 'Seating area' },
  { field: 'client_id', table: clients, noun: 'Client' },
  { field: 'server_name_id', table: serverNames, noun: 'Server name' },
] as const;

/** Shift, seating area, client and server name references, when set, must be rows of the restaurant. */
export async function requireOptionalRefs(
  db: DbExecutor,
  restaurantId: number,
  refs: OptionalRefs,
): Promise<void> {
  for (const { field, table, noun } of OPTIONAL_REFS) {
    const id = refs[field];
    if (!id) continue;
    const rows = await db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.restaurantId, restaurantId), eq(table.id, id)));
    if (rows.length === 0) throw unprocessable(field, `${noun} ${id} does not exist in this restaurant`);
  }
}

/** requireOptionalRefs against references already looked up (the booking read, booking-input.ts). */
export function requireFoundRefs(
  refs: OptionalRefs,
  found: Partial<Record<keyof OptionalRefs, boolean>>,
): void {
  for (const { field, noun } of OPTIONAL_REFS) {
    const id = refs[field];
    if (id && found[field] !== true)
      throw unprocessable(field, `${noun} ${id} does not exist in this restaurant`);
  }
}

/** combinationTables and requireCombinations against the combination already looked up. */
export function foundCombinationTables(
  combination: { id: string; name: string; isActive: boolean; tableIds: string[] } | null,
  combinationId: string | null,
  membersNeeded: boolean,
): string[] {
  if (!combinationId) return [];
  if (!combination)
    throw unprocessable(
      'table_combination_id',
      `Table combination ${combinationId} does not exist in this restaurant`,
    );
  if (!membersNeeded) return [];
  if (!combination.isActive)
    throw unprocessable('table_combination_id', `Table combination ${combination.name} is not active`);
  return [...combination.tableIds];
}

export function requireStatus(
  statuses: ReadonlyMap<string, StatusInfo>,
  statusId: string,
  field = 'booking_status',
): StatusInfo {
  const status = statuses.get(statusId);
  if (!status) throw unprocessable(field, `Reservation status ${statusId} does not exist in this restaurant`);
  return status;
}

export function defaultStatus(statuses: ReadonlyMap<string, StatusInfo>): StatusInfo {
  const status = [...statuses.values()].find((s) => s.isDefault);
  if (!status)
    throw unprocessable(
      'booking_status',
      'This restaurant has no default reservation status; create one (e.g. Booked) first',
    );
  return status;
}

/** The status a cancellation moves to: one named Cancelled, else the first final status that frees tables. */
export function cancelledStatus(statuses: ReadonlyMap<string, StatusInfo>): StatusInfo {
  const all = [...statuses.values()].sort((a, b) => a.sortOrder - b.sortOrder);
  const status =
    all.find((s) => /^cancel+ed$/i.test(s.name.trim())) ?? all.find((s) => !s.holdsTable && s.isFinal);
  if (!status)
    throw unprocessable(
      'booking_status',
      'This restaurant has no Cancelled status; create one that does not hold the table',
    );
  return status;
}
