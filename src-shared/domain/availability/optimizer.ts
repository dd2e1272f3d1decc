// The night's table-assignment optimizer (issue 36 §6). Pure and deterministic: no clock, no I/O,
// no randomness. It starts from the night as it is, gives the bookings without a table one by
// first fit (what auto-assign would do), then seats more by ejection chains: a party still without
// a table takes a table whose not-yet-arrived holders move elsewhere, recursively (up to three
// levels, two parties per level), under a step budget. Nobody who has a table loses it, seated and
// finished parties never move, and every placement is one auto-assign could make under the same
// rules. Moves that turn out unneeded are put back, and the writes come in an order each of which
// is valid on its own (a cycle parks one booking without a table for one step).
import {
  buildItems,
  type Item,
  type OptimizerBooking,
  type OptimizerInput,
  type Placement,
} from './optimizer-options.js';

export type { OptimizerBooking, OptimizerInput, Placement } from './optimizer-options.js';

export interface TableMove {
  bookingId: string;
  /** Empty for a booking that had no table. */
  from: string[];
  to: string[];
  combinationId: string | null;
}

/** One table change to send, in order; `park` steps take a booking off its tables for a moment. */
export interface MoveStep extends TableMove {
  park: boolean;
}

export interface OptimizerResult {
  /** Bookings that change tables (they had one), in the order of `steps`. */
  moves: TableMove[];
  /** Bookings without a table that get one. */
  seated: TableMove[];
  /** The table changes to send, each valid after the ones before it. */
  steps: MoveStep[];
  /** Bookings still without a table. */
  unseatedIds: string[];
  /** Covers holding a table on the night: now, by first fit alone, and after optimising. */
  covers: { before: number; firstFit: number; after: number };
  /** Search steps used (of the budget). */
  steps_used: number;
}

const DEFAULT_BUDGET = 200_000;
const MAX_DEPTH = 3;
const MAX_EJECTED = 2;

const sameTables = (a: Placement | null, b: Placement | null) =>
  a !== null && b !== null && [...a.tableIds].sort().join(',') === [...b.tableIds].sort().join(',');

/** Which booking sits where, with an undo journal so a failed chain leaves no trace. */
class Board {
  readonly where: (Placement | null)[];
  private readonly byTable = new Map<string, Set<number>>();
  private readonly journal: { index: number; before: Placement | null }[] = [];
  steps = 0;

  constructor(
    readonly items: readonly Item[],
    readonly budget: number,
  ) {
    this.where = items.map(() => null);
    items.forEach((item, i) => {
      if (item.original !== null) this.set(i, item.original);
    });
    this.journal.length = 0;
  }

  private set(index: number, placement: Placement | null): void {
    this.journal.push({ index, before: this.where[index] ?? null });
    for (const id of this.where[index]?.tableIds ?? []) this.byTable.get(id)?.delete(index);
    this.where[index] = placement;
    for (const id of placement?.tableIds ?? []) {
      const set = this.byTable.get(id) ?? new Set<number>();
      set.add(index);
      this.byTable.set(id, set);
    }
  }

  place(index: number, placement: Placement): void {
    this.set(index, placement);
  }

  remove(index: number): void {
    this.set(index, null);
  }

  mark(): number {
    return this.journal.length;
  }

  undo(mark: number): void {
    while (this.journal.length > mark) {
      const entry = this.journal.pop();
      if (!entry) break;
      this.set(entry.index, entry.before);
      this.journal.pop();
    }
  }

  /** Bookings other than `index` holding one of the placement's tables over its time. */
  clashes(index: number, placement: Placement): number[] {
    const item = this.items[index] as Item;
    const hits = new Set<number>();
    for (const id of placement.tableIds) {
      for (const other of this.byTable.get(id) ?? []) {
        if (other === index) continue;
        const o = this.items[other] as Item;
        if (o.start < item.end && item.start < o.end) hits.add(other);
      }
    }
    return [...hits].sort((a, b) => a - b);
  }

  isFree(index: number, placement: Placement): boolean {
    return this.clashes(index, placement).length === 0;
  }

  spent(): boolean {
    return this.steps >= this.budget;
  }
}

/** The best-ranked free option, as auto-assign would pick. */
function firstFree(board: Board, index: number): Placement | null {
  for (const option of (board.items[index] as Item).options) {
    board.steps += 1;
    if (board.isFree(index, option)) return option;
  }
  return null;
}

/**
 * Seats `index` (currently off the board): a free option first; otherwise one whose holders are all
 * movable, not already in this chain, and can themselves be re-seated with one level less.
 */
function insert(board: Board, index: number, depth: number, chain: Set<number>): boolean {
  const free = firstFree(board, index);
  if (free !== null) {
    board.place(index, free);
    return true;
  }
  if (depth === 0) return false;
  for (const option of (board.items[index] as Item).options) {
    if (board.spent()) return false;
    board.steps += 1;
    const clash = board.clashes(index, option);
    if (clash.length > MAX_EJECTED) continue;
    if (clash.some((c) => chain.has(c) || !(board.items[c] as Item).movable)) continue;
    const mark = board.mark();
    for (const c of clash) board.remove(c);
    board.place(index, option);
    const nextChain = new Set([...chain, ...clash]);
    if (clash.every((c) => insert(board, c, depth - 1, nextChain))) return true;
    board.undo(mark);
  }
  return false;
}

/** Puts moved bookings back where they were whenever that is free again, so only needed moves stay. */
function putBack(board: Board): void {
  let changed = true;
  while (changed) {
    changed = false;
    board.items.forEach((item, i) => {
      if (item.original === null || sameTables(board.where[i] ?? null, item.original)) return;
      if (board.isFree(i, item.original)) {
        board.place(i, item.original);
        changed = true;
      }
    });
  }
}

/**
 * The writes in a valid order: a booking moves onto a table only once the bookings that held it
 * over its time have moved off. A cycle (A takes B's table and B takes A's) is broken by parking its
 * first booking without a table, moving the rest, then seating it.
 */
function orderSteps(
  items: readonly Item[],
  changed: readonly number[],
  where: readonly (Placement | null)[],
) {
  const overlaps = (a: Item, b: Item) => a.start < b.end && b.start < a.end;
  const blockers = new Map<number, number[]>();
  for (const x of changed) {
    const target = new Set(where[x]?.tableIds ?? []);
    const ix = items[x] as Item;
    blockers.set(
      x,
      changed.filter(
        (y) =>
          y !== x &&
          overlaps(ix, items[y] as Item) &&
          ((items[y] as Item).original?.tableIds ?? []).some((id) => target.has(id)),
      ),
    );
  }
  const key = (i: number) => {
    const item = items[i] as Item;
    return `${String(item.start).padStart(6, '0')} ${item.booking.id}`;
  };
  const pending = [...changed].sort((a, b) => (key(a) < key(b) ? -1 : 1));
  const vacated = new Set<number>();
  const steps: MoveStep[] = [];
  const stepOf = (i: number, park: boolean): MoveStep => {
    const item = items[i] as Item;
    const to = park ? null : (where[i] ?? null);
    return {
      bookingId: item.booking.id,
      from: item.original?.tableIds ?? [],
      to: to?.tableIds ?? [],
      combinationId: to?.combinationId ?? null,
      park,
    };
  };
  while (pending.length > 0) {
    const ready = pending.findIndex((x) => (blockers.get(x) ?? []).every((y) => vacated.has(y)));
    if (ready >= 0) {
      const [x] = pending.splice(ready, 1) as [number];
      steps.push(stepOf(x, false));
      vacated.add(x);
      continue;
    }
    const park = pending.find((x) => !vacated.has(x) && (items[x] as Item).original !== null);
    if (park === undefined) break; // cannot happen: a blocker always had a table
    steps.push(stepOf(park, true));
    vacated.add(park);
  }
  return steps;
}

/** A better assignment of the night's tables, as moves and table grants (see the file comment). */
export function optimizeNight(input: OptimizerInput): OptimizerResult {
  const items = buildItems(input);
  const onNight = (i: number) => (items[i] as Item).booking.date === input.date;
  const board = new Board(items, input.stepBudget ?? DEFAULT_BUDGET);
  const nightCovers = () =>
    items.reduce((s, item, i) => (onNight(i) && board.where[i] !== null ? s + item.covers : s), 0);
  const before = nightCovers();

  const wanting = items.map((item, i) => (item.wanting ? i : -1)).filter((i) => i >= 0);
  const byTime = [...wanting].sort((a, b) => (items[a] as Item).start - (items[b] as Item).start || a - b);
  for (const i of byTime) {
    const free = firstFree(board, i);
    if (free !== null) board.place(i, free);
  }
  const firstFit = nightCovers();

  // The largest parties first: they are the hardest to fit and seat the most covers.
  const byCovers = [...wanting].sort(
    (a, b) =>
      (items[b] as Item).covers - (items[a] as Item).covers ||
      (items[a] as Item).start - (items[b] as Item).start ||
      a - b,
  );
  for (const i of byCovers) {
    if (board.where[i] !== null || board.spent()) continue;
    insert(board, i, MAX_DEPTH, new Set([i]));
  }
  putBack(board);

  const changed = items
    .map((_, i) => i)
    .filter((i) => {
      const item = items[i] as Item;
      const now = board.where[i] ?? null;
      return item.movable && now !== null && !sameTables(now, item.original);
    });
  const steps = orderSteps(items, changed, board.where);
  const real = steps.filter((s) => !s.park);
  const wasWanting = new Set(wanting.map((i) => (items[i] as Item).booking.id));
  return {
    moves: real.filter((s) => !wasWanting.has(s.bookingId)).map(({ park: _, ...move }) => move),
    seated: real.filter((s) => wasWanting.has(s.bookingId)).map(({ park: _, ...move }) => move),
    steps,
    unseatedIds: wanting.filter((i) => board.where[i] === null).map((i) => (items[i] as Item).booking.id),
    covers: { before, firstFit, after: nightCovers() },
    steps_used: board.steps,
  };
}

/** The bookings with the optimizer's tables applied (what the night looks like after `steps`). */
export function applySteps<B extends OptimizerBooking>(
  bookings: readonly B[],
  steps: readonly MoveStep[],
): B[] {
  const last = new Map(steps.map((s) => [s.bookingId, s]));
  return bookings.map((b) => {
    const step = last.get(b.id);
    return step ? { ...b, table_ids: step.to, table_combination_id: step.combinationId } : b;
  });
}
