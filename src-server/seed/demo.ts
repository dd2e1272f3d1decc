import { and, count, eq } from 'drizzle-orm';
import { ROLE_NAMES, type RoleName } from '../../src-shared/constants.js';
import { hashPassword } from '../auth/password.js';
import type { AppDatabase } from '../db/client.js';
import type { SeedContext, SeedStep } from './seed-step.js';

export type { SeedContext, SeedStep };
import { restaurants, roleTypes, roles, userRoles, users } from '../db/schema/index.js';
import { demoClientsStep } from './demo-clients.js';
import { demoFloorStep } from './demo-floor.js';
import { demoTagsStep } from './demo-tags.js';
import { demoMenusStep } from './demo-menus.js';
import { demoReservationsStep } from './demo-reservations.js';
import { demoRoomsStep } from './demo-rooms.js';

// Demo tenants of the architecture page. Seeding is a list of idempotent steps run in one
// transaction; later issues append their steps (tables, shifts, …) to DEMO_SEED_STEPS.

export interface DemoRestaurant {
  name: string;
  slug: string;
  timeZone: string;
  currency: string;
  address: { line1: string; line2: string | null; city: string; postcode: string; country: string };
  contact: { phone: string; email: string; website: string | null };
}

export interface DemoUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  restaurantSlug: string;
  role: RoleName;
}

export const DEMO_RESTAURANTS: readonly DemoRestaurant[] = [
  {
    name: 'Harbour Bistro',
    slug: 'harbour-bistro',
    timeZone: 'Europe/London',
    currency: 'GBP',
    address: {
      line1: '12 Quayside Walk',
      line2: 'Albert Dock',
      city: 'Liverpool',
      postcode: 'L3 4AF',
      country: 'GB',
    },
    contact: { phone: '+44 151 496 0123', email: 'bookings@harbour.test', website: 'https://harbour.test' },
  },
  {
    name: 'Quay Cafe',
    slug: 'quay-cafe',
    timeZone: 'Australia/Sydney',
    currency: 'AUD',
    address: { line1: '5 Circular Quay West', line2: null, city: 'Sydney', postcode: '2000', country: 'AU' },
    contact: { phone: '+61 2 5550 1234', email: 'hello@quay.test', website: 'https://quay.test' },
  },
];

export const DEMO_USERS: readonly DemoUser[] = [
  {
    email: 'admin@harbour.test',
    password: 'harbour-admin-1',
    firstName: 'Hannah',
    lastName: 'Reid',
    restaurantSlug: 'harbour-bistro',
    role: 'admin',
  },
  {
    email: 'host@harbour.test',
    password: 'harbour-host-1',
    firstName: 'Owen',
    lastName: 'Price',
    restaurantSlug: 'harbour-bistro',
    role: 'host',
  },
  {
    email: 'admin@quay.test',
    password: 'quay-admin-1',
    firstName: 'Mia',
    lastName: 'Nguyen',
    restaurantSlug: 'quay-cafe',
    role: 'admin',
  },
];

const restaurantsStep: SeedStep = {
  name: 'restaurants',
  async run(ctx) {
    for (const r of DEMO_RESTAURANTS) {
      const values = {
        name: r.name,
        slug: r.slug,
        timeZone: ctx.timeZones?.[r.slug] ?? r.timeZone,
        currency: r.currency,
        addressLine1: r.address.line1,
        addressLine2: r.address.line2,
        city: r.address.city,
        postcode: r.address.postcode,
        country: r.address.country,
        phone: r.contact.phone,
        email: r.contact.email,
        website: r.contact.website,
      };
      await ctx.tx.insert(restaurants).values(values).onConflictDoNothing({ target: restaurants.slug });
      const [row] = await ctx.tx
        .select({ id: restaurants.id })
        .from(restaurants)
        .where(eq(restaurants.slug, r.slug));
      if (!row)
        throw new Error(`Seeding restaurant ${r.slug} failed: it is not in the database after insert.`);
      ctx.restaurantIds.set(r.slug, row.id);
    }
  },
};

/** Every restaurant offers the five role types (roles themselves come from the permission catalogue sync). */
const roleTypesStep: SeedStep = {
  name: 'role-types',
  async run(ctx) {
    const roleRows = await ctx.tx.select({ id: roles.id, name: roles.name }).from(roles);
    for (const restaurantId of ctx.restaurantIds.values()) {
      for (const name of ROLE_NAMES) {
        const role = roleRows.find((r) => r.name === name);
        if (!role)
          throw new Error(`Role ${name} is missing; the permission catalogue must be synced before seeding.`);
        await ctx.tx.insert(roleTypes).values({ restaurantId, roleId: role.id, name }).onConflictDoNothing();
      }
    }
  },
};

const usersStep: SeedStep = {
  name: 'users',
  async run(ctx) {
    const missing = [];
    for (const u of DEMO_USERS) {
      const [row] = await ctx.tx.select({ id: users.id }).from(users).where(eq(users.email, u.email));
      if (!row) missing.push(u);
    }
    // argon2 is deliberately slow; hash only the users that are actually created, in parallel.
    const hashes = await Promise.all(missing.map((u) => hashPassword(u.password)));
    for (const [i, u] of missing.entries()) {
      const passwordHash = hashes[i];
      if (!passwordHash) continue;
      await ctx.tx
        .insert(users)
        .values({ email: u.email, passwordHash, firstName: u.firstName, lastName: u.lastName })
        .onConflictDoNothing();
    }
    for (const u of DEMO_USERS) {
      const restaurantId = ctx.restaurantIds.get(u.restaurantSlug);
      const [user] = await ctx.tx.select({ id: users.id }).from(users).where(eq(users.email, u.email));
      const [type] = restaurantId
        ? await ctx.tx
            .select({ id: roleTypes.id })
            .from(roleTypes)
            .where(and(eq(roleTypes.restaurantId, restaurantId), eq(roleTypes.name, u.role)))
        : [];
      if (!restaurantId || !user || !type)
        throw new Error(
          `Seeding user ${u.email} failed: restaurant ${u.restaurantSlug} or role ${u.role} is missing.`,
        );
      await ctx.tx
        .insert(userRoles)
        .values({ userId: user.id, restaurantId, roleTypeId: type.id })
        .onConflictDoNothing();
    }
  },
};

// Catalogue steps (room, schedule, rules, then the guest book) come after the tenants exist.
export const DEMO_SEED_STEPS: SeedStep[] = [
  restaurantsStep,
  roleTypesStep,
  usersStep,
  demoFloorStep,
  demoClientsStep,
  demoReservationsStep,
  demoMenusStep,
  demoTagsStep,
  demoRoomsStep,
];

export interface SeedOptions {
  steps?: readonly SeedStep[];
  timeZones?: Readonly<Record<string, string>>;
}

/** Loads the demo tenants; running it again changes nothing. */
export async function seedDemo(db: AppDatabase, options: SeedOptions = {}): Promise<void> {
  const steps = options.steps ?? DEMO_SEED_STEPS;
  await db.transaction(async (tx) => {
    const ctx: SeedContext = {
      tx,
      restaurantIds: new Map(),
      ...(options.timeZones ? { timeZones: options.timeZones } : {}),
    };
    for (const step of steps) await step.run(ctx);
  });
}

export async function hasRestaurants(db: AppDatabase): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(restaurants);
  return (row?.n ?? 0) > 0;
}
