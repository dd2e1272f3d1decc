// Who may hand out which role and which permission. Ranks come from the role's template
// (src-shared/access/role-hierarchy.ts):
// - nobody grants a role above their own; only a super_admin grants super_admin;
// - nobody raises their own role or gives themselves a role on top of it;
// - nobody changes someone ranked above them;
// - a role's permissions are changed only by someone ranked above it, and only to permissions the
//   editor holds; admin-area permissions go only to the admin roles of spec §6.
import type { FastifyRequest } from 'fastify';
import { ACCESS_MESSAGES } from '../../src-shared/access/access-messages.js';
import { isAdminAreaPermission, isAdminAreaRole } from '../../src-shared/access/role-hierarchy.js';
import { isPermission } from '../../src-shared/permissions.js';
import { requireTenant } from '../http/access-control.js';
import { forbidden } from '../http/http-error.js';
import { displayNameOf, terminalOf, type AuditActor } from '../audit/audit-writer.js';
import type { RouteDeps } from '../routes/route-deps.js';

/** The caller of an administration route, as the guards see them. */
export interface AccessActor {
  userId: number;
  roleTypeId: number;
  roleName: string;
  template: string;
  level: number;
  permissions: ReadonlySet<string>;
}

export const isSuperAdmin = (actor: Pick<AccessActor, 'template'>) => actor.template === 'super_admin';

/** The role being handed out or edited. */
export interface RoleRef {
  id: number;
  name: string;
  template: string;
  level: number;
  builtIn: boolean;
}

/** Why `actor` may not give `role` to the user (whose current role is `current`), or null. */
export function assignRefusal(
  actor: AccessActor,
  userId: number,
  current: Pick<RoleRef, 'id' | 'level'> | null,
  role: RoleRef,
  scoped = false,
): string | null {
  if (role.template === 'super_admin' && !isSuperAdmin(actor)) return ACCESS_MESSAGES.superAdminOnly;
  if (userId === actor.userId) {
    if (scoped) return ACCESS_MESSAGES.scopedSelf;
    if (current?.id !== role.id && role.level >= actor.level && !isSuperAdmin(actor))
      return ACCESS_MESSAGES.raiseOwn;
  }
  if (role.level > actor.level) return ACCESS_MESSAGES.aboveOwn;
  if (current && current.level > actor.level) return ACCESS_MESSAGES.targetAbove;
  return null;
}

export function guardAssign(...args: Parameters<typeof assignRefusal>): void {
  const refusal = assignRefusal(...args);
  if (refusal) throw forbidden(refusal);
}

/** Refuses an edit of `role`'s permissions from `before` to `after` that `actor` may not make. */
export function guardGrantEdit(
  actor: AccessActor,
  role: RoleRef,
  before: ReadonlySet<string>,
  after: ReadonlySet<string>,
): void {
  if (!isSuperAdmin(actor) && (role.level >= actor.level || role.id === actor.roleTypeId))
    throw forbidden(ACCESS_MESSAGES.roleAtOrAbove);
  for (const permission of after) {
    const adminArea = isPermission(permission) && isAdminAreaPermission(permission);
    if (adminArea && !(role.builtIn && isAdminAreaRole(role.name)))
      throw forbidden(ACCESS_MESSAGES.adminAreaOnly(permission));
    if (!before.has(permission) && !actor.permissions.has(permission))
      throw forbidden(ACCESS_MESSAGES.grantNotHeld(permission));
  }
}

/** A set without the admin-area permissions a role of this name cannot hold (a clone of admin). */
export function withoutAdminArea(
  role: Pick<RoleRef, 'name' | 'builtIn'>,
  set: Iterable<string>,
): Set<string> {
  const keep = role.builtIn && isAdminAreaRole(role.name);
  return new Set([...set].filter((p) => keep || !(isPermission(p) && isAdminAreaPermission(p))));
}

/** The verified caller of a tenant route, for the guards and for the audit trail. */
export async function callerOf(
  deps: Pick<RouteDeps, 'db'>,
  request: FastifyRequest,
): Promise<{ actor: AccessActor; audit: AuditActor; restaurantId: number }> {
  const { auth, tenant } = requireTenant(request);
  const actor: AccessActor = {
    userId: auth.access.userId,
    roleTypeId: tenant.roleTypeId,
    roleName: tenant.roleName,
    template: tenant.template,
    level: tenant.level,
    permissions: tenant.permissions,
  };
  const audit: AuditActor = {
    userId: auth.access.userId,
    name: await displayNameOf(deps.db, auth.access.userId, auth.access.email),
    role: tenant.roleName,
    terminal: terminalOf(request),
    source: 'api',
  };
  return { actor, audit, restaurantId: tenant.restaurantId };
}
