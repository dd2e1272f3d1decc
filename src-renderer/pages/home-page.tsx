// '/': a signed-in session goes home (spec §4); a visitor goes to sign in. The public landing page
// the spec names is not part of the console.
import { Navigate, useLocation } from 'react-router-dom';
import { postSignInPath } from '../routes/home-path.js';
import { sessionAtom } from '../session/session-atoms.js';
import { useAtomValue } from '../state/jotai.js';

export function HomePage() {
  const session = useAtomValue(sessionAtom);
  const location = useLocation();
  if (session?.user) return <Navigate to={postSignInPath(session, location.state)} replace />;
  return <Navigate to="/login" replace />;
}
