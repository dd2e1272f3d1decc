// What the signed-in user may do now: their role's permissions plus the scoped roles that apply at
// this venue moment (GET /permissions/me, carried in the session), else their role's defaults while
// the grants are unknown. The console hides what this does not hold; the server refuses it anyway.
import { effectivePermissionsAt } from '../../src-shared/access/effective-permissions.js';
import { ROLE_GRANTS, isRoleName, type Permission } from '../../src-shared/permissions.js';
import type { Session } from '../../src-shared/schemas/auth.js';
import { instantToVenueLocal } from '../../src-shared/time.js';
import { sessionAtom } from './session-atoms.js';
import { useAtomValue } from '../state/jotai.js';

export type PermissionSet = ReadonlySet<string>;

export function permissionsOf(session: Session | null, now = new Date()): PermissionSet {
  if (!session?.user) return new Set();
  const grants = session.grants;
  if (grants) return effectivePermissionsAt(grants, instantToVenueLocal(now, grants.time_zone));
  const role = session.role;
  return new Set(role && isRoleName(role) ? ROLE_GRANTS[role] : []);
}

export function usePermissions(): PermissionSet {
  return permissionsOf(useAtomValue(sessionAtom));
}

/** Whether the signed-in user holds the permission now. */
export function useCan(permission: Permission): boolean {
  return usePermissions().has(permission);
}
