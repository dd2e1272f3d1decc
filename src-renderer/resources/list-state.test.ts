import { describe, expect, it } from 'vitest';
import type { FilterHint } from '../../src-shared/resources/form-hints.js';
import type { Row } from './list-state.js';
import * as list from './list-state.js';

const rows: Row[] = Array.from({ length: 23 }, (_, i) => ({
  id: `id-${i}`,
  name: i % 2 === 0 ? `Terrace ${i}` : `Bar ${i}`,
  status: i % 3 === 0 ? 0 : 1,
  seating_area_id: i < 5 ? 'area-a' : null,
}));
const hints: FilterHint[] = [
  { kind: 'search', label: 'Search', keys: ['name'] },
  { kind: 'status', label: 'Status', key: 'status' },
  { kind: 'reference', label: 'Area', key: 'seating_area_id', resource: 'seatingArea' },
];

describe('resource list state (spec §2/§4)', () => {
  it('pages by 10', () => {
    expect(list.pageCount(23)).toBe(3);
    expect(list.pageOf(rows, 3).map((r) => r.id)).toEqual(['id-20', 'id-21', 'id-22']);
  });

  it('resets to page 1 when a filter changes', () => {
    const onPage3 = list.setPage(list.INITIAL_LIST_STATE, 3);
    expect(list.setFilter(onPage3, 'search', 'bar').page).toBe(1);
  });

  it('filters by search, status and reference together', () => {
    let state = list.setFilter(list.INITIAL_LIST_STATE, 'search', 'terrace');
    expect(list.applyFilters(rows, hints, state)).toHaveLength(12);
    state = list.setFilter(state, 'status', 'inactive');
    expect(list.applyFilters(rows, hints, state).map((r) => r.id)).toEqual([
      'id-0',
      'id-6',
      'id-12',
      'id-18',
    ]);
    state = list.setFilter(state, 'seating_area_id', 'area-a');
    expect(list.applyFilters(rows, hints, state).map((r) => r.id)).toEqual(['id-0']);
    expect(
      list.applyFilters(rows, hints, list.setFilter(list.INITIAL_LIST_STATE, 'seating_area_id', 'none')),
    ).toHaveLength(18);
  });

  it('selects every filtered item with select-all, and clears them when pressed again', () => {
    const state = list.setFilter(list.INITIAL_LIST_STATE, 'search', 'bar');
    const visible = list.applyFilters(rows, hints, state);
    const all = list.toggleAll(state, visible);
    expect(all.selected.size).toBe(11);
    expect(list.toggleAll(all, visible).selected.size).toBe(0);
    expect(list.toggleSelected(all, 'id-1').selected.has('id-1')).toBe(false);
  });

  it('lists the days of a blackout range, ends included', () => {
    expect(list.daysOfRange('2026-12-30', '2027-01-02')).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
    expect(list.daysOfRange('2026-05-01', '2026-05-01')).toEqual(['2026-05-01']);
  });
});

describe('sorting by a column', () => {
  const rows = [
    { id: 'a', priority: 2 },
    { id: 'b', priority: 10 },
    { id: 'c', priority: null },
    { id: 'd', priority: 1 },
  ];
  it('goes ascending, then descending, with empty values last both ways', () => {
    const up = list.toggleSort(list.INITIAL_LIST_STATE, 'priority');
    expect(list.applySort(rows, up).map((r) => r.id)).toEqual(['d', 'a', 'b', 'c']);
    const down = list.toggleSort(up, 'priority');
    expect(down.sort).toEqual({ key: 'priority', direction: 'descending' });
    expect(list.applySort(rows, down).map((r) => r.id)).toEqual(['b', 'a', 'd', 'c']);
    expect(list.toggleSort(down, 'priority').sort?.direction).toBe('ascending');
  });
  it('keeps the list order when nothing is sorted, and starts a new column ascending', () => {
    expect(list.applySort(rows, list.INITIAL_LIST_STATE).map((r) => r.id)).toEqual(['a', 'b', 'c', 'd']);
    const byName = list.toggleSort(list.toggleSort(list.INITIAL_LIST_STATE, 'priority'), 'name');
    expect(byName.sort).toEqual({ key: 'name', direction: 'ascending' });
  });
});
