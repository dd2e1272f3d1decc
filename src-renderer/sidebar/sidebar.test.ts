import { describe, expect, it } from 'vitest';
import { activeSidebarEntry, SIDEBAR_ENTRIES, sidebarEntriesFor, sidebarHref } from './sidebar-entries.js';
import { isSearchTriggerVisible, isSidebarVisible } from './sidebar-visibility.js';

describe('sidebar entries (spec §2)', () => {
  it('lists the 18 entries in order', () => {
    expect(SIDEBAR_ENTRIES.map((e) => e.label)).toEqual([
      'Dashboard',
      'Reservation',
      'Grid',
      'Floorplan',
      'Requests',
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
