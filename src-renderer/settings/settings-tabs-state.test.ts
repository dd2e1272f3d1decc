import { describe, expect, it } from 'vitest';
import {
  editItem,
  INITIAL_SETTINGS_TABS,
  selectShiftTab,
  openTopTab,
  selectVenueTab,
  setSingleTabMode,
  startCreateShift,
  toggleTopTab,
} from './settings-tabs-state.js';

describe('settings tab state (spec §2)', () => {
  it('has the spec defaults', () => {
    expect(INITIAL_SETTINGS_TABS).toMatchObject({
      topTabs: ['General'],
      venueTab: 'Internal Terms Email',
      shiftTab: 'Properties',
      createShift: false,
      editableId: null,
      singleTabMode: false,
    });
  });
  it('selects several top tabs and deselects them again', () => {
    const two = toggleTopTab(INITIAL_SETTINGS_TABS, 'Website');
    expect(two.topTabs).toEqual(['General', 'Website']);
    expect(toggleTopTab(two, 'General').topTabs).toEqual(['Website']);
  });
  it('keeps at least one top tab selected', () => {
    expect(toggleTopTab(INITIAL_SETTINGS_TABS, 'General')).toBe(INITIAL_SETTINGS_TABS);
  });
  it('replaces the selection in single-tab mode', () => {
    const multi = toggleTopTab(INITIAL_SETTINGS_TABS, 'Website');
    const single = setSingleTabMode(multi, true);
    expect(single.topTabs).toEqual(['General']);
    expect(toggleTopTab(single, 'Accounts').topTabs).toEqual(['Accounts']);
    expect(toggleTopTab(single, 'General').topTabs).toEqual(['General']);
  });
  it('opens the area of the screen shown, keeping the others (one only in single-tab mode)', () => {
    const open = openTopTab(INITIAL_SETTINGS_TABS, 'Floorplan');
    expect(open.topTabs).toEqual(['General', 'Floorplan']);
    expect(openTopTab(open, 'Floorplan')).toBe(open);
    const single = setSingleTabMode(INITIAL_SETTINGS_TABS, true);
    expect(openTopTab(single, 'Accounts').topTabs).toEqual(['Accounts']);
    expect(openTopTab(single, 'General')).toBe(single);
  });
  it('switches venue and shift tabs', () => {
    expect(selectVenueTab(INITIAL_SETTINGS_TABS, 'Charges').venueTab).toBe('Charges');
    expect(selectShiftTab(INITIAL_SETTINGS_TABS, 'Booking').shiftTab).toBe('Booking');
  });
  it('starts a new shift on the Properties tab and ends editing', () => {
    const editing = editItem(selectShiftTab(INITIAL_SETTINGS_TABS, 'Booking'), 'shift-1');
    expect(editing.editableId).toBe('shift-1');
    const creating = startCreateShift(editing);
    expect(creating).toMatchObject({ createShift: true, editableId: null, shiftTab: 'Properties' });
    expect(editItem(creating, 'shift-2')).toMatchObject({ createShift: false, editableId: 'shift-2' });
  });
});
