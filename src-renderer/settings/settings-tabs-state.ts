// Spec §2 settings screen state: multi-select top tabs (default General, at least one stays
// selected), sub tab default Venue Settings, venue tab default Internal Terms Email, shift tab
// default Properties, a create-shift flag, an editable id and a single-tab mode.
// Drawn as one settings sidebar: the top tabs are its area groups that are open (several may be,
// one at least stays open); the sub tab is the selected sidebar entry, which is the URL's (so it is
// not kept here; the settings landing is Venue Settings, see settings-entries.ts); the venue tab is
// the venue screen's in-page tab.

export const SETTINGS_TOP_TABS = [
  'General',
  'Availability',
  'Website',
  'Integration',
  'Accounts',
  'Floorplan',
] as const;
export const SETTINGS_GENERAL_SUB_TABS = [
  'Venue Settings',
  'Client Tags',
  'Reservation Tags',
  'Tax',
  'Currency',
] as const;
export const VENUE_SETTINGS_TABS = [
  'Internal Terms Email',
  'Guest Communication',
  'Reservation Config',
  'Charges',
] as const;

export interface SettingsTabsState {
  topTabs: readonly string[];
  venueTab: string;
  shiftTab: string;
  createShift: boolean;
  editableId: string | null;
  singleTabMode: boolean;
}

export const INITIAL_SETTINGS_TABS: SettingsTabsState = {
  topTabs: ['General'],
  venueTab: 'Internal Terms Email',
  shiftTab: 'Properties',
  createShift: false,
  editableId: null,
  singleTabMode: false,
};

/** Toggles a top tab; the last selected tab cannot be deselected. Single-tab mode replaces instead. */
export function toggleTopTab(state: SettingsTabsState, tab: string): SettingsTabsState {
  if (state.singleTabMode) return { ...state, topTabs: [tab] };
  const selected = state.topTabs.includes(tab);
  if (selected && state.topTabs.length === 1) return state;
  return { ...state, topTabs: selected ? state.topTabs.filter((t) => t !== tab) : [...state.topTabs, tab] };
}

export function setSingleTabMode(state: SettingsTabsState, on: boolean): SettingsTabsState {
  const first = state.topTabs[0] ?? 'General';
  return { ...state, singleTabMode: on, topTabs: on ? [first] : state.topTabs };
}

/** Opens an area's group (the area of the screen shown); single-tab mode keeps only that one open. */
export function openTopTab(state: SettingsTabsState, tab: string): SettingsTabsState {
  if (state.singleTabMode)
    return state.topTabs.length === 1 && state.topTabs[0] === tab ? state : { ...state, topTabs: [tab] };
  return state.topTabs.includes(tab) ? state : { ...state, topTabs: [...state.topTabs, tab] };
}

export function selectVenueTab(state: SettingsTabsState, venueTab: string): SettingsTabsState {
  return { ...state, venueTab };
}

export function selectShiftTab(state: SettingsTabsState, shiftTab: string): SettingsTabsState {
  return { ...state, shiftTab };
}

export function startCreateShift(state: SettingsTabsState): SettingsTabsState {
  return { ...state, createShift: true, editableId: null, shiftTab: INITIAL_SETTINGS_TABS.shiftTab };
}

export function editItem(state: SettingsTabsState, id: string | null): SettingsTabsState {
  return { ...state, editableId: id, createShift: false };
}
