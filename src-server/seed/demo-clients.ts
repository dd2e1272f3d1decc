import type { Label } from '../../src-shared/schemas/client.js';
import { venueToday } from '../catalogue/client-visits.js';
import { clientView, guestView } from '../catalogue/people-views.js';
import { clients, guestList } from '../db/schema/index.js';
import type { TenantWrite } from '../sync/tenant-write.js';
import type { SeedContext, SeedStep } from './seed-step.js';
import { seedTenantOnce } from './tenant-seed.js';
import { seededRandom } from '../../src-shared/seeded-random.js';
import { seededIds } from './demo-floor.js';

// The demo guest book and today's guest list. Deterministic (seeded PRNG and ids); idempotent (a
// tenant with clients is left alone); one multi-row insert per table and one feed record per row.

const FIRST_NAMES = [
  'Olivia',
  'Amelia',
  'Isla',
  'Ava',
  'Ivy',
  'Freya',
  'Lily',
  'Florence',
  'Mia',
  'Willow',
  'Rosie',
  'Sophia',
  'Isabella',
  'Grace',
  'Daisy',
  'Sienna',
  'Poppy',
  'Elsie',
  'Emily',
  'Ella',
  'Evelyn',
  'Phoebe',
  'Sofia',
  'Evie',
  'Charlotte',
  'Harper',
  'Matilda',
  'Ruby',
  'Alice',
  'Chloe',
  'Noah',
  'Oliver',
  'George',
  'Arthur',
  'Muhammad',
  'Leo',
  'Harry',
  'Oscar',
  'Archie',
  'Henry',
  'Theodore',
  'Freddie',
  'Jack',
  'Charlie',
  'Theo',
  'Alfie',
  'Jacob',
  'Thomas',
  'Finley',
  'Arlo',
  'William',
  'Lucas',
  'Roman',
  'Tommy',
  'Isaac',
  'Teddy',
  'Edward',
  'Joshua',
  'Aisha',
  'Priya',
  'Hiroshi',
  'Mei',
  'Kofi',
  'Zara',
  'Mateo',
  'Niamh',
  'Siobhan',
  'Rhys',
  'Callum',
  'Fatima',
];
/** The surnames every demo list starts with (the clients' and the walk-in bookings'). */
export const COMMON_SURNAMES = ['Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson'];
const LAST_NAMES = [
  ...COMMON_SURNAMES,
  'Johnson',
  'Davies',
  'Patel',
  'Robinson',
  'Wright',
  'Thompson',
  'Evans',
  'Walker',
  'White',
  'Roberts',
  'Green',
  'Hall',
  'Thomas',
  'Clarke',
  'Jackson',
  'Wood',
  'Harris',
  'Edwards',
  'Turner',
  'Martin',
  'Cooper',
  'Hill',
  'Ward',
  'Hughes',
  'Moore',
  'Clark',
  'King',
  'Harrison',
  'Lewis',
  'Baker',
  'Lee',
  'Allen',
  'Morris',
  'Khan',
  'Scott',
  'Watson',
  'Davis',
  'Parker',
  'James',
  'Bennett',
  'Young',
  'Phillips',
  'Richardson',
  'Mitchell',
  'Bailey',
  'Carter',
  'Cook',
  'Singh',
  'Shaw',
  'Bell',
  'Collins',
  'Morgan',
  'Kelly',
  'Begum',
  "O'Brien",
  'Nguyen',
  'Tanaka',
  'Okafor',
  'Murphy',
  'Fraser',
  'Rossi',
  'Kowalski',
];
const TAGS = [
  'VIP',
  'Regular',
  'Birthday',
  'Anniversary',
  'Local',
  'Wine lover',
  'Press',
  'Prefers terrace',
  'Window seat',
  'Business',
];
const ALLERGENS = ['Gluten', 'Dairy', 'Nuts', 'Peanuts', 'Shellfish', 'Fish', 'Eggs', 'Soy', 'Sesame'];
const RESTRICTIONS = ['Vegetarian', 'Vegan', 'Halal', 'Kosher', 'Pescatarian'];
const DISCOUNTS = ['Loyalty 10%', 'Staff 20%', 'Neighbour 15%'];
const NOTES = [
  'Likes a quiet table',
  'Celebrates here every year',
  'Ask about the specials',
  'Often runs late',
  'Brings the dog on the terrace',
  '',
];
const DOMAINS = ['example.com', 'example.org', 'example.net'];

export interface ClientBookSpec {
  slug: string;
  seed: number;
  clients: number;
  guests: number;
  phone: (random: () => number) => string;
}

const digits = (random: () => number, n: number) =>
  Array.from({ length: n }, () => Math.floor(random() * 10)).join('');

export const HARBOUR_CLIENTS: ClientBookSpec = {
  slug: 'harbour-bistro',
  seed: 3303,
  clients: 400,
  guests: 20,
  phone: (r) => `+44 7700 ${digits(r, 6)}`,
};
export const QUAY_CLIENTS: ClientBookSpec = {
  slug: 'quay-cafe',
  seed: 4404,
  clients: 80,
  guests: 6,
  phone: (r) => `+61 4${digits(r, 2)} ${digits(r, 3)} ${digits(r, 3)}`,
};

function pick<T>(random: () => number, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick() needs a non-empty list');
  return item;
}

/** Up to `max` distinct labels, each with probability `chance` of any being chosen at all. */
function labels(random: () => number, items: readonly string[], chance: number, max: number): Label[] {
  if (random() >= chance) return [];
  const chosen = new Set<string>();
  const n = 1 + Math.floor(random() * max);
  while (chosen.size < n) chosen.add(pick(random, items));
  return [...chosen].map((label) => ({ label }));
}

async function seedBook(write: TenantWrite, spec: ClientBookSpec, today: string): Promise<void> {
  const random = seededRandom(spec.seed);
  const nextId = seededIds(spec.seed);
  const restaurantId = write.restaurantId;
  const people = Array.from({ length: spec.clients }, (_, i) => {
    const firstName = pick(random, FIRST_NAMES);
    const lastName = pick(random, LAST_NAMES);
    const local = `${firstName}.${lastName}`.toLowerCase().replace(/[^a-z.]/g, '');
    return {
      id: nextId(),
      restaurantId,
      firstName,
      lastName,
      mobileNumber: spec.phone(random),
      // Every fifth client gave only a phone number.
      email: i % 5 === 4 ? '' : `${local}${i}@${pick(random, DOMAINS)}`,
      tags: labels(random, TAGS, 0.5, 2),
      allergens: labels(random, ALLERGENS, 0.2, 2),
      restrictions: labels(random, RESTRICTIONS, 0.15, 1),
      discounts: labels(random, DISCOUNTS, 0.08, 1),
      notes: pick(random, NOTES),
    };
  });
  const clientRows = await write.tx.insert(clients).values(people).returning();
  for (const c of clientRows) await write.record('clients', c.id, clientView(c));

  // Today's list: mostly known clients, a few walk-in names; the first three already arrived.
  const arrived = new Date();
  const guests = Array.from({ length: spec.guests }, (_, i) => {
    const known = i % 4 !== 3 ? clientRows[Math.floor(random() * clientRows.length)] : undefined;
    return {
      id: nextId(),
      restaurantId,
      date: today,
      firstName: known?.firstName ?? pick(random, FIRST_NAMES),
      lastName: known?.lastName ?? pick(random, LAST_NAMES),
      mobileNumber: known?.mobileNumber ?? '',
      email: known?.email ?? '',
      guestCount: 1 + Math.floor(random() * 6),
      clientId: known?.id ?? null,
      notes: i === 0 ? 'Guest of the owner' : '',
      checkedIn: i < 3,
      checkedInAt: i < 3 ? arrived : null,
    };
  });
  const guestRows = await write.tx.insert(guestList).values(guests).returning();
  for (const g of guestRows) await write.record('guest_list', g.id, guestView(g));
}

async function seedBookOf(ctx: SeedContext, spec: ClientBookSpec): Promise<void> {
  await seedTenantOnce(ctx, { slug: spec.slug, what: 'clients', marker: clients }, (write, timeZone) =>
    seedBook(write, spec, venueToday(timeZone)),
  );
}

export const demoClientsStep: SeedStep = {
  name: 'demo-clients',
  async run(ctx) {
    for (const spec of [HARBOUR_CLIENTS, QUAY_CLIENTS]) await seedBookOf(ctx, spec);
  },
};
