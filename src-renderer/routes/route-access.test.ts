import { describe, expect, it } from 'vitest';
import { ROLE_GRANTS } from '../../src-shared/permissions.js';
import { screenById } from '../screens/screen-table.js';
import { routeAccess, screenAccess } from './route-access.js';

const host = new Set<string>(ROLE_GRANTS.host);
const admin = new Set<string>(ROLE_GRANTS.admin);
const shifts = () => screenById('settingsAvailabilityShift');

describe('routeAccess', () => {
  it("takes a resource settings screen's read and manage permissions", () => {
    expect(routeAccess(shifts())).toEqual({ read: ['shifts.read'], write: 'shifts.manage' });
  });

  it("takes an entry's own permissions first", () => {
    expect(routeAccess(screenById('users'))).toEqual({ read: ['users.read'], write: 'users.manage' });
    expect(routeAccess(screenById('settings.roles'))).toEqual({ read: ['roles.manage'], write: undefined });
    expect(routeAccess(screenById('dashboard'))).toEqual({ read: undefined, write: undefined });
  });
});

describe('screenAccess', () => {
  it('shows Shifts read-only to a host, naming the permission they lack', () => {
    expect(screenAccess(routeAccess(shifts()), host)).toEqual({
      kind: 'read-only',
      permission: 'shifts.manage',
    });
  });

  it('lets an admin change Shifts', () => {
    expect(screenAccess(routeAccess(shifts()), admin)).toEqual({ kind: 'full' });
  });

  it('refuses a screen the role may not read (403), before any read-only question', () => {
    expect(screenAccess(routeAccess(screenById('settings.roles')), host)).toEqual({
      kind: 'forbidden',
      permission: 'roles.manage',
    });
    expect(screenAccess({ read: ['clients.read'], write: 'clients.write' }, new Set())).toEqual({
      kind: 'forbidden',
      permission: 'clients.read',
    });
  });

  it('lets anyone signed in open a screen that names no permission', () => {
    expect(screenAccess({ read: undefined, write: undefined }, new Set())).toEqual({ kind: 'full' });
  });
});
