// The spec's list behaviour (§2/§4) over a source that answers one page at a time (a mirror query
// with its own paging, for lists too long to hold whole): LIST_PAGE_SIZE rows a page, a filter
// change back to page 1, a selection kept across pages, and select-all over every row the filters
// keep (loaded once, when pressed). It answers a ListModel, so DataTable renders it like any list.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { LIST_PAGE_SIZE } from '../../src-shared/constants.js';
import type { IpcResult } from '../../src-shared/ipc/channels.js';
import type { MirroredEntity } from '../../src-shared/sync/protocol.js';
import { useData } from '../data/use-data.js';
import { pageCount, type ListState, type Row } from '../resources/list-state.js';
import type { ListModel } from './list-model.js';

export interface PageQuery {
  filters: ListState['filters'];
  page: number;
  pageSize: number;
}

export interface PageOf<R> {
  rows: R[];
  /** Every row the filters keep, on all pages. */
  total: number;
}

export interface PagedListOptions<R extends Row> {
  /** Loads one page of the rows the filters keep. */
  load: (query: PageQuery) => Promise<IpcResult<PageOf<R>>>;
  /** Every row the filters keep, for select-all; without it select-all takes the page shown. */
  loadAll?: (filters: ListState['filters']) => Promise<IpcResult<R[]>>;
  /** Mirrored entities whose change reloads the page. */
  entities: readonly MirroredEntity[];
  /**
   * For an online-only source: a value whose change reloads the page shown (a clock tick, a count of
   * the server's events about these rows), since no mirror change will.
   */
  refreshKey?: string | number;
}

export interface PagedListModel<R extends Row> extends ListModel<R> {
  /** Every row the filters keep (null until the first page answered). */
  total: number | null;
  error: string | null;
  loading: boolean;
}

/** A selection of whole rows by id, so rows chosen on another page are still at hand. */
type Chosen<R> = ReadonlyMap<string, R>;

/** Select-all pressed: every matching row when all of them are chosen already… clears, else all. */
export function toggleAllOf<R extends Row>(chosen: Chosen<R>, all: readonly R[]): Chosen<R> {
  const every = all.length > 0 && all.every((r) => chosen.has(r.id));
  return every ? new Map() : new Map(all.map((r) => [r.id, r]));
}

export function usePagedListModel<R extends Row>(options: PagedListOptions<R>): PagedListModel<R> {
  const { entities } = options;
  const [filters, setFilters] = useState<ListState['filters']>({});
  const [page, setPageState] = useState(1);
  const [chosen, setChosen] = useState<Chosen<R>>(new Map());
  const loadRef = useRef(options);
  loadRef.current = options;
  const key = JSON.stringify([filters, page, options.refreshKey ?? null]);
  const data = useData(
    () => loadRef.current.load({ filters, page, pageSize: LIST_PAGE_SIZE }),
    key,
    entities,
  );
  // The page shown stays while the next one loads, so the table does not flash empty.
  const shown = useRef<PageOf<R> | null>(null);
  if (data.data) shown.current = data.data;
  const current = data.data ?? shown.current;
  const total = current?.total ?? null;
  const pages = pageCount(total ?? 0);
  // A page past the end (rows deleted or pulled away) goes back to the last page.
  useEffect(() => {
    if (total !== null && page > pages) setPageState(pages);
  }, [total, page, pages]);

  const visible = useMemo(() => current?.rows ?? [], [current]);
  const selected = useMemo(() => new Set(chosen.keys()), [chosen]);
  const allSelected =
    total !== null && total > 0 && chosen.size >= total && visible.every((r) => chosen.has(r.id));

  const setFilter = useCallback((filterKey: string, value: string) => {
    setFilters((prev) => (prev[filterKey] === value ? prev : { ...prev, [filterKey]: value }));
    setPageState(1);
  }, []);
  const toggleRow = useCallback(
    (id: string) =>
      setChosen((prev) => {
        const next = new Map(prev);
        const row = visible.find((r) => r.id === id);
        if (next.has(id)) next.delete(id);
        else if (row) next.set(id, row);
        return next;
      }),
    [visible],
  );
  const toggleAll = useCallback(() => {
    const loadAll = loadRef.current.loadAll;
    if (allSelected) {
      setChosen(new Map());
      return;
    }
    if (!loadAll) {
      setChosen((prev) => toggleAllOf(prev, visible));
      return;
    }
    void loadAll(filters).then((result) => {
      if (result.ok) setChosen((prev) => toggleAllOf(prev, result.value));
    });
  }, [allSelected, visible, filters]);

  const state: ListState = useMemo(() => ({ filters, page, selected }), [filters, page, selected]);
  return {
    filtered: visible,
    visible,
    matching: total ?? 0,
    page: Math.min(page, pages),
    pages,
    allSelected,
    selectedRows: useMemo(() => [...chosen.values()], [chosen]),
    state,
    setFilter,
    setPage: setPageState,
    // The source answers in its own order.
    toggleSort: () => undefined,
    toggleRow,
    toggleAll,
    clearSelection: useCallback(() => setChosen(new Map()), []),
    total,
    error: data.error,
    loading: data.loading,
  };
}
