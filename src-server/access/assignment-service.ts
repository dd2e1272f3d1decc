// Who holds which role (spec §6 "assignments (bulk, hierarchy, validate, history, context,
// shift-based)"): the one role a user holds in the restaurant (user_roles), and scoped roles on top
// that apply only during a shift and/or between dates (role_assignments). Guarded by role-guards.ts
// and recorded in the audit trail; the history of a user's roles is read back from that trail.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { ACCESS_MESSAGES } from '../../src-shared/access/access-messages.js';
import type { CreateAssignment, ScopedAssignment } from '../../src-shared/schemas/access.js';
import type { AuditEntry } from '../../src-shared/schemas/audit.js';
import type { AppDatabase, DbExecutor } from '../db/client.js';
import { roleAssignments, roleTypes, roles, shifts, userRoles } from '../db/schema/index.js';
import { HttpError, notFound, orNotFound } from '../http/http-error.js';
import { displayNameOf, recordAudit } from '../audit/audit-writer.js';
import { formatDisplayDate } from '../../src-shared/dates.js';
import { auditRows } from '../audit/audit-reader.js';
import { assignRefusal, guardAssign, type AccessActor, type RoleRef } from './role-guards.js';
import { requireRole, requireRoleByName, roleRef, type Caller } from './role-service.js';
import { requireShift } from './permission-checks.js';
import { heldRoleRows, scopedRoleRows, scopedShift, type ScopedRoleRow } from './role-rows.js';

/** The user's role in the restaurant, or a 404 (a user of another tenant is not revealed). */
export async function currentRole(
  db: DbExecutor,
  restaurantId: number,
  userId: number,
): Promise<RoleRef | null> {
  const [row] = await db
    .select({ roleTypeId: userRoles.roleTypeId })
    .from(userRoles)
    .where(and(eq(userRoles.restaurantId, restaurantId), eq(userRoles.userId, userId)));
  return row ? roleRef(await requireRole(db, restaurantId, row.roleTypeId)) : null;
}

async function requireCurrentRole(db: DbExecutor, restaurantId: number, userId: number): Promise<RoleRef> {
  return orNotFound(await currentRole(db, restaurantId, userId), ACCESS_MESSAGES.noRoleHere);
}

/** Gives the user another role in the restaurant (their one role there). */
export async function setUserRole(
  db: AppDatabase,
  restaurantId: number,
  caller: Caller,
  userId: number,
  roleName: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await requireCurrentRole(tx, restaurantId, userId);
    const role = roleRef(await requireRoleByName(tx, restaurantId, roleName));
    guardAssign(caller.actor, userId, current, role);
    if (current.id === role.id) return;
    await tx
      .update(userRoles)
      .set({ roleTypeId: role.id })
      .where(and(eq(userRoles.userId, userId), eq(userRoles.restaurantId, restaurantId)));
    // The trail names the user, not their id.
    const userName = await displayNameOf(tx, userId, `user ${userId}`);
    await recordAudit(tx, restaurantId, caller.audit, {
      entity: 'user_roles',
      entityId: userId,
      action: 'update',
      summary: `Role of ${userName} changed from ${current.name} to ${role.name}`,
      before: { user_id: userId, user_name: userName, role: current.name },
      after: { user_id: userId, user_name: userName, role: role.name },
    });
  });
}

/** The same role for many users; each is judged (and applied) on its own. */
export async function bulkSetRole(
  db: AppDatabase,
  restaurantId: number,
  caller: Caller,
  userIds: readonly number[],
  roleName: string,
): Promise<{ user_id: number; ok: boolean; message: string }[]> {
  const outcomes = [];
  for (const userId of new Set(userIds)) {
    try {
      await setUserRole(db, restaurantId, caller, userId, roleName);
      outcomes.push({ user_id: userId, ok: true, message: `Now ${roleName}` });
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
      outcomes.push({ user_id: userId, ok: false, message: error.message });
    }
  }
  return outcomes;
}

function scopedView(r: ScopedRoleRow): ScopedAssignment {
  return {
    id: r.id,
    user_id: r.userId,
    role: r.role,
    role_id: r.roleId,
    shift: scopedShift(r),
    starts_on: r.startsOn,
    ends_on: r.endsOn,
    note: r.note,
    created_at: r.createdAt.toISOString(),
  };
}

function scopedRows(db: DbExecutor, restaurantId: number, where?: SQL) {
  return scopedRoleRows(db, eq(roleAssignments.restaurantId, restaurantId), where);
}

export async function listAssignments(db: DbExecutor, restaurantId: number) {
  const [primary, scoped] = await Promise.all([
    heldRoleRows(db, eq(userRoles.restaurantId, restaurantId)),
    scopedRows(db, restaurantId),
  ]);
  return {
    roles: primary.map((p) => ({
      user_id: p.userId,
      name: [p.firstName, p.lastName].filter(Boolean).join(' '),
      role: p.roleName,
    })),
    scoped: scoped.map(scopedView),
  };
}

export async function scopedForShift(db: DbExecutor, restaurantId: number, shiftId: string) {
  return (await scopedRows(db, restaurantId, eq(roleAssignments.shiftId, shiftId))).map(scopedView);
}

/** Every reason the assignment would be refused (empty: it would be accepted). */
export async function assignmentRefusals(
  db: DbExecutor,
  restaurantId: number,
  actor: AccessActor,
  input: { user_id: number; role: string; shift_id: string | null },
): Promise<string[]> {
  const reasons: string[] = [];
  const current = await currentRole(db, restaurantId, input.user_id);
  if (!current) reasons.push(ACCESS_MESSAGES.noRoleHere);
  const [roleRow] = await db
    .select({ id: roleTypes.id })
    .from(roleTypes)
    .where(and(eq(roleTypes.restaurantId, restaurantId), eq(roleTypes.name, input.role)));
  if (!roleRow) reasons.push(ACCESS_MESSAGES.unknownRole(input.role));
  if (input.shift_id !== null) {
    const [shift] = await db
      .select({ id: shifts.id })
      .from(shifts)
      .where(and(eq(shifts.restaurantId, restaurantId), eq(shifts.id, input.shift_id)));
    if (!shift) reasons.push(ACCESS_MESSAGES.unknownShift);
  }
  if (roleRow) {
    const role = roleRef(await requireRole(db, restaurantId, roleRow.id));
    const refusal = assignRefusal(actor, input.user_id, current, role, input.shift_id !== null);
    if (refusal) reasons.push(refusal);
  }
  return reasons;
}

export async function createScoped(
  db: AppDatabase,
  restaurantId: number,
  caller: Caller,
  input: CreateAssignment,
): Promise<ScopedAssignment> {
  const id = await db.transaction(async (tx) => {
    const current = await requireCurrentRole(tx, restaurantId, input.user_id);
    const role = roleRef(await requireRoleByName(tx, restaurantId, input.role));
    guardAssign(caller.actor, input.user_id, current, role, true);
    const shift = input.shift_id ? await requireShift(tx, restaurantId, input.shift_id) : null;
    const [created] = await tx
      .insert(roleAssignments)
      .values({
        restaurantId,
        userId: input.user_id,
        roleTypeId: role.id,
        shiftId: input.shift_id,
        startsOn: input.starts_on,
        endsOn: input.ends_on,
        note: input.note,
        createdBy: caller.actor.userId,
      })
      .returning({ id: roleAssignments.id });
    if (!created) throw new Error('Inserting a role assignment returned no row');
    const scope = [
      shift ? `during ${shift.name}` : '',
      input.starts_on ? `from ${formatDisplayDate(input.starts_on)}` : '',
      input.ends_on ? `until ${formatDisplayDate(input.ends_on)}` : '',
    ].filter(Boolean);
    const userName = await displayNameOf(tx, input.user_id, `user ${input.user_id}`);
    await recordAudit(tx, restaurantId, caller.audit, {
      entity: 'role_assignments',
      entityId: created.id,
      action: 'create',
      summary: `${userName} holds ${role.name} ${scope.join(' ')}`.trim(),
      after: { ...input, user_name: userName, role: role.name },
    });
    return created.id;
  });
  const [row] = await scopedRows(db, restaurantId, eq(roleAssignments.id, id));
  if (!row) throw notFound();
  return scopedView(row);
}

export async function deleteScoped(
  db: AppDatabase,
  restaurantId: number,
  caller: Caller,
  id: number,
): Promise<{ id: number }> {
  await db.transaction(async (tx) => {
    const [row] = await scopedRows(tx, restaurantId, eq(roleAssignments.id, id));
    if (!row) throw notFound(`No role assignment with id ${id} in this restaurant`);
    const current = await currentRole(tx, restaurantId, row.userId);
    const role = roleRef(await requireRole(tx, restaurantId, row.roleId));
    // Taking a role away is judged like giving it: not above the caller, not someone above them.
    if (role.level > caller.actor.level || (current && current.level > caller.actor.level))
      guardAssign(caller.actor, row.userId, current, role, true);
    await tx.delete(roleAssignments).where(eq(roleAssignments.id, id));
    const userName = await displayNameOf(tx, row.userId, `user ${row.userId}`);
    await recordAudit(tx, restaurantId, caller.audit, {
      entity: 'role_assignments',
      entityId: id,
      action: 'delete',
      summary: `${userName} no longer holds ${row.role}${row.shiftName ? ` during ${row.shiftName}` : ''}`,
      before: { ...scopedView(row), user_name: userName },
    });
  });
  return { id };
}

/** The restaurant's roles by rank, each saying whether the caller may hand it out. */
export async function roleHierarchy(db: DbExecutor, restaurantId: number, actor: AccessActor) {
  const rows = await db
    .select({
      id: roleTypes.id,
      name: roleTypes.name,
      description: roleTypes.description,
      template: roles.name,
    })
    .from(roleTypes)
    .innerJoin(roles, eq(roles.id, roleTypes.roleId))
    .where(eq(roleTypes.restaurantId, restaurantId));
  return rows
    .map((r) => {
      const ref = roleRef({ ...r, restaurantId });
      return {
        role: r.name,
        template: r.template,
        level: ref.level,
        assignable: assignRefusal(actor, -1, null, ref) === null,
      };
    })
    .sort((a, b) => b.level - a.level || a.role.localeCompare(b.role));
}

/** The audit trail of a user in the restaurant: their account's changes, role changes and scoped roles. */
export async function assignmentHistory(
  db: DbExecutor,
  restaurantId: number,
  userId: number,
): Promise<AuditEntry[]> {
  return auditRows(
    db,
    restaurantId,
    sql`((entity in ('user_roles', 'role_assignments') and (
      (after ->> 'user_id')::int = ${userId} or (before ->> 'user_id')::int = ${userId}))
      or (entity = 'users' and entity_id = ${String(userId)}))`,
  );
}
