// A restaurant's roles (role types) with their permissions: list, create (from a template or as a
// clone of one of the restaurant's roles), edit name, description and permissions, delete a custom
// role nobody holds. Every write is guarded (role-guards.ts) and recorded in the audit trail.
import { and, asc, count, eq } from 'drizzle-orm';
import { ACCESS_MESSAGES } from '../../src-shared/access/access-messages.js';
import { ROLE_LEVELS } from '../../src-shared/access/role-hierarchy.js';
import { isRoleName } from '../../src-shared/permissions.js';
import type { CreateRole, RoleDetail, UpdateRole } from '../../src-shared/schemas/access.js';
import type { AppDatabase, DbExecutor } from '../db/client.js';
import { roleTypes, roles, userRoles } from '../db/schema/index.js';
import { conflict, forbidden, notFound } from '../http/http-error.js';
import { recordAudit, type AuditActor } from '../audit/audit-writer.js';
import {
  customisedPermissions,
  readRoleTypeGrants,
  templateDefaults,
  writeRoleTypeGrants,
} from './role-grants.js';
import {
  guardGrantEdit,
  isSuperAdmin,
  withoutAdminArea,
  type AccessActor,
  type RoleRef,
} from './role-guards.js';

export const levelOfTemplate = (template: string) => (isRoleName(template) ? ROLE_LEVELS[template] : 0);

interface RoleRow {
  id: number;
  name: string;
  description: string;
  restaurantId: number;
  template: string;
}

const roleColumns = {
  id: roleTypes.id,
  name: roleTypes.name,
  description: roleTypes.description,
  restaurantId: roleTypes.restaurantId,
  template: roles.name,
};

export function roleRef(row: RoleRow): RoleRef {
  return {
    id: row.id,
    name: row.name,
    template: row.template,
    level: levelOfTemplate(row.template),
    builtIn: row.name === row.template,
  };
}

async function roleRows(db: DbExecutor, restaurantId: number): Promise<RoleRow[]> {
  return db
    .select(roleColumns)
    .from(roleTypes)
    .innerJoin(roles, eq(roles.id, roleTypes.roleId))
    .where(eq(roleTypes.restaurantId, restaurantId))
    .orderBy(asc(roleTypes.id));
}

/** One of the restaurant's roles by id, or a 404 that does not tell another tenant's from none. */
export async function requireRole(db: DbExecutor, restaurantId: number, id: number): Promise<RoleRow> {
  const [row] = await db
    .select(roleColumns)
    .from(roleTypes)
    .innerJoin(roles, eq(roles.id, roleTypes.roleId))
    .where(and(eq(roleTypes.restaurantId, restaurantId), eq(roleTypes.id, id)));
  if (!row) throw notFound(`No role with id ${id} in this restaurant`);
  return row;
}

export async function requireRoleByName(
  db: DbExecutor,
  restaurantId: number,
  name: string,
): Promise<RoleRow> {
  const [row] = await db
    .select(roleColumns)
    .from(roleTypes)
    .innerJoin(roles, eq(roles.id, roleTypes.roleId))
    .where(and(eq(roleTypes.restaurantId, restaurantId), eq(roleTypes.name, name)));
  if (!row) throw notFound(ACCESS_MESSAGES.unknownRole(name));
  return row;
}

async function details(db: DbExecutor, restaurantId: number, rows: RoleRow[]): Promise<RoleDetail[]> {
  const ids = rows.map((r) => r.id);
  const [grants, customised, counts] = await Promise.all([
    readRoleTypeGrants(db, ids),
    customisedPermissions(db, ids),
    db
      .select({ roleTypeId: userRoles.roleTypeId, n: count() })
      .from(userRoles)
      .where(eq(userRoles.restaurantId, restaurantId))
      .groupBy(userRoles.roleTypeId),
  ]);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    restaurant_id: r.restaurantId,
    template: r.template,
    level: levelOfTemplate(r.template),
    built_in: r.name === r.template,
    permissions: [...(grants.get(r.id) ?? [])].sort(),
    customised: [...(customised.get(r.id) ?? [])].sort(),
    user_count: counts.find((c) => c.roleTypeId === r.id)?.n ?? 0,
  }));
}

export async function listRoles(db: DbExecutor, restaurantId: number): Promise<RoleDetail[]> {
  return details(db, restaurantId, await roleRows(db, restaurantId));
}

export async function getRole(db: DbExecutor, restaurantId: number, id: number): Promise<RoleDetail> {
  const [detail] = await details(db, restaurantId, [await requireRole(db, restaurantId, id)]);
  if (!detail) throw notFound();
  return detail;
}

async function assertNameFree(db: DbExecutor, restaurantId: number, name: string, exceptId?: number) {
  const [taken] = await db
    .select({ id: roleTypes.id })
    .from(roleTypes)
    .where(and(eq(roleTypes.restaurantId, restaurantId), eq(roleTypes.name, name)));
  if (taken && taken.id !== exceptId) throw conflict(ACCESS_MESSAGES.nameTaken(name));
}

export interface Caller {
  actor: AccessActor;
  audit: AuditActor;
}

export async function createRole(
  db: AppDatabase,
  restaurantId: number,
  caller: Caller,
  input: CreateRole,
): Promise<RoleDetail> {
  const id = await db.transaction(async (tx) => {
    let templateId: number;
    let template: string;
    let start: Set<string>;
    if (input.clone_of !== undefined) {
      const source = await requireRole(tx, restaurantId, input.clone_of);
      const [templateRow] = await tx
        .select({ id: roles.id })
        .from(roles)
        .where(eq(roles.name, source.template));
      if (!templateRow) throw notFound(ACCESS_MESSAGES.unknownTemplate(source.template));
      templateId = templateRow.id;
      template = source.template;
      start = (await readRoleTypeGrants(tx, [source.id])).get(source.id) ?? new Set();
    } else {
      const key = input.template ?? '';
      const [templateRow] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, key));
      if (!templateRow || !isRoleName(key)) throw notFound(ACCESS_MESSAGES.unknownTemplate(key));
      templateId = templateRow.id;
      template = key;
      start = new Set();
    }
    const level = levelOfTemplate(template);
    if (!isSuperAdmin(caller.actor) && level >= caller.actor.level)
      throw forbidden(ACCESS_MESSAGES.createAbove);
    await assertNameFree(tx, restaurantId, input.name);
    const [created] = await tx
      .insert(roleTypes)
      .values({ restaurantId, roleId: templateId, name: input.name, description: input.description })
      .returning({ id: roleTypes.id });
    if (!created) throw new Error('Inserting a role type returned no row');
    const defaults = await templateDefaults(tx, created.id);
    const ref: RoleRef = { id: created.id, name: input.name, template, level, builtIn: false };
    const wanted = input.permissions
      ? new Set<string>(input.permissions)
      : withoutAdminArea(ref, input.clone_of !== undefined ? start : defaults);
    guardGrantEdit(caller.actor, ref, defaults, wanted);
    await writeRoleTypeGrants(tx, created.id, wanted);
    await recordAudit(tx, restaurantId, caller.audit, {
      entity: 'roles',
      entityId: created.id,
      action: 'create',
      summary: `Role ${input.name} created from ${template}`,
      after: { name: input.name, template, description: input.description, permissions: [...wanted].sort() },
    });
    return created.id;
  });
  return getRole(db, restaurantId, id);
}

export async function updateRole(
  db: AppDatabase,
  restaurantId: number,
  caller: Caller,
  id: number,
  input: UpdateRole,
): Promise<RoleDetail> {
  await db.transaction(async (tx) => {
    const row = await requireRole(tx, restaurantId, id);
    const ref = roleRef(row);
    const before = (await readRoleTypeGrants(tx, [id])).get(id) ?? new Set<string>();
    const after = input.permissions ? new Set<string>(input.permissions) : before;
    guardGrantEdit(caller.actor, ref, before, after);
    if (input.name !== undefined && input.name !== row.name) {
      if (ref.builtIn) throw forbidden(ACCESS_MESSAGES.builtIn);
      await assertNameFree(tx, restaurantId, input.name, id);
    }
    const changes: Partial<typeof roleTypes.$inferInsert> = {};
    if (input.name !== undefined) changes.name = input.name;
    if (input.description !== undefined) changes.description = input.description;
    if (Object.keys(changes).length > 0) await tx.update(roleTypes).set(changes).where(eq(roleTypes.id, id));
    if (input.permissions) await writeRoleTypeGrants(tx, id, after);
    const added = [...after].filter((p) => !before.has(p)).sort();
    const removed = [...before].filter((p) => !after.has(p)).sort();
    await recordAudit(tx, restaurantId, caller.audit, {
      entity: 'roles',
      entityId: id,
      action: 'update',
      summary: [
        `Role ${input.name ?? row.name} updated`,
        added.length > 0 ? `granted ${added.join(', ')}` : '',
        removed.length > 0 ? `revoked ${removed.join(', ')}` : '',
      ]
        .filter(Boolean)
        .join('; '),
      before: { name: row.name, description: row.description, permissions: [...before].sort() },
      after: {
        name: input.name ?? row.name,
        description: input.description ?? row.description,
        permissions: [...after].sort(),
      },
    });
  });
  return getRole(db, restaurantId, id);
}

export async function deleteRole(
  db: AppDatabase,
  restaurantId: number,
  caller: Caller,
  id: number,
): Promise<{ id: number }> {
  await db.transaction(async (tx) => {
    const row = await requireRole(tx, restaurantId, id);
    const ref = roleRef(row);
    if (ref.builtIn) throw forbidden(ACCESS_MESSAGES.builtIn);
    if (!isSuperAdmin(caller.actor) && ref.level >= caller.actor.level)
      throw forbidden(ACCESS_MESSAGES.roleAtOrAbove);
    const [holders] = await tx.select({ n: count() }).from(userRoles).where(eq(userRoles.roleTypeId, id));
    if ((holders?.n ?? 0) > 0) throw conflict(ACCESS_MESSAGES.roleInUse(row.name, holders?.n ?? 0));
    const before = (await readRoleTypeGrants(tx, [id])).get(id) ?? new Set<string>();
    await tx.delete(roleTypes).where(eq(roleTypes.id, id));
    await recordAudit(tx, restaurantId, caller.audit, {
      entity: 'roles',
      entityId: id,
      action: 'delete',
      summary: `Role ${row.name} deleted`,
      before: { name: row.name, template: row.template, permissions: [...before].sort() },
    });
  });
  return { id };
}
