// What the night optimizer may do with each booking: the tables and combinations it could sit at
// under the same rules auto-assign applies (active tables, min/max covers, combination ranges and
// members, the access rules' allowed tables for its shift and time), ranked as auto-assign ranks
// them. Bookings it may not move keep what they have.
import { TABLE_STATUS } from '../../constants.js';
import { relativeStarts, statusHoldsTable } from './occupancy.js';
import { allowedTables, partyMatches, rulesForDate, rulesForSlot } from './rules.js';
import { byPrecedence, lastStart, shiftBounds, shiftsOfDay } from './slots.js';
import type {
  EngineAccessRule,
  EngineBooking,
  EngineCombination,
  EngineShift,
  EngineStatus,
  EngineTable,
} from './types.js';

/** A booking as the optimizer reads it: the engine's fields plus the combination it sits at, if any. */
export type OptimizerBooking = EngineBooking & { table_combination_id?: string | null };

export interface OptimizerInput {
  /** Venue-local 'YYYY-MM-DD': the night being optimised. */
  date: string;
  /** The night's bookings (neighbouring days' may be included: they are never moved). */
  bookings: readonly OptimizerBooking[];
  tables: readonly EngineTable[];
  combinations: readonly EngineCombination[];
  statuses: readonly EngineStatus[];
  shifts: readonly EngineShift[];
  accessRules: readonly EngineAccessRule[];
  /**
   * Statuses of parties not yet at the venue (Booked, Confirmed, Late…): only these are moved or
   * given a table. Anything else (Arrived, Seated, final, unknown) stays exactly where it is.
   */
  movableStatusIds: ReadonlySet<string>;
  /** Search steps before the optimizer settles for what it has (default 200 000). */
  stepBudget?: number;
}

export interface Placement {
  tableIds: string[];
  combinationId: string | null;
}

export interface Item {
  booking: OptimizerBooking;
  start: number;
  end: number;
  covers: number;
  /** Where it may go, best first (empty for a booking that stays put). */
  options: Placement[];
  /** May change tables (movable status, on the night, rules readable). */
  movable: boolean;
  /** A movable booking with no table yet: the optimizer tries to give it one. */
  wanting: boolean;
  /** Its tables now (empty when it has none or its status holds nothing). */
  original: Placement | null;
}

interface Ranked extends Placement {
  wasted: number;
  combination: boolean;
  order: number;
  name: string;
}

const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
function compareRanked(a: Ranked, b: Ranked): number {
  return (
    a.wasted - b.wasted ||
    Number(a.combination) - Number(b.combination) ||
    a.order - b.order ||
    byName(a.name, b.name) ||
    byName(a.tableIds.join(','), b.tableIds.join(','))
  );
}

const MAX_OPTIONAL_MEMBERS = 8;

/**
 * Every set of a combination's members auto-assign could take: all required members plus optional
 * ones joined in table order until the party fits (skipping busy ones), so the last one joined is
 * needed. Each such set is what auto-assign picks for some occupancy of the other tables.
 */
function combinationSets(
  combination: EngineCombination,
  party: number,
  usable: (tableId: string) => EngineTable | null,
): EngineTable[][] {
  if (!combination.is_active) return [];
  if (party < combination.min_guest_capacity || party > combination.max_guest_capacity) return [];
  const members = [...combination.tables].sort((a, b) => a.table_order - b.table_order);
  const required: EngineTable[] = [];
  for (const member of members.filter((m) => m.is_required)) {
    const table = usable(member.table_id);
    if (table === null) return [];
    required.push(table);
  }
  const optional = members
    .filter((m) => !m.is_required)
    .map((m) => usable(m.table_id))
    .filter((t): t is EngineTable => t !== null)
    .slice(0, MAX_OPTIONAL_MEMBERS);
  const base = required.reduce((s, t) => s + t.max_covers, 0);
  if (base >= party) return required.length > 0 ? [required] : [];
  const sets: EngineTable[][] = [];
  const grow = (from: number, chosen: EngineTable[], seats: number) => {
    for (let i = from; i < optional.length; i += 1) {
      const table = optional[i] as EngineTable;
      const next = [...chosen, table];
      if (seats + table.max_covers >= party) sets.push([...required, ...next]);
      else grow(i + 1, next, seats + table.max_covers);
    }
  };
  grow(0, [], base);
  return sets;
}

function optionsFor(
  party: number,
  allowed: ReadonlySet<string> | null,
  tables: readonly EngineTable[],
  tablesById: ReadonlyMap<string, EngineTable>,
  combinations: readonly EngineCombination[],
): Placement[] {
  const usable = (id: string) => {
    const table = tablesById.get(id);
    if (!table || table.status !== TABLE_STATUS.active) return null;
    return allowed === null || allowed.has(id) ? table : null;
  };
  const ranked: Ranked[] = [];
  for (const table of tables) {
    if (usable(table.id) === null || party < table.min_covers || party > table.max_covers) continue;
    ranked.push({
      tableIds: [table.id],
      combinationId: null,
      wasted: table.max_covers - party,
      combination: false,
      order: table.sort_order,
      name: table.name,
    });
  }
  for (const combination of combinations) {
    for (const set of combinationSets(combination, party, usable)) {
      ranked.push({
        tableIds: set.map((t) => t.id),
        combinationId: combination.id,
        wasted: set.reduce((s, t) => s + t.max_covers, 0) - party,
        combination: true,
        order: Math.min(...set.map((t) => t.sort_order)),
        name: combination.combination_name,
      });
    }
  }
  ranked.sort(compareRanked);
  const seen = new Set<string>();
  return ranked
    .filter((r) => {
      const key = [...r.tableIds].sort().join(',');
      return !seen.has(key) && seen.add(key);
    })
    .map(({ tableIds, combinationId }) => ({ tableIds, combinationId }));
}

/**
 * The tables the access rules allow the booking at its time, as auto-assign reads them for a staff
 * booking (first shift whose bookable starts hold the start for the booking's duration, regular
 * before FULL_DAY); undefined when no shift holds it or the rules that apply refuse its party, so
 * the optimizer leaves it alone, as auto-assign would.
 */
function allowedAt(
  shifts: readonly EngineShift[],
  dateRules: readonly EngineAccessRule[],
  tables: readonly EngineTable[],
  start: number,
  booking: Pick<EngineBooking, 'guest_count' | 'duration_minutes'>,
): ReadonlySet<string> | null | undefined {
  const party = booking.guest_count;
  for (const shift of shifts) {
    const bounds = shiftBounds(shift);
    if (start < bounds.start || start > lastStart(shift, bounds, booking.duration_minutes)) continue;
    const slotRules = rulesForSlot(dateRules, shift.id, start);
    const matching = slotRules.filter((rule) => partyMatches(rule, party));
    if (slotRules.length > 0 && matching.length === 0) return undefined;
    return allowedTables(matching, tables);
  }
  return undefined;
}

export function buildItems(input: OptimizerInput): Item[] {
  const holds = statusHoldsTable(input.statuses);
  const startOf = relativeStarts(input.date);
  const tablesById = new Map(input.tables.map((t) => [t.id, t]));
  const shifts = byPrecedence(
    shiftsOfDay({ ...input, blackoutDates: [], bookings: [], statuses: input.statuses }),
  );
  const dateRules = rulesForDate(input.accessRules, input.date);
  const items: Item[] = [];
  for (const booking of input.bookings) {
    if (!holds(booking.booking_status)) continue;
    const start = startOf(booking);
    if (start === null) continue;
    const hasTables = booking.table_ids.length > 0;
    const original = hasTables
      ? { tableIds: [...booking.table_ids], combinationId: booking.table_combination_id ?? null }
      : null;
    const item: Item = {
      booking,
      start,
      end: start + booking.duration_minutes,
      covers: booking.guest_count,
      options: [],
      movable: false,
      wanting: false,
      original,
    };
    items.push(item);
    const onTheNight = booking.date === input.date;
    if (!onTheNight || !input.movableStatusIds.has(booking.booking_status)) continue;
    const allowed = allowedAt(shifts, dateRules, input.tables, start, booking);
    if (allowed === undefined) continue;
    item.options = optionsFor(booking.guest_count, allowed, input.tables, tablesById, input.combinations);
    if (item.options.length === 0) continue;
    item.movable = true;
    item.wanting = !hasTables;
  }
  return items;
}
