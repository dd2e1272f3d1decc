import { and, count, eq } from 'drizzle-orm';
import { API_MESSAGES } from '../../src-shared/errors.js';
import type { CreateUserRequest, UpdateUserRequest } from '../../src-shared/schemas/auth.js';
import { hashPassword, verifyPassword } from '../auth/password.js';
import { revokeAllForUser } from '../auth/refresh-tokens.js';
import type { AppDatabase, DbExecutor } from '../db/client.js';
import { roleTypes, userRoles, users } from '../db/schema/index.js';
import { HttpError, conflict, forbidden, notFound } from '../http/http-error.js';
import { ACCESS_MESSAGES } from '../../src-shared/access/access-messages.js';
import { recordAudit } from '../audit/audit-writer.js';
import { currentRole } from '../access/assignment-service.js';
import { guardAssign, isSuperAdmin, type AccessActor, type RoleRef } from '../access/role-guards.js';
import { requireRoleByName, roleRef, type Caller } from '../access/role-service.js';

// User management inside one tenant. Every function takes the tenant's restaurant id and treats a
// user without a role there as nonexistent (404), so ids of other tenants' users reveal nothing.

export async function userIdsOfRestaurant(db: DbExecutor, restaurantId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(eq(userRoles.restaurantId, restaurantId))
    .orderBy(userRoles.userId);
  return rows.map((r) => r.userId);
}

/** The user's role name in the restaurant, or a 404 when they hold none there. */
export async function requireUserInRestaurant(
  db: DbExecutor,
  restaurantId: number,
  userId: number,
): Promise<string> {
  const [row] = await db
    .select({ roleName: roleTypes.name })
    .from(userRoles)
    .innerJoin(roleTypes, eq(roleTypes.id, userRoles.roleTypeId))
    .where(and(eq(userRoles.restaurantId, restaurantId), eq(userRoles.userId, userId)));
  if (!row) throw notFound();
  return row.roleName;
}

/** What the audit trail keeps of a user: never the password (only that it changed). */
async function userSnapshot(db: DbExecutor, restaurantId: number, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      isActive: users.isActive,
      role: roleTypes.name,
    })
    .from(users)
    .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.restaurantId, restaurantId)))
    .innerJoin(roleTypes, eq(roleTypes.id, userRoles.roleTypeId))
    .where(eq(users.id, userId));
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    is_active: row.isActive,
    role: row.role,
  };
}

const nameOf = (u: { first_name: string; last_name: string } | null) =>
  u ? [u.first_name, u.last_name].filter(Boolean).join(' ') : '';

/** Nobody changes or removes someone ranked above them (so an admin never touches a super_admin). */
function guardTarget(actor: AccessActor, userId: number, current: RoleRef): void {
  if (userId !== actor.userId && current.level > actor.level) throw forbidden(ACCESS_MESSAGES.targetAbove);
}

export async function createUser(
  db: AppDatabase,
  restaurantId: number,
  caller: Caller,
  input: CreateUserRequest,
): Promise<number> {
  // Checked before the (slow) hash as well as in the transaction.
  guardAssign(caller.actor, 0, null, roleRef(await requireRoleByName(db, restaurantId, input.role)));
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const email = input.email.toLowerCase();
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (existing) throw conflict(API_MESSAGES.emailTaken);
    const role = roleRef(await requireRoleByName(tx, restaurantId, input.role));
    guardAssign(caller.actor, 0, null, role);
    const [created] = await tx
      .insert(users)
      .values({ email, passwordHash, firstName: input.first_name, lastName: input.last_name })
      .onConflictDoNothing()
      .returning({ id: users.id });
    // A concurrent create with the same email loses here rather than failing on the unique index.
    if (!created) throw conflict(API_MESSAGES.emailTaken);
    await tx.insert(userRoles).values({ userId: created.id, restaurantId, roleTypeId: role.id });
    const after = await userSnapshot(tx, restaurantId, created.id);
    await recordAudit(tx, restaurantId, caller.audit, {
      entity: 'users',
      entityId: created.id,
      action: 'create',
      summary: `User ${nameOf(after)} (${email}) created as ${role.name}`,
      after,
    });
    return created.id;
  });
}

async function restaurantIdsOf(db: DbExecutor, userId: number): Promise<Set<number>> {
  const rows = await db
    .select({ restaurantId: userRoles.restaurantId })
    .from(userRoles)
    .where(eq(userRoles.userId, userId));
  return new Set(rows.map((r) => r.restaurantId));
}

/**
 * A password, an email and the active flag belong to the person, across every restaurant they work
 * for. A tenant admin may change them only for a user who works in the admin's restaurant alone; for
 * anyone who also works elsewhere they are the user's own (with their current password), and the
 * admin removes the user's membership of this restaurant instead (deleteUser). Holding roles in the
 * same restaurants is no authority: an admin of A who is a host of B must not set B's admin's password.
 */
async function guardAccountTakeover(
  db: DbExecutor,
  restaurantId: number,
  actorUserId: number,
  userId: number,
): Promise<void> {
  if (actorUserId === userId) return;
  const userHas = await restaurantIdsOf(db, userId);
  if ([...userHas].some((id) => id !== restaurantId)) throw forbidden(API_MESSAGES.userInOtherRestaurant);
}

/** Your own password through the user routes: only with the current one (as on /user/profile/password). */
async function guardOwnPassword(
  db: DbExecutor,
  userId: number,
  currentPassword: string | undefined,
  throttle: PasswordGuessThrottle | undefined,
): Promise<void> {
  if (currentPassword === undefined)
    throw new HttpError(422, API_MESSAGES.validationFailed, {
      current_password: [API_MESSAGES.currentPasswordRequired],
    });
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
  const check = async () => row !== undefined && (await verifyPassword(row.hash, currentPassword));
  const valid = throttle ? await throttle(check) : await check();
  if (!valid)
    throw new HttpError(400, API_MESSAGES.currentPasswordWrong, {
      current_password: [API_MESSAGES.currentPasswordWrong],
    });
}

/**
 * Runs a current-password check under the sign-in failure throttle (per account and source): it
 * answers 429 while the pair is slowed, and counts a wrong answer as a failure.
 */
export type PasswordGuessThrottle = (check: () => Promise<boolean>) => Promise<boolean>;

export async function updateUser(
  db: AppDatabase,
  restaurantId: number,
  caller: Caller,
  userId: number,
  input: UpdateUserRequest,
  throttle?: PasswordGuessThrottle,
): Promise<void> {
  const actor = caller.actor;
  const touchesAccount = input.password !== undefined || input.is_active !== undefined;
  // Checked before the (slow) hash as well as in the transaction.
  const before = await currentRole(db, restaurantId, userId);
  if (!before) throw notFound();
  guardTarget(actor, userId, before);
  if (touchesAccount) await guardAccountTakeover(db, restaurantId, actor.userId, userId);
  if (input.password !== undefined && userId === actor.userId)
    await guardOwnPassword(db, userId, input.current_password, throttle);
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  await db.transaction(async (tx) => {
    const current = await currentRole(tx, restaurantId, userId);
    if (!current) throw notFound();
    guardTarget(actor, userId, current);
    if (touchesAccount) await guardAccountTakeover(tx, restaurantId, actor.userId, userId);
    const snapshotBefore = await userSnapshot(tx, restaurantId, userId);
    if (input.role !== undefined && input.role !== current.name) {
      const role = roleRef(await requireRoleByName(tx, restaurantId, input.role));
      guardAssign(actor, userId, current, role);
      await tx
        .update(userRoles)
        .set({ roleTypeId: role.id })
        .where(and(eq(userRoles.userId, userId), eq(userRoles.restaurantId, restaurantId)));
    }
    const changes: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
    if (input.first_name !== undefined) changes.firstName = input.first_name;
    if (input.last_name !== undefined) changes.lastName = input.last_name;
    if (input.is_active !== undefined) changes.isActive = input.is_active;
    if (passwordHash) changes.passwordHash = passwordHash;
    await tx.update(users).set(changes).where(eq(users.id, userId));
    // A new password or a deactivation ends every existing session of the user.
    if (passwordHash || input.is_active === false) await revokeAllForUser(tx, userId);
    const after = await userSnapshot(tx, restaurantId, userId);
    const what = [
      input.is_active === false && snapshotBefore?.is_active ? 'deactivated' : '',
      input.is_active === true && !snapshotBefore?.is_active ? 'reactivated' : '',
      after?.role !== snapshotBefore?.role ? `role ${snapshotBefore?.role} → ${after?.role}` : '',
      passwordHash ? 'password set' : '',
    ].filter(Boolean);
    await recordAudit(tx, restaurantId, caller.audit, {
      entity: 'users',
      entityId: userId,
      action: 'update',
      summary: `User ${nameOf(after)} updated${what.length ? `: ${what.join(', ')}` : ''}`,
      before: snapshotBefore,
      after: { ...after, ...(passwordHash ? { password_changed: true } : {}) },
    });
  });
}

/** Removes the user from this restaurant; a user left with no restaurant at all is deleted. */
export async function deleteUser(
  db: AppDatabase,
  restaurantId: number,
  caller: Caller,
  userId: number,
): Promise<void> {
  if (userId === caller.actor.userId) throw conflict(API_MESSAGES.cannotDeleteSelf);
  await db.transaction(async (tx) => {
    const current = await currentRole(tx, restaurantId, userId);
    if (!current) throw notFound();
    guardTarget(caller.actor, userId, current);
    if (current.template === 'super_admin' && !isSuperAdmin(caller.actor))
      throw forbidden(API_MESSAGES.superAdminOnly);
    const before = await userSnapshot(tx, restaurantId, userId);
    await tx
      .delete(userRoles)
      .where(and(eq(userRoles.userId, userId), eq(userRoles.restaurantId, restaurantId)));
    const [left] = await tx.select({ n: count() }).from(userRoles).where(eq(userRoles.userId, userId));
    if (!left || left.n === 0) await tx.delete(users).where(eq(users.id, userId));
    await recordAudit(tx, restaurantId, caller.audit, {
      entity: 'users',
      entityId: userId,
      action: 'delete',
      summary: `User ${nameOf(before)} removed from the restaurant`,
      before,
    });
  });
}

/** Mails the user of the restaurant a reset link (an admin's "reset password"), recorded in the trail. */
export async function sendPasswordResetMail(
  db: AppDatabase,
  restaurantId: number,
  caller: Caller,
  userId: number,
  send: (email: string) => Promise<void>,
): Promise<void> {
  const current = await currentRole(db, restaurantId, userId);
  if (!current) throw notFound();
  guardTarget(caller.actor, userId, current);
  await guardAccountTakeover(db, restaurantId, caller.actor.userId, userId);
  const user = await userSnapshot(db, restaurantId, userId);
  if (!user) throw notFound();
  if (!user.is_active) throw conflict(API_MESSAGES.resetMailInactive);
  await send(user.email);
  await recordAudit(db, restaurantId, caller.audit, {
    entity: 'users',
    entityId: userId,
    action: 'password_reset_mail',
    summary: `Password reset mail sent to ${user.email}`,
  });
}
