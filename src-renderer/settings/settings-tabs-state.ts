// Spec §2 settings screen state: multi-select top tabs (default General, at least one stays
// selected), sub tab default Venue Settings, venue tab default Internal Terms Email, shift tab
// default Properties, a create-shift flag, an editable id and a single-tab mode.

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
  subTab: string;
  venueTab: string;
  shiftTab: string;
  createShift: boolean;
  editableId: string | null;
  singleTabMode: boolean;
}

export const INITIAL_SETTINGS_TABS: SettingsTabsState = {
  topTabs: ['General'],
  subTab: 'Venue Settings',
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

export function selectSubTab(state: SettingsTabsState, subTab: string): SettingsTabsState {
  return { ...state, subTab };
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
