import { MantineProvider } from '@mantine/core';
import { Provider as StateProvider } from '../state/jotai.js';
import { AppRoutes } from '../routes/app-routes.js';
import { useSessionSync } from '../session/use-session-sync.js';
import { useDeviceSettingsLoader } from '../device/device-state.js';
import { venueCssVariables, venueTheme } from '../theme/theme.js';
import { RenderErrorBoundary } from './error-boundary.js';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

function SessionSync() {
  useSessionSync();
  useDeviceSettingsLoader();
  return null;
}

/**
 * A data router around the route table (one splat route holding <AppRoutes>), so a screen with
 * unsaved edits can block navigation (useBlocker needs one).
 */
const makeRouter = () => createBrowserRouter([{ path: '*', element: <AppRoutes /> }]);

export function App() {
  const [router] = useState(makeRouter);
  return (
    <MantineProvider theme={venueTheme} cssVariablesResolver={venueCssVariables} defaultColorScheme="auto">
      <RenderErrorBoundary>
        <StateProvider>
          <SessionSync />
          <RouterProvider router={router} />
        </StateProvider>
      </RenderErrorBoundary>
    </MantineProvider>
  );
}
