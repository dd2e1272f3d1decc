// Applies decideGuard (spec §4) to the current location. A redirect to /login remembers where the
// visitor was going (router state `from`), which sign-in restores.
import type { ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { sessionAtom } from '../session/session-atoms.js';
import { useAtomValue } from '../state/jotai.js';
import { decideGuard } from './guard-decision.js';
import type { ScreenEntry } from '../screens/screen-entry.js';

export function RouteGuard({ route, children }: { route: ScreenEntry; children: ReactNode }) {
  const session = useAtomValue(sessionAtom);
  const location = useLocation();
  const { restaurantname, userroletype } = useParams();
  const decision = decideGuard({
    route,
    pathname: location.pathname,
    urlRestaurant: restaurantname,
    urlRole: userroletype,
    session,
  });

  switch (decision.kind) {
    case 'show':
      return children;
    case 'render-nothing':
      return null;
    case 'to-login':
      return <Navigate to="/login" replace state={{ from: location }} />;
    case 'to-not-authorized':
      if (decision.reason === 'not-admin') console.log(decision.log);
      return <Navigate to="/not-authorized" replace />;
    case 'to-own-404':
      return <Navigate to={decision.to} replace />;
  }
}
