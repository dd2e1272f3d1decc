// Availability questions answered by the shared engine from the tenant's rows (never a second engine).
import {
  assignTables,
  autoAssign,
  availableSlots,
  isTableFree,
  occupiedIntervals,
  type EngineBooking,
  type Occupancy,
  type SlotOffer,
} from '../../src-shared/domain/availability/index.js';
import type {
  AvailableTablesResponse,
  DateAvailabilitySummary,
  DayAvailabilityResponse,
  TableCheck,
  TablesCheckResponse,
} from '../../src-shared/schemas/reservation.js';
import { bookingDuration } from '../../src-shared/domain/reservation-rules.js';
import { addDays, daysBetween, instantToVenueLocal, timeToMinutes } from '../../src-shared/time.js';
import type { DbExecutor } from '../db/client.js';
import { badRequest } from '../http/http-error.js';
import { loadEngineBookings, loadEngineCatalogue, type EngineCatalogue } from './engine-input.js';
import { combinationTables, requireTables, unprocessable } from './reservation-refs.js';
import { restaurantTimeZone, tableLabel } from './reservation-view.js';

export const MAX_RANGE_DAYS = 62;

interface Tenant {
  db: DbExecutor;
  restaurantId: number;
}

interface Day {
  catalogue: EngineCatalogue;
  bookings: EngineBooking[];
}

async function loadDays(t: Tenant, from: string, to: string): Promise<Day> {
  const catalogue = await loadEngineCatalogue(t.db, t.restaurantId);
  return { catalogue, bookings: await loadEngineBookings(t.db, t.restaurantId, from, to) };
}

/** Staff-chosen duration, else the turn time of the shift seating that time, else the default turn times. */
function durationAt(
  day: Day,
  date: string,
  time: string,
  party: number,
  explicit: number | undefined,
): { minutes: number; shiftId: string | null } {
  const slot = autoAssign({
    ...day.catalogue,
    bookings: [],
    date,
    time,
    partySize: party,
    durationMinutes: explicit ?? null,
  });
  return bookingDuration(slot, party, explicit);
}

function checkTable(
  day: Day,
  occupancy: Occupancy,
  tableId: string,
  start: number,
  duration: number,
): TableCheck {
  const table = day.catalogue.tables.find((t) => t.id === tableId);
  const free = isTableFree(occupancy, tableId, start, start + duration);
  const conflicts = free
    ? []
    : (occupancy.get(tableId) ?? [])
        .filter((i) => i.start < start + duration && i.end > start)
        .flatMap((i) => {
          const booking = day.bookings.find((b) => b.id === i.bookingId);
          return booking
            ? [
                {
                  reservation_id: booking.id,
                  date: booking.date,
                  time: booking.time,
                  duration_minutes: booking.duration_minutes,
                },
              ]
            : [];
        });
  return {
    table_id: tableId,
    table_name: table?.name ?? tableId,
    available: free && table?.status === 1,
    conflicts,
  };
}

export interface TablesQuestion {
  date: string;
  time: string;
  duration_minutes?: number | undefined;
  guest_count?: number | undefined;
}

/** Whether every one of `tableIds` is free over [time, time + duration) on the date. */
export async function checkTables(
  t: Tenant,
  tableIds: readonly string[],
  q: TablesQuestion,
  combinationId: string | null = null,
): Promise<TablesCheckResponse> {
  if (tableIds.length === 0) throw unprocessable('table_ids', 'Name at least one table to check');
  await requireTables(t.db, t.restaurantId, tableIds);
  const day = await loadDays(t, q.date, q.date);
  const { minutes } = durationAt(day, q.date, q.time, q.guest_count ?? 2, q.duration_minutes);
  const occupancy = occupiedIntervals(day.bookings, day.catalogue.statuses, q.date);
  const start = timeToMinutes(q.time);
  const tables = tableIds.map((id) => checkTable(day, occupancy, id, start, minutes));
  return {
    date: q.date,
    time: q.time,
    duration_minutes: minutes,
    available: tables.every((c) => c.available),
    combination_id: combinationId,
    tables,
  };
}

export async function checkCombination(
  t: Tenant,
  combinationId: string,
  q: TablesQuestion,
): Promise<TablesCheckResponse> {
  const tableIds = await combinationTables(t.db, t.restaurantId, combinationId);
  return checkTables(t, tableIds, q, combinationId);
}

export interface TablesForParty {
  date: string;
  time: string;
  guest_count: number;
  seating_area_id?: string | undefined;
  duration_minutes?: number | undefined;
}

/** Every free table and combination seating the party at the time, plus the engine's best pick. */
export async function availableTables(t: Tenant, q: TablesForParty): Promise<AvailableTablesResponse> {
  const day = await loadDays(t, q.date, q.date);
  const { minutes, shiftId } = durationAt(day, q.date, q.time, q.guest_count, q.duration_minutes);
  const occupancy = occupiedIntervals(day.bookings, day.catalogue.statuses, q.date);
  const start = timeToMinutes(q.time);
  const names = new Map(day.catalogue.tables.map((table) => [table.id, table.name]));
  const tables = day.catalogue.tables
    .filter(
      (table) =>
        table.status === 1 &&
        table.min_covers <= q.guest_count &&
        q.guest_count <= table.max_covers &&
        (!q.seating_area_id || table.seating_area_id === q.seating_area_id) &&
        isTableFree(occupancy, table.id, start, start + minutes),
    )
    .map(({ id, name, seating_area_id, min_covers, max_covers }) => ({
      id,
      name,
      seating_area_id,
      min_covers,
      max_covers,
    }));
  const tablesById = new Map(day.catalogue.tables.map((table) => [table.id, table]));
  const combinations = day.catalogue.combinations.flatMap((combination) => {
    const fit = assignTables({
      partySize: q.guest_count,
      start,
      durationMinutes: minutes,
      // No single tables: the question is whether THIS combination can seat the party.
      tables: [],
      tablesById,
      combinations: [combination],
      occupancy,
    });
    if (!fit.ok || fit.assignment.combinationId !== combination.id) return [];
    const { id, combination_name, min_guest_capacity, max_guest_capacity } = combination;
    const tableIds = fit.assignment.tableIds;
    return [
      {
        id,
        combination_name,
        min_guest_capacity,
        max_guest_capacity,
        table_ids: tableIds,
        table_number: tableLabel(tableIds, names),
      },
    ];
  });
  const slot = autoAssign({
    ...day.catalogue,
    bookings: day.bookings,
    date: q.date,
    time: q.time,
    partySize: q.guest_count,
    preferredSeatingAreaId: q.seating_area_id ?? null,
    durationMinutes: q.duration_minutes ?? null,
  });
  const assignment = 'assignment' in slot ? slot.assignment : undefined;
  return {
    date: q.date,
    time: q.time,
    guest_count: q.guest_count,
    duration_minutes: minutes,
    shift_id: shiftId,
    available: slot.available,
    reason: slot.available ? null : (slot.reason ?? null),
    suggestion: assignment
      ? {
          table_ids: assignment.tableIds,
          table_combination_id: assignment.combinationId,
          table_number: tableLabel(assignment.tableIds, names),
        }
      : null,
    tables,
    combinations,
  };
}

/** Combinations that seat the party and whose required tables are free at the time (spec §7 find suitable). */
export async function findSuitableCombinations(
  t: Tenant,
  q: TablesForParty,
): Promise<AvailableTablesResponse['combinations']> {
  return (await availableTables(t, q)).combinations;
}

export interface PartyQuestion {
  guest_count: number;
  seating_area_id?: string | undefined;
  duration_minutes?: number | undefined;
}

async function venueNow(t: Tenant): Promise<{ date: string; time: string }> {
  return instantToVenueLocal(new Date(), await restaurantTimeZone(t.db, t.restaurantId));
}

function slotsOf(
  day: Day,
  date: string,
  q: PartyQuestion,
  now: { date: string; time: string },
  explain = false,
) {
  return availableSlots({
    ...day.catalogue,
    bookings: day.bookings,
    date,
    partySize: q.guest_count,
    preferredSeatingAreaId: q.seating_area_id ?? null,
    durationMinutes: q.duration_minutes ?? null,
    now,
    explain,
  });
}

/**
 * What the access rules that take the party at this open time ask of the guest (a card guarantee,
 * upgrades…); null when the time is not open or no rule takes it.
 */
export async function offerAt(
  t: Tenant,
  date: string,
  time: string,
  q: PartyQuestion,
): Promise<SlotOffer | null> {
  const day = await loadDays(t, date, date);
  const slot = slotsOf(day, date, q, await venueNow(t), true).find((s) => s.time === time && s.available);
  return slot?.offer ?? null;
}

/** Every slot of the date for the party, available or with the reason it is not (the engine's availableSlots). */
export async function dayAvailability(
  t: Tenant,
  date: string,
  q: PartyQuestion,
): Promise<DayAvailabilityResponse> {
  const { slots } = await daySlotsAndShifts(t, date, q);
  return { date, guest_count: q.guest_count, slots };
}

/** The day's slots with the shifts they belong to (the public page names each time's shift). */
export async function daySlotsAndShifts(t: Tenant, date: string, q: PartyQuestion) {
  const day = await loadDays(t, date, date);
  const now = await venueNow(t);
  const slots = slotsOf(day, date, q, now).map(({ assignment: _assignment, ...slot }) => slot);
  return { slots, shifts: day.catalogue.shifts };
}

/** Per date of [from, to]: how many slots can seat the party and at which times. */
export async function rangeAvailability(
  t: Tenant,
  from: string,
  to: string,
  q: PartyQuestion,
): Promise<DateAvailabilitySummary[]> {
  const days = daysBetween(from, to);
  if (days < 0) throw badRequest(`The range ends (${to}) before it starts (${from})`);
  if (days >= MAX_RANGE_DAYS)
    throw badRequest(`A range can cover at most ${MAX_RANGE_DAYS} days; ${from} to ${to} is ${days + 1}`);
  const day = await loadDays(t, from, to);
  const now = await venueNow(t);
  const out: DateAvailabilitySummary[] = [];
  for (let i = 0; i <= days; i += 1) {
    const date = addDays(from, i);
    const times = slotsOf(day, date, q, now)
      .filter((s) => s.available)
      .map((s) => s.time);
    out.push({ date, available_slots: times.length, times });
  }
  return out;
}

/** The next `days` dates from `from` (default today) that have at least one slot for the party. */
export async function futureDates(
  t: Tenant,
  q: PartyQuestion & { from?: string | undefined; days: number },
): Promise<DateAvailabilitySummary[]> {
  const from = q.from ?? (await venueNow(t)).date;
  const all = await rangeAvailability(t, from, addDays(from, q.days - 1), q);
  return all.filter((d) => d.available_slots > 0);
}
