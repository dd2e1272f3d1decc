// useData through React itself (react-dom on a bare container, no DOM library needed: the probe
// renders nothing). Checks: loads once per key, reloads on a watched mirror change only, shows an
// error instead of crashing, never shows another key's data, and a new loader closure on every
// render (as screens write them) neither reloads nor loops.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IpcResult } from '../../src-shared/ipc/channels.js';
import { useData, type DataState } from './use-data.js';
import { fakeVenue, mountHook, type HookHarness } from './hook-harness.js';

let harness: HookHarness<DataState<string>, { key: string; entities: string[] }> | null = null;
afterEach(async () => {
  await harness?.unmount();
  harness = null;
});

describe('useData', () => {
  let core: ReturnType<typeof fakeVenue>;
  beforeEach(() => {
    core = fakeVenue();
  });

  function mount(load: (key: string) => Promise<IpcResult<string>>, key = 'a', entities = ['tables']) {
    let renders = 0;
    harness = mountHook(
      (props: { key: string; entities: string[] }) => {
        renders += 1;
        // A fresh closure and a fresh array every render, like screens pass them.
        return useData(() => load(props.key), props.key, [...props.entities] as never);
      },
      { key, entities },
    );
    return { harness, renders: () => renders };
  }

  it('loads, then reloads when a watched entity changes and not for another one', async () => {
    const load = vi.fn((key: string) =>
      Promise.resolve({ ok: true as const, value: `${key}-${load.mock.calls.length}` }),
    );
    const { harness: h, renders } = mount(load);
    expect(h.current().loading).toBe(true);
    await h.settle();
    expect(h.current()).toMatchObject({ data: 'a-1', error: null, loading: false });
    core.emit('mirror.changed', { entities: ['clients'] });
    await h.settle();
    expect(load).toHaveBeenCalledTimes(1);
    core.emit('mirror.changed', { entities: ['tables'] });
    await h.settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(h.current().data).toBe('a-2');
    // Stable: a handful of renders, not a loop.
    expect(renders()).toBeLessThan(10);
  });

  it('re-renders with new closures and arrays without loading again', async () => {
    const load = vi.fn(() => Promise.resolve({ ok: true as const, value: 'x' }));
    const { harness: h } = mount(load);
    await h.settle();
    await h.rerender({ key: 'a', entities: ['tables'] });
    await h.rerender({ key: 'a', entities: ['tables'] });
    await h.settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(core.listeners('mirror.changed')).toBe(1);
  });

  it('never shows the previous key data as the new key', async () => {
    let resolveB: (r: IpcResult<string>) => void = () => undefined;
    const load = (key: string) =>
      key === 'a'
        ? Promise.resolve({ ok: true as const, value: 'day a' })
        : new Promise<IpcResult<string>>((r) => {
            resolveB = r;
          });
    const { harness: h } = mount(load);
    await h.settle();
    expect(h.current().data).toBe('day a');
    await h.rerender({ key: 'b', entities: ['tables'] });
    expect(h.current()).toMatchObject({ data: null, loading: true });
    resolveB({ ok: true, value: 'day b' });
    await h.settle();
    expect(h.current()).toMatchObject({ data: 'day b', loading: false });
  });

  it('answers a refusal or a throwing channel as an error, keeping loading false', async () => {
    const { harness: h } = mount(() => Promise.reject(new Error('no such channel')));
    await h.settle();
    expect(h.current()).toMatchObject({ data: null, error: 'no such channel', loading: false });
    await h.unmount();
    harness = null;
    const refused = mount(() => Promise.resolve({ ok: false, error: { message: 'Refused' } }));
    await refused.harness.settle();
    expect(refused.harness.current()).toMatchObject({ error: 'Refused', loading: false });
  });

  it('keeps unchanged rows of a reload and renders nothing for an equal answer', async () => {
    type Rows = { id: string; status: string }[];
    let answer: Rows = [
      { id: 'a', status: 'Booked' },
      { id: 'b', status: 'Booked' },
    ];
    let renders = 0;
    const h = mountHook(() => {
      renders += 1;
      // A fresh copy on every read, as IPC answers it.
      return useData(() => Promise.resolve({ ok: true as const, value: structuredClone(answer) }), 'day', [
        'reservations',
      ]);
    }, {});
    await h.settle();
    const first = h.current().data;
    answer = [answer[0]!, { id: 'b', status: 'Seated' }];
    core.emit('mirror.changed', { entities: ['reservations'] });
    await h.settle();
    const second = h.current().data;
    expect(second).toEqual(answer);
    expect(second?.[0]).toBe(first?.[0]);
    expect(second?.[1]).not.toBe(first?.[1]);
    const rendersBefore = renders;
    core.emit('mirror.changed', { entities: ['reservations'] });
    await h.settle();
    expect(h.current().data).toBe(second);
    // A change reads without rendering first, and an equal answer renders nothing.
    expect(renders).toBe(rendersBefore);
    await h.unmount();
  });

  it('stops listening when unmounted', async () => {
    const { harness: h } = mount(() => Promise.resolve({ ok: true as const, value: 'x' }));
    await h.settle();
    expect(core.listeners('mirror.changed')).toBe(1);
    await h.unmount();
    harness = null;
    expect(core.listeners('mirror.changed')).toBe(0);
  });
});
