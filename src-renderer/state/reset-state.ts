// Logout resets every feature's state (spec §4). Features register their reset here.
import {
  searchQueryAtom,
  searchResultsAtom,
  searchErrorAtom,
  searchOpenAtom,
} from '../search/search-atoms.js';
import { settingsTabsAtom } from '../settings/settings-tabs-atom.js';
import { INITIAL_SETTINGS_TABS } from '../settings/settings-tabs-state.js';
import { loginEmailAtom, loginErrorAtom } from '../pages/login-atoms.js';
import { atom } from './jotai.js';

export const resetStateAtom = atom(null, (_get, set) => {
  set(searchOpenAtom, false);
  set(searchQueryAtom, '');
  set(searchResultsAtom, null);
  set(searchErrorAtom, null);
  set(settingsTabsAtom, INITIAL_SETTINGS_TABS);
  set(loginEmailAtom, '');
  set(loginErrorAtom, null);
});
