// The roles users hold, as every reader needs them: who may do what now (auth/user-access), the
// users list (users/user-view) and the assignments screen (access/assignment-service). One select
// for the role a user holds in a restaurant, one for scoped roles, one shape of a scoped role's shift.
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { ScopedAssignment } from '../../src-shared/schemas/access.js';
import type { DbExecutor } from '../db/client.js';
import {
  restaurants,
  roleAssignments,
  roleTypes,
  roles,
  shifts,
  userRoles,
  users,
} from '../db/schema/index.js';

/** The one role each user holds per restaurant matching `where`, in the order they were given. */
export function heldRoleRows(db: DbExecutor, where: SQL) {
  return db
    .select({
      userRoleId: userRoles.id,
      userId: userRoles.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      restaurantId: userRoles.restaurantId,
      restaurantName: restaurants.name,
      restaurantSlug: restaurants.slug,
      timeZone: restaurants.timeZone,
      roleTypeId: roleTypes.id,
      grantsVersion: roleTypes.grantsVersion,
      roleName: roleTypes.name,
      template: roles.name,
    })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .innerJoin(roleTypes, eq(roleTypes.id, userRoles.roleTypeId))
    .innerJoin(roles, eq(roles.id, roleTypes.roleId))
    .innerJoin(restaurants, eq(restaurants.id, userRoles.restaurantId))
    .where(where)
    .orderBy(asc(userRoles.id));
}

const scopedColumns = {
  id: roleAssignments.id,
  restaurantId: roleAssignments.restaurantId,
  userId: roleAssignments.userId,
  roleId: roleTypes.id,
  grantsVersion: roleTypes.grantsVersion,
  role: roleTypes.name,
  startsOn: roleAssignments.startsOn,
  endsOn: roleAssignments.endsOn,
  note: roleAssignments.note,
  createdAt: roleAssignments.createdAt,
  shiftId: shifts.id,
  shiftName: shifts.name,
  startTime: shifts.startTime,
  endTime: shifts.endTime,
  activeDays: shifts.activeDays,
  shiftActive: shifts.isActive,
};

/** The scoped roles matching `where`, oldest first, with their role type and shift. */
export function scopedRoleRows(db: DbExecutor, ...where: (SQL | undefined)[]) {
  return db
    .select(scopedColumns)
    .from(roleAssignments)
    .innerJoin(roleTypes, eq(roleTypes.id, roleAssignments.roleTypeId))
    .leftJoin(shifts, eq(shifts.id, roleAssignments.shiftId))
    .where(and(...where))
    .orderBy(asc(roleAssignments.id));
}

export type ScopedRoleRow = Awaited<ReturnType<typeof scopedRoleRows>>[number];

/** The shift a scoped role is limited to, as the API shows it (null: any time). */
export function scopedShift(r: ScopedRoleRow): ScopedAssignment['shift'] {
  return r.shiftId === null
    ? null
    : {
        id: r.shiftId,
        name: r.shiftName ?? '',
        start_time: r.startTime ?? '00:00',
        end_time: r.endTime ?? '00:00',
        active_days: r.activeDays ?? [],
        is_active: r.shiftActive ?? false,
      };
}
