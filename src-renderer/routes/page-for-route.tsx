// Renders a screen table entry: a settings screen inside the one settings page (spec §2), a built
// screen (lazily loaded), or the page that says the screen is not built yet. A screen the user's
// role may not read is a 403 in its place; one they may not change is read-only and says why
// (ScreenAccessGate, from the route table's permissions).
import { Center, Loader } from '@mantine/core';
import { Suspense } from 'react';
import { NotBuiltPage } from '../pages/not-built-page.js';
import { screenComponent } from '../screens/screen-components.js';
import type { ScreenEntry } from '../screens/screen-entry.js';
import { SettingsPage } from '../settings/settings-page.js';
import { ScreenAccessGate } from '../session/write-access.js';

export function PageForRoute({ route }: { route: ScreenEntry }) {
  if (route.settingsTab) return <SettingsPage entry={route} />;
  const Screen = screenComponent(route);
  return (
    <ScreenAccessGate route={route} screen={route.screen}>
      {Screen ? (
        <Suspense
          fallback={
            <Center h="40vh">
              <Loader size="sm" aria-label={`Loading ${route.screen}`} />
            </Center>
          }
        >
          <Screen entry={route} />
        </Suspense>
      ) : (
        <NotBuiltPage screen={route.screen} />
      )}
    </ScreenAccessGate>
  );
}
