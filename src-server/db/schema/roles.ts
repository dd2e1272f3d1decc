import { index, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';
import { tenantId, refInt, textOr, intOr, named } from './columns';

/** Role definitions shared by every restaurant (super_admin, admin, …); synced from the permission catalogue. */
export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    ...named(),
  },
  (t) => [uniqueIndex('roles_name_unique').on(t.name)],
);

export const permissions = pgTable(
  'permissions',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    category: text('category').notNull(),
    description: textOr('description'),
  },
  (t) => [uniqueIndex('permissions_key_unique').on(t.key)],
);

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: refInt('role_id', () => roles.id),
    permissionId: refInt('permission_id', () => permissions.id),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permissionId] })],
);

/**
 * A role as offered by one restaurant (spec §3 "role type": name, restaurant_id). `role_id` is the
 * template it is built from: the built-in role types carry their template's name, custom ones
 * (clones) another. What it may do is the template's defaults (role_permissions) overridden per
 * permission by role_type_permissions; `grants_version` moves with every change of its grants, so
 * the permission cache can key on it and never serve a stale set, on any API node.
 */
export const roleTypes = pgTable(
  'role_types',
  {
    id: serial('id').primaryKey(),
    restaurantId: tenantId(),
    roleId: refInt('role_id', () => roles.id, 'restrict'),
    ...named(),
    grantsVersion: intOr('grants_version', 1),
  },
  (t) => [uniqueIndex('role_types_restaurant_name_unique').on(t.restaurantId, t.name)],
);

/**
 * A user's role in one restaurant. restaurant_id is denormalised from the role type so that
 * "one role per user per restaurant" is a unique index, and tenant scoping needs no join.
 */
export const userRoles = pgTable(
  'user_roles',
  {
    id: serial('id').primaryKey(),
    userId: refInt('user_id', () => users.id),
    restaurantId: tenantId(),
    roleTypeId: refInt('role_type_id', () => roleTypes.id),
  },
  (t) => [
    uniqueIndex('user_roles_user_restaurant_unique').on(t.userId, t.restaurantId),
    index('user_roles_restaurant_idx').on(t.restaurantId),
  ],
);
