// The shared list behaviour of spec §2/§4 as pure functions: filters (a search, a status all /
// active / inactive, a reference), LIST_PAGE_SIZE per page, multi-select with select-all, and a
// filter change that resets the page to 1; a sortable column sorts ascending, then descending.
import { LIST_PAGE_SIZE } from '../../src-shared/constants.js';
import type { FilterHint } from '../../src-shared/resources/form-hints.js';

export type Row = { id: string } & Record<string, unknown>;
export type StatusFilter = 'all' | 'active' | 'inactive';

export interface ListState {
  /** Filter values by the filter's key ('search' for the search box). */
  filters: Readonly<Record<string, string>>;
  page: number;
  selected: ReadonlySet<string>;
  /** The sorted column, if any (else the list's own order). */
  sort?: { key: string; direction: 'ascending' | 'descending' };
}

export const INITIAL_LIST_STATE: ListState = { filters: {}, page: 1, selected: new Set() };

export const filterKey = (filter: FilterHint) => (filter.kind === 'search' ? 'search' : filter.key);

/** Any filter change goes back to page 1 (spec §4). */
export function setFilter(state: ListState, key: string, value: string): ListState {
  return { ...state, filters: { ...state.filters, [key]: value }, page: 1 };
}

/** A sortable column's header pressed: ascending first, then descending, then ascending again. */
export function toggleSort(state: ListState, key: string): ListState {
  const direction =
    state.sort?.key === key && state.sort.direction === 'ascending' ? 'descending' : 'ascending';
  return { ...state, sort: { key, direction } };
}

const compareValues = (a: unknown, b: unknown): number => {
  if (a == null || b == null) return a == null ? (b == null ? 0 : 1) : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const text = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));
  return text(a).localeCompare(text(b), undefined, { numeric: true });
};

/** The rows in the chosen column's order (empty values last either way); ties keep their order. */
export function applySort(rows: readonly Row[], state: ListState): Row[] {
  const sort = state.sort;
  if (!sort) return [...rows];
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = a[sort.key];
    const y = b[sort.key];
    if (x == null || y == null) return compareValues(x, y);
    return sign * compareValues(x, y);
  });
}

export function setPage(state: ListState, page: number): ListState {
  return { ...state, page };
}

const isActive = (value: unknown) => value === 1 || value === true || value === 'active';

export function applyFilters(rows: readonly Row[], hints: readonly FilterHint[], state: ListState): Row[] {
  return rows.filter((row) =>
    hints.every((hint) => {
      const value = state.filters[filterKey(hint)] ?? '';
      if (value === '' || value === 'all') return true;
      if (hint.kind === 'search') {
        const needle = value.trim().toLowerCase();
        return hint.keys.some((k) =>
          String((row[k] as string | number | null | undefined) ?? '')
            .toLowerCase()
            .includes(needle),
        );
      }
      if (hint.kind === 'status') return (value === 'active') === isActive(row[hint.key]);
      return (row[hint.key] ?? 'none') === value;
    }),
  );
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / LIST_PAGE_SIZE));
}

export function pageOf<T>(rows: readonly T[], page: number): T[] {
  const start = (Math.min(page, pageCount(rows.length)) - 1) * LIST_PAGE_SIZE;
  return rows.slice(start, start + LIST_PAGE_SIZE);
}

export function toggleSelected(state: ListState, id: string): ListState {
  const selected = new Set(state.selected);
  if (selected.has(id)) selected.delete(id);
  else selected.add(id);
  return { ...state, selected };
}

/** Select-all selects every item the filters show (spec §4); pressed again it clears them. */
export function toggleAll(state: ListState, visible: readonly Row[]): ListState {
  const all = visible.length > 0 && visible.every((r) => state.selected.has(r.id));
  return { ...state, selected: all ? new Set() : new Set(visible.map((r) => r.id)) };
}

/** Drops selections of rows that no longer exist (after a delete or a pull). */
export function keepExisting(state: ListState, rows: readonly Row[]): ListState {
  const ids = new Set(rows.map((r) => r.id));
  const selected = new Set([...state.selected].filter((id) => ids.has(id)));
  return selected.size === state.selected.size ? state : { ...state, selected };
}

/** Every day from `start` to `end` inclusive (YYYY-MM-DD), for a blackout range. */
export function daysOfRange(start: string, end: string): string[] {
  const days: string[] = [];
  const last = new Date(`${end}T00:00:00Z`).getTime();
  for (let t = new Date(`${start}T00:00:00Z`).getTime(); t <= last; t += 86_400_000) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}
