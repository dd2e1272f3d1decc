import { asc, count, eq } from 'drizzle-orm';
import type { RoleType } from '../../src-shared/schemas/auth.js';
import type { Restaurant as RestaurantRecord } from '../../src-shared/schemas/restaurant.js';
import type { DbExecutor } from '../db/client.js';
import { restaurants, roleTypes, userRoles } from '../db/schema/index.js';
import { notFound } from '../http/http-error.js';

type Row = typeof restaurants.$inferSelect;

export function toRestaurant(row: Row): RestaurantRecord {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    timeZone: row.timeZone,
    currency: row.currency,
    address: {
      line1: row.addressLine1,
      line2: row.addressLine2,
      city: row.city,
      postcode: row.postcode,
      country: row.country,
    },
    contact: { phone: row.phone, email: row.email, website: row.website },
    createdAt: row.createdAt.toISOString(),
  };
}

export async function getRestaurant(db: DbExecutor, id: number): Promise<RestaurantRecord> {
  const [row] = await db.select().from(restaurants).where(eq(restaurants.id, id));
  if (!row) throw notFound();
  return toRestaurant(row);
}

export async function restaurantDetails(db: DbExecutor, id: number) {
  const restaurant = await getRestaurant(db, id);
  const [users] = await db.select({ n: count() }).from(userRoles).where(eq(userRoles.restaurantId, id));
  const types = await listRoleTypes(db, id);
  return {
    ...restaurant,
    shopName: restaurant.name,
    userCount: users?.n ?? 0,
    roleTypes: types.map((t) => t.name),
  };
}

export async function listRoleTypes(db: DbExecutor, restaurantId: number): Promise<RoleType[]> {
  const rows = await db
    .select({
      id: roleTypes.id,
      name: roleTypes.name,
      restaurantId: restaurants.id,
      shopName: restaurants.name,
      slug: restaurants.slug,
    })
    .from(roleTypes)
    .innerJoin(restaurants, eq(restaurants.id, roleTypes.restaurantId))
    .where(eq(roleTypes.restaurantId, restaurantId))
    .orderBy(asc(roleTypes.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    restaurant_id: r.restaurantId,
    restaurant_details: { id: r.restaurantId, shopName: r.shopName, slug: r.slug },
  }));
}
