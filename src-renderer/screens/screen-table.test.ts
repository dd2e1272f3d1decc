import { describe, expect, it } from 'vitest';
import { SIDEBAR_ENTRIES } from '../sidebar/sidebar-entries.js';
import {
  ADMIN_SCREENS as ADMIN_ROUTES,
  CONSOLE_SCREENS as PROTECTED_ROUTES,
  PUBLIC_SCREENS as PUBLIC_ROUTES,
  SCREENS as ROUTE_TABLE,
  screenById,
  screenHref,
} from './screen-table.js';
import { CONSOLE_PREFIX } from './screen-entry.js';
import { SCREEN_VIEWS, screenComponent } from './screen-components.js';

const SPEC_PUBLIC_PATHS = [
  '*',
  '/not-authorized',
  '/',
  '/list_your_restaurant',
  '/contactSupport',
  '/help',
  '/HelpTopic',
  '/bookADemo',
  '/jobOpenings',
  '/jobApplication/:id',
  '/workwithusForm',
  '/login',
  '/reset-password',
  '/reserveocean_TableManagement_SignUp',
];

const paths = new Set(ROUTE_TABLE.map((r) => r.path));
const normalise = (p: string) => p.replace(/\/+$/, '');

describe('screen table: the routes of spec §2', () => {
  it('lists every public route of the spec as public', () => {
    for (const path of SPEC_PUBLIC_PATHS) {
      const entry = PUBLIC_ROUTES.find((r) => r.path === path);
      expect(entry, path).toBeDefined();
      expect(entry?.needsUser).toBe(false);
    }
  });

  it('has a protected route for every sidebar path', () => {
    // Spec §2's 17 entries, Refused changes (issue 27: no refused change is out of reach) and
    // Messages (issue 30 §4: the unread count in the sidebar).
    expect(SIDEBAR_ENTRIES).toHaveLength(19);
    for (const entry of SIDEBAR_ENTRIES) {
      const path = `${CONSOLE_PREFIX}${entry.path}`;
      const route = PROTECTED_ROUTES.find((r) => normalise(r.path) === path);
      expect(route, entry.label).toBeDefined();
    }
  });

  it('makes every protected route need a user and a role check, under the console prefix', () => {
    for (const route of [...PROTECTED_ROUTES, ...ADMIN_ROUTES]) {
      expect(route.needsUser, route.path).toBe(true);
      expect(route.needsRole, route.path).toBe(true);
    }
    for (const route of PROTECTED_ROUTES)
      expect(route.path.startsWith(CONSOLE_PREFIX), route.path).toBe(true);
  });

  it('includes the spec groups that are easy to miss', () => {
    const expected = [
      'home2',
      'services/foodOrderManagement/cne/exportOrders',
      'services/reservationManagement/grid/foodOrderManagement/preOrders',
      'services/marketManagement/marketOrderManagement/tabs',
      'settings/floorplan/floorplanLayout/createLayout/:id',
      'settings/availability/availabilityQuickView',
      'settings/device',
      'tourDesk/:id/book',
      'menu/:id/manage',
      'marketing/email-centre/emails/',
      '404',
    ];
    for (const sub of expected) expect(paths.has(`${CONSOLE_PREFIX}/${sub}`), sub).toBe(true);
  });

  it('shares one page across every settings screen: each has its settings tab', () => {
    const settings = PROTECTED_ROUTES.filter((r) => r.path.includes('/settings/'));
    expect(settings.length).toBeGreaterThan(30);
    for (const s of settings) expect(s.settingsTab, s.path).toBeDefined();
    expect(screenById('settings').settingsTab).toBe('General');
    expect(PROTECTED_ROUTES.find((r) => r.path.endsWith('/settings/floorplan/tables'))?.settingsTab).toBe(
      'Floorplan',
    );
  });

  it('has no duplicate paths or ids and names every screen', () => {
    expect(paths.size).toBe(ROUTE_TABLE.length);
    const ids = ROUTE_TABLE.map((r) => r.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    for (const route of ROUTE_TABLE) expect(route.screen.length, route.path).toBeGreaterThan(0);
  });

  it('builds the host-stand screens and the shell pages, and leaves the rest saying so', () => {
    for (const id of [
      'dashboard',
      'reservation',
      'grid',
      'floorplan',
      'guestList',
      'clients',
      'login',
      'requests',
    ])
      expect(screenComponent(screenById(id)), id).toBeDefined();
    expect(screenComponent(screenById('contactSupport'))).toBeUndefined();
  });
});

describe('links derive from the screen table', () => {
  const prefix = '/harbour-bistro/host';
  it('fills the console prefix, path parameters and the query', () => {
    expect(screenHref(prefix, 'reservation')).toBe(`${prefix}/services/reservationManagement/reservation`);
    expect(screenHref(prefix, 'reservation', { query: { date: '2026-11-26', new: undefined } })).toBe(
      `${prefix}/services/reservationManagement/reservation?date=2026-11-26`,
    );
    expect(screenHref(prefix, 'productsEdit', { params: { id: 'p 1' } })).toBe(
      `${prefix}/products/edit/p%201`,
    );
    expect(screenHref(prefix, 'dashboard')).toBe(prefix);
    expect(screenHref(prefix, 'login')).toBe('/login');
  });
  it('refuses an unknown screen or a missing parameter instead of building a wrong link', () => {
    expect(() => screenHref(prefix, 'nope')).toThrow(/No screen/);
    expect(() => screenHref(prefix, 'productsEdit')).toThrow(/path parameter "id"/);
  });
});

describe('screen table: paths and views', () => {
  it('names only views the lazy component map has, and the map has no view no entry names', () => {
    const named = new Set(ROUTE_TABLE.flatMap((r) => (r.view ? [r.view] : [])));
    for (const view of named) expect(SCREEN_VIEWS[view], view).toBeDefined();
    for (const view of Object.keys(SCREEN_VIEWS)) expect(named.has(view), view).toBe(true);
  });
});
