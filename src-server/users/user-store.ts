import { and, count, eq } from 'drizzle-orm';
import { API_MESSAGES } from '../../src-shared/errors.js';
import type { CreateUserRequest, UpdateUserRequest } from '../../src-shared/schemas/auth.js';
import { hashPassword } from '../auth/password.js';
import { revokeAllForUser } from '../auth/refresh-tokens.js';
import type { AppDatabase, DbExecutor } from '../db/client.js';
import { roleTypes, userRoles, users } from '../db/schema/index.js';
import { conflict, forbidden, notFound } from '../http/http-error.js';

// User management inside one tenant. Every function takes the tenant's restaurant id and treats a
// user without a role there as nonexistent (404), so ids of other tenants' users reveal nothing.

async function roleTypeId(db: DbExecutor, restaurantId: number, roleName: string): Promise<number> {
  const [row] = await db
    .select({ id: roleTypes.id })
    .from(roleTypes)
    .where(and(eq(roleTypes.restaurantId, restaurantId), eq(roleTypes.name, roleName)));
  if (!row) throw notFound(`This restaurant has no "${roleName}" role type.`);
  return row.id;
}

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

/** Only a super_admin may hand out or take away super_admin; otherwise an admin could escalate. */
function guardSuperAdmin(actorRole: string, ...roles: (string | undefined)[]): void {
  if (actorRole !== 'super_admin' && roles.includes('super_admin'))
    throw forbidden(API_MESSAGES.superAdminOnly);
}

export async function createUser(
  db: AppDatabase,
  restaurantId: number,
  actorRole: string,
  input: CreateUserRequest,
): Promise<number> {
  guardSuperAdmin(actorRole, input.role);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const email = input.email.toLowerCase();
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (existing) throw conflict(API_MESSAGES.emailTaken);
    const typeId = await roleTypeId(tx, restaurantId, input.role);
    const [created] = await tx
      .insert(users)
      .values({ email, passwordHash, firstName: input.first_name, lastName: input.last_name })
      .onConflictDoNothing()
      .returning({ id: users.id });
    // A concurrent create with the same email loses here rather than failing on the unique index.
    if (!created) throw conflict(API_MESSAGES.emailTaken);
    await tx.insert(userRoles).values({ userId: created.id, restaurantId, roleTypeId: typeId });
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
 * A password and the active flag belong to the person, across every restaurant they work for: an
 * admin may change them only when the admin also holds a role in each of those restaurants (the
 * user's own change is theirs). Otherwise the admin of one tenant could take over an account of
 * another.
 */
async function guardAccountTakeover(db: DbExecutor, actorUserId: number, userId: number): Promise<void> {
  if (actorUserId === userId) return;
  const [actorHas, userHas] = await Promise.all([
    restaurantIdsOf(db, actorUserId),
    restaurantIdsOf(db, userId),
  ]);
  if ([...userHas].some((id) => !actorHas.has(id))) throw forbidden(API_MESSAGES.userInOtherRestaurant);
}

export async function updateUser(
  db: AppDatabase,
  restaurantId: number,
  actor: { userId: number; role: string },
  userId: number,
  input: UpdateUserRequest,
): Promise<void> {
  const touchesAccount = input.password !== undefined || input.is_active !== undefined;
  if (touchesAccount) {
    // Checked before the (slow) hash as well as in the transaction.
    await requireUserInRestaurant(db, restaurantId, userId);
    await guardAccountTakeover(db, actor.userId, userId);
  }
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  await db.transaction(async (tx) => {
    const currentRole = await requireUserInRestaurant(tx, restaurantId, userId);
    guardSuperAdmin(actor.role, currentRole, input.role);
    if (touchesAccount) await guardAccountTakeover(tx, actor.userId, userId);
    if (input.role && input.role !== currentRole) {
      const typeId = await roleTypeId(tx, restaurantId, input.role);
      await tx
        .update(userRoles)
        .set({ roleTypeId: typeId })
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
  });
}

/** Removes the user from this restaurant; a user left with no restaurant at all is deleted. */
export async function deleteUser(
  db: AppDatabase,
  restaurantId: number,
  actorUserId: number,
  actorRole: string,
  userId: number,
): Promise<void> {
  if (userId === actorUserId) throw conflict(API_MESSAGES.cannotDeleteSelf);
  await db.transaction(async (tx) => {
    const currentRole = await requireUserInRestaurant(tx, restaurantId, userId);
    guardSuperAdmin(actorRole, currentRole);
    await tx
      .delete(userRoles)
      .where(and(eq(userRoles.userId, userId), eq(userRoles.restaurantId, restaurantId)));
    const [left] = await tx.select({ n: count() }).from(userRoles).where(eq(userRoles.userId, userId));
    if (!left || left.n === 0) await tx.delete(users).where(eq(users.id, userId));
  });
}
