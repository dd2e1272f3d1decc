// Every settings route shares this page (spec §2). The tab state is real; the screens behind the
// tabs are not built yet and say so.
import { Chip, Group, Stack, Tabs } from '@mantine/core';
import { NotBuiltNotice } from '../pages/not-built-notice.js';
import { PageFrame } from '../pages/page-frame.js';
import { useAtom } from '../state/jotai.js';
import { settingsTabsAtom } from './settings-tabs-atom.js';
import {
  selectSubTab,
  selectVenueTab,
  SETTINGS_GENERAL_SUB_TABS,
  SETTINGS_TOP_TABS,
  toggleTopTab,
  VENUE_SETTINGS_TABS,
} from './settings-tabs-state.js';

export function SettingsPage({ screen }: { screen: string }) {
  const [tabs, setTabs] = useAtom(settingsTabsAtom);
  const showGeneral = tabs.topTabs.includes('General');
  const section = screen.replace(/^Settings: /, '');

  return (
    <PageFrame title="Settings" subtitle={section}>
      <Stack gap="md">
        <Group gap={6} role="group" aria-label="Settings areas">
          {SETTINGS_TOP_TABS.map((tab) => (
            <Chip
              key={tab}
              size="xs"
              checked={tabs.topTabs.includes(tab)}
              onChange={() => setTabs((s) => toggleTopTab(s, tab))}
            >
              {tab}
            </Chip>
          ))}
        </Group>
        {showGeneral && (
          <Tabs
            value={tabs.subTab}
            onChange={(v) => v && setTabs((s) => selectSubTab(s, v))}
            keepMounted={false}
          >
            <Tabs.List aria-label="General settings">
              {SETTINGS_GENERAL_SUB_TABS.map((t) => (
                <Tabs.Tab key={t} value={t} fz="sm">
                  {t}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
        )}
        {showGeneral && tabs.subTab === 'Venue Settings' && (
          <Tabs
            variant="pills"
            value={tabs.venueTab}
            onChange={(v) => v && setTabs((s) => selectVenueTab(s, v))}
            keepMounted={false}
          >
            <Tabs.List aria-label="Venue settings">
              {VENUE_SETTINGS_TABS.map((t) => (
                <Tabs.Tab key={t} value={t} fz="xs">
                  {t}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
        )}
        <NotBuiltNotice>
          The {section} settings screen arrives with later work. Selected: {tabs.topTabs.join(', ')}
          {showGeneral ? ` › ${tabs.subTab}` : ''}
          {showGeneral && tabs.subTab === 'Venue Settings' ? ` › ${tabs.venueTab}` : ''}.
        </NotBuiltNotice>
      </Stack>
    </PageFrame>
  );
}
