// Keeps sessionAtom equal to the core's session: one read at start, then every session.changed.
import { useEffect } from 'react';
import { useSetAtom } from '../state/jotai.js';
import { sessionAtom, sessionErrorAtom } from './session-atoms.js';
import { onVenue, venue } from '../data/venue.js';

export function useSessionSync(): void {
  const setSession = useSetAtom(sessionAtom);
  const setError = useSetAtom(sessionErrorAtom);
  useEffect(() => {
    let active = true;
    const off = onVenue('session.changed', (session) => {
      if (!active) return;
      setSession(session);
      setError(null);
    });
    const core = venue();
    void core['session.get']().then((result) => {
      if (!active) return;
      if (result.ok) {
        setSession(result.value);
        setError(null);
      } else {
        setError(result.error.message);
      }
    });
    return () => {
      active = false;
      off();
    };
  }, [setSession, setError]);
}
