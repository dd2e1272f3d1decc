// Takes one permission from a built-in role for the duration of a test's work, straight in the
// database, and bumps the role's grants version so the permission cache reads the change at once.
import { and, eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../../src-server/db/client.js';
import { permissions, rolePermissions, roles, roleTypes } from '../../../src-server/db/schema/index.js';

export async function withoutRolePermission(
  db: AppDatabase,
  roleName: string,
  key: string,
  work: () => Promise<void>,
): Promise<void> {
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, roleName));
  const [permission] = await db
    .select({ id: permissions.id })
    .from(permissions)
    .where(eq(permissions.key, key));
  if (!role || !permission) throw new Error(`No ${roleName} role or permission ${key}`);
  const bump = () =>
    db
      .update(roleTypes)
      .set({ grantsVersion: sql`${roleTypes.grantsVersion} + 1` })
      .where(eq(roleTypes.roleId, role.id));
  await db
    .delete(rolePermissions)
    .where(and(eq(rolePermissions.roleId, role.id), eq(rolePermissions.permissionId, permission.id)));
  await bump();
  try {
    await work();
  } finally {
    await db
      .insert(rolePermissions)
      .values({ roleId: role.id, permissionId: permission.id })
      .onConflictDoNothing();
    await bump();
  }
}
