import { ROLE_NAMES, type RoleName } from '../../src-shared/constants.js';
import { PERMISSION_KEYS, type Permission } from '../../src-shared/permissions.js';

// Where permissions are granted. Adding a permission is a data change: declare it in
// src-shared/permissions.ts, list it here under the roles that get it, and the server syncs the
// catalogue into the permissions/role_permissions tables at start.

export { PERMISSIONS, PERMISSION_KEYS, type Permission } from '../../src-shared/permissions.js';

export const ROLE_DESCRIPTIONS: Record<RoleName, string> = {
  super_admin: 'Everything, in every restaurant the user holds it in',
  admin: 'Runs the restaurant: users, settings and service',
  Table_Management_Admin_User: 'Administers table management for the restaurant',
  manager: 'Runs service: bookings, tables and the floor',
  host: 'Host stand: reads the book and seats guests',
};

const ALL: readonly Permission[] = PERMISSION_KEYS;
const READ_ONLY: readonly Permission[] = ['users.read', 'restaurant.read', 'roles.read'];
/** The host stand: runs the book and the floor, but does not change the room or the rules. */
const SERVICE: readonly Permission[] = [
  ...READ_ONLY,
  'reservations.read',
  'reservations.write',
  'tables.read',
  'floor.status',
  'shifts.read',
  'access_rules.read',
  'clients.read',
  'clients.write',
  'guests.read',
  'guests.write',
  'sync.pull',
  'sync.push',
];

export const ROLE_GRANTS: Record<RoleName, readonly Permission[]> = {
  super_admin: ALL,
  admin: ALL,
  Table_Management_Admin_User: ALL,
  manager: [...SERVICE, 'tables.manage', 'shifts.manage', 'access_rules.manage', 'clients.delete'],
  host: SERVICE,
};

export function roleHasPermission(role: string, permission: Permission): boolean {
  return isRoleName(role) && ROLE_GRANTS[role].includes(permission);
}

export function isRoleName(value: string): value is RoleName {
  return (ROLE_NAMES as readonly string[]).includes(value);
}
