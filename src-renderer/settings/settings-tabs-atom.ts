import { atom } from '../state/jotai.js';
import { INITIAL_SETTINGS_TABS, type SettingsTabsState } from './settings-tabs-state.js';

export const settingsTabsAtom = atom<SettingsTabsState>(INITIAL_SETTINGS_TABS);
