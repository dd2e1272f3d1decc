// Renders a screen table entry: a settings screen inside the one settings page (spec §2), a built
// screen (lazily loaded), or the page that says the screen is not built yet.
import { Alert, Box, Center, Loader, Title } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NotBuiltPage } from '../pages/not-built-page.js';
import { screenComponent } from '../screens/screen-components.js';
import type { ScreenEntry } from '../screens/screen-table.js';
import { SettingsPage } from '../settings/settings-page.js';
import { usePermissions } from '../session/use-permissions.js';

/** A screen the user's role does not give them (the route exists; their permissions do not reach it). */
export function NotAllowedHere({ screen }: { screen: string }) {
  const { t } = useTranslation();
  return (
    <Box component="main" px="xl" py="lg" maw={720}>
      <Title order={1} size="h3" fw={600} mb="md">
        {screen}
      </Title>
      <Alert color="red" variant="light" title={t('shell.pages.notAuthorized')}>
        {t('shell.pages.notAllowedScreen', { screen: screen.toLowerCase() })}
      </Alert>
    </Box>
  );
}

export function PageForRoute({ route }: { route: ScreenEntry }) {
  const permissions = usePermissions();
  if (route.settingsTab) return <SettingsPage entry={route} />;
  const needs = route.anyOf ?? route.sidebar?.anyOf;
  if (needs && !needs.some((p) => permissions.has(p))) return <NotAllowedHere screen={route.screen} />;
  const Screen = screenComponent(route);
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
