import { describe, expect, it } from 'vitest';
import { PERMISSION_KEYS } from '../../src-shared/permissions.js';
import { CONSOLE_SCREENS, screenById } from '../screens/screen-table.js';
import { SETTINGS_GENERAL_SUB_TABS, SETTINGS_TOP_TABS } from './settings-tabs-state.js';
import {
  SETTINGS_ENTRIES,
  SETTINGS_LANDING,
  selectedSettingsEntry,
  settingsGroups,
} from './settings-entries.js';

const settingsRoutes = CONSOLE_SCREENS.filter((s) => s.settingsTab !== undefined);

describe('the settings sidebar entries (spec §2)', () => {
  it('hold every settings route without a path parameter, each once, under its area', () => {
    const plain = settingsRoutes.filter((s) => !s.path.includes('/:', 1 + s.path.indexOf('/settings')));
    expect(SETTINGS_ENTRIES.map((e) => e.route)).toEqual(expect.arrayContaining(plain));
    expect(SETTINGS_ENTRIES).toHaveLength(plain.length);
    for (const e of SETTINGS_ENTRIES) expect(e.area).toBe(e.route.settingsTab);
  });

  it('go area by area in the top tab order, General opening with its sub tabs', () => {
    const areas = SETTINGS_ENTRIES.map((e) => SETTINGS_TOP_TABS.indexOf(e.area));
    expect(areas).toEqual([...areas].sort((a, b) => a - b));
    expect(SETTINGS_ENTRIES.slice(0, 5).map((e) => e.subTab)).toEqual([...SETTINGS_GENERAL_SUB_TABS]);
    expect(SETTINGS_ENTRIES.slice(0, 5).map((e) => e.subPath)).toEqual([
      '/settings/general/venue',
      '/settings/general/clientTags',
      '/settings/general/reservationTags',
      '/settings/general/tax',
      '/settings/general/currency',
    ]);
  });

  it('land on Venue Settings, where the main sidebar’s Settings entry leads', () => {
    expect(SETTINGS_LANDING.subTab).toBe('Venue Settings');
    expect(SETTINGS_LANDING.route).toBe(screenById('settings'));
  });

  it('select the entry of the route shown, and a list’s entry for a screen reached from it', () => {
    for (const e of SETTINGS_ENTRIES) expect(selectedSettingsEntry(e.route)).toBe(e);
    const editor = settingsRoutes.find((s) => s.path.endsWith('/createLayout/:id'));
    expect(editor).toBeDefined();
    expect(selectedSettingsEntry(editor!)?.subPath).toBe('/settings/floorplan/floorplanLayout');
  });

  it('give every area a group, Integration included, and show screens not built yet as such', () => {
    const groups = settingsGroups(new Set(PERMISSION_KEYS));
    expect(groups.map((g) => g.area)).toEqual([...SETTINGS_TOP_TABS]);
    const integration = groups.find((g) => g.area === 'Integration');
    expect(integration?.entries.map((e) => e.subPath)).toEqual([
      '/settings/integration/paymentIntegration',
      '/settings/integration/emailServiceProvider',
      '/settings/integration/pointOfSale',
    ]);
    // Payment integration keeps the venue's payment options, the email service provider its
    // provider and suppression list, Point of sale its POS connection.
    expect(integration?.entries.map((e) => e.built)).toEqual([true, true, true]);
    expect(groups.flatMap((g) => g.entries)).toHaveLength(SETTINGS_ENTRIES.length);
  });

  it('leave out the screens a role may not open', () => {
    // Venue settings open to a role that manages anything of the venue (the sidebar's rule); roles need their own.
    const none = settingsGroups(new Set(['tables.manage'])).flatMap((g) => g.entries);
    expect(none.some((e) => e.subPath === '/settings/accounts/roles')).toBe(false);
    expect(none.some((e) => e.subPath === '/settings/general/venue')).toBe(true);
  });
});
