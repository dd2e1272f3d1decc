// Every settings route shares this page (spec §2). The top tabs list the built screens of their
// area; a screen is its screen-table view (screen-components.ts), else a declared resource's <ResourceAdmin>, else it
// is not built yet and says so. Tab values are id-safe keys (see tab-key.ts).
import type { TFunction } from 'i18next';
import { en } from '../i18n/en.js';
import { Center, Chip, Group, Loader, NavLink, Stack, Tabs } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { Resource } from '../../src-shared/resources/define-resource.js';
import { RESOURCES } from '../../src-shared/resources/registry.js';
import { consolePrefix } from '../reservations/console-paths.js';
import { ResourceAdmin } from '../resources/resource-admin.js';
import { screenComponent } from '../screens/screen-components.js';
import { CONSOLE_PREFIX, CONSOLE_SCREENS, type ScreenEntry } from '../screens/screen-table.js';
import { sessionAtom } from '../session/session-atoms.js';
import { permissionsOf } from '../session/use-permissions.js';
import { ScreenAccessGate } from '../session/write-access.js';
import { routeAccess, screenAccess } from '../routes/route-access.js';
import { labelOfTabKey, tabKey } from '../shell/tab-key.js';
import { NotBuiltNotice } from '../pages/not-built-notice.js';
import { PageFrame } from '../pages/page-frame.js';
import { useConfirmLeave } from '../shell/unsaved-changes.js';
import { useAtom, useAtomValue } from '../state/jotai.js';
import { settingsTabsAtom } from './settings-tabs-atom.js';
import {
  selectSubTab,
  selectVenueTab,
  SETTINGS_GENERAL_SUB_TABS,
  SETTINGS_TOP_TABS,
  toggleTopTab,
  VENUE_SETTINGS_TABS,
} from './settings-tabs-state.js';

/** A settings screen's name in the console's language (its English name when it has no translation). */
function screenName(t: TFunction, screen: string): string {
  const name = screen.replace(/^Settings: /, '');
  return Object.hasOwn(en.settings.screenNames, name) ? t(`settings.screenNames.${name}`) : name;
}

/** The declared resource whose settings screen a route path is. */
export function resourceOfSettingsPath(path: string): Resource | undefined {
  return RESOURCES.find((r) => path.endsWith(`/settings/${r.screen.path}`));
}

/** Settings screens that show something: a component of their own or a declared resource's admin. */
export const BUILT_SETTINGS_SCREENS: readonly ScreenEntry[] = CONSOLE_SCREENS.filter(
  (s) => s.settingsTab !== undefined && (s.view !== undefined || resourceOfSettingsPath(s.path)),
);

/** The built settings screens of the chosen top tabs, for the settings nav. */
export function settingsNavFor(areas: readonly string[]): ScreenEntry[] {
  // A screen with a path parameter (a layout being edited) is reached from its list, not the nav.
  return BUILT_SETTINGS_SCREENS.filter(
    (s) =>
      s.settingsTab !== undefined &&
      areas.includes(s.settingsTab) &&
      !s.path.slice(CONSOLE_PREFIX.length).includes('/:'),
  );
}

/** A settings screen's path under the console prefix, without parameters ('/settings/…'). */
const settingsLink = (prefix: string, entry: ScreenEntry) =>
  `${prefix}${entry.path.slice(CONSOLE_PREFIX.length)}`;

function SettingsScreen({ entry, role }: { entry: ScreenEntry; role: string | null }) {
  const { t } = useTranslation();
  const resource = resourceOfSettingsPath(entry.path);
  const Screen = screenComponent(entry);
  return (
    <ScreenAccessGate route={entry} screen={screenName(t, entry.screen)} headingOrder={2}>
      {Screen ? (
        <Suspense
          fallback={
            <Center h={200}>
              <Loader size="sm" aria-label={`Loading ${entry.screen}`} />
            </Center>
          }
        >
          <Screen entry={entry} />
        </Suspense>
      ) : resource ? (
        <ResourceAdmin key={resource.key} resource={resource} role={role} />
      ) : null}
    </ScreenAccessGate>
  );
}

export function SettingsPage({ entry }: { entry: ScreenEntry }) {
  const { t } = useTranslation();
  const [tabs, setTabs] = useAtom(settingsTabsAtom);
  const session = useAtomValue(sessionAtom);
  // Switching the sub tab or the areas re-mounts the screen: unsaved edits there are asked about first.
  const confirmLeave = useConfirmLeave();
  const prefix = consolePrefix(useLocation().pathname);
  const built = BUILT_SETTINGS_SCREENS.includes(entry);
  const showGeneral = tabs.topTabs.includes('General');
  const section = entry.screen.replace(/^Settings: /, '');
  const areas = [...new Set([...tabs.topTabs, ...(entry.settingsTab ? [entry.settingsTab] : [])])];
  const permissions = permissionsOf(session);
  // A screen the role may not open is not offered (its URL shows a 403); a read-only one is.
  const screens = settingsNavFor(areas).filter(
    (s) => screenAccess(routeAccess(s), permissions).kind !== 'forbidden',
  );
  // Each tab list's selected tab controls a panel (aria-controls must name a real element); the
  // innermost panel holds the screen list and the screen (or the notice).
  const notice = (
    <Stack gap="md">
      {screens.length > 0 && (
        <Group gap={4} component="nav" aria-label={t('settings.screens')}>
          {screens.map((s) => (
            <NavLink
              key={s.id}
              component={Link}
              to={settingsLink(prefix, s)}
              label={`${s.settingsTab ? t(`settings.topTabs.${s.settingsTab}`) : ''} › ${screenName(t, s.screen)}`}
              active={s === entry}
              aria-current={s === entry ? 'page' : undefined}
              w="auto"
              py={4}
            />
          ))}
        </Group>
      )}
      {built ? (
        <SettingsScreen entry={entry} role={session?.role ?? null} />
      ) : (
        <NotBuiltNotice>
          The {section} settings screen arrives with later work. Selected: {tabs.topTabs.join(', ')}
          {showGeneral ? ` › ${tabs.subTab}` : ''}
          {showGeneral && tabs.subTab === 'Venue Settings' ? ` › ${tabs.venueTab}` : ''}.
        </NotBuiltNotice>
      )}
    </Stack>
  );

  return (
    <PageFrame title={t('settings.title')} subtitle={screenName(t, entry.screen)}>
      <Stack gap="md">
        <Group gap={6} role="group" aria-label={t('settings.areas')}>
          {SETTINGS_TOP_TABS.map((tab) => (
            <Chip
              key={tab}
              size="xs"
              checked={tabs.topTabs.includes(tab)}
              onChange={() => confirmLeave(() => setTabs((s) => toggleTopTab(s, tab)))}
            >
              {t(`settings.topTabs.${tab}`)}
            </Chip>
          ))}
        </Group>
        {showGeneral ? (
          <Tabs
            value={tabKey(tabs.subTab)}
            onChange={(v) => {
              const tab = labelOfTabKey(SETTINGS_GENERAL_SUB_TABS, v);
              if (tab) confirmLeave(() => setTabs((s) => selectSubTab(s, tab)));
            }}
            keepMounted={false}
          >
            <Tabs.List aria-label={t('settings.general')}>
              {SETTINGS_GENERAL_SUB_TABS.map((tab) => (
                <Tabs.Tab key={tab} value={tabKey(tab)} fz="sm">
                  {t(`settings.subTabs.${tab}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Tabs.Panel value={tabKey(tabs.subTab)} pt="md">
              {tabs.subTab === 'Venue Settings' ? (
                <Tabs
                  variant="pills"
                  value={tabKey(tabs.venueTab)}
                  onChange={(v) => {
                    const tab = labelOfTabKey(VENUE_SETTINGS_TABS, v);
                    if (tab) setTabs((s) => selectVenueTab(s, tab));
                  }}
                  keepMounted={false}
                >
                  <Tabs.List aria-label={t('settings.venueTabs')}>
                    {VENUE_SETTINGS_TABS.map((tab) => (
                      <Tabs.Tab key={tab} value={tabKey(tab)} fz="xs">
                        {t(`settings.venueTabNames.${tabKey(tab)}`)}
                      </Tabs.Tab>
                    ))}
                  </Tabs.List>
                  <Tabs.Panel value={tabKey(tabs.venueTab)} pt="md">
                    {notice}
                  </Tabs.Panel>
                </Tabs>
              ) : (
                notice
              )}
            </Tabs.Panel>
          </Tabs>
        ) : (
          notice
        )}
      </Stack>
    </PageFrame>
  );
}
