// The booking report rollups under two writers of one evening at once (PostgreSQL only: PGlite is one
// connection, where writers cannot overlap). Each rollup recomputes a touched date from the bookings
// its statement can see; two writers of one date must take turns (report_rollup_lock), or the second
// recomputes from a snapshot that misses the first's booking and keeps a wrong figure (duplicate day
// counts; a primary-key clash in the seated time). Writer A books while writer B's trigger work (the
// rollups' refresh of the same date and table) runs before A commits; after both commit each rollup
// must equal a recomputation from the bookings.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src-server/db/client.js';
import { migrateOrRefuse } from '../../src-server/db/migrate.js';
import { book, seedVenue } from './helpers/report-fixture-times.js';
import { createScratchDatabase } from './helpers/scratch-database.js';

const url = process.env.DATABASE_URL;
let handle: DatabaseHandle | undefined;
let scratch: { url: string; drop: () => Promise<void> } | null = null;
let venueId = 0;
const clients: pg.Client[] = [];

async function connect(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: scratch?.url });
  await client.connect();
  clients.push(client);
  return client;
}

/** A copy of the seeded booking `seedId`, `hours` later, with a new id; answers its id. */
const copyBooking = (seedId: string, hours: number, tableId: string) => `
  insert into reservations
  select * from jsonb_populate_record(null::reservations, (
    select to_jsonb(r) || jsonb_build_object(
      'id', gen_random_uuid(), 'table_ids', jsonb_build_array('${tableId}'), 'client_id', null,
      'during', tstzrange(lower(r.during) + interval '${hours} hours', upper(r.during) + interval '${hours} hours', '[)'))
    from reservations r where r.id = '${seedId}'))
  returning id::text as id`;

/** Each rollup's rows of the venue, as text, in a stable order. */
async function rollups(client: pg.Client): Promise<string[]> {
  const day = await client.query<{ row: string }>(
    `select (c.*)::text as row from reservation_day_counts c where restaurant_id = $1 order by 1`,
    [venueId],
  );
  const occupancy = await client.query<{ row: string }>(
    `select (o.*)::text as row from table_occupancy o where restaurant_id = $1 order by 1`,
    [venueId],
  );
  return [...day.rows.map((r) => `day ${r.row}`), ...occupancy.rows.map((r) => `occupancy ${r.row}`)];
}

/** The rollups recomputed from scratch for every (table, date) of the venue, in a transaction rolled back. */
async function recomputed(client: pg.Client): Promise<string[]> {
  await client.query('begin');
  try {
    await client.query(
      `select reservation_day_counts_refresh(array_agg(restaurant_id), array_agg(date))
       from (select distinct restaurant_id, date from reservations where restaurant_id = $1) d`,
      [venueId],
    );
    await client.query(
      `select table_occupancy_refresh(array_agg(restaurant_id), array_agg(table_id), array_agg(date))
       from (select distinct r.restaurant_id, t.table_id, r.date from reservations r
             cross join lateral jsonb_array_elements_text(r.table_ids) t(table_id)
             where r.restaurant_id = $1) d`,
      [venueId],
    );
    return await rollups(client);
  } finally {
    await client.query('rollback');
  }
}

beforeAll(async () => {
  if (!url) return;
  scratch = await createScratchDatabase(url);
  handle = await openDatabase({
    databaseUrl: scratch.url,
    dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'venue-rollup-race-')),
  });
  await migrateOrRefuse(handle);
  venueId = await seedVenue(handle.db, {
    name: 'Race',
    areas: ['Room'],
    tables: [
      { name: 'T1', area: 'Room', seats: 4 },
      { name: 'T2', area: 'Room', seats: 4 },
    ],
    shifts: [{ name: 'All day', start: '10:00', end: '23:00', days: [] }],
    blackouts: [],
    products: [],
    orders: [],
    bookings: [
      book('Completed', '06-14 12:00', 90, 2, '06-10 10:00', 'T1', [
        ['Booked', '06-10 10:00'],
        ['Seated', '06-14 12:05'],
        ['Completed', '06-14 13:20'],
      ]),
    ],
  });
}, 120_000);

afterAll(async () => {
  for (const client of clients) await client.end().catch(() => undefined);
  await handle?.close();
  await scratch?.drop();
});

describe.skipIf(!url)('report rollups with two writers of one date (PostgreSQL)', () => {
  it('keep both bookings and equal a recomputation', async () => {
    const [a, b, check] = [await connect(), await connect(), await connect()];
    const seed = await check.query<{ id: string }>(
      'select id::text as id from reservations where restaurant_id = $1',
      [venueId],
    );
    const seedId = seed.rows[0]!.id;
    const tables = await check.query<{ id: string; name: string }>(
      'select id::text as id, name from tables where restaurant_id = $1 order by name',
      [venueId],
    );
    const [t1] = tables.rows.map((t) => t.id);
    await a.query('begin');
    await b.query('begin');
    // The copy's status (Completed) is dated by venue.made_at, as an offline push dates it: 80
    // minutes after its start, so its seated span is that evening's and not months long.
    await a.query(`select set_config('venue.made_at', '2026-06-14T16:20:00+01:00', true)`);
    await a.query(copyBooking(seedId, 3, t1!));
    // While A's booking is uncommitted, B's write recomputes the same date and table (what B's
    // triggers run for a booking of that evening): it must wait for A's turn to end, then count A's.
    const bWrites = b.query(
      `select reservation_day_counts_refresh(array[$1::int], array[$2::date]),
       table_occupancy_refresh(array[$1::int], array[$3::text], array[$2::date])`,
      [venueId, '2026-06-14', t1],
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    await a.query('commit');
    await bWrites;
    await b.query('commit');

    const count = await check.query<{ n: number }>(
      'select count(*)::int as n from reservations where restaurant_id = $1',
      [venueId],
    );
    expect(count.rows[0]?.n).toBe(2);
    const kept = await rollups(check);
    expect(kept.some((row) => row.startsWith('occupancy'))).toBe(true);
    expect(kept).toEqual(await recomputed(check));
  }, 60_000);
});
