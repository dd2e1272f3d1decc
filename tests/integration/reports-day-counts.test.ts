// The daily rollup the booking reports read (reservation_day_counts, migration reports-booking-days):
// after every kind of write — a booking made, its status, party, shift, server, area, source, date
// or times changed, an edit that changes none of those, a cancellation, a waitlist entry seated as
// it or unlinked, its status events edited directly, a bulk INSERT … SELECT, deletes — the rollup
// equals a recount of the same figures from reservations, reservation_times and waitlist_entries.
// PGlite, or PostgreSQL with DATABASE_URL.
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '../../src-server/db/client.js';
import { leadBucketIndex } from '../../src-server/reports/figures/time-sql.js';
import { uuidv7 } from '../../src-shared/ids.js';
import { book, london, seedVenue, visit } from './helpers/report-fixture-times.js';
import { openMigratedScratch, type MigratedScratch } from './helpers/migrated-scratch.js';

let handle: DatabaseHandle;
let database: MigratedScratch;
let venueId: number;
let otherId: number;

const run = (query: SQL) => handle.db.execute(query);

/** The rollup's rows, in one order, sums of minutes to 6 places. */
const ROLLUP = sql`select restaurant_id, date::text as date, status_id::text as status, dim, key,
    bookings::int as bookings, covers::int as covers,
    round(quoted::numeric, 6)::float8 as quoted, round(actual::numeric, 6)::float8 as actual
  from reservation_day_counts`;

/** The same figures counted afresh from the bookings (the definitions in db/schema/reports.ts). */
function recount(): SQL {
  const bucket = (seconds: SQL) => sql`(${leadBucketIndex(seconds)})::text`;
  return sql`with b as (
      select r.*, exists (select 1 from waitlist_entries w
        where w.reservation_id = r.id and w.restaurant_id = r.restaurant_id) as waitlisted
      from reservations r
    )
    select restaurant_id, date::text as date, status_id::text as status, dim, key,
      bookings::int as bookings, covers::int as covers,
      round(quoted::numeric, 6)::float8 as quoted, round(actual::numeric, 6)::float8 as actual
    from (
      select restaurant_id, date, status_id, 'shift' as dim, shift_id::text as key, count(*) as bookings,
        sum(guest_count) as covers, null::float8 as quoted, null::float8 as actual from b group by 1, 2, 3, 5
      union all
      select restaurant_id, date, status_id, 'server', server_name_id::text, count(*), sum(guest_count), null, null
      from b group by 1, 2, 3, 5
      union all
      select restaurant_id, date, status_id, 'area', seating_area_id::text, count(*), sum(guest_count), null, null
      from b group by 1, 2, 3, 5
      union all
      select restaurant_id, date, status_id, 'source', source, count(*), sum(guest_count), null, null
      from b group by 1, 2, 3, 5
      union all
      select restaurant_id, date, status_id, 'mix',
        case when waitlisted then 'waitlist' when source = 'walk_in' then 'walkIn' else 'booking' end,
        count(*), sum(guest_count), null, null
      from b group by 1, 2, 3, 5
      union all
      select restaurant_id, date, status_id, 'lead', ${bucket(sql`extract(epoch from lower(during) - created_at)`)},
        count(*), sum(guest_count), null, null
      from b group by 1, 2, 3, 5
      union all
      select b.restaurant_id, b.date, b.status_id, 'cancel',
        ${bucket(sql`extract(epoch from lower(b.during) - coalesce(rt.cancelled_at, b.updated_at))`)},
        count(*), sum(b.guest_count), null, null
      from b left join reservation_times rt on rt.reservation_id = b.id group by 1, 2, 3, 5
      union all
      select b.restaurant_id, b.date, b.status_id, 'turn', b.guest_count::text, count(*), sum(b.guest_count),
        sum(b.duration_minutes)::float8, sum(extract(epoch from rt.completed_at - rt.seated_at) / 60)::float8
      from b join reservation_times rt on rt.reservation_id = b.id
      where rt.completed_at > rt.seated_at group by 1, 2, 3, 5
    ) x`;
}

async function sorted(query: SQL) {
  const rows = (await queryRows(handle.db, query)) as Array<Record<string, unknown>>;
  // node-postgres answers float8 as a number already; PGlite too: the same on both drivers.
  const number = (v: unknown) => (v === null || v === undefined ? v : Number(v));
  return rows
    .map((r) => JSON.stringify({ ...r, quoted: number(r['quoted']), actual: number(r['actual']) }))
    .sort();
}

/** The rollup equals the recount; answers how many rows it has, so a step can say it changed. */
async function expectRollupRight(): Promise<number> {
  const [rollup, fresh] = await Promise.all([sorted(ROLLUP), sorted(recount())]);
  expect(rollup).toEqual(fresh);
  return rollup.length;
}

async function rowsOf(dim: string): Promise<string[]> {
  return sorted(sql`select date::text as date, key, bookings, covers from reservation_day_counts
    where restaurant_id = ${venueId} and dim = ${dim}`);
}

async function bookingIds(restaurantId = venueId): Promise<string[]> {
  const rows = (await queryRows(
    handle.db,
    sql`select id::text as id from reservations where restaurant_id = ${restaurantId} order by lower(during), id`,
  )) as Array<{ id: string }>;
  return rows.map((r) => r.id);
}

const statusId = (name: string, restaurantId = venueId) =>
  sql`(select s.id from reservation_statuses s where s.restaurant_id = ${restaurantId} and s.name = ${name})`;

beforeAll(async () => {
  database = await openMigratedScratch('venue-reports-day-counts');
  handle = database.handle;
  const spec = (name: string) => ({
    name,
    areas: ['Room', 'Bar'],
    tables: [
      { name: 'T1', area: 'Room', seats: 4 },
      { name: 'T2', area: 'Bar', seats: 2 },
    ],
    shifts: [
      { name: 'Lunch', start: '12:00', end: '15:00', days: [] },
      { name: 'Dinner', start: '18:00', end: '22:00', days: [] },
    ],
    blackouts: [],
    products: [],
    bookings: [
      book('Completed', '03-23 19:00', 90, 2, '03-20 10:00', 'T1', visit('03-23 19:05', '03-23 20:40')),
      book('Completed', '03-23 12:30', 60, 4, '03-23 12:00', 'T2', visit('03-23 12:35', '03-23 13:20')),
      book('Cancelled', '03-23 20:00', 90, 3, '03-01 10:00', 'T2', [['Cancelled', '03-22 18:00']]),
      // Cancelled before the history was kept: its updated_at stands in.
      book('Cancelled', '03-24 19:00', 90, 2, '03-10 10:00', 'T1', []),
      book('No-show', '03-24 20:00', 90, 5, '03-24 19:30', 'T1', [['Booked', '03-24 19:30']]),
      book('Booked', '03-25 19:00', 90, 6, '03-02 09:00', 'T1', [['Booked', '03-02 09:00']]),
    ],
    orders: [],
  });
  venueId = await seedVenue(handle.db, spec('Day counts'));
  otherId = await seedVenue(handle.db, spec('Other venue'));
  await run(sql`insert into server_names (id, restaurant_id, name) values
    (${uuidv7()}::uuid, ${venueId}, 'Ana'), (${uuidv7()}::uuid, ${venueId}, 'Ben')`);
}, 120_000);

afterAll(async () => {
  await database.close();
});

describe('reservation_day_counts', () => {
  it('holds the bookings made so far, per date, status and dim', async () => {
    expect(await expectRollupRight()).toBeGreaterThan(0);
    expect(await rowsOf('turn')).toEqual([
      JSON.stringify({ date: '2026-03-23', key: '2', bookings: 1, covers: 2 }),
      JSON.stringify({ date: '2026-03-23', key: '4', bookings: 1, covers: 4 }),
    ]);
  });

  it('follows a booking made, and its party, shift, server, area, source, status and date changed', async () => {
    const id = uuidv7();
    await run(sql`insert into reservations (id, restaurant_id, first_name, date, time, duration_minutes,
        guest_count, status_id, source, during, created_at, updated_at)
      values (${id}::uuid, ${venueId}, 'Walk', '2026-03-25', '20:00', 60, 3, ${statusId('Booked')}, 'walk_in',
        tstzrange(${london('03-25 20:00')}::timestamptz, ${london('03-25 21:00')}::timestamptz, '[)'),
        ${london('03-25 20:00')}::timestamptz, ${london('03-25 20:00')}::timestamptz)`);
    await expectRollupRight();

    await run(sql`update reservations set guest_count = 4,
        shift_id = (select id from shifts where restaurant_id = ${venueId} and name = 'Dinner'),
        server_name_id = (select id from server_names where restaurant_id = ${venueId} and name = 'Ana'),
        seating_area_id = (select id from seating_areas where restaurant_id = ${venueId} and name = 'Bar')
      where id = ${id}::uuid`);
    await expectRollupRight();
    expect(await rowsOf('shift')).toContain(
      JSON.stringify({ date: '2026-03-25', key: null, bookings: 1, covers: 6 }),
    );

    await run(sql`update reservations set source = 'phone' where id = ${id}::uuid`);
    await run(sql`update reservations set status_id = ${statusId('Seated')} where id = ${id}::uuid`);
    await expectRollupRight();
    await run(sql`update reservations set status_id = ${statusId('Completed')} where id = ${id}::uuid`);
    // Its times as the history would hold them: seated at 20:05, completed at 21:10.
    await run(sql`update reservation_status_events set at = case when status_name = 'Seated'
        then ${london('03-25 20:05')}::timestamptz else ${london('03-25 21:10')}::timestamptz end
      where reservation_id = ${id}::uuid and status_name in ('Seated', 'Completed')`);
    expect(await rowsOf('turn')).toContain(
      JSON.stringify({ date: '2026-03-25', key: '4', bookings: 1, covers: 4 }),
    );
    await expectRollupRight();

    await run(sql`update reservations set date = '2026-03-26' where id = ${id}::uuid`);
    expect(await rowsOf('turn')).toContain(
      JSON.stringify({ date: '2026-03-26', key: '4', bookings: 1, covers: 4 }),
    );
    await expectRollupRight();
  });

  it('recounts nothing for an edit the figures do not read, and the cancellations for updated_at', async () => {
    // A recount deletes and inserts its day's rows: untouched rows keep their place (ctid).
    const places = sql`select ctid::text as place from reservation_day_counts`;
    const before = await sorted(ROLLUP);
    const placesBefore = await sorted(places);
    await run(sql`update reservations set special_request = 'Window seat', table_ids = '[]'::jsonb
      where restaurant_id = ${venueId}`);
    expect(await sorted(places)).toEqual(placesBefore);

    // The booking cancelled before the history was kept reads its updated_at: a day before now moves its bucket.
    const [, , , cancelledEarly] = await bookingIds();
    await run(sql`update reservations set updated_at = ${london('03-24 18:30')}::timestamptz
      where id = ${cancelledEarly ?? ''}::uuid`);
    await expectRollupRight();
    expect(await sorted(ROLLUP)).not.toEqual(before);
  });

  it('follows a cancellation, its events edited directly, and a waitlist entry seated as a booking', async () => {
    const [, , , , , booked] = await bookingIds();
    const id = booked ?? '';
    await run(sql`update reservations set status_id = ${statusId('Cancelled')} where id = ${id}::uuid`);
    await expectRollupRight();
    await run(sql`update reservation_status_events set at = ${london('03-25 18:00')}::timestamptz
      where reservation_id = ${id}::uuid and status_name = 'Cancelled'`);
    await expectRollupRight();
    await run(
      sql`delete from reservation_status_events where reservation_id = ${id}::uuid and status_name = 'Cancelled'`,
    );
    await expectRollupRight();

    const [first, second] = await bookingIds();
    const entry = uuidv7();
    await run(sql`insert into waitlist_entries (id, restaurant_id, first_name, party_size, date, status, reservation_id)
      values (${entry}::uuid, ${venueId}, 'Wait', 2, '2026-03-23', 'seated', ${first ?? ''}::uuid)`);
    expect(await rowsOf('mix')).toContain(
      JSON.stringify({ date: '2026-03-23', key: 'waitlist', bookings: 1, covers: 4 }),
    );
    await expectRollupRight();
    await run(
      sql`update waitlist_entries set reservation_id = ${second ?? ''}::uuid where id = ${entry}::uuid`,
    );
    await expectRollupRight();
    await run(sql`update waitlist_entries set notes = 'Called' where id = ${entry}::uuid`);
    await expectRollupRight();
    // Another venue's entry naming this venue's booking does not make it a waitlist booking.
    await run(sql`insert into waitlist_entries (id, restaurant_id, first_name, party_size, date, status, reservation_id)
      values (${uuidv7()}::uuid, ${otherId}, 'Wait', 2, '2026-03-23', 'seated', ${first ?? ''}::uuid)`);
    await expectRollupRight();
    await run(sql`delete from waitlist_entries where restaurant_id = ${venueId}`);
    await expectRollupRight();
  });

  it('follows a bulk INSERT … SELECT, a status renamed, and deletes', async () => {
    await run(sql`insert into reservations (id, restaurant_id, first_name, date, time, duration_minutes,
        guest_count, status_id, source, during, created_at, updated_at)
      select gen_random_uuid(), r.restaurant_id, r.first_name, r.date + k, r.time, r.duration_minutes,
        r.guest_count + k, r.status_id, r.source, tstzrange(lower(r.during) + k * interval '1 day',
          upper(r.during) + k * interval '1 day', '[)'), r.created_at, r.updated_at
      from reservations r cross join generate_series(1, 3) k`);
    await run(sql`insert into reservation_status_events (restaurant_id, reservation_id, status_name, at)
      select r.restaurant_id, r.id, e.name, lower(r.during) + e.after
      from reservations r cross join (values ('Seated', interval '5 minutes'), ('Completed', interval '70 minutes')) e(name, after)
      where r.first_name = 'Guest' and r.date > '2026-03-25'`);
    await expectRollupRight();

    // What a status means is read when the report runs: renaming one needs no recount.
    await run(
      sql`update reservation_statuses set name = 'Walked out' where restaurant_id = ${venueId} and name = 'No-show'`,
    );
    await expectRollupRight();

    const ids = await bookingIds();
    await run(sql`delete from reservations where id = any(${`{${ids.slice(0, 3).join(',')}}`}::uuid[])`);
    await expectRollupRight();
    await run(sql`delete from reservations where restaurant_id = ${venueId}`);
    await expectRollupRight();
    expect(await rowsOf('shift')).toEqual([]);
    expect((await bookingIds(otherId)).length).toBeGreaterThan(0);
  });
});
