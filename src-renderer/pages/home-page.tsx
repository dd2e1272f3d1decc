// '/': a signed-in session goes home (spec §4); a visitor goes to sign in. The public landing page
// the spec names is not part of the console.
import { Navigate, useLocation } from 'react-router-dom';
import { useLanding } from '../device/device-state.js';
import { postSignInPath } from '../routes/home-path.js';
import { sessionAtom } from '../session/session-atoms.js';
import { useAtomValue } from '../state/jotai.js';

export function HomePage() {
  const session = useAtomValue(sessionAtom);
  const location = useLocation();
  const landing = useLanding();
  if (session?.user) return <Navigate to={postSignInPath(session, location.state, landing)} replace />;
  return <Navigate to="/login" replace />;
}
