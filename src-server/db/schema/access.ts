import { boolean, date, index, integer, pgTable, primaryKey, serial } from 'drizzle-orm/pg-core';
import { tenantId, createdAt, refInt, optionalRef, textOr } from './columns';
import { permissions, roleTypes } from './roles';
import { shifts } from './table-management';
import { users } from './users';

/**
 * A restaurant's own decision on one permission of one of its role types, over the template's
 * default. No row: the template's default applies (so a permission added to the catalogue later
 * reaches every role type with its default, and the defaults are what ROLE_GRANTS says).
 */
export const roleTypePermissions = pgTable(
  'role_type_permissions',
  {
    roleTypeId: refInt('role_type_id', () => roleTypes.id),
    permissionId: refInt('permission_id', () => permissions.id),
    granted: boolean('granted').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleTypeId, t.permissionId] })],
);

/**
 * A role held on top of the user's role in the restaurant (user_roles), only during a shift of
 * the venue and/or between two venue dates: e.g. a host who runs the floor as manager at dinner.
 */
export const roleAssignments = pgTable(
  'role_assignments',
  {
    id: serial('id').primaryKey(),
    restaurantId: tenantId(),
    userId: refInt('user_id', () => users.id),
    roleTypeId: refInt('role_type_id', () => roleTypes.id),
    shiftId: optionalRef('shift_id', () => shifts.id, 'cascade'),
    startsOn: date('starts_on', { mode: 'string' }),
    endsOn: date('ends_on', { mode: 'string' }),
    note: textOr('note'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('role_assignments_user_idx').on(t.userId),
    index('role_assignments_restaurant_idx').on(t.restaurantId),
  ],
);
