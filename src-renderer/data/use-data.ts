// useData: the one loading hook. It loads through a channel (mirror, resource or special call),
// reloads whenever main says one of the given entities changed (mirror.changed), so an open screen
// follows local writes, pulls and rollbacks, and answers data / error / loading.
//
// A reload delivers only what changed: the answer is reconciled with the held data (reconcile.ts),
// so unchanged rows keep their identity (memoised rows and useMemo over them skip their work) and
// an answer equal to the held one renders nothing at all.
//
// Render-loop safety: the loader lives in a ref (a new closure each render never reloads), the
// watched entities are compared as one joined string, and state is only set from effects, event
// listeners and settled promises, never during render.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { IpcResult } from '../../src-shared/ipc/channels.js';
import type { MirroredEntity } from '../../src-shared/sync/protocol.js';
import { reconcile } from './reconcile.js';
import { onVenue } from './venue.js';

export interface DataState<T> {
  data: T | null;
  error: string | null;
  loading: boolean;
  reload: () => void;
  /** Applies a local change at once (e.g. an optimistic row a mutation returned) until the next load. */
  update: (change: (data: T) => T) => void;
}

interface Held<T> {
  data: T | null;
  error: string | null;
  loading: boolean;
  key: string | null;
}

/** A load that throws (e.g. a core without the channel) becomes an error result, never a crash. */
export async function settle<T>(load: () => Promise<IpcResult<T>>): Promise<IpcResult<T>> {
  try {
    return await load();
  } catch (error) {
    return { ok: false, error: { message: error instanceof Error ? error.message : String(error) } };
  }
}

export function useData<T>(
  load: () => Promise<IpcResult<T>>,
  key: string,
  entities: readonly MirroredEntity[],
): DataState<T> {
  const [state, setState] = useState<Held<T>>({ data: null, error: null, loading: true, key: null });
  // The state last set, so an answer equal to it is dropped before React hears of it (no render).
  const heldRef = useRef(state);
  const put = useCallback((change: (prev: Held<T>) => Held<T>) => {
    const next = change(heldRef.current);
    if (next === heldRef.current) return;
    heldRef.current = next;
    setState(next);
  }, []);
  const loadRef = useRef(load);
  loadRef.current = load;
  // Starts a read of the current key (set by the effect below); a newer read's answer wins.
  const readRef = useRef<() => void>(() => undefined);
  const reload = useCallback(() => readRef.current(), []);
  const watched = entities.join(',');

  useEffect(() => {
    if (watched === '') return undefined;
    const names = watched.split(',');
    // A change reads at once (no render first): the answer alone renders, and only if it differs.
    return onVenue('mirror.changed', ({ entities: changed }) => {
      if (changed.some((e) => names.includes(e))) readRef.current();
    });
  }, [watched]);

  useEffect(() => {
    let live = true;
    let latest = 0;
    const read = () => {
      const mine = ++latest;
      void Promise.resolve()
        .then(() => settle(() => loadRef.current()))
        .then((result) => {
          if (!live || mine !== latest) return;
          put((prev) => {
            if (!result.ok) return { ...prev, error: result.error.message, loading: false, key };
            const data =
              prev.key === key && prev.data !== null ? reconcile(prev.data, result.value) : result.value;
            return data === prev.data && prev.key === key && prev.error === null && !prev.loading
              ? prev
              : { data, error: null, loading: false, key };
          });
        });
    };
    readRef.current = read;
    read();
    return () => {
      live = false;
      readRef.current = () => undefined;
    };
  }, [key, put]);

  const update = useCallback(
    (change: (data: T) => T) => {
      put((prev) => (prev.data === null ? prev : { ...prev, data: change(prev.data) }));
    },
    [put],
  );

  // Data of another key (e.g. the previous day) is never shown as this key's.
  const data = state.key === key ? state.data : null;
  return { data, error: state.error, loading: state.loading || state.key !== key, reload, update };
}
