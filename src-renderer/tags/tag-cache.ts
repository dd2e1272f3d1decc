// The tag cache (spec §4): each restaurant's client and reservation tags, fetched once and kept for
// 5 minutes (§9). A load while the entry is fresh is skipped; every create, update or delete forces
// a refetch. Settings, the reservation drawer and the client profile all read it through useTags.
// Each list fetched is also kept on this terminal (a TagStore): in an outage of any length the
// choosers offer the last list fetched, saying when it is from, instead of an empty list.
import type { IpcResult } from '../../src-shared/ipc/channels.js';
import type { TagCategory, TagKind } from '../../src-shared/tags/tag-calls.js';

export const TAG_CACHE_FRESH_MS = 5 * 60 * 1000;

export interface TagCacheEntry {
  categories: TagCategory[] | null;
  fetchedAt: number | null;
  error: string | null;
  loading: boolean;
  /** Set while the list shown is this terminal's saved copy: when that copy was fetched. */
  savedAt: number | null;
}

const EMPTY: TagCacheEntry = {
  categories: null,
  fetchedAt: null,
  error: null,
  loading: false,
  savedAt: null,
};

export type TagFetcher = (kind: TagKind) => Promise<IpcResult<TagCategory[]>>;

export interface SavedTags {
  categories: TagCategory[];
  fetchedAt: number;
}

/** Where the last fetched lists outlive the process (the renderer's local storage). */
export interface TagStore {
  read(key: string): SavedTags | null;
  write(key: string, saved: SavedTags): void;
}

export function isFresh(entry: TagCacheEntry, now: number): boolean {
  return entry.fetchedAt !== null && now - entry.fetchedAt < TAG_CACHE_FRESH_MS;
}

/** A cache keyed by `scope` (the restaurant) and kind; listeners hear every change of an entry. */
export function createTagCache(fetcher: TagFetcher, now: () => number = Date.now, store?: TagStore) {
  const entries = new Map<string, TagCacheEntry>();
  const inflight = new Map<string, Promise<TagCacheEntry>>();
  const listeners = new Set<() => void>();
  const keyOf = (scope: string, kind: TagKind) => `${scope}:${kind}`;
  const set = (key: string, entry: TagCacheEntry) => {
    entries.set(key, entry);
    for (const listener of listeners) listener();
  };

  const peek = (scope: string, kind: TagKind): TagCacheEntry => entries.get(keyOf(scope, kind)) ?? EMPTY;

  /** Loads unless fresh (or `force`); two loads at once share one fetch. A failure keeps the last list. */
  const load = (scope: string, kind: TagKind, force = false): Promise<TagCacheEntry> => {
    const key = keyOf(scope, kind);
    const current = peek(scope, kind);
    if (!force && isFresh(current, now())) return Promise.resolve(current);
    const pending = inflight.get(key);
    if (pending && !force) return pending;
    // Nothing in memory yet (a new start, maybe offline): the saved copy shows while the fetch runs.
    const saved = current.categories === null ? store?.read(key) : null;
    set(
      key,
      saved
        ? { ...current, categories: saved.categories, savedAt: saved.fetchedAt, loading: true }
        : { ...current, loading: true },
    );
    const request: Promise<TagCacheEntry> = fetcher(kind).then((result) => {
      // A forced load started meanwhile answers for both: this older answer is dropped.
      const newer = inflight.get(key);
      if (newer !== request) return newer ?? peek(scope, kind);
      inflight.delete(key);
      if (result.ok) store?.write(key, { categories: result.value, fetchedAt: now() });
      const entry: TagCacheEntry = result.ok
        ? { categories: result.value, fetchedAt: now(), error: null, loading: false, savedAt: null }
        : // The list shown stays, but is no longer fresh: the next load asks again.
          { ...peek(scope, kind), fetchedAt: null, error: result.error.message, loading: false };
      set(key, entry);
      return entry;
    });
    inflight.set(key, request);
    return request;
  };

  /** After a write: the cached list is stale whatever its age, so it is fetched again at once. */
  const wrote = (scope: string, kind: TagKind) => load(scope, kind, true);

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };

  return { peek, load, wrote, subscribe, clear: () => entries.clear() };
}
export type TagCache = ReturnType<typeof createTagCache>;
