// The offline mirror against the REAL tenant API (PGlite, or PostgreSQL with DATABASE_URL): initial
// pull, offline booking → push → poke → second terminal, conflicting offline bookings, push retry.
import { beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src-shared/ids.js';
import type { SyncNotice } from '../../src-shared/ipc/channels.js';
import { reservationSchema, type Reservation } from '../../src-shared/schemas/reservation.js';
import { tableSchema } from '../../src-shared/schemas/seating.js';
import { addDays } from '../../src-shared/time.js';
import {
  pullResponseSchema,
  pushResponseSchema,
  SYNC_PROTOCOL_VERSION,
  type Change,
} from '../../src-shared/sync/protocol.js';
import { clientPageSchema } from '../../src-server/catalogue/client-queries.js';
import { DEMO, useTestApi, type SignedIn } from './helpers/api-server.js';
import { call, eventually, floorTables, mutate, useTerminals } from './sync-helpers.js';

const getApi = useTestApi();
let admin: SignedIn;
let restaurantId: number;
const terminals = useTerminals(() => getApi().server.url);

const terminal = (tuning: Parameters<typeof terminals.start>[1] = {}) =>
  terminals.start(DEMO.harbourHost, tuning);

/** Every change of the server's feed, paged like a terminal would. */
async function serverFeed(): Promise<Change[]> {
  const all: Change[] = [];
  let since = 0;
  for (;;) {
    const res = await getApi().api('GET', `/sync/pull?since=${since}&limit=5000`, {
      token: admin.token,
      restaurantId,
    });
    expect(res.status).toBe(200);
    const page = pullResponseSchema.parse((res.body as { data: unknown }).data);
    all.push(...page.changes);
    since = page.cursor;
    if (!page.hasMore) return all;
  }
}

async function serverReservation(id: string): Promise<Reservation | null> {
  const res = await getApi().api('GET', `/reservation/${id}`, { token: admin.token, restaurantId });
  if (res.status === 404) return null;
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return reservationSchema.parse((res.body as { data: unknown }).data);
}

const farDate = addDays(new Date().toISOString().slice(0, 10), 40);

beforeAll(async () => {
  admin = await getApi().signIn(DEMO.harbourAdmin.email, DEMO.harbourAdmin.password);
  restaurantId = admin.user.restaurantId;
});

describe('sync engine against the real API', () => {
  it('initial pull makes the mirror equal the server feed (counts per entity and a sample)', async () => {
    const t = await terminal({ realtime: false, pullLimit: 50 });
    const feed = await serverFeed();
    const live = feed.filter((c) => c.op === 'upsert');
    expect(live.length).toBeGreaterThan(0);
    const countOf = (entity: string) => live.filter((c) => c.entity === entity).length;

    const floor = await call(t, 'mirror.floor', undefined);
    expect(floor.tables.length).toBe(countOf('tables'));
    expect(floor.statuses.length).toBe(countOf('reservation_statuses'));
    expect(floor.seatingAreas.length).toBe(countOf('seating_areas'));
    const clients = await call(t, 'mirror.clients', { pageSize: 500 });
    expect(clients.total).toBe(countOf('clients'));
    // The visit figures the mirror recounts from its reservations equal the server's own count.
    const page = await getApi().api('GET', `/clients/restaurant/${restaurantId}?pageSize=200`, {
      token: admin.token,
      restaurantId,
    });
    expect(page.status).toBe(200);
    const served = clientPageSchema.parse((page.body as { data: unknown }).data).items;
    const mirrored = new Map(clients.rows.map((c) => [c.id, c]));
    expect(served.some((c) => c.visit_count > 0)).toBe(true);
    for (const c of served)
      expect([c.id, mirrored.get(c.id)?.visit_count, mirrored.get(c.id)?.last_visit]).toEqual([
        c.id,
        c.visit_count,
        c.last_visit,
      ]);

    const booking = live.find((c) => c.entity === 'reservations');
    if (booking) {
      const date = String(booking.data?.date);
      const day = await call(t, 'mirror.reservations', { date });
      expect(day.find((r) => r.id === booking.id)).toEqual(reservationSchema.parse(booking.data));
      expect(day.length).toBe(
        live.filter((c) => c.entity === 'reservations' && c.data?.date === date).length,
      );
    }
    const status = await call(t, 'sync.status', undefined);
    expect(status).toMatchObject({ state: 'online', pending: 0 });
    expect(status.lastSyncAt).not.toBeNull();
  });

  it('an offline booking is pending, is applied when back online and reaches a second terminal by poke', async () => {
    const a = await terminal();
    const b = await terminal();
    a.engine.setNetwork(false);
    const [table] = await floorTables(a);
    if (!table) throw new Error('The demo restaurant has no table for two');
    const id = uuidv7();
    const made = await mutate(a, 'reservation.create', {
      id,
      first_name: 'Olive',
      last_name: 'Offline',
      mobileNumber: '+44 7700 900001',
      date: farDate,
      time: '12:30',
      guest_count: 2,
      table_ids: [table.id],
      special_request: 'Window seat',
    });
    expect(made.row).toMatchObject({
      id,
      table_number: table.name,
      status: 'Booked',
      date: farDate,
      time: '12:30',
    });
    expect(a.engine.status()).toMatchObject({ state: 'offline', pending: 1 });
    expect(await serverReservation(id)).toBeNull();

    a.engine.setNetwork(true);
    await eventually(() => expect(a.engine.status()).toMatchObject({ pending: 0, state: 'online' }));
    const onServer = await serverReservation(id);
    expect(onServer).toMatchObject({
      id,
      first_name: 'Olive',
      table_ids: [table.id],
      special_request: 'Window seat',
    });

    await eventually(async () => {
      const seen = await call(b, 'mirror.reservations', { text: 'olive offline' });
      expect(seen.map((r) => r.id)).toEqual([id]);
    });
    const search = await call(b, 'search.global', { query: 'Offline' });
    expect(search.upcoming.map((r) => r.id)).toContain(id);
  });

  it('an offline party of 6 gets the duration the server gives it, inside and outside a shift', async () => {
    const t = await terminal();
    t.engine.setNetwork(false);
    const cases = [
      { time: '13:00', expected: 105 }, // Lunch's turn time for 5+
      { time: '23:15', expected: 120 }, // no shift: the default turn times by party size
    ];
    const ids: string[] = [];
    for (const c of cases) {
      const id = uuidv7();
      ids.push(id);
      const made = await mutate(t, 'reservation.create', {
        id,
        first_name: 'Six',
        last_name: `Offline ${c.time}`,
        mobileNumber: '+44 7700 900006',
        date: farDate,
        time: c.time,
        guest_count: 6,
        table_ids: [],
      });
      expect(made.row, c.time).toMatchObject({ id, duration_minutes: c.expected });
    }
    t.engine.setNetwork(true);
    await eventually(() => expect(t.engine.status()).toMatchObject({ pending: 0, state: 'online' }));
    for (const [i, c] of cases.entries()) {
      const onServer = await serverReservation(ids[i] ?? '');
      expect(onServer?.duration_minutes, c.time).toBe(c.expected);
      const mirrored = await call(t, 'mirror.reservations', { text: `offline ${c.time}` });
      expect(mirrored.find((r) => r.id === ids[i])?.duration_minutes, c.time).toBe(c.expected);
    }
  });

  // Issue 27: the second booking is not dropped for its table; the server re-places it and says so.
  it('conflicting offline bookings of one table: the first keeps it, the second is re-placed with a notice', async () => {
    const a = await terminal({ realtime: false });
    const b = await terminal({ realtime: false });
    a.engine.setNetwork(false);
    b.engine.setNetwork(false);
    const tables = await floorTables(a);
    const table = tables[1] ?? tables[0];
    if (!table) throw new Error('no table');
    const base = {
      date: farDate,
      time: '13:00',
      guest_count: 2,
      table_ids: [table.id],
      duration_minutes: 90,
    };
    const annId = uuidv7();
    const bobId = uuidv7();
    await mutate(a, 'reservation.create', {
      ...base,
      id: annId,
      first_name: 'Ann',
      last_name: 'First',
      email: 'ann@example.test',
    });
    await mutate(b, 'reservation.create', {
      ...base,
      id: bobId,
      first_name: 'Bob',
      last_name: 'Second',
      email: 'bob@example.test',
    });
    const notices: SyncNotice[] = [];
    b.core.events.subscribe((event, payload) => {
      if (event === 'sync.notice') notices.push(payload as SyncNotice);
    });

    a.engine.setNetwork(true);
    await eventually(() => expect(a.engine.status().pending).toBe(0));
    b.engine.setNetwork(true);
    await eventually(() => expect(notices).toHaveLength(1));

    expect(await serverReservation(annId)).toMatchObject({ first_name: 'Ann', table_ids: [table.id] });
    const bob = await serverReservation(bobId);
    expect(bob).toMatchObject({ first_name: 'Bob', time: '13:00' });
    expect(bob?.table_ids).toHaveLength(1);
    expect(bob?.table_ids).not.toContain(table.id);
    await eventually(async () => {
      const bDay = await call(b, 'mirror.reservations', { date: farDate });
      expect(bDay.map((r) => r.id)).toEqual(expect.arrayContaining([annId, bobId]));
      expect(bDay.find((r) => r.id === bobId)?.table_ids).toEqual(bob?.table_ids);
    });
    const notice = notices[0];
    expect(notice?.outcome).toBe('booked on another table');
    expect(notice?.message).toContain('Bob Second');
    expect(notice?.message).toContain('13:00');
    expect(notice?.reason).toContain(`moved from ${table.name} to ${bob?.table_number ?? '?'}`);
    expect((await call(b, 'sync.notices', undefined)).map((n) => n.id)).toEqual([notice?.id]);
    await call(b, 'sync.dismissNotice', { id: notice?.id ?? '' });
    expect(await call(b, 'sync.notices', undefined)).toEqual([]);
  });

  it('a retried push answers the same outcomes and applies nothing twice', async () => {
    const tables = (await serverFeed())
      .filter((c) => c.entity === 'tables' && c.op === 'upsert')
      .map((c) => tableSchema.parse(c.data));
    const table = tables.find((t) => t.status === 1 && t.max_covers >= 2);
    if (!table) throw new Error('no table');
    const clientId = crypto.randomUUID();
    const id = uuidv7();
    const second = uuidv7();
    const body = {
      protocolVersion: SYNC_PROTOCOL_VERSION,
      clientId,
      mutations: [
        {
          id: crypto.randomUUID(),
          name: 'reservation.create',
          args: {
            id,
            first_name: 'Rita',
            last_name: 'Retry',
            email: 'rita@example.test',
            date: farDate,
            time: '15:00',
            guest_count: 2,
            table_ids: [table.id],
          },
        },
        {
          id: crypto.randomUUID(),
          name: 'reservation.create',
          args: {
            id: second,
            first_name: 'Clash',
            email: 'c@example.test',
            date: farDate,
            time: '15:00',
            guest_count: 2,
            table_ids: [table.id],
          },
        },
        { id: crypto.randomUUID(), name: 'reservation.setDuration', args: { id, duration_minutes: 5 } },
        {
          id: crypto.randomUUID(),
          name: 'reservation.update',
          args: { id, patch: { special_request: 'Birthday' } },
        },
      ],
    };
    const push = async () => {
      const res = await getApi().api('POST', '/sync/push', { token: admin.token, restaurantId, body });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return pushResponseSchema.parse((res.body as { data: unknown }).data).results;
    };
    const first = await push();
    // The clash on the table is re-placed (issue 27), not refused; the bad duration is refused.
    expect(first.map((r) => r.status)).toEqual(['applied', 'applied', 'rejected', 'applied']);
    expect(first[1]?.code).toBe('replaced');
    expect(first[2]?.code).toBe('invalid_args');
    const seqBefore = (await serverFeed()).reduce((max, c) => Math.max(max, c.seq), 0);
    const again = await push();
    expect(again).toEqual(first);
    expect((await serverFeed()).reduce((max, c) => Math.max(max, c.seq), 0)).toBe(seqBefore);
    expect(await serverReservation(id)).toMatchObject({ special_request: 'Birthday' });
    const clash = await serverReservation(second);
    expect(clash?.table_ids).toHaveLength(1);
    expect(clash?.table_ids).not.toContain(table.id);
  });
});
