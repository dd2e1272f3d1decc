import { and, eq, notInArray, sql } from 'drizzle-orm';
import { ROLE_NAMES } from '../../src-shared/constants.js';
import type { AppDatabase } from '../db/client.js';
import { permissions, rolePermissions, roleTypes, roles } from '../db/schema/index.js';
import {
  PERMISSIONS,
  PERMISSION_KEYS,
  ROLE_DESCRIPTIONS,
  ROLE_GRANTS,
  isRoleName,
} from './permission-catalogue.js';

/**
 * Makes roles, permissions and role_permissions equal to the catalogue. Runs at every start, so a
 * permission added to the catalogue (or a grant removed) takes effect without a hand-written migration.
 * role_permissions are the templates' defaults; a restaurant's own choices (role_type_permissions)
 * override them per permission and are left alone. Every role type's grants_version moves, so no
 * API node keeps a permission set cached from the old defaults.
 */
export async function syncPermissionCatalogue(db: AppDatabase): Promise<void> {
  await db.transaction(async (tx) => {
    for (const name of ROLE_NAMES) {
      await tx
        .insert(roles)
        .values({ name, description: ROLE_DESCRIPTIONS[name] })
        .onConflictDoUpdate({ target: roles.name, set: { description: sql`excluded.description` } });
    }
    for (const key of PERMISSION_KEYS) {
      const { category, description } = PERMISSIONS[key];
      await tx
        .insert(permissions)
        .values({ key, category, description })
        .onConflictDoUpdate({
          target: permissions.key,
          set: { category: sql`excluded.category`, description: sql`excluded.description` },
        });
    }
    await tx.delete(permissions).where(notInArray(permissions.key, PERMISSION_KEYS));

    const roleRows = await tx.select({ id: roles.id, name: roles.name }).from(roles);
    const permissionRows = await tx.select({ id: permissions.id, key: permissions.key }).from(permissions);
    const permissionIds = new Map(permissionRows.map((p) => [p.key, p.id]));
    for (const role of roleRows) {
      const granted = isRoleName(role.name) ? ROLE_GRANTS[role.name] : [];
      const ids = granted.map((key) => permissionIds.get(key)).filter((id): id is number => id !== undefined);
      if (ids.length > 0) {
        await tx
          .insert(rolePermissions)
          .values(ids.map((permissionId) => ({ roleId: role.id, permissionId })))
          .onConflictDoNothing();
        await tx
          .delete(rolePermissions)
          .where(and(eq(rolePermissions.roleId, role.id), notInArray(rolePermissions.permissionId, ids)));
      } else {
        await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, role.id));
      }
    }
    await tx.update(roleTypes).set({ grantsVersion: sql`${roleTypes.grantsVersion} + 1` });
  });
}
