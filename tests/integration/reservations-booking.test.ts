// Bookings over real HTTP: no double booking under contention (enforced by PostgreSQL's exclusion
// constraint), occupancy following status changes, tenancy, validation and the realtime poke.
import { sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src-shared/ids.js';
import type { Reservation } from '../../src-shared/schemas/reservation.js';
import { DEMO, signInEach, useTestApi, type SignedIn } from './helpers/api-server.js';
import {
  booking,
  createCombination,
  createTables,
  dataOf,
  ensureStatuses,
  messageOf,
  restaurantIdOf,
  venueNowPlus,
  type TestTable,
} from './reservations-fixtures.js';
import { connectStaffSocket } from './helpers/staff-socket.js';

const getApi = useTestApi();
const TZ = 'Europe/London';
let admin: SignedIn;
let host: SignedIn;
let quay: SignedIn;
let harbourId: number;
let quayId: number;
let statuses: Map<string, string>;
let tables: TestTable[];
const sockets: Socket[] = [];

const status = (name: string): string => {
  const id = statuses.get(name);
  if (!id) throw new Error(`No status ${name}`);
  return id;
};
const table = (i: number): TestTable => {
  const t = tables[i];
  if (!t) throw new Error(`No test table ${i}`);
  return t;
};
const book = (who: SignedIn, body: Record<string, unknown>, restaurantId = harbourId) =>
  getApi().api('POST', '/reservation/bookReservation', { token: who.token, restaurantId, body });

beforeAll(async () => {
  const { server } = getApi();
  [admin, host, quay] = await signInEach(getApi(), DEMO.harbourAdmin, DEMO.harbourHost, DEMO.quayAdmin);
  harbourId = await restaurantIdOf(server.db, 'harbour-bistro');
  quayId = await restaurantIdOf(server.db, 'quay-cafe');
  statuses = await ensureStatuses(server.db, harbourId);
  await ensureStatuses(server.db, quayId);
  tables = await createTables(server.db, harbourId, 'RB', 12);
});

afterAll(() => {
  for (const s of sockets) s.close();
});

describe('no double booking under contention', () => {
  it('lets exactly one of 50 concurrent bookings of one table and slot through; 49 get 409 naming the table and time', async () => {
    const t = table(0);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        book(
          admin,
          booking({ first_name: `Racer${i}`, date: '2027-03-01', time: '19:30', table_ids: [t.id] }),
        ),
      ),
    );
    const won = results.filter((r) => r.status === 201);
    const refused = results.filter((r) => r.status === 409);
    expect(won).toHaveLength(1);
    expect(refused).toHaveLength(49);
    for (const r of refused)
      expect(messageOf(r)).toBe(
        `Table ${t.name} is already booked at 19:30 on 03/01/2027, overlapping this booking at 19:30`,
      );
    const day = await getApi().api('GET', `/reservation/selectedDate?date=2027-03-01`, {
      token: admin.token,
      restaurantId: harbourId,
    });
    const onTable = (day.body as { data: Reservation[] }).data.filter((r) => r.table_ids.includes(t.id));
    expect(onTable).toHaveLength(1);
  });

  it('lets exactly one of two overlapping combinations sharing a table win when 25 of each race', async () => {
    const { server, api } = getApi();
    const [a, b, c] = [table(1), table(2), table(3)];
    const comboA = await createCombination(server.db, harbourId, 'RB combo A', [a.id, b.id]);
    const comboB = await createCombination(server.db, harbourId, 'RB combo B', [b.id, c.id]);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        api('POST', '/reservation/bookReservation/table-combination', {
          token: admin.token,
          restaurantId: harbourId,
          body: booking({
            first_name: `Party${i}`,
            guest_count: 6,
            date: '2027-03-02',
            time: '20:00',
            table_combination_id: i % 2 === 0 ? comboA : comboB,
          }),
        }),
      ),
    );
    const won = results.filter((r) => r.status === 201);
    expect(won).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(49);
    const winner = dataOf(won[0] ?? results[0]!);
    expect(winner.table_ids).toContain(b.id);
    expect(winner.table_number).toMatch(/^RB[234]\+RB[234]$/);
    // The loser of the other combination hits the shared table B (or its own member once A won).
    const refusal = results.find((r) => r.status === 409);
    expect(messageOf(refusal!)).toMatch(
      /^Table RB[23] is already booked at 20:00 on 03\/02\/2027, overlapping this booking at 20:00$/,
    );
  });

  it('is refused by the constraint itself: a raw overlapping INSERT fails with SQLSTATE 23P01', async () => {
    const { server } = getApi();
    const first = dataOf(
      await book(admin, booking({ date: '2027-03-03', time: '18:00', table_ids: [table(4).id] })),
    );
    const second = dataOf(
      await book(admin, booking({ date: '2027-03-03', time: '18:00', table_ids: [table(5).id] })),
    );
    const attempt = server.db.execute(
      sql`INSERT INTO reservation_tables (reservation_id, table_id, restaurant_id, during)
          VALUES (${second.id}, ${table(4).id}, ${harbourId}, tstzrange(${first.starts_at}::timestamptz, ${first.ends_at}::timestamptz, '[)'))`,
    );
    const error: unknown = await attempt.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).not.toBeNull();
    expect(sqlState(error)).toBe('23P01');
    // Back to back is not an overlap: [start, end) ranges touch without clashing.
    await server.db.execute(
      sql`INSERT INTO reservation_tables (reservation_id, table_id, restaurant_id, during)
          VALUES (${second.id}, ${table(4).id}, ${harbourId}, tstzrange(${first.ends_at}::timestamptz, ${first.ends_at}::timestamptz + interval '1 hour', '[)'))`,
    );
  });
});

function sqlState(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = 'cause' in e ? e.cause : undefined) {
    if ('code' in e && typeof e.code === 'string') return e.code;
  }
  return undefined;
}

describe('occupancy follows the status', () => {
  it('frees the table when a future booking is cancelled, so the same slot can be booked again', async () => {
    const { api } = getApi();
    const t = table(6);
    const first = dataOf(
      await book(admin, booking({ date: '2027-03-04', time: '19:00', table_ids: [t.id] })),
    );
    expect(
      (await book(admin, booking({ date: '2027-03-04', time: '19:30', table_ids: [t.id] }))).status,
    ).toBe(409);
    const cancelled = dataOf(
      await api('PUT', `/reservation/status/${first.id}/${status('Cancelled')}`, {
        token: host.token,
        restaurantId: harbourId,
      }),
    );
    expect(cancelled.status).toBe('Cancelled');
    expect(cancelled.table_ids).toEqual([t.id]);
    dataOf(await book(admin, booking({ date: '2027-03-04', time: '19:30', table_ids: [t.id] })));
    // Back to a holding status: the table is taken now, so the reinstatement is refused.
    const back = await api('PUT', `/reservation/status/${first.id}/${status('Booked')}`, {
      token: host.token,
      restaurantId: harbourId,
    });
    expect(back.status).toBe(409);
    expect(messageOf(back)).toBe(
      `Table ${t.name} is already booked at 19:30 on 03/04/2027, overlapping this booking at 19:00`,
    );
  });

  it('shortens occupancy to now when a booking in progress completes early, so the table can be booked right after', async () => {
    const { api } = getApi();
    const t = table(7);
    const start = venueNowPlus(TZ, -30);
    const seated = dataOf(
      await book(
        admin,
        booking({ ...start, duration_minutes: 180, table_ids: [t.id], booking_status: status('Seated') }),
      ),
    );
    const next = venueNowPlus(TZ, 2);
    expect((await book(admin, booking({ ...next, table_ids: [t.id] }))).status).toBe(409);
    dataOf(
      await api('PUT', `/reservation/status/${seated.id}/${status('Completed')}`, {
        token: host.token,
        restaurantId: harbourId,
      }),
    );
    dataOf(await book(admin, booking({ ...next, table_ids: [t.id] })));
    // The part already used stays occupied.
    const earlier = venueNowPlus(TZ, -20);
    expect((await book(admin, booking({ ...earlier, duration_minutes: 15, table_ids: [t.id] }))).status).toBe(
      409,
    );
  });

  it('moves tables and changes durations under the same constraint', async () => {
    const { api } = getApi();
    const [a, b] = [table(8), table(9)];
    const one = dataOf(await book(admin, booking({ date: '2027-03-05', time: '18:00', table_ids: [a.id] })));
    const two = dataOf(await book(admin, booking({ date: '2027-03-05', time: '20:00', table_ids: [b.id] })));
    // 18:00 + 150 min runs into nothing on A; extending to 180 is fine, moving two onto A at 20:00 then clashes.
    const longer = dataOf(
      await api('PUT', `/reservation/duration/${one.id}/150`, { token: host.token, restaurantId: harbourId }),
    );
    expect(longer.duration_minutes).toBe(150);
    const move = await api('PUT', `/reservation/table/${two.id}/${a.id}`, {
      token: host.token,
      restaurantId: harbourId,
    });
    expect(move.status).toBe(409);
    expect(messageOf(move)).toBe(
      `Table ${a.name} is already booked at 18:00 on 03/05/2027, overlapping this booking at 20:00`,
    );
    dataOf(
      await api('PUT', `/reservation/duration/${one.id}/120`, { token: host.token, restaurantId: harbourId }),
    );
    const moved = dataOf(
      await api('PUT', `/reservation/table/${two.id}/${a.id}`, {
        token: host.token,
        restaurantId: harbourId,
      }),
    );
    expect(moved.table_number).toBe(a.name);
    // B is free again at 20:00.
    dataOf(await book(admin, booking({ date: '2027-03-05', time: '20:00', table_ids: [b.id] })));
  });

  it('returns the first booking when a terminal retries a create with the same id, and refuses a different one', async () => {
    const id = uuidv7();
    const body = booking({ id, date: '2027-03-06', time: '12:00', table_ids: [table(10).id] });
    const first = dataOf(await book(admin, body));
    const retry = dataOf(await book(admin, body));
    expect(retry).toEqual(first);
    const other = await book(admin, { ...body, first_name: 'Someone else' });
    expect(other.status).toBe(409);
    expect(messageOf(other)).toBe('A reservation with this id already exists');
    const elsewhere = await book(quay, body, quayId);
    expect(elsewhere.status).toBe(409);
  });
});

describe('tenancy, permissions and validation', () => {
  it('keeps Quay Cafe bookings away from a Harbour Bistro admin', async () => {
    const { api, server } = getApi();
    const [quayTable] = await createTables(server.db, quayId, 'QB', 1);
    const theirs = dataOf(
      await book(quay, booking({ date: '2027-03-07', time: '09:00', table_ids: [quayTable!.id] }), quayId),
    );
    expect(
      (await api('GET', `/reservation/${theirs.id}`, { token: admin.token, restaurantId: harbourId })).status,
    ).toBe(404);
    expect(
      (
        await api('PATCH', `/reservation/${theirs.id}`, {
          token: admin.token,
          restaurantId: harbourId,
          body: { guest_count: 3 },
        })
      ).status,
    ).toBe(404);
    expect(
      (await api('GET', `/reservation/${theirs.id}`, { token: admin.token, restaurantId: quayId })).status,
    ).toBe(403);
    expect(
      (
        await api('GET', `/reservation/allBookedReservation/${quayId}`, {
          token: admin.token,
          restaurantId: harbourId,
        })
      ).status,
    ).toBe(403);
    // A Harbour booking naming a Quay table is refused as a table that does not exist here.
    const foreign = await book(
      admin,
      booking({ date: '2027-03-07', time: '09:00', table_ids: [quayTable!.id] }),
    );
    expect(foreign.status).toBe(422);
    expect(messageOf(foreign)).toContain(quayTable!.id);
    const mine = await api('GET', `/reservation/allBookedReservation/${quayId}?date=2027-03-07`, {
      token: quay.token,
      restaurantId: quayId,
    });
    expect((mine.body as { data: Reservation[] }).data.map((r) => r.id)).toEqual([theirs.id]);
  });

  it('answers malformed input with 400/422 naming the field', async () => {
    const { api } = getApi();
    const bad = await book(admin, booking({ date: '2027-02-30', guest_count: 0, time: '25:00' }));
    expect(bad.status).toBe(422);
    const errors = (bad.body as { errors: Record<string, string[]> }).errors;
    expect(Object.keys(errors).sort()).toEqual(['date', 'guest_count', 'time']);
    const badId = await api('GET', '/reservation/not-a-uuid', {
      token: admin.token,
      restaurantId: harbourId,
    });
    expect(badId.status).toBe(422);
    expect(Object.keys((badId.body as { errors: Record<string, string[]> }).errors)).toEqual([
      'params.bookingId',
    ]);
    const badDuration = await api('PUT', `/reservation/duration/${uuidv7()}/5`, {
      token: admin.token,
      restaurantId: harbourId,
    });
    expect(badDuration.status).toBe(422);
    const badJson = await api('POST', '/reservation/bookReservation', {
      token: admin.token,
      restaurantId: harbourId,
      rawBody: '{"first_name":',
    });
    expect(badJson.status).toBe(400);
    const noStatus = await api('PUT', `/reservation/status/${uuidv7()}/${status('Seated')}`, {
      token: admin.token,
      restaurantId: harbourId,
    });
    expect(noStatus.status).toBe(404);
  });

  it('lets a host book and seat, and refuses writes without a token', async () => {
    const { api } = getApi();
    const mine = dataOf(
      await book(host, booking({ date: '2027-03-08', time: '13:00', table_ids: [table(11).id] })),
    );
    const seated = dataOf(
      await api('PUT', `/reservation/status/${mine.id}/${status('Seated')}`, {
        token: host.token,
        restaurantId: harbourId,
      }),
    );
    expect(seated.reservation_Status).toEqual({
      id: status('Seated'),
      reservation_Status_Name: 'Seated',
      color_code: '#10B981',
    });
    expect(
      (await api('POST', '/reservation/bookReservation', { restaurantId: harbourId, body: booking() }))
        .status,
    ).toBe(401);
    const found = await api('GET', `/reservation/search/${encodeURIComponent('lovelace')}`, {
      token: host.token,
      restaurantId: harbourId,
    });
    expect((found.body as { result: Reservation[] }).result.some((r) => r.id === mine.id)).toBe(true);
  });
});

describe('realtime', () => {
  it('pokes the tenant room with the seq of a booking', async () => {
    const { server } = getApi();
    const socket = await connectStaffSocket(
      server.url,
      { token: host.token, restaurantId: harbourId },
      sockets,
    );
    const poked = new Promise<{ restaurantId: number; seq: number }>((resolve) =>
      socket.once('poke', resolve),
    );
    dataOf(await book(admin, booking({ date: '2027-03-09', time: '19:00', table_ids: [table(0).id] })));
    const poke = await poked;
    const pull = await getApi().api('GET', '/sync/pull?since=0&limit=5000', {
      token: host.token,
      restaurantId: harbourId,
    });
    const feed = (pull.body as { data: { cursor: number } }).data;
    expect(poke).toEqual({ restaurantId: harbourId, seq: feed.cursor });
  });
});
