import { describe, expect, it } from 'vitest';
import { SIDEBAR_ENTRIES } from '../sidebar/sidebar-entries.js';
import { ADMIN_ROUTES, CONSOLE_PREFIX, PROTECTED_ROUTES, PUBLIC_ROUTES, ROUTE_TABLE } from './route-table.js';

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

describe('route table (spec §2)', () => {
  it('lists every public route of the spec as public', () => {
    for (const path of SPEC_PUBLIC_PATHS) {
      const entry = PUBLIC_ROUTES.find((r) => r.path === path);
      expect(entry, path).toBeDefined();
      expect(entry?.needsUser).toBe(false);
    }
  });

  it('has a protected route for every sidebar path', () => {
    expect(SIDEBAR_ENTRIES).toHaveLength(17);
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

  it('shares one page across every settings screen', () => {
    const settings = PROTECTED_ROUTES.filter((r) => r.path.includes('/settings/'));
    expect(settings.length).toBeGreaterThan(30);
    expect(new Set(settings.map((r) => r.page))).toEqual(new Set(['settings']));
  });

  it('has no duplicate paths and names every screen', () => {
    expect(paths.size).toBe(ROUTE_TABLE.length);
    for (const route of ROUTE_TABLE) expect(route.screen.length, route.path).toBeGreaterThan(0);
  });
});
