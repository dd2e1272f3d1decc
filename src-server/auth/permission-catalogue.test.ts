import { describe, expect, it } from 'vitest';
import { ADMIN_ROLES, ROLE_NAMES } from '../../src-shared/constants.js';
import {
  PERMISSIONS,
  PERMISSION_KEYS,
  ROLE_DESCRIPTIONS,
  ROLE_GRANTS,
  roleHasPermission,
} from './permission-catalogue.js';

describe('permission catalogue', () => {
  it('grants every role only known permissions and describes every role', () => {
    for (const role of ROLE_NAMES) {
      expect(ROLE_DESCRIPTIONS[role]).toBeTruthy();
      for (const p of ROLE_GRANTS[role]) expect(PERMISSION_KEYS).toContain(p);
    }
    for (const key of PERMISSION_KEYS) expect(key.startsWith(`${PERMISSIONS[key].category}.`)).toBe(true);
  });

  it('gives the admin roles of spec §6 every permission', () => {
    for (const role of ADMIN_ROLES)
      for (const p of PERMISSION_KEYS) expect(roleHasPermission(role, p), `${role} ${p}`).toBe(true);
  });

  it('lets a host read users, the restaurant and roles but not manage users', () => {
    expect(roleHasPermission('host', 'users.read')).toBe(true);
    expect(roleHasPermission('host', 'restaurant.read')).toBe(true);
    expect(roleHasPermission('host', 'roles.read')).toBe(true);
    expect(roleHasPermission('host', 'users.manage')).toBe(false);
    expect(roleHasPermission('manager', 'users.manage')).toBe(false);
  });

  it('lets admins and managers confirm an implausible booking, but not a host', () => {
    expect(roleHasPermission('admin', 'reservations.confirm_implausible')).toBe(true);
    expect(roleHasPermission('manager', 'reservations.confirm_implausible')).toBe(true);
    expect(roleHasPermission('host', 'reservations.confirm_implausible')).toBe(false);
  });

  it('grants nothing to an unknown role', () => {
    expect(roleHasPermission('chef', 'users.read')).toBe(false);
  });
});
