// The router, built from the route table; every page sits inside the console layout and its guard.
import { Route, Routes } from 'react-router-dom';
import { ConsoleLayout } from '../shell/console-layout.js';
import { PageForRoute } from './page-for-route.js';
import { RouteGuard } from './route-guard.js';
import { ROUTE_TABLE } from './route-table.js';

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<ConsoleLayout />}>
        {ROUTE_TABLE.map((route) => (
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
