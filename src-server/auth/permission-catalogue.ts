import type { RoleName } from '../../src-shared/constants.js';

// The roles' descriptions. Permissions and their grants are data in src-shared/permissions.ts (the
// console hides what a role may not do from the same table); the server syncs them into the
// permissions/role_permissions tables at start.

export {
  isRoleName,
  PERMISSIONS,
  PERMISSION_KEYS,
  ROLE_GRANTS,
  roleHasPermission,
  type Permission,
} from '../../src-shared/permissions.js';

export const ROLE_DESCRIPTIONS: Record<RoleName, string> = {
  super_admin: 'Everything, in every restaurant the user holds it in',
  admin: 'Runs the restaurant: users, settings and service',
  Table_Management_Admin_User: 'Administers table management for the restaurant',
  manager: 'Runs service: bookings, tables and the floor',
  host: 'Host stand: reads the book and seats guests',
};
