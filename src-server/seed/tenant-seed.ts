// Seeding one part of a demo tenant once: the restaurant must be seeded first, a tenant that
// already has rows of the part's marker table is left alone, and the rows go through one tenant
// write (feed records included) in the restaurant's time zone.
import { count, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { restaurants } from '../db/schema/index.js';
import { withTenantWrite, type TenantWrite } from '../sync/tenant-write.js';
import type { SeedContext } from './seed-step.js';

export async function seedTenantOnce(
  ctx: SeedContext,
  part: { slug: string; what: string; marker: PgTable & { restaurantId: AnyPgColumn } },
  seed: (write: TenantWrite, timeZone: string) => Promise<void>,
): Promise<void> {
  const restaurantId = ctx.restaurantIds.get(part.slug);
  if (restaurantId === undefined)
    throw new Error(`Seeding the ${part.what} of ${part.slug} failed: the restaurant was not seeded first.`);
  const [existing] = await ctx.tx
    .select({ n: count() })
    .from(part.marker)
    .where(eq(part.marker.restaurantId, restaurantId));
  if ((existing?.n ?? 0) > 0) return;
  const [restaurant] = await ctx.tx
    .select({ timeZone: restaurants.timeZone })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId));
  await withTenantWrite(ctx.tx, restaurantId, (write) => seed(write, restaurant?.timeZone ?? 'UTC'));
}
