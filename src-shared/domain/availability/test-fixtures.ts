// Small readable builders for the engine's tests and the benchmark. Ids are short names ('t1', 'dinner')
// because the engine treats ids as opaque strings; the zod schemas are what insist on UUIDs.
import type { z } from 'zod';
import { createAccessRuleSchema } from '../../schemas/access-rule.js';
import { DEFAULT_TURN_TIMES } from '../../schemas/shift.js';
import { WEEKDAYS } from '../../time.js';
import type {
  AvailabilityInput,
  EngineAccessRule,
  EngineBooking,
  EngineCombination,
  EngineShift,
  EngineStatus,
  EngineTable,
} from './types.js';

export const BOOKED = 'status-booked';
export const SEATED = 'status-seated';
export const CANCELLED = 'status-cancelled';
export const COMPLETED = 'status-completed';
export const STATUSES: EngineStatus[] = [
  { id: BOOKED, holds_table: true },
  { id: SEATED, holds_table: true },
  { id: CANCELLED, holds_table: false },
  { id: COMPLETED, holds_table: false },
];

/** A Friday's question for two guests: one dinner shift, tables t1 (2) and t2 (4), nothing booked yet. */
export function makeQuery(overrides: Partial<AvailabilityInput> = {}): AvailabilityInput {
  return {
    date: '2026-06-12',
    partySize: 2,
    shifts: [makeShift()],
    blackoutDates: [],
    accessRules: [],
    tables: [makeTable('t1', 2), makeTable('t2', 4)],
    combinations: [],
    bookings: [],
    statuses: STATUSES,
    ...overrides,
  };
}

export function makeTable(id: string, maxCovers: number, extra: Partial<EngineTable> = {}): EngineTable {
  return {
    id,
    name: id.toUpperCase(),
    seating_area_id: 'main',
    min_covers: 1,
    max_covers: maxCovers,
    status: 1,
    sort_order: 0,
    ...extra,
  };
}

export function makeShift(extra: Partial<EngineShift> = {}): EngineShift {
  return {
    id: 'dinner',
    name: 'Dinner',
    category: 'DINNER',
    start_time: '18:00',
    end_time: '22:00',
    last_seating_time: null,
    interval_minutes: 30,
    turn_times: DEFAULT_TURN_TIMES.map((t) => ({ ...t })),
    active_days: [...WEEKDAYS],
    is_active: true,
    ...extra,
  };
}

export function makeCombination(
  id: string,
  members: [tableId: string, required: boolean][],
  extra: Partial<EngineCombination> = {},
): EngineCombination {
  return {
    id,
    combination_name: id.toUpperCase(),
    min_guest_capacity: 1,
    max_guest_capacity: 20,
    is_active: true,
    tables: members.map(([table_id, is_required], table_order) => ({ table_id, is_required, table_order })),
    ...extra,
  };
}

let bookingSeq = 0;
export function makeBooking(
  time: string,
  tableIds: string[],
  extra: Partial<EngineBooking> = {},
): EngineBooking {
  bookingSeq += 1;
  return {
    id: `b${bookingSeq}`,
    date: '2026-06-12',
    time,
    duration_minutes: 90,
    guest_count: 2,
    table_ids: tableIds,
    booking_status: BOOKED,
    ...extra,
  };
}

/**
 * An access rule from the create schema's input, so defaults match what the API stores. Id lists are
 * set aside while parsing because the schema wants UUIDs and these fixtures use readable names.
 */
export function makeRule(
  id: string,
  input: Partial<z.input<typeof createAccessRuleSchema>> = {},
): EngineAccessRule {
  const area = input.basic_settings?.seating_area_table;
  const parsed = createAccessRuleSchema.parse({
    name: id,
    start_date: '2026-01-01',
    ...input,
    shift_ids: [],
    basic_settings: {
      ...input.basic_settings,
      seating_area_table: { ...area, seating_area: [], sub_seating_area: [] },
    },
  });
  const table = parsed.basic_settings.seating_area_table;
  return {
    ...parsed,
    id,
    shift_ids: input.shift_ids ?? [],
    basic_settings: {
      ...parsed.basic_settings,
      seating_area_table: {
        ...table,
        seating_area: area?.seating_area ?? [],
        sub_seating_area: area?.sub_seating_area ?? [],
      },
    },
  };
}
