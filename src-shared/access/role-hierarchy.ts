// The role templates' rank. A role type of a restaurant takes the rank of the template it is built
// from, so a custom "floor_lead" cloned from manager ranks as a manager. Who may grant what follows
// from the ranks (see src-server/access/role-guards.ts): nobody grants a role above their own, only a
// super_admin hands out super_admin, and nobody raises their own role.
import { ADMIN_ROLES, type RoleName } from '../constants.js';
import { PERMISSIONS, type Permission } from '../permissions.js';

export const ROLE_LEVELS: Record<RoleName, number> = {
  super_admin: 100,
  admin: 80,
  Table_Management_Admin_User: 70,
  manager: 50,
  host: 10,
};

/** Spec §6: only these role names are allowed under /admin. */
export function isAdminAreaRole(name: string): boolean {
  return (ADMIN_ROLES as readonly string[]).includes(name);
}

/**
 * Permissions of the admin area (category `admin`) can be granted only to the role types named as
 * spec §6's admin roles, so the /admin API and the /admin screens agree on who gets in.
 */
export function isAdminAreaPermission(permission: Permission): boolean {
  return PERMISSIONS[permission].category === 'admin';
}

/** Role names of a restaurant's custom role types: they appear in console URLs. */
export const ROLE_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]{1,39}$/;
export const ROLE_NAME_MESSAGE =
  'Role name must start with a letter and use only letters, digits and underscores (2–40 characters)';
