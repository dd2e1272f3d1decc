// The spec's list behaviour (§2/§4) as one hook over list-state's pure rules: filters, a sort,
// LIST_PAGE_SIZE rows a page, multi-select with select-all over every row the filters keep, and a
// filter change (declared or a screen's own) that goes back to page 1. DataTable renders it.
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  applySort,
  INITIAL_LIST_STATE,
  keepExisting,
  pageCount,
  pageOf,
  setFilter,
  setPage,
  toggleAll,
  toggleSelected,
  toggleSort,
  type ListState,
  type Row,
} from '../resources/list-state.js';

export interface ListView<R extends Row> {
  /** Every row the filters keep, sorted. */
  filtered: R[];
  /** The rows of the current page. */
  visible: R[];
  page: number;
  pages: number;
  allSelected: boolean;
  selectedRows: R[];
  /** How many rows the filters keep when only a page of them is loaded (a paged source). */
  matching?: number;
}

/** What the list shows for `rows` in `state`; `keep` is the filters' verdict on one row. */
export function listView<R extends Row>(
  rows: readonly R[],
  state: ListState,
  keep: (row: R, filters: ListState['filters']) => boolean,
): ListView<R> {
  const filtered = applySort(
    rows.filter((row) => keep(row, state.filters)),
    state,
  ) as R[];
  const pages = pageCount(filtered.length);
  const page = Math.min(state.page, pages);
  return {
    filtered,
    visible: pageOf(filtered, page),
    page,
    pages,
    allSelected: filtered.length > 0 && filtered.every((r) => state.selected.has(r.id)),
    selectedRows: rows.filter((r) => state.selected.has(r.id)),
  };
}

export interface ListModel<R extends Row> extends ListView<R> {
  state: ListState;
  setFilter: (key: string, value: string) => void;
  setPage: (page: number) => void;
  toggleSort: (key: string) => void;
  toggleRow: (id: string) => void;
  toggleAll: () => void;
  clearSelection: () => void;
}

export interface ListOptions<R extends Row> {
  /** The filters' verdict on a row (by the filter values); keeps every row when left out. */
  keep?: (row: R, filters: ListState['filters']) => boolean;
  initialSort?: ListState['sort'];
  /** A screen's own filters' identity: when it changes, the list goes back to page 1. */
  resetKey?: string;
}

const keepAll = () => true;

export function useListModel<R extends Row>(rows: readonly R[], options: ListOptions<R> = {}): ListModel<R> {
  const { keep = keepAll, initialSort, resetKey } = options;
  const [state, setState] = useState<ListState>(() =>
    initialSort ? { ...INITIAL_LIST_STATE, sort: initialSort } : INITIAL_LIST_STATE,
  );
  const view = useMemo(() => listView(rows, state, keep), [rows, state, keep]);
  // Selections of rows that are gone (deleted, pulled away) drop; same state when nothing did.
  useEffect(() => setState((s) => keepExisting(s, rows)), [rows]);
  useEffect(() => setState((s) => (s.page === 1 ? s : setPage(s, 1))), [resetKey]);
  const { filtered } = view;
  return {
    ...view,
    state,
    setFilter: useCallback((key: string, value: string) => setState((s) => setFilter(s, key, value)), []),
    setPage: useCallback((page: number) => setState((s) => setPage(s, page)), []),
    toggleSort: useCallback((key: string) => setState((s) => toggleSort(s, key)), []),
    toggleRow: useCallback((id: string) => setState((s) => toggleSelected(s, id)), []),
    toggleAll: useCallback(() => setState((s) => toggleAll(s, filtered)), [filtered]),
    clearSelection: useCallback(() => setState((s) => ({ ...s, selected: new Set<string>() })), []),
  };
}
