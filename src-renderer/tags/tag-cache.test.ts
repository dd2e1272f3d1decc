import { describe, expect, it } from 'vitest';
import type { IpcResult } from '../../src-shared/ipc/channels.js';
import type { TagCategory, TagKind } from '../../src-shared/tags/tag-calls.js';
import { createTagCache, TAG_CACHE_FRESH_MS, type SavedTags, type TagStore } from './tag-cache.js';

const category = (name: string) => ({ name }) as TagCategory;

/** A cache over a fake clock and a fetcher that counts its calls and answers what `next` holds. */
function setUp() {
  let clock = 1_000_000;
  const calls: TagKind[] = [];
  let next: IpcResult<TagCategory[]> = { ok: true, value: [category('VIP')] };
  const cache = createTagCache(
    async (kind) => {
      calls.push(kind);
      return next;
    },
    () => clock,
  );
  return {
    cache,
    calls,
    tick: (ms: number) => (clock += ms),
    answer: (value: IpcResult<TagCategory[]>) => (next = value),
  };
}

describe('tag cache (spec §4: fresh for 5 minutes, every write refetches)', () => {
  it('skips a load while fresh and fetches again once 5 minutes have passed', async () => {
    const { cache, calls, tick } = setUp();
    await cache.load('1', 'client');
    tick(TAG_CACHE_FRESH_MS - 1);
    await cache.load('1', 'client');
    expect(calls).toEqual(['client']);
    tick(1);
    await cache.load('1', 'client');
    expect(calls).toEqual(['client', 'client']);
  });

  it('refetches after a write however fresh the entry is', async () => {
    const { cache, calls, answer } = setUp();
    await cache.load('1', 'reservation');
    answer({ ok: true, value: [category('VIP'), category('Birthday')] });
    await cache.wrote('1', 'reservation');
    expect(calls).toEqual(['reservation', 'reservation']);
    expect(cache.peek('1', 'reservation').categories?.map((c) => c.name)).toEqual(['VIP', 'Birthday']);
  });

  it('keeps kinds and restaurants apart, and shares one fetch between two loads at once', async () => {
    const { cache, calls } = setUp();
    await Promise.all([cache.load('1', 'client'), cache.load('1', 'client')]);
    await cache.load('1', 'reservation');
    await cache.load('2', 'client');
    expect(calls).toEqual(['client', 'reservation', 'client']);
  });

  it('keeps the last list and reports the error when a fetch fails, and retries next time', async () => {
    const { cache, calls, answer } = setUp();
    await cache.load('1', 'client');
    answer({ ok: false, error: { message: 'API unreachable' } });
    const failed = await cache.wrote('1', 'client');
    expect(failed.error).toBe('API unreachable');
    expect(failed.categories?.map((c) => c.name)).toEqual(['VIP']);
    answer({ ok: true, value: [] });
    await cache.load('1', 'client');
    expect(calls).toHaveLength(3);
    expect(cache.peek('1', 'client')).toMatchObject({ categories: [], error: null });
  });

  it('keeps each fetched list on the terminal and offers it, dated, when a new start cannot fetch', async () => {
    const saved = new Map<string, SavedTags>();
    const store: TagStore = {
      read: (key) => saved.get(key) ?? null,
      write: (key, value) => saved.set(key, value),
    };
    let clock = 5_000;
    let next: IpcResult<TagCategory[]> = { ok: true, value: [category('VIP'), category('Allergy')] };
    const fetcher = async () => next;
    const first = createTagCache(fetcher, () => clock, store);
    await first.load('1:7', 'reservation');
    expect(saved.get('1:7:reservation')).toEqual({
      categories: [category('VIP'), category('Allergy')],
      fetchedAt: 5_000,
    });

    // A new start of the console during an outage: the saved copy, saying when it was fetched.
    clock = 9_000;
    next = { ok: false, error: { message: 'The venue server cannot be reached' } };
    const offline = createTagCache(fetcher, () => clock, store);
    const entry = await offline.load('1:7', 'reservation');
    expect(entry).toMatchObject({
      savedAt: 5_000,
      error: 'The venue server cannot be reached',
      loading: false,
    });
    expect(entry.categories?.map((c) => c.name)).toEqual(['VIP', 'Allergy']);
    // Another user (or restaurant) of the terminal does not get it.
    expect((await offline.load('1:8', 'reservation')).categories).toBeNull();

    // Back online: the fresh list replaces the copy and the note goes.
    next = { ok: true, value: [category('VIP')] };
    expect(await offline.load('1:7', 'reservation', true)).toMatchObject({ savedAt: null, error: null });
    expect(saved.get('1:7:reservation')?.fetchedAt).toBe(9_000);
  });
});
