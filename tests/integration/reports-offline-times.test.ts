// A status taken on a terminal while it was offline is recorded in the booking's status history at
// the time it was taken there (the pushed mutation's madeAt), not when the push arrived, so the turn
// time and utilisation reports read an outage's evening as it happened; a status set through the REST
// API is still recorded at the server's time, and a terminal clock ahead of the server cannot date one
// in the future. PGlite, or PostgreSQL with DATABASE_URL.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src-shared/ids.js';
import { SYNC_PROTOCOL_VERSION } from '../../src-shared/sync/protocol.js';
import { addDays } from '../../src-shared/time.js';
import { queryRows } from '../../src-server/db/client.js';
import { DEMO, signInEach, useTestApi, type SignedIn } from './helpers/api-server.js';

const getApi = useTestApi();
let host: SignedIn;
let restaurantId = 0;
const statusIds = new Map<string, string>();

const HOUR = 3_600_000;
const bookedAt = new Date(Date.now() - 3 * HOUR);
const seatedAt = new Date(Date.now() - 2 * HOUR);
const bookingDate = addDays(new Date().toISOString().slice(0, 10), 30);

async function push(mutations: { name: string; madeAt?: string; madeOffline?: boolean; args: unknown }[]) {
  const res = await getApi().api('POST', '/sync/push', {
    token: host.token,
    restaurantId,
    body: {
      protocolVersion: SYNC_PROTOCOL_VERSION,
      clientId: crypto.randomUUID(),
      mutations: mutations.map((m) => ({ id: crypto.randomUUID(), ...m })),
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const results = (res.body as { data: { results: { status: string; reason?: string }[] } }).data.results;
  expect(
    results.map((r) => r.status),
    JSON.stringify(results),
  ).toEqual(mutations.map(() => 'applied'));
}

async function history(id: string) {
  return (await queryRows(
    getApi().server.db,
    sql`select lower(trim(status_name)) as status, at from reservation_status_events
        where reservation_id = ${id}::uuid order by at`,
  )) as Array<{ status: string; at: Date | string }>;
}

async function seatedTime(id: string): Promise<number | null> {
  const rows = (await queryRows(
    getApi().server.db,
    sql`select seated_at from reservation_times where reservation_id = ${id}::uuid`,
  )) as Array<{ seated_at: Date | string | null }>;
  const at = rows[0]?.seated_at;
  return at ? new Date(at).getTime() : null;
}

const booking = (id: string, time: string) => ({
  id,
  first_name: 'Olive',
  last_name: 'Outage',
  mobileNumber: '+441234567800',
  date: bookingDate,
  time,
  guest_count: 2,
});

beforeAll(async () => {
  [host] = await signInEach(getApi(), DEMO.harbourHost);
  restaurantId = host.user.restaurantId;
  const rows = (await queryRows(
    getApi().server.db,
    sql`select id::text as id, lower(trim(name)) as name from reservation_statuses where restaurant_id = ${restaurantId}`,
  )) as Array<{ id: string; name: string }>;
  for (const r of rows) statusIds.set(r.name, r.id);
  expect(statusIds.get('seated')).toBeTruthy();
});

describe('status times of offline changes', () => {
  it('records a booking made and seated offline at the times the terminal made them', async () => {
    const id = uuidv7();
    await push([
      {
        name: 'reservation.create',
        madeAt: bookedAt.toISOString(),
        madeOffline: true,
        args: booking(id, '19:00'),
      },
      {
        name: 'reservation.setStatus',
        madeAt: seatedAt.toISOString(),
        madeOffline: true,
        args: { id, statusId: statusIds.get('seated') },
      },
    ]);
    const events = await history(id);
    expect(events.map((e) => e.status).at(-1)).toBe('seated');
    expect(new Date(events[0]!.at).getTime()).toBe(bookedAt.getTime());
    expect(new Date(events.at(-1)!.at).getTime()).toBe(seatedAt.getTime());
    expect(await seatedTime(id)).toBe(seatedAt.getTime());
  });

  it('never dates a status after the server’s now, and dates a push without madeAt at arrival', async () => {
    const ahead = uuidv7();
    const before = Date.now();
    await push([
      {
        name: 'reservation.create',
        madeAt: new Date(Date.now() + 6 * HOUR).toISOString(),
        args: booking(ahead, '19:30'),
      },
    ]);
    const plain = uuidv7();
    await push([{ name: 'reservation.create', args: booking(plain, '20:00') }]);
    for (const id of [ahead, plain]) {
      const [first] = await history(id);
      const at = new Date(first!.at).getTime();
      expect(at).toBeGreaterThanOrEqual(before - 1000);
      expect(at).toBeLessThanOrEqual(Date.now() + 1000);
    }
  });

  it('dates a status set through the API at the server’s time', async () => {
    const id = uuidv7();
    await push([{ name: 'reservation.create', madeAt: bookedAt.toISOString(), args: booking(id, '20:30') }]);
    const before = Date.now();
    const res = await getApi().api('PUT', `/reservation/status/${id}/${statusIds.get('seated')}`, {
      token: host.token,
      restaurantId,
    });
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
    const seated = await seatedTime(id);
    expect(seated).not.toBeNull();
    expect(seated!).toBeGreaterThanOrEqual(before - 1000);
  });
});
