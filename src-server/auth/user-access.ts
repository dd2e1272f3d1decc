import { asc, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../db/client.js';
import {
  permissions,
  restaurants,
  rolePermissions,
  roleTypes,
  roles,
  userRoles,
  users,
} from '../db/schema/index.js';
import type { Permission } from './permission-catalogue.js';

export interface Membership {
  userRoleId: number;
  restaurantId: number;
  restaurantName: string;
  restaurantSlug: string;
  roleTypeId: number;
  roleName: string;
  /** Permission keys granted to the role, from role_permissions. */
  permissions: ReadonlySet<string>;
}

export interface UserAccess {
  userId: number;
  email: string;
  isActive: boolean;
  /** In assignment order; the first is the user's primary restaurant. */
  memberships: Membership[];
}

/** The user and every restaurant role they hold, read fresh per request so revocations apply at once. */
export async function loadUserAccess(db: DbExecutor, userId: number): Promise<UserAccess | null> {
  const [user] = await db
    .select({ id: users.id, email: users.email, isActive: users.isActive })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;
  const rows = await db
    .select({
      roleId: roles.id,
      userRoleId: userRoles.id,
      restaurantId: userRoles.restaurantId,
      restaurantName: restaurants.name,
      restaurantSlug: restaurants.slug,
      roleTypeId: roleTypes.id,
      roleName: roles.name,
    })
    .from(userRoles)
    .innerJoin(roleTypes, eq(roleTypes.id, userRoles.roleTypeId))
    .innerJoin(roles, eq(roles.id, roleTypes.roleId))
    .innerJoin(restaurants, eq(restaurants.id, userRoles.restaurantId))
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(userRoles.id));
  const roleIds = [...new Set(rows.map((r) => r.roleId))];
  const grants =
    roleIds.length === 0
      ? []
      : await db
          .select({ roleId: rolePermissions.roleId, key: permissions.key })
          .from(rolePermissions)
          .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
          .where(inArray(rolePermissions.roleId, roleIds));
  const memberships = rows.map(({ roleId, ...m }) => ({
    ...m,
    permissions: new Set(grants.filter((g) => g.roleId === roleId).map((g) => g.key)),
  }));
  return { userId: user.id, email: user.email, isActive: user.isActive, memberships };
}

/** The one permission check every route goes through (via the access-control preHandler). */
export function membershipAllows(membership: Membership, permission: Permission): boolean {
  return membership.permissions.has(permission);
}
