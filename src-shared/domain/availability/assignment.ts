// Best-fit table assignment. Ranking, most important first: the guest's preferred seating area, fewest
// wasted seats, a single table before a combination (no furniture to move), then table order and name
// so the same inputs always give the same answer on every terminal.
import { TABLE_STATUS } from '../../constants.js';
import { isTableFree, type Occupancy } from './occupancy.js';
import type { Assignment, EngineCombination, EngineCounter, EngineTable } from './types.js';

export interface AssignmentRequest {
  partySize: number;
  /** [start, start + durationMinutes) in minutes from the date's midnight. */
  start: number;
  durationMinutes: number;
  tables: readonly EngineTable[];
  combinations: readonly EngineCombination[];
  occupancy: Occupancy;
  /** Tables an access rule allows; null = every table. */
  allowedTableIds?: ReadonlySet<string> | null;
  preferredSeatingAreaId?: string | null;
  /** Index of `tables`; pass one when assigning many slots of the same day. */
  tablesById?: ReadonlyMap<string, EngineTable>;
  counter?: EngineCounter;
}

export type AssignmentResult = { ok: true; assignment: Assignment } | { ok: false; reason: 'no_table' };

interface Ranked {
  assignment: Assignment;
  preferred: boolean;
  order: number;
  name: string;
}

const isActive = (table: EngineTable) => table.status === TABLE_STATUS.active;

function compareRanked(a: Ranked, b: Ranked): number {
  if (a.preferred !== b.preferred) return a.preferred ? -1 : 1;
  if (a.assignment.wastedSeats !== b.assignment.wastedSeats)
    return a.assignment.wastedSeats - b.assignment.wastedSeats;
  if (a.assignment.kind !== b.assignment.kind) return a.assignment.kind === 'table' ? -1 : 1;
  if (a.order !== b.order) return a.order - b.order;
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}

function commonArea(tables: readonly EngineTable[]): string | null {
  const first = tables[0]?.seating_area_id ?? null;
  return tables.every((t) => t.seating_area_id === first) ? first : null;
}

function rankSingle(table: EngineTable, request: AssignmentRequest): Ranked {
  return {
    assignment: {
      kind: 'table',
      tableIds: [table.id],
      combinationId: null,
      capacity: table.max_covers,
      wastedSeats: table.max_covers - request.partySize,
      seatingAreaId: table.seating_area_id,
    },
    preferred:
      request.preferredSeatingAreaId != null && table.seating_area_id === request.preferredSeatingAreaId,
    order: table.sort_order,
    name: table.name,
  };
}

// Combinations are read-only inputs reused across every slot of a query, so their member order is
// computed once per object rather than once per slot.
const sortedMembers = new WeakMap<EngineCombination, EngineCombination['tables']>();
function membersInOrder(combination: EngineCombination): EngineCombination['tables'] {
  let members = sortedMembers.get(combination);
  if (members === undefined) {
    members = [...combination.tables].sort((a, b) => a.table_order - b.table_order);
    sortedMembers.set(combination, members);
  }
  return members;
}

/**
 * A combination is usable when every REQUIRED member is active, allowed and free; free optional
 * members join in table_order only until the party fits, so no seat is pulled in needlessly.
 */
function rankCombination(
  combination: EngineCombination,
  tablesById: ReadonlyMap<string, EngineTable>,
  request: AssignmentRequest,
): Ranked | null {
  const party = request.partySize;
  if (
    !combination.is_active ||
    party < combination.min_guest_capacity ||
    party > combination.max_guest_capacity
  )
    return null;
  const end = request.start + request.durationMinutes;
  const usable = (table: EngineTable | undefined): table is EngineTable =>
    table !== undefined &&
    isActive(table) &&
    (request.allowedTableIds == null || request.allowedTableIds.has(table.id)) &&
    isTableFree(request.occupancy, table.id, request.start, end, request.counter);

  const members = membersInOrder(combination);
  const used: EngineTable[] = [];
  let seats = 0;
  for (const member of members) {
    if (!member.is_required) continue;
    const table = tablesById.get(member.table_id);
    if (!usable(table)) return null;
    used.push(table);
    seats += table.max_covers;
  }
  for (const member of members) {
    if (seats >= party) break;
    if (member.is_required) continue;
    const table = tablesById.get(member.table_id);
    if (!usable(table)) continue;
    used.push(table);
    seats += table.max_covers;
  }
  if (seats < party || used.length === 0) return null;
  const area = commonArea(used);
  return {
    assignment: {
      kind: 'combination',
      tableIds: used.map((t) => t.id),
      combinationId: combination.id,
      capacity: seats,
      wastedSeats: seats - party,
      seatingAreaId: area,
    },
    preferred: request.preferredSeatingAreaId != null && area === request.preferredSeatingAreaId,
    order: Math.min(...used.map((t) => t.sort_order)),
    name: combination.combination_name,
  };
}

/** The best free table or combination for the party over [start, start + duration), or 'no_table'. */
export function assignTables(request: AssignmentRequest): AssignmentResult {
  const party = request.partySize;
  const end = request.start + request.durationMinutes;
  let best: Ranked | null = null;
  for (const table of request.tables) {
    if (!isActive(table) || party < table.min_covers || party > table.max_covers) continue;
    if (request.allowedTableIds != null && !request.allowedTableIds.has(table.id)) continue;
    const ranked = rankSingle(table, request);
    // Ranking before the occupancy check skips the (counted) check for tables that cannot win.
    if (best !== null && compareRanked(ranked, best) >= 0) continue;
    if (!isTableFree(request.occupancy, table.id, request.start, end, request.counter)) continue;
    best = ranked;
  }
  // A single table with no wasted seats in the right area cannot be beaten: a combination ties at
  // best and singles win ties. Skipping them saves most occupancy checks on a busy day.
  const unbeatable =
    best !== null &&
    best.assignment.wastedSeats === 0 &&
    (request.preferredSeatingAreaId == null || best.preferred);
  if (!unbeatable && request.combinations.length > 0) {
    const tablesById = request.tablesById ?? new Map(request.tables.map((t) => [t.id, t]));
    for (const combination of request.combinations) {
      const ranked = rankCombination(combination, tablesById, request);
      if (ranked !== null && (best === null || compareRanked(ranked, best) < 0)) best = ranked;
    }
  }
  return best === null ? { ok: false, reason: 'no_table' } : { ok: true, assignment: best.assignment };
}
