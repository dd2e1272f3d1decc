// A screen table entry and the helpers that build one: the table itself (screen-table.ts) lists
// every route of spec §2 with them. Types only and pure builders, so any screen may import it.
import type { Permission } from '../../src-shared/permissions.js';
import type { SettingsTab as DeclaredSettingsTab } from '../../src-shared/resources/form-hints.js';
import type { SidebarIconName } from '../sidebar/sidebar-icons.js';

export type SettingsTab = DeclaredSettingsTab;

export interface ScreenProps {
  entry: ScreenEntry;
}

export interface SidebarHint {
  label: string;
  icon: SidebarIconName;
  /** Pages under this path also light the entry (its area of the console). */
  section?: string;
  /** Shown only to a role holding at least one of these (the server refuses the rest with 403). */
  anyOf?: readonly Permission[];
  /** Where the entry leads, relative to the prefix, in a venue without in-room dining (issue 29 §3). */
  withoutInRoomDining?: string;
  /** A live count the entry shows beside its name (and says in it), e.g. unread staff messages. */
  count?: SidebarCount;
}

/** The counts a sidebar entry can show: each is read from state the console already keeps. */
export type SidebarCount = 'messagesUnread';

export interface ScreenEntry {
  /** Stable id for links (`screenHref(prefix, 'reservation')`); unique. */
  id: string;
  /** React Router path pattern. */
  path: string;
  /** The screen's name as staff would call it. */
  screen: string;
  needsUser: boolean;
  needsRole: boolean;
  /**
   * The built screen's name in the lazy component map (screen-components.ts); absent means "not
   * built yet". Settings entries render inside the settings page.
   */
  view?: string;
  sidebar?: SidebarHint;
  /** Settings screens share one page (spec §2); this is their top tab. */
  settingsTab?: SettingsTab;
  /**
   * Shown only to a user holding at least one of these now (else "not authorized" in place); a
   * sidebar entry's `anyOf` counts too. The server refuses the same calls with 403 anyway.
   */
  anyOf?: readonly Permission[];
  /** Needed to change anything here; without it the screen is read-only, saying why (route-access.ts). */
  write?: Permission;
  /** The slug of the help topic that documents this screen (help/topics/<area>/<slug>.md). */
  help?: string;
}

export const CONSOLE_PREFIX = '/:restaurantname/:userroletype';

export type EntryOptions = Partial<Pick<ScreenEntry, 'view' | 'sidebar' | 'anyOf' | 'write' | 'help'>> & {
  id?: string;
};

const idOf = (path: string) =>
  path
    .replace(/^\//, '')
    .replace(/\/:\w+/g, '')
    .replace(/[^A-Za-z0-9]+(.)?/g, (_, c?: string) => (c ? c.toUpperCase() : '')) || 'root';

export const publicScreen = (path: string, screen: string, options: EntryOptions = {}): ScreenEntry => ({
  id: options.id ?? `public.${idOf(path)}`,
  path,
  screen,
  needsUser: false,
  needsRole: false,
  ...options,
});

export const consoleScreen = (subPath: string, screen: string, options: EntryOptions = {}): ScreenEntry => ({
  id: options.id ?? (idOf(subPath) === 'root' ? 'dashboard' : idOf(subPath)),
  path: subPath === '' ? CONSOLE_PREFIX : `${CONSOLE_PREFIX}/${subPath}`,
  screen,
  needsUser: true,
  needsRole: true,
  ...options,
});

const SETTINGS_TAB_OF_AREA: Record<string, SettingsTab> = {
  general: 'General',
  availability: 'Availability',
  website: 'Website',
  integration: 'Integration',
  accounts: 'Accounts',
  floorplan: 'Floorplan',
};

export const settingsScreen = (subPath: string, screen: string, options: EntryOptions = {}): ScreenEntry => ({
  ...consoleScreen(`settings/${subPath}`, `Settings: ${screen}`, options),
  settingsTab: SETTINGS_TAB_OF_AREA[subPath.split('/')[0] ?? ''] ?? 'General',
});
