// Role templates (spec §6 "templates (by key, clone, compare, search, stats)"): the five built-in
// roles with their default permissions (ROLE_GRANTS, synced into roles/role_permissions at start).
// A restaurant's role types are built from them; cloning one makes a custom role of the restaurant.
import { and, count, eq, inArray } from 'drizzle-orm';
import { ACCESS_MESSAGES } from '../../src-shared/access/access-messages.js';
import { PERMISSIONS, isPermission } from '../../src-shared/permissions.js';
import type { RoleComparison, RoleTemplate } from '../../src-shared/schemas/access.js';
import type { DbExecutor } from '../db/client.js';
import { permissions, rolePermissions, roleTypes, roles, userRoles } from '../db/schema/index.js';
import { notFound } from '../http/http-error.js';
import { readRoleTypeGrants } from './role-grants.js';
import { levelOfTemplate } from './role-service.js';

export async function listTemplates(db: DbExecutor): Promise<RoleTemplate[]> {
  const [roleRows, grantRows] = await Promise.all([
    db.select({ id: roles.id, name: roles.name, description: roles.description }).from(roles),
    db
      .select({ roleId: rolePermissions.roleId, key: permissions.key })
      .from(rolePermissions)
      .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId)),
  ]);
  return roleRows
    .map((r) => ({
      key: r.name,
      description: r.description,
      level: levelOfTemplate(r.name),
      permissions: grantRows
        .filter((g) => g.roleId === r.id)
        .map((g) => g.key)
        .sort(),
    }))
    .sort((a, b) => b.level - a.level);
}

export async function templateByKey(db: DbExecutor, key: string): Promise<RoleTemplate> {
  const found = (await listTemplates(db)).find((t) => t.key === key);
  if (!found) throw notFound(ACCESS_MESSAGES.unknownTemplate(key));
  return found;
}

/** Templates whose key or description, or one of whose permissions (key or description), matches. */
export async function searchTemplates(db: DbExecutor, query: string): Promise<RoleTemplate[]> {
  const q = query.trim().toLowerCase();
  if (q === '') return listTemplates(db);
  const matches = (text: string) => text.toLowerCase().includes(q);
  return (await listTemplates(db)).filter(
    (t) =>
      matches(t.key) ||
      matches(t.description) ||
      t.permissions.some((p) => matches(p) || (isPermission(p) && matches(PERMISSIONS[p].description))),
  );
}

/** Per template: how many of the restaurant's roles are built from it, who holds them, its size. */
export async function templateStats(db: DbExecutor, restaurantId: number) {
  const templates = await listTemplates(db);
  const [types, holders] = await Promise.all([
    db
      .select({ template: roles.name, n: count() })
      .from(roleTypes)
      .innerJoin(roles, eq(roles.id, roleTypes.roleId))
      .where(eq(roleTypes.restaurantId, restaurantId))
      .groupBy(roles.name),
    db
      .select({ template: roles.name, n: count() })
      .from(userRoles)
      .innerJoin(roleTypes, eq(roleTypes.id, userRoles.roleTypeId))
      .innerJoin(roles, eq(roles.id, roleTypes.roleId))
      .where(eq(userRoles.restaurantId, restaurantId))
      .groupBy(roles.name),
  ]);
  return templates.map((t) => ({
    key: t.key,
    role_types: types.find((x) => x.template === t.key)?.n ?? 0,
    users: holders.find((x) => x.template === t.key)?.n ?? 0,
    permissions: t.permissions.length,
  }));
}

/** The permission set of a name: the restaurant's role of that name, else the template of that key. */
async function setOf(db: DbExecutor, restaurantId: number, name: string): Promise<Set<string>> {
  const [type] = await db
    .select({ id: roleTypes.id })
    .from(roleTypes)
    .where(and(eq(roleTypes.restaurantId, restaurantId), eq(roleTypes.name, name)));
  if (type) return (await readRoleTypeGrants(db, [type.id])).get(type.id) ?? new Set();
  const [template] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(inArray(roles.name, [name]));
  if (!template) throw notFound(ACCESS_MESSAGES.unknownRole(name));
  return new Set((await templateByKey(db, name)).permissions);
}

export async function compareRoles(
  db: DbExecutor,
  restaurantId: number,
  a: string,
  b: string,
): Promise<RoleComparison> {
  const [setA, setB] = await Promise.all([setOf(db, restaurantId, a), setOf(db, restaurantId, b)]);
  return {
    a,
    b,
    both: [...setA].filter((p) => setB.has(p)).sort(),
    only_a: [...setA].filter((p) => !setB.has(p)).sort(),
    only_b: [...setB].filter((p) => !setA.has(p)).sort(),
  };
}
