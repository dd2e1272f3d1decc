// useTags: the signed-in restaurant's tags of one kind from the one tag cache (spec §4), loaded on
// mount unless fresh; tagWritten forces the refetch every create, update or delete needs.
import { useEffect, useSyncExternalStore } from 'react';
import type { TagKind } from '../../src-shared/tags/tag-calls.js';
import { callApi } from '../data/call.js';
import { sessionAtom } from '../session/session-atoms.js';
import { useAtomValue } from '../state/jotai.js';
import { createTagCache, type SavedTags, type TagCacheEntry, type TagStore } from './tag-cache.js';

const STORAGE_PREFIX = 'venue-console.tags.';

/** The last lists fetched, in this console's local storage (per restaurant, user and kind). */
const localTagStore: TagStore = {
  read(key) {
    try {
      const raw = localStorage.getItem(STORAGE_PREFIX + key);
      const saved = raw ? (JSON.parse(raw) as Partial<SavedTags>) : null;
      return saved && Array.isArray(saved.categories) && typeof saved.fetchedAt === 'number'
        ? { categories: saved.categories, fetchedAt: saved.fetchedAt }
        : null;
    } catch {
      return null;
    }
  },
  write(key, saved) {
    try {
      localStorage.setItem(STORAGE_PREFIX + key, JSON.stringify(saved));
    } catch {
      // Not kept (storage full or denied): the list still works while the API answers.
    }
  },
};

export const tagCache = createTagCache(
  (kind) => callApi(kind === 'client' ? 'clientTags.list' : 'reservationTags.list', {}),
  Date.now,
  localTagStore,
);

/** The restaurant and the user: superuser-only tags a superuser saw are never offered to someone else. */
function useScope(): string {
  const session = useAtomValue(sessionAtom);
  return `${session?.user?.restaurantId ?? 'none'}:${session?.user?.id ?? 'none'}`;
}

export function useTags(kind: TagKind): TagCacheEntry & { reload: () => void; written: () => void } {
  const scope = useScope();
  const entry = useSyncExternalStore(tagCache.subscribe, () => tagCache.peek(scope, kind));
  useEffect(() => {
    void tagCache.load(scope, kind);
  }, [scope, kind]);
  return {
    ...entry,
    reload: () => void tagCache.load(scope, kind, true),
    written: () => void tagCache.wrote(scope, kind),
  };
}
