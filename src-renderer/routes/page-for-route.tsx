// Renders a screen table entry: a settings screen inside the one settings page (spec §2), a built
// screen (lazily loaded), or the page that says the screen is not built yet.
import { Center, Loader } from '@mantine/core';
import { Suspense } from 'react';
import { NotBuiltPage } from '../pages/not-built-page.js';
import type { ScreenEntry } from '../screens/screen-table.js';
import { SettingsPage } from '../settings/settings-page.js';

export function PageForRoute({ route }: { route: ScreenEntry }) {
  if (route.settingsTab) return <SettingsPage entry={route} />;
  const Screen = route.component;
  if (!Screen) return <NotBuiltPage screen={route.screen} />;
  return (
    <Suspense
      fallback={
        <Center h="40vh">
          <Loader size="sm" aria-label={`Loading ${route.screen}`} />
        </Center>
      }
    >
      <Screen entry={route} />
    </Suspense>
  );
}
