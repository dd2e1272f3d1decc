import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en.js';
import { fr } from '../i18n/fr.js';
import { english, type Translate } from '../i18n/translate.js';
import {
  activeSidebarEntry,
  SIDEBAR_ENTRIES,
  sidebarEntriesFor,
  sidebarEntryView,
  sidebarHref,
} from './sidebar-entries.js';
import { isSearchTriggerVisible, isSidebarVisible } from './sidebar-visibility.js';

describe('sidebar entries (spec §2)', () => {
  it('lists the 19 entries in order: the spec’s 17, Refused changes and Messages', () => {
    expect(SIDEBAR_ENTRIES.map((e) => e.label)).toEqual([
      'Dashboard',
      'Reservation',
      'Grid',
      'Floorplan',
      'Requests',
      'Messages',
      'Guestlist',
      'Refused changes',
      'IRD',
      'House Keeping',
      'Spa & Wellness',
      'Concierge',
      'The Market',
      'Clients',
      'Products',
      'Marketing',
      'Reports',
      'Settings',
      'Contact & Support',
    ]);
  });

  it('links under /{restaurantname}/{userroletype}', () => {
    const prefix = '/harbour-bistro/admin';
    expect(SIDEBAR_ENTRIES.map((e) => sidebarHref(prefix, e))).toContain('/harbour-bistro/admin/report');
    expect(sidebarHref(prefix, SIDEBAR_ENTRIES[0]!)).toBe(prefix);
  });

  it('leads the IRD entry to the restaurant live board in a venue without in-room dining', () => {
    const prefix = '/harbour-bistro/admin';
    const ird = SIDEBAR_ENTRIES.find((e) => e.label === 'IRD')!;
    expect(sidebarHref(prefix, ird, { inRoomDining: true })).toBe(
      `${prefix}/services/foodOrderManagement/ird/dashboard`,
    );
    expect(sidebarHref(prefix, ird, { inRoomDining: false })).toBe(
      `${prefix}/services/foodOrderManagement/restaurant1/liveOrders`,
    );
    // Only the IRD entry depends on it.
    const others = SIDEBAR_ENTRIES.filter((e) => e !== ird);
    expect(others.map((e) => sidebarHref(prefix, e, { inRoomDining: false }))).toEqual(
      others.map((e) => sidebarHref(prefix, e, { inRoomDining: true })),
    );
    // The restaurant's live board still lights the IRD entry (the food-orders area).
    expect(
      activeSidebarEntry(prefix, `${prefix}/services/foodOrderManagement/restaurant1/liveOrders`)?.label,
    ).toBe('IRD');
  });

  it('highlights the entry the path sits under', () => {
    const p = '/harbour-bistro/admin';
    expect(activeSidebarEntry(p, p)?.label).toBe('Dashboard');
    expect(activeSidebarEntry(p, `${p}/`)?.label).toBe('Dashboard');
    expect(activeSidebarEntry(p, `${p}/clients/profile`)?.label).toBe('Clients');
    expect(activeSidebarEntry(p, `${p}/settings/general/tax`)?.label).toBe('Settings');
    expect(activeSidebarEntry(p, `${p}/marketing/event`)?.label).toBe('Marketing');
    expect(activeSidebarEntry(p, `${p}/services/reservationManagement/grid`)?.label).toBe('Grid');
    expect(activeSidebarEntry(p, `${p}/services/foodOrderManagement/cne/liveOrders`)?.label).toBe('IRD');
    expect(activeSidebarEntry(p, `${p}/profile`)).toBeNull();
    expect(activeSidebarEntry(p, '/harbour-bistro/administrator')).toBeNull();
  });
});

describe('sidebar visibility (spec §2)', () => {
  it('is hidden on /login and under /admin', () => {
    expect(isSidebarVisible('/login', true)).toBe(false);
    expect(isSidebarVisible('/admin', true)).toBe(false);
    expect(isSidebarVisible('/admin/users', true)).toBe(false);
  });
  it('shows on console pages for a signed-in user', () => {
    expect(isSidebarVisible('/harbour-bistro/admin', true)).toBe(true);
    expect(isSidebarVisible('/not-authorized', true)).toBe(true);
  });
  it('waits for a user (there is nothing to link to)', () => {
    expect(isSidebarVisible('/harbour-bistro/admin', false)).toBe(false);
  });
  it('shows the search trigger only with a user and off /admin', () => {
    expect(isSearchTriggerVisible('/harbour-bistro/admin', true)).toBe(true);
    expect(isSearchTriggerVisible('/harbour-bistro/admin', false)).toBe(false);
    expect(isSearchTriggerVisible('/admin/users', true)).toBe(false);
  });
});

describe('sidebar by role', () => {
  it('hides Settings from a host, who may manage none of its screens, and shows it to an admin', () => {
    expect(sidebarEntriesFor('host').map((e) => e.label)).not.toContain('Settings');
    expect(sidebarEntriesFor('admin').map((e) => e.label)).toContain('Settings');
    expect(sidebarEntriesFor('manager').map((e) => e.label)).toContain('Settings');
  });
});

describe('sidebar counts (issue 30 §4)', () => {
  const messages = SIDEBAR_ENTRIES.find((e) => e.label === 'Messages')!;
  const french = i18next.createInstance();
  void french.init({
    resources: { en: { translation: en }, fr: { translation: fr } },
    lng: 'fr',
    initAsync: false,
  });
  const frenchT: Translate = (key, vars) => french.t(key, vars ?? {});

  it('leads Messages to /messages, for every role, and reads its count from the unread messages', () => {
    expect(sidebarHref('/harbour-bistro/host', messages)).toBe('/harbour-bistro/host/messages');
    expect(sidebarEntriesFor('host').map((e) => e.label)).toContain('Messages');
    expect(messages.count).toBe('messagesUnread');
    expect(activeSidebarEntry('/harbour-bistro/host', '/harbour-bistro/host/messages')?.label).toBe(
      'Messages',
    );
  });

  it('says the unread count in the name and shows it on a badge while there is any', () => {
    expect(sidebarEntryView(messages, { messagesUnread: 3 }, english)).toEqual({
      label: 'Messages',
      name: 'Messages, 3 unread',
      badge: 3,
    });
    // Nothing unread: the name still says so, and no badge draws the eye.
    expect(sidebarEntryView(messages, { messagesUnread: 0 }, english)).toEqual({
      label: 'Messages',
      name: 'Messages, 0 unread',
      badge: null,
    });
    // Not known yet (offline before the first answer): no count is made up.
    expect(sidebarEntryView(messages, { messagesUnread: null }, english)).toEqual({
      label: 'Messages',
      name: 'Messages',
      badge: null,
    });
  });

  it('says it in French too', () => {
    expect(sidebarEntryView(messages, { messagesUnread: 1 }, frenchT).name).toBe('Messages, 1 non lu');
    expect(sidebarEntryView(messages, { messagesUnread: 4 }, frenchT).name).toBe('Messages, 4 non lus');
  });

  it('gives other entries no count, whatever the unread messages', () => {
    const requests = SIDEBAR_ENTRIES.find((e) => e.label === 'Requests')!;
    expect(sidebarEntryView(requests, { messagesUnread: 5 }, english)).toEqual({
      label: 'Requests',
      name: 'Requests',
      badge: null,
    });
    expect(sidebarEntryView(requests, { messagesUnread: 5 }, frenchT).name).toBe('Demandes');
  });
});
