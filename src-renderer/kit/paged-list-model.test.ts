// The list behaviour over a paged source: 10 rows a page asked of the source, a filter change back
// to page 1, rows chosen on one page still selected (with their data) on another, and select-all
// over every matching row, not only the page shown.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Row } from '../resources/list-state.js';
import { fakeVenue, mountHook, type HookHarness } from '../data/hook-harness.js';
import { usePagedListModel, type PagedListModel, type PageQuery } from './paged-list-model.js';

const rows: Row[] = Array.from({ length: 25 }, (_, i) => ({
  id: `c${i + 1}`,
  name: `Client ${i + 1}`,
  vip: i % 5 === 0 ? 'yes' : 'no',
}));
const matching = (filters: Readonly<Record<string, string>>) =>
  rows.filter((r) => !filters.vip || r.vip === filters.vip);

let harness: HookHarness<PagedListModel<Row>, null> | null = null;
let core: ReturnType<typeof fakeVenue>;
beforeEach(() => {
  core = fakeVenue();
});
afterEach(async () => {
  await harness?.unmount();
  harness = null;
});

function mount(withLoadAll = true) {
  const load = vi.fn((q: PageQuery) => {
    const all = matching(q.filters);
    const start = (q.page - 1) * q.pageSize;
    return Promise.resolve({
      ok: true as const,
      value: { rows: all.slice(start, start + q.pageSize), total: all.length },
    });
  });
  const loadAll = vi.fn((filters: Readonly<Record<string, string>>) =>
    Promise.resolve({ ok: true as const, value: matching(filters) }),
  );
  harness = mountHook(
    () => usePagedListModel({ load, ...(withLoadAll ? { loadAll } : {}), entities: ['clients'] }),
    null,
  );
  return { h: harness, load, loadAll };
}

describe('usePagedListModel', () => {
  it('asks the source for 10 rows a page and goes back to page 1 when a filter changes', async () => {
    const { h, load } = mount();
    await h.settle();
    expect(h.current()).toMatchObject({ total: 25, matching: 25, pages: 3, page: 1 });
    expect(h.current().visible.map((r) => r.id)).toHaveLength(10);
    await h.act(() => h.current().setPage(3));
    await h.settle();
    expect(h.current().visible.map((r) => r.id)).toEqual(['c21', 'c22', 'c23', 'c24', 'c25']);
    await h.act(() => h.current().setFilter('vip', 'yes'));
    await h.settle();
    expect(h.current()).toMatchObject({ page: 1, total: 5, pages: 1 });
    expect(load).toHaveBeenLastCalledWith({ filters: { vip: 'yes' }, page: 1, pageSize: 10 });
  });

  it('keeps rows chosen on another page selected, with their data', async () => {
    const { h } = mount();
    await h.settle();
    await h.act(() => h.current().toggleRow('c2'));
    await h.act(() => h.current().setPage(2));
    await h.settle();
    await h.act(() => h.current().toggleRow('c12'));
    expect(h.current().selectedRows.map((r) => r.name)).toEqual(['Client 2', 'Client 12']);
    expect(h.current().allSelected).toBe(false);
    await h.act(() => h.current().toggleRow('c12'));
    expect(h.current().selectedRows.map((r) => r.id)).toEqual(['c2']);
  });

  it('select-all takes every matching row on every page, and clears when pressed again', async () => {
    const { h, loadAll } = mount();
    await h.settle();
    await h.act(() => h.current().setFilter('vip', 'no'));
    await h.settle();
    await h.act(() => h.current().toggleAll());
    await h.settle();
    expect(loadAll).toHaveBeenCalledWith({ vip: 'no' });
    expect(h.current().selectedRows).toHaveLength(20);
    expect(h.current().allSelected).toBe(true);
    await h.act(() => h.current().toggleAll());
    expect(h.current().selectedRows).toHaveLength(0);
  });

  it('without a way to load all, select-all takes the page shown', async () => {
    const { h } = mount(false);
    await h.settle();
    await h.act(() => h.current().toggleAll());
    expect(h.current().selectedRows.map((r) => r.id)).toEqual(rows.slice(0, 10).map((r) => r.id));
  });

  it('reloads the page when its entity changes in the mirror', async () => {
    const { h, load } = mount();
    await h.settle();
    const calls = load.mock.calls.length;
    core.emit('mirror.changed', { entities: ['clients'] });
    await h.settle();
    expect(load.mock.calls.length).toBe(calls + 1);
  });
});
