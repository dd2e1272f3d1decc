// The seated-time rollup the utilisation report reads (table_occupancy_parts and table_occupancy,
// migration table-occupancy): after bookings are made, changed (status, tables, times, date, length,
// cancelled), removed, loaded in bulk, a status renamed and the venue's zone changed, both tables
// equal a recomputation from the bookings written here on its own (each booking's seated span met
// with every venue date from the day before it starts to the day after it ends). A status set on a
// booking records its event at now(), months after its date: that seated time is kept under its
// booking date too. PGlite, or PostgreSQL with DATABASE_URL.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '../../src-server/db/client.js';
import { book, london, seedVenue, visit } from './helpers/report-fixture-times.js';
import { openMigratedScratch, type MigratedScratch } from './helpers/migrated-scratch.js';

let handle: DatabaseHandle;
let database: MigratedScratch;
let venueId: number;

const RECOMPUTED_PIECES = sql`
  with seat as (
    select r.restaurant_id, r.table_ids, r.date, v.time_zone as tz, b.start,
      tstzrange(b.start, case when t.completed_at > b.start then t.completed_at
        when upper(r.during) > b.start then upper(r.during)
        else b.start + r.duration_minutes * interval '1 minute' end, '[)') as span
    from reservations r join restaurants v on v.id = r.restaurant_id
      join reservation_statuses s on s.id = r.status_id
      left join reservation_times t on t.reservation_id = r.id
      cross join lateral (select coalesce(t.seated_at, lower(r.during)) as start) b
    where lower(s.name) in ('seated', 'completed')
  )
  select x.restaurant_id, tid.tid as table_id, x.date as booking_date, d::date as day,
    x.span * tstzrange(d at time zone x.tz, (d + interval '1 day') at time zone x.tz, '[)') as piece
  from seat x
    cross join lateral jsonb_array_elements_text(x.table_ids) tid(tid)
    cross join lateral generate_series(((lower(x.span) at time zone x.tz)::date - 1)::timestamp,
      ((upper(x.span) at time zone x.tz)::date + 1)::timestamp, interval '1 day') d`;

async function rows(query: ReturnType<typeof sql>) {
  return (await queryRows(handle.db, query)) as Array<Record<string, unknown>>;
}

/** Both rollup tables, and the same recomputed from the bookings, as text. */
async function rollupAndRecomputation() {
  const parts = await rows(sql`select restaurant_id::int as rid, table_id, booking_date::text as bdate,
      day::text as day, occupied::text as occupied
    from table_occupancy_parts order by 1, 2, 3, 4`);
  const expectedParts =
    await rows(sql`select restaurant_id::int as rid, table_id, booking_date::text as bdate,
      day::text as day, range_agg(piece)::text as occupied
    from (${RECOMPUTED_PIECES}) p where not isempty(piece)
    group by 1, 2, 3, 4 order by 1, 2, 3, 4`);
  const merged = await rows(sql`select restaurant_id::int as rid, table_id, day::text as day,
      occupied::text as occupied, occupied_seconds::text as seconds,
      first_booking_date::text as first, last_booking_date::text as last
    from table_occupancy order by 1, 2, 3`);
  const expectedMerged = await rows(sql`select rid, table_id, day, occ::text as occupied,
      (select coalesce(sum(extract(epoch from upper(x) - lower(x))), 0) from unnest(occ) x)::text as seconds,
      first, last
    from (select restaurant_id::int as rid, table_id, day::text as day, range_agg(piece) as occ,
            min(booking_date)::text as first, max(booking_date)::text as last
          from (${RECOMPUTED_PIECES}) p where not isempty(piece) group by 1, 2, 3) m
    order by 1, 2, 3`);
  return { parts, expectedParts, merged, expectedMerged };
}

async function expectRight(empty = false) {
  const { parts, expectedParts, merged, expectedMerged } = await rollupAndRecomputation();
  if (empty) expect(parts).toEqual([]);
  else expect(parts.length).toBeGreaterThan(0);
  expect(parts).toEqual(expectedParts);
  expect(merged).toEqual(expectedMerged);
  return { parts, merged };
}

async function bookingId(start: string): Promise<string> {
  const [row] = await rows(sql`select id::text as id from reservations
    where restaurant_id = ${venueId} and lower(during) = ${london(start)}::timestamptz`);
  return String(row?.id);
}

const statusId = (name: string) =>
  sql`(select id from reservation_statuses where restaurant_id = ${venueId} and name = ${name})`;
const tableId = (name: string) =>
  sql`(select id::text from tables where restaurant_id = ${venueId} and name = ${name})`;

beforeAll(async () => {
  database = await openMigratedScratch('venue-occupancy-rollup');
  handle = database.handle;
  venueId = await seedVenue(handle.db, {
    name: 'Occupancy',
    areas: ['Room'],
    tables: [
      { name: 'T1', area: 'Room', seats: 2 },
      { name: 'T2', area: 'Room', seats: 4 },
    ],
    shifts: [{ name: 'Dinner', start: '18:00', end: '23:00', days: [] }],
    blackouts: [],
    products: [],
    bookings: [
      book('Completed', '03-23 19:00', 90, 2, '03-20 10:00', 'T1', visit('03-23 19:05', '03-23 20:40')),
      // Past midnight: a piece on the 24th from a booking of the 23rd.
      book('Completed', '03-23 23:00', 90, 2, '03-20 10:00', 'T1 T2', visit('03-23 23:10', '03-24 00:50')),
      book('Seated', '03-24 19:00', 60, 2, '03-20 11:00', 'T2', [['Seated', '03-24 19:10']]),
      book('Booked', '03-25 19:00', 90, 2, '03-20 11:00', 'T1'),
      book('Completed', '03-26 20:00', 60, 2, '03-20 11:00', 'T2'),
    ],
    orders: [],
  });
}, 240_000);

afterAll(async () => {
  await database.close();
});

describe('table_occupancy', () => {
  it('holds the seated time of the bookings made, a party past midnight on both dates', async () => {
    const { parts } = await expectRight();
    // The past-midnight party gives T1 and T2 a part on the 24th under booking date the 23rd.
    expect(parts.filter((p) => p.bdate === '2026-03-23' && p.day === '2026-03-24')).toHaveLength(2);
    // The Booked one counts nowhere.
    expect(parts.some((p) => p.bdate === '2026-03-25')).toBe(false);
  });

  it('follows a status set, tables moved, times recorded, a date and length changed', async () => {
    const booked = await bookingId('03-25 19:00');
    await handle.db.execute(
      sql`update reservations set status_id = ${statusId('Seated')} where id = ${booked}::uuid`,
    );
    const seated = await expectRight();
    expect(seated.parts.some((p) => p.bdate === '2026-03-25')).toBe(true);

    await handle.db.execute(sql`update reservations set table_ids = jsonb_build_array(${tableId('T2')})
      where id = ${booked}::uuid`);
    await expectRight();

    await handle.db
      .execute(sql`insert into reservation_status_events (restaurant_id, reservation_id, status_name, at)
      values (${venueId}, ${booked}::uuid, 'Seated', ${london('03-25 19:05')}::timestamptz)`);
    await handle.db.execute(
      sql`update reservations set status_id = ${statusId('Completed')} where id = ${booked}::uuid`,
    );
    await expectRight();
    // Its Completed event was recorded now(); set to the evening it happened.
    await handle.db
      .execute(sql`update reservation_status_events set at = ${london('03-25 22:30')}::timestamptz
      where reservation_id = ${booked}::uuid and status_name = 'Completed'`);
    const completed = await expectRight();
    expect(completed.merged.find((m) => m.day === '2026-03-25')?.occupied).toContain('22:30');

    const later = await bookingId('03-26 20:00');
    await handle.db.execute(sql`update reservations set date = '2026-03-27',
        during = tstzrange(${london('03-27 21:00')}::timestamptz, ${london('03-27 22:00')}::timestamptz, '[)')
      where id = ${later}::uuid`);
    await expectRight();
    await handle.db.execute(sql`update reservations set duration_minutes = 150,
        during = tstzrange(${london('03-27 21:00')}::timestamptz, ${london('03-27 23:30')}::timestamptz, '[)')
      where id = ${later}::uuid`);
    const longer = await expectRight();
    expect(longer.parts.some((p) => p.bdate === '2026-03-26')).toBe(false);
    expect(longer.parts.some((p) => p.bdate === '2026-03-27')).toBe(true);
  });

  it('follows a cancellation, a deletion, an event removed and a bulk load', async () => {
    const seated = await bookingId('03-24 19:00');
    await handle.db.execute(
      sql`update reservations set status_id = ${statusId('Cancelled')} where id = ${seated}::uuid`,
    );
    const cancelled = await expectRight();
    expect(cancelled.parts.some((p) => p.bdate === '2026-03-24')).toBe(false);

    const first = await bookingId('03-23 19:00');
    await handle.db.execute(sql`delete from reservation_status_events where reservation_id = ${first}::uuid`);
    await expectRight();
    await handle.db.execute(sql`delete from reservations where id = ${first}::uuid`);
    await expectRight();

    await handle.db
      .execute(sql`insert into reservations (id, restaurant_id, first_name, date, time, duration_minutes,
        guest_count, status_id, table_ids, during)
      select gen_random_uuid(), ${venueId}, 'Bulk', d::date, '21:30', 180, 2, ${statusId('Completed')},
        jsonb_build_array(${tableId('T1')}, ${tableId('T2')}),
        tstzrange((d::date + time '21:30') at time zone 'Europe/London',
                  (d::date + time '21:30') at time zone 'Europe/London' + interval '3 hours', '[)')
      from generate_series(date '2026-03-28', date '2026-04-02', interval '1 day') d`);
    const bulk = await expectRight();
    // Across the spring-forward night too: the 28th's party runs into the 29th.
    expect(bulk.parts.some((p) => p.bdate === '2026-03-28' && p.day === '2026-03-29')).toBe(true);
  });

  it('follows a status renamed out of and back into Completed, and a change of the venue zone', async () => {
    const before = await expectRight();
    await handle.db.execute(
      sql`update reservation_statuses set name = 'Done' where id = ${statusId('Completed')}`,
    );
    // No booking left Seated: with Completed renamed, none counts.
    await expectRight(true);
    await handle.db.execute(
      sql`update reservation_statuses set name = 'completed' where id = ${statusId('Done')}`,
    );
    expect((await expectRight()).parts).toEqual(before.parts);

    await handle.db.execute(sql`update restaurants set time_zone = 'America/New_York' where id = ${venueId}`);
    const moved = await expectRight();
    expect(moved.parts).not.toEqual(before.parts);
  });
});
