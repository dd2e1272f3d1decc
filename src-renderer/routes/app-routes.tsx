// The router, built from the screen table; every page sits inside the console layout and its guard.
import { Route, Routes } from 'react-router-dom';
import { SCREENS } from '../screens/screen-table.js';
import { ConsoleLayout } from '../shell/console-layout.js';
import { PageForRoute } from './page-for-route.js';
import { RouteGuard } from './route-guard.js';

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<ConsoleLayout />}>
        {SCREENS.map((route) => (
          <Route
            key={route.path}
            path={route.path}
            element={
              <RouteGuard route={route}>
                <PageForRoute route={route} />
              </RouteGuard>
            }
          />
        ))}
      </Route>
    </Routes>
  );
}
