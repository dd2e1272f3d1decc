import { describe, expect, it } from 'vitest';
import { chooseClientTab, CLIENT_TABS, clientTabKey, clientTabOfKey } from './client-tabs.js';

describe('client tab order', () => {
  it('moves the chosen tab to the front and keeps the others in order', () => {
    expect(chooseClientTab(CLIENT_TABS, 'Request History')).toEqual([
      'Request History',
      'Reservation History',
      'Order History',
      'Client Tier History',
      'Notes',
    ]);
  });

  it('keeps Notes last when Notes is chosen', () => {
    expect(chooseClientTab(CLIENT_TABS, 'Notes')).toEqual([...CLIENT_TABS]);
  });

  it('applies choices one after another', () => {
    const once = chooseClientTab(CLIENT_TABS, 'Client Tier History');
    expect(chooseClientTab(once, 'Order History')).toEqual([
      'Order History',
      'Client Tier History',
      'Reservation History',
      'Request History',
      'Notes',
    ]);
  });

  it('keeps Notes last whatever the order it is given', () => {
    expect(chooseClientTab(['Notes', 'Order History', 'Reservation History'], 'Reservation History')).toEqual(
      ['Reservation History', 'Order History', 'Notes'],
    );
  });
});

describe('client tab keys', () => {
  it('hold no whitespace (they become element ids in aria-controls) and map back to their tab', () => {
    for (const tab of CLIENT_TABS) {
      expect(clientTabKey(tab)).not.toMatch(/\s/);
      expect(clientTabOfKey(clientTabKey(tab))).toBe(tab);
    }
    expect(clientTabOfKey('Reservation History')).toBeUndefined();
  });
});
