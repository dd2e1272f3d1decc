// Loads data from the local mirror and reloads it whenever main says one of the given entities
// changed (mirror.changed), so an open screen follows local writes, pulls and rollbacks.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { IpcResult } from '../../src-shared/ipc/channels.js';
import type { MirroredEntity } from '../../src-shared/sync/protocol.js';

export interface MirrorState<T> {
  data: T | null;
  error: string | null;
  loading: boolean;
  reload: () => void;
  /** Applies a local change at once (e.g. an optimistic row a mutation returned) until the next load. */
  update: (change: (data: T) => T) => void;
}

export function useMirror<T>(
  load: () => Promise<IpcResult<T>>,
  key: string,
  entities: readonly MirroredEntity[],
): MirrorState<T> {
  const [state, setState] = useState<{
    data: T | null;
    error: string | null;
    loading: boolean;
    key: string | null;
  }>({
    data: null,
    error: null,
    loading: true,
    key: null,
  });
  const loadRef = useRef(load);
  loadRef.current = load;
  const [tick, setTick] = useState(0);
  const reload = useCallback(() => setTick((t) => t + 1), []);
  const watched = entities.join(',');

  useEffect(() => {
    const names = watched.split(',');
    return window.venue.on('mirror.changed', ({ entities: changed }) => {
      if (changed.some((e) => names.includes(e))) setTick((t) => t + 1);
    });
  }, [watched]);

  useEffect(() => {
    let live = true;
    // A channel that throws (e.g. a core without it) becomes an error on screen, never a crash.
    void Promise.resolve()
      .then(() => loadRef.current())
      .catch((error: unknown): IpcResult<T> => ({
        ok: false,
        error: { message: error instanceof Error ? error.message : String(error) },
      }))
      .then((result) => {
        if (!live) return;
        setState(
          result.ok
            ? { data: result.value, error: null, loading: false, key }
            : (prev) => ({ ...prev, error: result.error.message, loading: false, key }),
        );
      });
    return () => {
      live = false;
    };
  }, [key, tick]);

  const update = useCallback((change: (data: T) => T) => {
    setState((prev) => (prev.data === null ? prev : { ...prev, data: change(prev.data) }));
  }, []);

  // Data of another key (e.g. the previous day) is never shown as this key's.
  const data = state.key === key ? state.data : null;
  return { data, error: state.error, loading: state.loading || state.key !== key, reload, update };
}
