// What the report tests' two fixtures share: the week both report on, one way to make a fixture
// restaurant, and one way to write a list of named rows and keep their ids.
import { uuidv7 } from '../../../src-shared/ids.js';
import type { DbExecutor } from '../../../src-server/db/client.js';
import { restaurants } from '../../../src-server/db/schema/index.js';
import { DEMO_RESTAURANTS } from '../../../src-server/seed/demo.js';

/** Mon 2026-03-23 … Sun 2026-03-29, the week both fixtures report on (it ends on the DST day). */
export const REPORT_WEEK_DATES = [
  '2026-03-23',
  '2026-03-24',
  '2026-03-25',
  '2026-03-26',
  '2026-03-27',
  '2026-03-28',
  '2026-03-29',
];

/** A restaurant of its own (a fresh slug), in `timeZone`, with the first demo venue's address. */
export async function createFixtureRestaurant(
  db: DbExecutor,
  name: string,
  timeZone: string,
): Promise<number> {
  const demo = DEMO_RESTAURANTS[0];
  if (!demo) throw new Error('no demo restaurant to borrow an address from');
  const slug = `${name.toLowerCase().replace(/[^a-z]+/g, '-')}-${uuidv7().slice(-12)}`;
  const [made] = await db
    .insert(restaurants)
    .values({
      name,
      slug,
      timeZone,
      currency: 'GBP',
      addressLine1: demo.address.line1,
      city: demo.address.city,
      postcode: demo.address.postcode,
      country: demo.address.country,
      phone: demo.contact.phone,
      email: `${slug}@example.test`,
    })
    .returning({ id: restaurants.id });
  if (!made) throw new Error(`The fixture restaurant ${name} was not made`);
  return made.id;
}

/** Gives each item a new id, writes it with `insert`, one after another; the ids by the item's name. */
export async function insertNamed<T extends { name: string }>(
  items: readonly T[],
  insert: (item: T, id: string, index: number) => Promise<unknown>,
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const [index, item] of items.entries()) {
    const id = uuidv7();
    ids.set(item.name, id);
    await insert(item, id, index);
  }
  return ids;
}
