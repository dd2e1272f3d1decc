// useTags: the signed-in restaurant's tags of one kind from the one tag cache (spec §4), loaded on
// mount unless fresh; tagWritten forces the refetch every create, update or delete needs.
import { useEffect, useSyncExternalStore } from 'react';
import type { TagKind } from '../../src-shared/tags/tag-calls.js';
import { callApi } from '../calls/call-api.js';
import { sessionAtom } from '../session/session-atoms.js';
import { useAtomValue } from '../state/jotai.js';
import { createTagCache, type TagCacheEntry } from './tag-cache.js';

export const tagCache = createTagCache((kind) =>
  callApi(kind === 'client' ? 'clientTags.list' : 'reservationTags.list', {}),
);

function useScope(): string {
  const session = useAtomValue(sessionAtom);
  return String(session?.user?.restaurantId ?? 'none');
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
