// Spec §4 logout: the core calls the server and clears the token; the renderer clears local and
// session storage and resets its state, then shows /login.
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSetAtom } from '../state/jotai.js';
import { sessionAtom } from './session-atoms.js';
import { resetStateAtom } from '../state/reset-state.js';
import { venue } from '../data/venue.js';

export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const setSession = useSetAtom(sessionAtom);
  const resetState = useSetAtom(resetStateAtom);
  return useCallback(async () => {
    const result = await venue()['session.signOut']();
    window.localStorage.clear();
    window.sessionStorage.clear();
    resetState();
    if (result.ok) setSession(result.value);
    else
      setSession({
        user: null,
        loading: false,
        refreshing: false,
        allowedRoles: null,
        role: null,
        connection: 'online',
      });
    await navigate('/login', { replace: true });
  }, [navigate, resetState, setSession]);
}
