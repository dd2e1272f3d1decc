import { describe, expect, it } from 'vitest';
import * as tabs from './settings-tabs-state.js';

describe('settings tab state (spec §2)', () => {
  it('has the spec defaults', () => {
    const { topTabs, venueTab, shiftTab, ...flags } = tabs.INITIAL_SETTINGS_TABS;
    expect([topTabs, venueTab, shiftTab]).toEqual([['General'], 'Internal Terms Email', 'Properties']);
    expect(flags).toEqual({ createShift: false, editableId: null, singleTabMode: false });
  });
  it('selects several top tabs and deselects them again', () => {
    const two = tabs.toggleTopTab(tabs.INITIAL_SETTINGS_TABS, 'Website');
    expect(two.topTabs).toEqual(['General', 'Website']);
    expect(tabs.toggleTopTab(two, 'General').topTabs).toEqual(['Website']);
  });
  it('keeps at least one top tab selected', () => {
    expect(tabs.toggleTopTab(tabs.INITIAL_SETTINGS_TABS, 'General')).toBe(tabs.INITIAL_SETTINGS_TABS);
  });
  it('replaces the selection in single-tab mode', () => {
    const multi = tabs.toggleTopTab(tabs.INITIAL_SETTINGS_TABS, 'Website');
    const single = tabs.setSingleTabMode(multi, true);
    expect(single.topTabs).toEqual(['General']);
    expect(tabs.toggleTopTab(single, 'Accounts').topTabs).toEqual(['Accounts']);
    expect(tabs.toggleTopTab(single, 'General').topTabs).toEqual(['General']);
  });
  it('opens the area of the screen shown, keeping the others (one only in single-tab mode)', () => {
    const open = tabs.openTopTab(tabs.INITIAL_SETTINGS_TABS, 'Floorplan');
    expect(open.topTabs).toEqual(['General', 'Floorplan']);
    expect(tabs.openTopTab(open, 'Floorplan')).toBe(open);
    const single = tabs.setSingleTabMode(tabs.INITIAL_SETTINGS_TABS, true);
    expect(tabs.openTopTab(single, 'Accounts').topTabs).toEqual(['Accounts']);
    expect(tabs.openTopTab(single, 'General')).toBe(single);
  });
  it('switches venue and shift tabs', () => {
    expect(tabs.selectVenueTab(tabs.INITIAL_SETTINGS_TABS, 'Charges').venueTab).toBe('Charges');
    expect(tabs.selectShiftTab(tabs.INITIAL_SETTINGS_TABS, 'Booking').shiftTab).toBe('Booking');
  });
  it('starts a new shift on the Properties tab and ends editing', () => {
    const editing = tabs.editItem(tabs.selectShiftTab(tabs.INITIAL_SETTINGS_TABS, 'Booking'), 'shift-1');
    expect(editing.editableId).toBe('shift-1');
    const creating = tabs.startCreateShift(editing);
    expect(creating).toMatchObject({ createShift: true, editableId: null, shiftTab: 'Properties' });
    expect(tabs.editItem(creating, 'shift-2')).toMatchObject({ createShift: false, editableId: 'shift-2' });
  });
});
