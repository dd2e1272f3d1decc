// The kit's list behaviour (spec §4): page size 10, any filter change back to page 1, select-all
// over every row the filters keep (not only the page shown), and selections of gone rows dropped.
import { afterEach, describe, expect, it } from 'vitest';
import type { Row } from '../resources/list-state.js';
import { mountHook, type HookHarness } from '../data/hook-harness.js';
import { listView, useListModel, type ListModel } from './list-model.js';

const rows: Row[] = Array.from({ length: 25 }, (_, i) => ({
  id: `r${i + 1}`,
  name: `Table ${i + 1}`,
  area: i % 2 === 0 ? 'terrace' : 'hall',
}));
const keep = (row: Row, filters: Readonly<Record<string, string>>) =>
  !filters.area || filters.area === 'all' || row.area === filters.area;

let harness: HookHarness<ListModel<Row>, { rows: Row[]; resetKey?: string }> | null = null;
afterEach(async () => {
  await harness?.unmount();
  harness = null;
});

function mount(initial: Row[] = rows) {
  harness = mountHook(
    (p: { rows: Row[]; resetKey?: string }) => useListModel(p.rows, { keep, resetKey: p.resetKey ?? '' }),
    { rows: initial },
  );
  return harness;
}

describe('listView', () => {
  it('shows 10 rows a page and clamps a page past the end', () => {
    const view = listView(rows, { filters: {}, page: 3, selected: new Set() }, keep);
    expect(view.pages).toBe(3);
    expect(view.visible.map((r) => r.id)).toEqual(['r21', 'r22', 'r23', 'r24', 'r25']);
    const past = listView(rows, { filters: { area: 'hall' }, page: 3, selected: new Set() }, keep);
    expect(past.page).toBe(2);
    expect(past.visible).toHaveLength(2);
  });
});

describe('useListModel', () => {
  it('goes back to page 1 when a filter changes', async () => {
    const h = mount();
    await h.settle();
    await actOn(h, (m) => m.setPage(3));
    expect(h.current().page).toBe(3);
    await actOn(h, (m) => m.setFilter('area', 'terrace'));
    expect(h.current().page).toBe(1);
    expect(h.current().filtered).toHaveLength(13);
  });

  it("goes back to page 1 when a screen's own filters change", async () => {
    const h = mount();
    await h.settle();
    await actOn(h, (m) => m.setPage(2));
    await h.rerender({ rows, resetKey: 'status=seated' });
    expect(h.current().page).toBe(1);
  });

  it('select-all selects every filtered row on every page, and clears when pressed again', async () => {
    const h = mount();
    await h.settle();
    await actOn(h, (m) => m.setFilter('area', 'hall'));
    await actOn(h, (m) => m.toggleAll());
    const model = h.current();
    expect(model.state.selected.size).toBe(12);
    expect(model.selectedRows.every((r) => r.area === 'hall')).toBe(true);
    expect(model.visible).toHaveLength(10);
    expect(model.allSelected).toBe(true);
    await actOn(h, (m) => m.toggleAll());
    expect(h.current().state.selected.size).toBe(0);
  });

  it('drops the selection of rows that are gone', async () => {
    const h = mount();
    await h.settle();
    await actOn(h, (m) => m.toggleRow('r1'));
    await actOn(h, (m) => m.toggleRow('r2'));
    await h.rerender({ rows: rows.filter((r) => r.id !== 'r1') });
    await h.settle();
    expect([...h.current().state.selected]).toEqual(['r2']);
  });
});

async function actOn(
  h: HookHarness<ListModel<Row>, { rows: Row[]; resetKey?: string }>,
  run: (m: ListModel<Row>) => void,
) {
  await h.act(() => run(h.current()));
}
