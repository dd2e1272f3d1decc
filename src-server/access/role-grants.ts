// What each role type may do: its template's defaults (role_permissions, synced from ROLE_GRANTS at
// start) overridden per permission by the restaurant (role_type_permissions). Reads go through the
// permission cache; writes bump the role type's grants_version in the same transaction.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { PERMISSION_KEYS } from '../../src-shared/permissions.js';
import { queryRows, type DbExecutor } from '../db/client.js';
import { permissions, roleTypePermissions, roleTypes } from '../db/schema/index.js';
import type { PermissionCache } from './permission-cache.js';

export interface RoleTypeKey {
  roleTypeId: number;
  grantsVersion: number;
  restaurantId: number;
}

/** Permission sets of role types, straight from the database. */
export async function readRoleTypeGrants(
  db: DbExecutor,
  roleTypeIds: readonly number[],
): Promise<Map<number, Set<string>>> {
  const sets = new Map<number, Set<string>>(roleTypeIds.map((id) => [id, new Set<string>()]));
  if (roleTypeIds.length === 0) return sets;
  const rows = (await queryRows(
    db,
    sql`select rt.id as role_type_id, p.key
        from role_types rt
        cross join permissions p
        left join role_permissions d on d.role_id = rt.role_id and d.permission_id = p.id
        left join role_type_permissions o on o.role_type_id = rt.id and o.permission_id = p.id
        where rt.id in (${sql.join(
          roleTypeIds.map((id) => sql`${id}`),
          sql`, `,
        )})
          and coalesce(o.granted, d.role_id is not null)`,
  )) as { role_type_id: number | string; key: string }[];
  for (const row of rows) sets.get(Number(row.role_type_id))?.add(row.key);
  return sets;
}

/** Permission sets of role types through the cache (a miss reads every missing one in one query). */
export async function roleTypeGrants(
  db: DbExecutor,
  keys: readonly RoleTypeKey[],
  cache?: PermissionCache,
): Promise<Map<number, ReadonlySet<string>>> {
  const result = new Map<number, ReadonlySet<string>>();
  const missing: RoleTypeKey[] = [];
  for (const key of keys) {
    if (result.has(key.roleTypeId)) continue;
    const cached = cache?.get(key.roleTypeId, key.grantsVersion);
    if (cached) result.set(key.roleTypeId, cached);
    else missing.push(key);
  }
  if (missing.length > 0) {
    const read = await readRoleTypeGrants(
      db,
      missing.map((k) => k.roleTypeId),
    );
    for (const key of missing) {
      const set = read.get(key.roleTypeId) ?? new Set<string>();
      cache?.set(key.roleTypeId, key.grantsVersion, key.restaurantId, set);
      result.set(key.roleTypeId, set);
    }
  }
  return result;
}

/** The template's default set (what a role type holds with no override of its own). */
export async function templateDefaults(db: DbExecutor, roleTypeId: number): Promise<Set<string>> {
  const rows = (await queryRows(
    db,
    sql`select p.key from role_types rt
        join role_permissions d on d.role_id = rt.role_id
        join permissions p on p.id = d.permission_id
        where rt.id = ${roleTypeId}`,
  )) as { key: string }[];
  return new Set(rows.map((r) => r.key));
}

/**
 * Makes the role type hold exactly `wanted`: an override row for each permission that differs from
 * the template's default, none for the others; bumps grants_version so every cache lets go of it.
 */
export async function writeRoleTypeGrants(
  db: DbExecutor,
  roleTypeId: number,
  wanted: ReadonlySet<string>,
): Promise<void> {
  const defaults = await templateDefaults(db, roleTypeId);
  const permissionRows = await db
    .select({ id: permissions.id, key: permissions.key })
    .from(permissions)
    .where(inArray(permissions.key, PERMISSION_KEYS));
  await db.delete(roleTypePermissions).where(eq(roleTypePermissions.roleTypeId, roleTypeId));
  const overrides = permissionRows
    .filter((p) => wanted.has(p.key) !== defaults.has(p.key))
    .map((p) => ({ roleTypeId, permissionId: p.id, granted: wanted.has(p.key) }));
  if (overrides.length > 0) await db.insert(roleTypePermissions).values(overrides);
  await bumpGrantsVersion(db, roleTypeId);
}

export async function bumpGrantsVersion(db: DbExecutor, roleTypeId: number): Promise<void> {
  await db
    .update(roleTypes)
    .set({ grantsVersion: sql`${roleTypes.grantsVersion} + 1` })
    .where(eq(roleTypes.id, roleTypeId));
}

/** Permissions of a role type that differ from its template's defaults. */
export async function customisedPermissions(
  db: DbExecutor,
  roleTypeIds: readonly number[],
): Promise<Map<number, string[]>> {
  const result = new Map<number, string[]>(roleTypeIds.map((id) => [id, []]));
  if (roleTypeIds.length === 0) return result;
  const rows = await db
    .select({ roleTypeId: roleTypePermissions.roleTypeId, key: permissions.key })
    .from(roleTypePermissions)
    .innerJoin(permissions, eq(permissions.id, roleTypePermissions.permissionId))
    .where(and(inArray(roleTypePermissions.roleTypeId, [...roleTypeIds])));
  for (const row of rows) result.get(row.roleTypeId)?.push(row.key);
  return result;
}
