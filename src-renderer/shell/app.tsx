import { MantineProvider } from '@mantine/core';
import { Provider as StateProvider } from '../state/jotai.js';
import { AppRoutes } from '../routes/app-routes.js';
import { useSessionSync } from '../session/use-session-sync.js';
import { venueCssVariables, venueTheme } from '../theme/theme.js';
import { RenderErrorBoundary } from './error-boundary.js';
import { BrowserRouter } from 'react-router-dom';

function SessionSync() {
  useSessionSync();
  return null;
}

export function App() {
  return (
    <MantineProvider theme={venueTheme} cssVariablesResolver={venueCssVariables} defaultColorScheme="auto">
      <RenderErrorBoundary>
        <StateProvider>
          <SessionSync />
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </StateProvider>
      </RenderErrorBoundary>
    </MantineProvider>
  );
}
