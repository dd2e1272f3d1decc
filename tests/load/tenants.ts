// The load test's tenants: `count` venues beside the demo ones, each with a copy of a demo room,
// schedule and rules (Harbour Bistro's or Quay Cafe's, alternately, through the demo's own seeding
// under ids of another seed, so every row goes through a tenant write with its feed records) and
// one host who signs in.
import { and, eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { hashPassword } from '../../src-server/auth/password.js';
import * as schema from '../../src-server/db/schema/index.js';
import {
  DEMO_RESTAURANTS,
  DEMO_SEED_STEPS,
  type DemoRestaurant,
  type SeedContext,
} from '../../src-server/seed/demo.js';
import { HARBOUR_FLOOR, QUAY_FLOOR, seedFloorOf } from '../../src-server/seed/demo-floor.js';

export interface LoadTenant {
  slug: string;
  restaurantId: number;
  email: string;
  password: string;
}

const PASSWORD = 'load-host-password-1';

const roleTypesStep = (() => {
  const found = DEMO_SEED_STEPS.find((s) => s.name === 'role-types');
  if (!found) throw new Error('The demo seed has no "role-types" step.');
  return found;
})();

/** Creates the tenants in the database at `directUrl` (PostgreSQL itself, not PgBouncer). */
export async function seedLoadTenants(directUrl: string, count: number): Promise<LoadTenant[]> {
  const pool = new pg.Pool({ connectionString: directUrl, max: 2 });
  const db = drizzle(pool, { schema });
  const passwordHash = await hashPassword(PASSWORD);
  const tenants: LoadTenant[] = [];
  try {
    for (let n = 1; n <= count; n += 1) {
      // Harbour Bistro's room and Quay Cafe's alternately, each under ids of its own seed.
      const demo = DEMO_RESTAURANTS[(n - 1) % DEMO_RESTAURANTS.length] as DemoRestaurant;
      const floor = demo.slug === HARBOUR_FLOOR.slug ? HARBOUR_FLOOR : QUAY_FLOOR;
      const slug = `load-venue-${String(n).padStart(2, '0')}`;
      const tenant = { slug, restaurantId: 0, email: `host@${slug}.test`, password: PASSWORD };
      await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(schema.restaurants)
          .values({
            name: `Load Venue ${n}`,
            slug,
            timeZone: demo.timeZone,
            currency: demo.currency,
            addressLine1: demo.address.line1,
            addressLine2: demo.address.line2,
            city: demo.address.city,
            postcode: demo.address.postcode,
            country: demo.address.country,
            phone: demo.contact.phone,
            email: `bookings@${slug}.test`,
            website: null,
          })
          .returning({ id: schema.restaurants.id });
        if (!row) throw new Error(`Creating ${slug} failed: no row came back.`);
        tenant.restaurantId = row.id;
        const ctx: SeedContext = { tx, restaurantIds: new Map([[slug, row.id]]) };
        await roleTypesStep.run(ctx);
        await seedFloorOf(ctx, { ...floor, slug, seed: 100_000 + n });
        const [user] = await tx
          .insert(schema.users)
          .values({ email: tenant.email, passwordHash, firstName: 'Load', lastName: 'Host' })
          .returning({ id: schema.users.id });
        const [type] = await tx
          .select({ id: schema.roleTypes.id })
          .from(schema.roleTypes)
          .where(and(eq(schema.roleTypes.restaurantId, row.id), eq(schema.roleTypes.name, 'host')));
        if (!user || !type) throw new Error(`Creating the host of ${slug} failed.`);
        await tx
          .insert(schema.userRoles)
          .values({ userId: user.id, restaurantId: row.id, roleTypeId: type.id });
      });
      tenants.push(tenant);
    }
  } finally {
    await pool.end();
  }
  return tenants;
}

/** Rows of the acknowledged writes found in the database: client profiles by id, bookings by email. */
export async function countWrites(
  directUrl: string,
  clientIds: string[],
  bookingEmails: string[],
): Promise<{ clients: number; bookings: number }> {
  // Counting distinct rows against the list's length is only right when the list has no repeats.
  for (const [what, list] of [
    ['client id', clientIds],
    ['booking email', bookingEmails],
  ] as const)
    if (new Set(list).size !== list.length) throw new Error(`An acknowledged ${what} is listed twice.`);
  const client = new pg.Client({ connectionString: directUrl });
  await client.connect();
  try {
    const clients = await client.query<{ n: string }>(
      'select count(*) as n from clients where id = any($1::uuid[])',
      [clientIds],
    );
    const bookings = await client.query<{ n: string }>(
      'select count(distinct email) as n from reservations where email = any($1::text[])',
      [bookingEmails],
    );
    return { clients: Number(clients.rows[0]?.n ?? 0), bookings: Number(bookings.rows[0]?.n ?? 0) };
  } finally {
    await client.end();
  }
}
