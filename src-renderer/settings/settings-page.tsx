// Every settings route shares this page (spec §2): one settings sidebar grouped by area (the spec's
// top tabs, open or closed, at least one open) beside the screen of the route. The sidebar's entries
// come from the screen table (settings-entries.ts) and the selected one is the route's, so it always
// matches the screen. A screen is its screen-table view (screen-components.ts), else a declared
// resource's <ResourceAdmin>, else it is not built yet and says so. Pages with parts show them as
// in-page tabs (the venue settings' groups).
import type { TFunction } from 'i18next';
import { Center, Group, Loader, Stack, Title } from '@mantine/core';
import { Suspense, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { GroupedNav, type GroupedNavGroup } from '../kit/grouped-nav.js';
import { en } from '../i18n/en.js';
import { consolePrefix } from '../shell/console-paths.js';
import { ResourceAdmin } from '../resources/resource-admin.js';
import { screenComponent } from '../screens/screen-components.js';
import type { ScreenEntry } from '../screens/screen-entry.js';
import { sessionAtom } from '../session/session-atoms.js';
import { permissionsOf } from '../session/use-permissions.js';
import { ScreenAccessGate } from '../session/write-access.js';
import { NotBuiltNotice } from '../pages/not-built-notice.js';
import { PageFrame } from '../pages/page-frame.js';
import { useAtom, useAtomValue } from '../state/jotai.js';
import { settingsTabsAtom } from './settings-tabs-atom.js';
import { openTopTab, toggleTopTab } from './settings-tabs-state.js';
import {
  resourceOfSettingsPath,
  selectedSettingsEntry,
  settingsGroups,
  type SettingsEntry,
} from './settings-entries.js';

/** A settings screen's name in the console's language (its English name when it has no translation). */
export function screenName(t: TFunction, screen: string): string {
  const name = screen.replace(/^Settings: /, '');
  return Object.hasOwn(en.settings.screenNames, name) ? t(`settings.screenNames.${name}`) : name;
}

/** A sidebar entry's name: the spec's sub tab name for General's sub tabs, else the screen's. */
export function entryName(t: TFunction, entry: SettingsEntry): string {
  return entry.subTab ? t(`settings.subTabs.${entry.subTab}`) : screenName(t, entry.name);
}

function SettingsScreen({ entry, role }: { entry: ScreenEntry; role: string | null }) {
  const { t } = useTranslation();
  const resource = resourceOfSettingsPath(entry.path);
  const Screen = screenComponent(entry);
  const name = screenName(t, entry.screen);
  return (
    <ScreenAccessGate route={entry} screen={name} headingOrder={2}>
      {Screen ? (
        <Suspense
          fallback={
            <Center h={200}>
              <Loader size="sm" aria-label={t('settings.loading', { screen: name })} />
            </Center>
          }
        >
          <Screen entry={entry} />
        </Suspense>
      ) : resource ? (
        <ResourceAdmin key={resource.key} resource={resource} role={role} />
      ) : (
        <NotBuiltNotice>{t('settings.notBuilt', { screen: name })}</NotBuiltNotice>
      )}
    </ScreenAccessGate>
  );
}

export function SettingsPage({ entry }: { entry: ScreenEntry }) {
  const { t } = useTranslation();
  const [tabs, setTabs] = useAtom(settingsTabsAtom);
  const session = useAtomValue(sessionAtom);
  const headingId = useId();
  const prefix = consolePrefix(useLocation().pathname);
  const selected = selectedSettingsEntry(entry);
  const area = selected?.area ?? entry.settingsTab;
  // The area of the screen shown opens (the others stay as the person left them).
  useEffect(() => {
    if (area) setTabs((s) => openTopTab(s, area));
  }, [area, setTabs]);

  const permissions = permissionsOf(session);
  const groups: GroupedNavGroup[] = settingsGroups(permissions).map((g) => ({
    key: g.area,
    label: t(`settings.topTabs.${g.area}`),
    empty: t('settings.emptyArea'),
    items: g.entries.map((e) => ({
      key: e.subPath,
      label: entryName(t, e),
      href: `${prefix}${e.subPath}`,
      ...(e.built ? {} : { note: t('settings.notBuiltNote') }),
    })),
  }));
  // The heading names what is shown: the selected entry, or the screen reached from it.
  const heading = selected && selected.route === entry ? entryName(t, selected) : screenName(t, entry.screen);

  return (
    <PageFrame title={t('settings.title')}>
      <Group align="flex-start" gap="xl" wrap="nowrap">
        <GroupedNav
          label={t('settings.sidebar')}
          groups={groups}
          opened={tabs.topTabs}
          onToggle={(key) => setTabs((s) => toggleTopTab(s, key))}
          {...(selected ? { selected: selected.subPath } : {})}
        />
        <Stack component="section" aria-labelledby={headingId} gap="md" flex={1} miw={0}>
          <Title id={headingId} order={2} size="h4" fw={600}>
            {heading}
          </Title>
          <SettingsScreen entry={entry} role={session?.role ?? null} />
        </Stack>
      </Group>
    </PageFrame>
  );
}
