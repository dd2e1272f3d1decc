import { eq } from 'drizzle-orm';
import { effectivePermissionsAt } from '../../src-shared/access/effective-permissions.js';
import { ROLE_LEVELS } from '../../src-shared/access/role-hierarchy.js';
import { isRoleName } from '../../src-shared/permissions.js';
import type { EffectiveGrants, ScopedGrant } from '../../src-shared/schemas/access.js';
import { instantToVenueLocal } from '../../src-shared/time.js';
import { roleTypeGrants } from '../access/role-grants.js';
import { heldRoleRows, scopedRoleRows, scopedShift } from '../access/role-rows.js';
import type { PermissionCache } from '../access/permission-cache.js';
import type { DbExecutor } from '../db/client.js';
import { roleAssignments, userRoles, users } from '../db/schema/index.js';
import type { Permission } from './permission-catalogue.js';

export interface Membership {
  userRoleId: number;
  restaurantId: number;
  restaurantName: string;
  restaurantSlug: string;
  timeZone: string;
  roleTypeId: number;
  roleName: string;
  /** The template the role type is built from, and its rank (src-shared/access/role-hierarchy.ts). */
  template: string;
  level: number;
  /** The role's own permissions, always held. */
  base: ReadonlySet<string>;
  /** Roles held on top, only during a shift and/or between dates. */
  scoped: readonly ScopedGrant[];
  /** What applies at the moment the access was loaded: base plus the scoped grants that apply. */
  permissions: ReadonlySet<string>;
}

export interface UserAccess {
  userId: number;
  email: string;
  isActive: boolean;
  /** In assignment order; the first is the user's primary restaurant. */
  memberships: Membership[];
}

export interface AccessOptions {
  /** Role types' permission sets, keyed by grants version (shared by the API node's requests). */
  cache?: PermissionCache;
  /** The moment shift-based roles are judged at (tests move it). */
  now?: Date;
}

const levelOf = (template: string) => (isRoleName(template) ? ROLE_LEVELS[template] : 0);

/** The user and every restaurant role they hold, read fresh per request so revocations apply at once. */
export async function loadUserAccess(
  db: DbExecutor,
  userId: number,
  options: AccessOptions = {},
): Promise<UserAccess | null> {
  const [user] = await db
    .select({ id: users.id, email: users.email, isActive: users.isActive })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;
  const [rows, scopedRows] = await Promise.all([
    heldRoleRows(db, eq(userRoles.userId, userId)),
    scopedRoleRows(db, eq(roleAssignments.userId, userId)),
  ]);
  const grants = await roleTypeGrants(
    db,
    [...rows, ...scopedRows.map((s) => ({ ...s, roleTypeId: s.roleId }))].map(
      ({ roleTypeId, grantsVersion, restaurantId }) => ({
        roleTypeId,
        grantsVersion,
        restaurantId,
      }),
    ),
    options.cache,
  );
  const now = options.now ?? new Date();
  const memberships = rows.map((m): Membership => {
    const base = grants.get(m.roleTypeId) ?? new Set<string>();
    const scoped = scopedRows
      .filter((s) => s.restaurantId === m.restaurantId)
      .map((s): ScopedGrant => ({
        assignment_id: s.id,
        role: s.role,
        shift: scopedShift(s),
        starts_on: s.startsOn,
        ends_on: s.endsOn,
        permissions: [...(grants.get(s.roleId) ?? [])],
      }));
    return {
      userRoleId: m.userRoleId,
      restaurantId: m.restaurantId,
      restaurantName: m.restaurantName,
      restaurantSlug: m.restaurantSlug,
      timeZone: m.timeZone,
      roleTypeId: m.roleTypeId,
      roleName: m.roleName,
      template: m.template,
      level: levelOf(m.template),
      base,
      scoped,
      permissions:
        scoped.length === 0
          ? base
          : effectivePermissionsAt({ base: [...base], scoped }, instantToVenueLocal(now, m.timeZone)),
    };
  });
  return { userId: user.id, email: user.email, isActive: user.isActive, memberships };
}

/** The one permission check every route goes through (via the access-control preHandler). */
export function membershipAllows(membership: Membership, permission: Permission): boolean {
  return membership.permissions.has(permission);
}

/** A membership's grants as the API reports them (GET /permissions/me, /permissions/user/{id}). */
export function effectiveGrantsOf(userId: number, m: Membership): EffectiveGrants {
  return {
    user_id: userId,
    restaurant_id: m.restaurantId,
    role: m.roleName,
    template: m.template,
    level: m.level,
    time_zone: m.timeZone,
    base: [...m.base].sort(),
    scoped: m.scoped.map((s) => ({ ...s, permissions: [...s.permissions].sort() })),
    now: [...m.permissions].sort(),
  };
}
