import { asc, inArray } from 'drizzle-orm';
import type { User } from '../../src-shared/schemas/auth.js';
import { heldRoleRows } from '../access/role-rows.js';
import type { DbExecutor } from '../db/client.js';
import { userRoles, users } from '../db/schema/index.js';

/**
 * Builds spec §3 users in one pass for many ids. `preferredRestaurantId` picks which role is the
 * primary one (restaurantName, roleName, user_role_id[0]); without it the first-assigned role is.
 * `visibleRestaurantIds` (the caller's restaurants, when the caller is not the user) keeps only the
 * roles held there: where else a person works is not another tenant's business.
 * Users with no role at all (or none visible) are left out: the console cannot represent them.
 */
export async function buildUserViews(
  db: DbExecutor,
  userIds: readonly number[],
  preferredRestaurantId?: number,
  visibleRestaurantIds?: ReadonlySet<number>,
): Promise<User[]> {
  if (userIds.length === 0) return [];
  const userRows = await db
    .select()
    .from(users)
    .where(inArray(users.id, [...userIds]))
    .orderBy(asc(users.id));
  const roleRows = await heldRoleRows(db, inArray(userRoles.userId, [...userIds]));

  const views: User[] = [];
  for (const user of userRows) {
    const own = roleRows.filter(
      (r) => r.userId === user.id && (!visibleRestaurantIds || visibleRestaurantIds.has(r.restaurantId)),
    );
    const preferred = own.find((r) => r.restaurantId === preferredRestaurantId);
    const ordered = preferred ? [preferred, ...own.filter((r) => r !== preferred)] : own;
    const primary = ordered[0];
    if (!primary) continue;
    const details = (r: typeof primary) => ({
      id: r.restaurantId,
      shopName: r.restaurantName,
      slug: r.restaurantSlug,
    });
    views.push({
      id: user.id,
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      restaurantName: primary.restaurantSlug,
      roleName: primary.roleName,
      restaurantId: primary.restaurantId,
      primaryRole: primary.roleName,
      user_role_id: ordered.map((r) => ({
        id: r.userRoleId,
        roletypes: {
          id: r.roleTypeId,
          name: r.roleName,
          restaurant_id: r.restaurantId,
          restaurant_details: details(r),
        },
      })),
      restaurant_details: details(primary),
      is_active: user.isActive,
    });
  }
  return views;
}

export async function buildUserView(
  db: DbExecutor,
  userId: number,
  preferredRestaurantId?: number,
  visibleRestaurantIds?: ReadonlySet<number>,
): Promise<User | null> {
  const [view] = await buildUserViews(db, [userId], preferredRestaurantId, visibleRestaurantIds);
  return view ?? null;
}
