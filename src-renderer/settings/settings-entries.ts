// The settings sidebar's entries, derived from the one screen table (no second hand-kept list):
// every settings route without a path parameter, grouped by its area (the spec §2 top tabs). A
// route with a parameter (a layout being edited) is reached from its list and selects that list's
// entry. Which entry is selected comes from the route the router matched, never from a state of
// its own, so the selected item always matches the screen.
import type { Resource } from '../../src-shared/resources/define-resource.js';
import { RESOURCES } from '../../src-shared/resources/registry.js';
import { CONSOLE_SCREENS } from '../screens/screen-table.js';
import { CONSOLE_PREFIX, type ScreenEntry } from '../screens/screen-entry.js';
import { routeAccess, screenAccess } from '../routes/route-access.js';
import { SETTINGS_GENERAL_SUB_TABS, SETTINGS_TOP_TABS } from './settings-tabs-state.js';

export type SettingsArea = (typeof SETTINGS_TOP_TABS)[number];

/** The declared resource whose settings screen a route path is. */
export function resourceOfSettingsPath(path: string): Resource | undefined {
  return RESOURCES.find((r) => r.screen.path !== undefined && path.endsWith(`/settings/${r.screen.path}`));
}

/** A settings screen shows something: a component of its own or a declared resource's admin. */
export const isBuiltSettingsScreen = (s: ScreenEntry): boolean =>
  s.view !== undefined || resourceOfSettingsPath(s.path) !== undefined;

/** The spec §2 General sub tabs, by the path of the screen each shows. */
const SUB_TAB_OF_PATH: Record<string, (typeof SETTINGS_GENERAL_SUB_TABS)[number]> = {
  'general/venue': 'Venue Settings',
  'general/clientTags': 'Client Tags',
  'general/reservationTags': 'Reservation Tags',
  'general/tax': 'Tax',
  'general/currency': 'Currency',
};

export interface SettingsEntry {
  route: ScreenEntry;
  area: SettingsArea;
  /** The path under the console prefix ('/settings/general/venue'). */
  subPath: string;
  /** The spec's General sub tab this entry is, if it is one (its name is then the spec's). */
  subTab?: (typeof SETTINGS_GENERAL_SUB_TABS)[number];
  /** The screen's English name ('Client tags'), the key of its translation. */
  name: string;
  built: boolean;
}

const subPathOf = (route: ScreenEntry) => route.path.slice(CONSOLE_PREFIX.length);

const entryOf = (route: ScreenEntry): SettingsEntry => {
  const subPath = subPathOf(route);
  const subTab = SUB_TAB_OF_PATH[subPath.replace(/^\/settings\//, '')];
  return {
    route,
    area: route.settingsTab ?? 'General',
    subPath,
    ...(subTab ? { subTab } : {}),
    name: route.screen.replace(/^Settings: /, ''),
    built: isBuiltSettingsScreen(route),
  };
};

const subTabOrder = (e: SettingsEntry) =>
  e.subTab ? SETTINGS_GENERAL_SUB_TABS.indexOf(e.subTab) : SETTINGS_GENERAL_SUB_TABS.length;

/** Every settings entry, area by area in the spec's top tab order; General opens with its sub tabs. */
export const SETTINGS_ENTRIES: readonly SettingsEntry[] = SETTINGS_TOP_TABS.flatMap((area) =>
  CONSOLE_SCREENS.filter((s) => s.settingsTab === area && !subPathOf(s).includes('/:'))
    .map(entryOf)
    .sort((a, b) => subTabOrder(a) - subTabOrder(b)),
);

/** The entry the settings landing (the main sidebar's Settings entry) shows: the default sub tab. */
export const SETTINGS_LANDING: SettingsEntry = SETTINGS_ENTRIES[0] as SettingsEntry;

/** The sidebar entry a matched settings route selects: itself, or the list it is reached from. */
export function selectedSettingsEntry(route: ScreenEntry): SettingsEntry | undefined {
  const own = SETTINGS_ENTRIES.find((e) => e.route === route);
  if (own) return own;
  const path = subPathOf(route);
  return SETTINGS_ENTRIES.filter((e) => path.startsWith(`${e.subPath}/`)).sort(
    (a, b) => b.subPath.length - a.subPath.length,
  )[0];
}

/** May a role holding `permissions` open this entry's screen? (A read-only one is offered; its URL shows why.) */
export const mayOpen = (entry: SettingsEntry, permissions: ReadonlySet<string>): boolean =>
  screenAccess(routeAccess(entry.route), permissions).kind !== 'forbidden';

export interface SettingsGroup {
  area: SettingsArea;
  entries: SettingsEntry[];
}

/** The sidebar's groups for a role: every area, each with the entries the role may open. */
export function settingsGroups(permissions: ReadonlySet<string>): SettingsGroup[] {
  return SETTINGS_TOP_TABS.map((area) => ({
    area,
    entries: SETTINGS_ENTRIES.filter((e) => e.area === area && mayOpen(e, permissions)),
  }));
}
