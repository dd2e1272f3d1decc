// Every settings route shares this page (spec §2). The tab state is real; the screens behind the
// tabs are not built yet and say so. Tab values are id-safe keys (see tab-key.ts).
import { Chip, Group, Stack, Tabs } from '@mantine/core';
import { labelOfTabKey, tabKey } from '../shell/tab-key.js';
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
  // Each tab list's selected tab controls a panel (aria-controls must name a real element); the
  // innermost panel holds the notice.
  const notice = (
    <NotBuiltNotice>
      The {section} settings screen arrives with later work. Selected: {tabs.topTabs.join(', ')}
      {showGeneral ? ` › ${tabs.subTab}` : ''}
      {showGeneral && tabs.subTab === 'Venue Settings' ? ` › ${tabs.venueTab}` : ''}.
    </NotBuiltNotice>
  );

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
        {showGeneral ? (
          <Tabs
            value={tabKey(tabs.subTab)}
            onChange={(v) => {
              const tab = labelOfTabKey(SETTINGS_GENERAL_SUB_TABS, v);
              if (tab) setTabs((s) => selectSubTab(s, tab));
            }}
            keepMounted={false}
          >
            <Tabs.List aria-label="General settings">
              {SETTINGS_GENERAL_SUB_TABS.map((t) => (
                <Tabs.Tab key={t} value={tabKey(t)} fz="sm">
                  {t}
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
                  <Tabs.List aria-label="Venue settings">
                    {VENUE_SETTINGS_TABS.map((t) => (
                      <Tabs.Tab key={t} value={tabKey(t)} fz="xs">
                        {t}
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
