// The per-booking status-times rollup the time reports read (reservation_times, migration
// reports-rollup-trigger): the statement triggers on reservation_status_events recompute a booking's
// first Seated, last Completed and last Cancelled instant from all its events whenever events are
// added, changed or removed, and the booking's venue date follows reservations.date. PGlite, or
// PostgreSQL with DATABASE_URL.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '../../src-server/db/client.js';
import { book, london, seedVenue } from './helpers/report-fixture-times.js';
import { openMigratedScratch, type MigratedScratch } from './helpers/migrated-scratch.js';

let handle: DatabaseHandle;
let database: MigratedScratch;
let venueId: number;

async function ids(): Promise<string[]> {
  const rows = (await queryRows(
    handle.db,
    sql`select id::text as id from reservations where restaurant_id = ${venueId} order by lower(during)`,
  )) as Array<{ id: string }>;
  return rows.map((r) => r.id);
}

async function times(id: string) {
  const rows = (await queryRows(
    handle.db,
    sql`select date::text as date, to_char(seated_at at time zone 'UTC', 'MM-DD HH24:MI') as seated,
          to_char(completed_at at time zone 'UTC', 'MM-DD HH24:MI') as completed,
          to_char(cancelled_at at time zone 'UTC', 'MM-DD HH24:MI') as cancelled
        from reservation_times where reservation_id = ${id}::uuid`,
  )) as Array<{ date: string; seated: string | null; completed: string | null; cancelled: string | null }>;
  return rows[0] ?? null;
}

beforeAll(async () => {
  database = await openMigratedScratch('venue-reports-rollup');
  handle = database.handle;
  venueId = await seedVenue(handle.db, {
    name: 'Rollup',
    areas: ['Room'],
    tables: [{ name: 'T1', area: 'Room', seats: 4 }],
    shifts: [{ name: 'Dinner', start: '18:00', end: '22:00', days: [] }],
    blackouts: [],
    products: [],
    bookings: [
      // Seated twice (the first counts), completed twice (the last counts).
      book('Completed', '03-23 19:00', 90, 2, '03-20 10:00', 'T1', [
        ['Booked', '03-20 10:00'],
        ['Seated', '03-23 19:05'],
        ['Completed', '03-23 20:10'],
        ['Seated', '03-23 20:15'],
        ['Completed', '03-23 20:40'],
      ]),
      // Only booked: no row.
      book('Booked', '03-24 19:00', 90, 2, '03-20 11:00', 'T1', [['Booked', '03-20 11:00']]),
    ],
    orders: [],
  });
}, 120_000);

afterAll(async () => {
  await database.close();
});

describe('reservation_times', () => {
  it('holds the first Seated and last Completed instant, and no row for a booking without them', async () => {
    const [done, booked] = await ids();
    expect(await times(done ?? '')).toEqual({
      date: '2026-03-23',
      seated: '03-23 19:05',
      completed: '03-23 20:40',
      cancelled: null,
    });
    expect(await times(booked ?? '')).toBeNull();
  });

  it('follows events added (names read whatever their case and spaces), changed and removed', async () => {
    const [, booked] = await ids();
    const id = booked ?? '';
    await handle.db
      .execute(sql`insert into reservation_status_events (restaurant_id, reservation_id, status_name, at)
      values (${venueId}, ${id}::uuid, ' CANCELLED ', ${london('03-21 09:00')}::timestamptz),
             (${venueId}, ${id}::uuid, 'cancelled', ${london('03-22 09:00')}::timestamptz)`);
    expect((await times(id))?.cancelled).toBe('03-22 09:00');

    await handle.db
      .execute(sql`update reservation_status_events set at = ${london('03-22 12:30')}::timestamptz
      where reservation_id = ${id}::uuid and status_name = 'cancelled'`);
    expect((await times(id))?.cancelled).toBe('03-22 12:30');

    await handle.db.execute(sql`delete from reservation_status_events
      where reservation_id = ${id}::uuid and status_name = 'cancelled'`);
    expect((await times(id))?.cancelled).toBe('03-21 09:00');

    await handle.db.execute(sql`delete from reservation_status_events
      where reservation_id = ${id}::uuid and status_name = ' CANCELLED '`);
    expect(await times(id)).toBeNull();
  });

  it('takes a status set on the booking (its history trigger writes the event) and follows its date', async () => {
    const [done, booked] = await ids();
    const id = booked ?? '';
    await handle.db.execute(sql`update reservations set status_id = (select s.id from reservation_statuses s
      where s.restaurant_id = ${venueId} and s.name = 'Seated') where id = ${id}::uuid`);
    const seated = await times(id);
    expect(seated?.date).toBe('2026-03-24');
    expect(seated?.seated).not.toBeNull();

    await handle.db.execute(sql`update reservations set date = '2026-03-26' where id = ${done ?? ''}::uuid`);
    expect((await times(done ?? ''))?.date).toBe('2026-03-26');
  });
});
