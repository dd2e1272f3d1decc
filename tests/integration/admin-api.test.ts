// The /admin area's API (issue 16 part 3), over HTTP and real socket.io clients on PGlite or
// PostgreSQL: restaurants and outlets with their details and the edit of the current one, server
// names (and their choice on bookings), the websocket admin (status, users, metrics, stop/start, emergency, broadcast) scoped to the
// caller's restaurant, and the permission cache; a host gets 403 on all of it, and one restaurant
// never sees or reaches another's sockets.
import fc from 'fast-check';
import type { Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN_CONTRACTS } from '../../src-shared/admin/admin-contracts.js';
import { fillPath } from '../../src-shared/resources/route-contract.js';
import {
  REALTIME_NOTICE_EVENT,
  REALTIME_STOPPED,
  REALTIME_STOPPED_SEND,
  type AdminRestaurant,
  type ConnectedUser,
  type RealtimeMetrics,
  type RealtimeNotice,
  type RealtimeStatus,
} from '../../src-shared/schemas/admin.js';
import type { ServerName } from '../../src-shared/schemas/server-name.js';
import { uuidv7 } from '../../src-shared/ids.js';
import { SYNC_PROTOCOL_VERSION } from '../../src-shared/sync/protocol.js';
import type { ApiResponse, SignedIn } from './helpers/api-server.js';
import { data, errors, useCatalogueActors } from './helpers/catalogue-actors.js';
import { socketRealtime } from '../../src-main/sync/realtime.js';
import { connectStaffSocket } from './helpers/staff-socket.js';

const { getApi, ids, admin, host, quay, asAdmin, asHost, asQuay } = useCatalogueActors();

const value = <T>(res: ApiResponse) => data(res) as T;
const SERVER_NAMES = (restaurantId: number) => `/settings/accounts/server-names/restaurant/${restaurantId}`;

// ——— Real socket.io clients ———
const sockets: Socket[] = [];
afterAll(() => {
  for (const s of sockets) s.disconnect();
});

function connect(who: SignedIn, restaurantId: number, terminal?: string): Promise<Socket> {
  const auth = { token: who.token, restaurantId, ...(terminal ? { terminal } : {}) };
  return connectStaffSocket(getApi().server.url, auth, sockets);
}

/** Every notice a socket receives, in order. */
function inbox(socket: Socket): RealtimeNotice[] {
  const got: RealtimeNotice[] = [];
  socket.on(REALTIME_NOTICE_EVENT, (n: RealtimeNotice) => got.push(n));
  return got;
}

const until = async (check: () => boolean, what: string) => {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((r) => setTimeout(r, 20));
  if (!check()) throw new Error(`Timed out waiting for ${what}`);
};

describe('admin API: who may call it', () => {
  it('answers 403 to a host on every admin call, and on server-name changes', async () => {
    for (const contract of Object.values(ADMIN_CONTRACTS)) {
      const path = fillPath(contract, { id: ids.harbour });
      const body = 'body' in contract ? { message: 'hello', name: 'x' } : undefined;
      const res = await asHost(contract.method, path, body);
      expect(res.status, `${contract.method} ${path}`).toBe(403);
    }
    for (const path of ['/permissions/cache/stats'])
      expect((await asHost('GET', path)).status, path).toBe(403);
    expect((await asHost('POST', '/permissions/cache/invalidate', {})).status).toBe(403);
    expect((await asHost('POST', SERVER_NAMES(ids.harbour), { name: 'Sam' })).status).toBe(403);
    // A host reads the names (to assign a server), but cannot change them.
    expect((await asHost('GET', SERVER_NAMES(ids.harbour))).status).toBe(200);
  });

  it('answers 401 without a token and 403 for a restaurant the caller holds no role in', async () => {
    expect((await getApi().api('GET', '/admin/websocket/status', { restaurantId: ids.harbour })).status).toBe(
      401,
    );
    const foreign = await getApi().api('GET', '/admin/websocket/status', {
      token: admin().token,
      restaurantId: ids.quay,
    });
    expect(foreign.status).toBe(403);
  });
});

describe('restaurants and outlets', () => {
  it('lists the restaurants the admin administers, with their details, the current one first', async () => {
    const res = await asAdmin('GET', '/admin/restaurants');
    expect(res.status).toBe(200);
    const list = value<AdminRestaurant[]>(res);
    expect(list[0]).toMatchObject({ id: ids.harbour, current: true, roleName: 'admin' });
    expect(list[0]?.timeZone).toBeTruthy();
    expect(list[0]?.currency).toMatch(/^[A-Z]{3}$/);
    expect(list[0]?.userCount).toBeGreaterThan(0);
    expect(list.some((r) => r.id === ids.quay)).toBe(false);
    const quays = value<AdminRestaurant[]>(await asQuay('GET', '/admin/restaurants'));
    expect(quays.map((r) => r.id)).toEqual([ids.quay]);
  });

  it('edits the name, address and contact of the current restaurant, recorded in the audit trail', async () => {
    const res = await asAdmin('PUT', `/admin/restaurants/${ids.harbour}`, {
      name: 'Harbour Bistro & Bar',
      address: { line2: 'Pier 4', city: 'Portsmouth' },
      contact: { website: '' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body as { message: string }).message).toBe('Restaurant Harbour Bistro & Bar updated');
    const details = value<AdminRestaurant>(await asAdmin('GET', `/restaurant/${ids.harbour}/details`));
    expect(details.name).toBe('Harbour Bistro & Bar');
    expect(details.address).toMatchObject({ line2: 'Pier 4', city: 'Portsmouth' });
    expect(details.contact.website).toBeNull();
    // Its time zone and slug did not move.
    const listed = value<AdminRestaurant[]>(await asAdmin('GET', '/admin/restaurants'))[0];
    expect(listed).toMatchObject({ slug: details.slug, timeZone: details.timeZone });

    const trail = await asAdmin('GET', '/admin/audit?entity=restaurant');
    const rows = value<{ rows: { action: string; summary: string; entity_id: string }[] }>(trail).rows;
    expect(rows[0]).toMatchObject({ action: 'update', entity_id: String(ids.harbour) });
    expect(rows[0]?.summary).toMatch(/name/);
  });

  it('refuses another restaurant’s id, and bad bodies with the field and the reason', async () => {
    const other = await asAdmin('PUT', `/admin/restaurants/${ids.quay}`, { name: 'Taken over' });
    expect(other.status).toBe(403);
    const quayName = value<AdminRestaurant[]>(await asQuay('GET', '/admin/restaurants'))[0]?.name;
    expect(quayName).not.toBe('Taken over');

    const empty = await asAdmin('PUT', `/admin/restaurants/${ids.harbour}`, { name: '  ' });
    expect(empty.status).toBe(422);
    expect(errors(empty).name).toEqual(['Name is required']);
    const email = await asAdmin('PUT', `/admin/restaurants/${ids.harbour}`, { contact: { email: 'nope' } });
    expect(email.status).toBe(422);
    expect(errors(email)['contact.email']).toEqual(['Email must be a valid email address']);
    const zone = await asAdmin('PUT', `/admin/restaurants/${ids.harbour}`, { timeZone: 'Asia/Tokyo' });
    expect(zone.status).toBe(422);
    expect((await asAdmin('PUT', `/admin/restaurants/${ids.harbour}`, {})).status).toBe(422);
  });
});

describe('server names', () => {
  it('creates, lists, deactivates and deletes the venue’s server names, per restaurant', async () => {
    const created = await asAdmin('POST', SERVER_NAMES(ids.harbour), { name: ' Alex ' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const alex = value<ServerName>(created);
    expect(alex).toMatchObject({ name: 'Alex', status: 1, restaurant_id: ids.harbour });

    const duplicate = await asAdmin('POST', SERVER_NAMES(ids.harbour), { name: 'Alex' });
    expect(duplicate.status).toBe(409);
    expect((duplicate.body as { message: string }).message).toBe('A server named Alex already exists');
    const nameless = await asAdmin('POST', SERVER_NAMES(ids.harbour), { name: '' });
    expect(nameless.status).toBe(422);
    expect(errors(nameless).name).toEqual(['Server name is required']);
    const long = await asAdmin('POST', SERVER_NAMES(ids.harbour), { name: 'x'.repeat(61) });
    expect(errors(long).name).toEqual(['Server name cannot exceed 60 characters']);

    const off = await asAdmin('PUT', `/settings/accounts/server-names/${alex.id}`, { status: 0 });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(value<ServerName>(off).status).toBe(0);
    // Quay's admin neither sees nor changes Harbour's names.
    expect(
      value<ServerName[]>(await asQuay('GET', SERVER_NAMES(ids.quay))).some((s) => s.id === alex.id),
    ).toBe(false);
    expect((await asQuay('PUT', `/settings/accounts/server-names/${alex.id}`, { status: 1 })).status).toBe(
      404,
    );
    // Quay may have its own Alex.
    expect((await asQuay('POST', SERVER_NAMES(ids.quay), { name: 'Alex' })).status).toBe(201);

    const listed = value<ServerName[]>(await asHost('GET', SERVER_NAMES(ids.harbour)));
    expect(listed.find((s) => s.id === alex.id)?.status).toBe(0);
    expect((await asAdmin('DELETE', `/settings/accounts/server-names/${alex.id}`)).status).toBe(200);
    expect(
      value<ServerName[]>(await asAdmin('GET', SERVER_NAMES(ids.harbour))).some((s) => s.id === alex.id),
    ).toBe(false);
  });

  it('is chosen on a booking (REST and offline push), cleared, and never another restaurant’s', async () => {
    const sam = value<ServerName>(await asAdmin('POST', SERVER_NAMES(ids.harbour), { name: 'Sam' }));
    const quaySam = value<ServerName>(await asQuay('POST', SERVER_NAMES(ids.quay), { name: 'Sam' }));
    const date = new Date(Date.now() + 50 * 86_400_000).toISOString().slice(0, 10);
    const booking = { first_name: 'Served', date, time: '12:30', guest_count: 2, source: 'walk_in' };

    const booked = await asAdmin('POST', '/reservation/bookReservation', {
      ...booking,
      server_name_id: sam.id,
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const id = value<{ id: string; server_name_id: string | null }>(booked).id;
    expect(value<{ server_name_id: string | null }>(booked).server_name_id).toBe(sam.id);

    // Another restaurant's server name: refused, naming the field, on create and on edit.
    const foreign = await asAdmin('POST', '/reservation/bookReservation', {
      ...booking,
      server_name_id: quaySam.id,
    });
    expect(foreign.status).toBe(422);
    expect(errors(foreign).server_name_id?.[0]).toContain('does not exist in this restaurant');
    const foreignEdit = await asAdmin('PATCH', `/reservation/${id}`, { server_name_id: quaySam.id });
    expect(foreignEdit.status).toBe(422);
    expect(errors(foreignEdit).server_name_id).toBeDefined();

    // Cleared by an edit; an edit of something else keeps it.
    const kept = await asAdmin('PATCH', `/reservation/${id}`, { guest_count: 3 });
    expect(value<{ server_name_id: string | null }>(kept).server_name_id).toBe(sam.id);
    const cleared = await asAdmin('PATCH', `/reservation/${id}`, { server_name_id: null });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    expect(value<{ server_name_id: string | null }>(cleared).server_name_id).toBeNull();

    // The offline path: a terminal's pushed create and update carry it, with the same check.
    const push = (mutations: unknown[]) =>
      asHost('POST', '/sync/push', {
        protocolVersion: SYNC_PROTOCOL_VERSION,
        clientId: uuidv7(),
        mutations,
      });
    const offlineId = uuidv7();
    const pushed = await push([
      {
        id: uuidv7(),
        name: 'reservation.create',
        args: { ...booking, id: offlineId, server_name_id: sam.id },
      },
      { id: uuidv7(), name: 'reservation.update', args: { id, patch: { server_name_id: sam.id } } },
      {
        id: uuidv7(),
        name: 'reservation.update',
        args: { id: offlineId, patch: { server_name_id: quaySam.id } },
      },
    ]);
    expect(pushed.status, JSON.stringify(pushed.body)).toBe(200);
    const results = value<{ results: { status: string; code?: string; reason?: string }[] }>(pushed).results;
    expect(results.map((r) => r.status)).toEqual(['applied', 'applied', 'rejected']);
    expect(results[2]?.reason).toContain('does not exist in this restaurant');
    const day = value<{ id: string; server_name_id: string | null }[]>(
      await asAdmin('GET', `/reservation/allBookedReservation/${ids.harbour}?date=${date}`),
    );
    expect(day.find((r) => r.id === offlineId)?.server_name_id).toBe(sam.id);
    expect(day.find((r) => r.id === id)?.server_name_id).toBe(sam.id);

    // Deleting the name leaves the bookings without one.
    expect((await asAdmin('DELETE', `/settings/accounts/server-names/${sam.id}`)).status).toBe(200);
    const after = value<{ id: string; server_name_id: string | null }[]>(
      await asAdmin('GET', `/reservation/allBookedReservation/${ids.harbour}?date=${date}`),
    );
    expect(after.find((r) => r.id === offlineId)?.server_name_id).toBeNull();
  });
});

describe('websocket admin', () => {
  let harbourAdminSocket: Socket;
  let harbourHostSocket: Socket;
  let quaySocket: Socket;

  it('reports status, users and metrics of the caller’s restaurant only', async () => {
    harbourAdminSocket = await connect(admin(), ids.harbour, 'terminal-harbour-1');
    harbourHostSocket = await connect(host(), ids.harbour);
    quaySocket = await connect(quay(), ids.quay, 'terminal-quay-1');

    const status = value<RealtimeStatus>(await asAdmin('GET', '/admin/websocket/status'));
    expect(status).toMatchObject({
      serverRunning: true,
      running: true,
      stoppedAt: null,
      connectedSockets: 2,
      adapter: 'memory',
      rooms: [{ name: `tenant:${ids.harbour}`, sockets: 2 }],
    });
    expect(status.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(value<RealtimeStatus>(await asQuay('GET', '/admin/websocket/status')).connectedSockets).toBe(1);

    const users = value<ConnectedUser[]>(await asAdmin('GET', '/admin/websocket/users'));
    expect(users.map((u) => u.socketId).sort()).toEqual([harbourAdminSocket.id, harbourHostSocket.id].sort());
    expect(users.find((u) => u.socketId === harbourAdminSocket.id)).toMatchObject({
      userId: admin().user.id,
      email: 'admin@harbour.test',
      terminal: 'terminal-harbour-1',
    });
    expect(users.find((u) => u.socketId === harbourHostSocket.id)?.terminal).toBeNull();
    expect(users.some((u) => u.socketId === quaySocket.id || u.terminal === 'terminal-quay-1')).toBe(false);
    const quayUsers = value<ConnectedUser[]>(await asQuay('GET', '/admin/websocket/users'));
    expect(quayUsers.map((u) => u.socketId)).toEqual([quaySocket.id]);

    const metrics = value<RealtimeMetrics>(await asAdmin('GET', '/admin/websocket/metrics'));
    expect(metrics.connections.current).toBe(2);
    expect(metrics.connections.total).toBeGreaterThanOrEqual(2);
  });

  it('delivers a broadcast and an emergency to the restaurant’s consoles and never to another’s', async () => {
    const harbourGot = inbox(harbourHostSocket);
    const quayGot = inbox(quaySocket);
    const before = value<RealtimeMetrics>(await asAdmin('GET', '/admin/websocket/metrics'));

    const sent = await asAdmin('POST', '/admin/websocket/broadcast', {
      message: '  Kitchen closes at 22:00  ',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(value<{ delivered: number }>(sent).delivered).toBe(2);
    const emergency = await asAdmin('POST', '/admin/websocket/emergency', {
      message: 'Evacuate the terrace',
    });
    expect((emergency.body as { message: string }).message).toBe('Emergency notice sent to 2 consoles');
    // Quay's own message reaches Quay after Harbour's would have: Quay saw only its own.
    expect((await asQuay('POST', '/admin/websocket/broadcast', { message: 'Quay only' })).status).toBe(200);
    await until(() => harbourGot.length === 2 && quayGot.length === 1, 'the notices');
    expect(harbourGot.map((n) => [n.kind, n.message])).toEqual([
      ['broadcast', 'Kitchen closes at 22:00'],
      ['emergency', 'Evacuate the terrace'],
    ]);
    expect(harbourGot[0]?.from).toBeTruthy();
    expect(quayGot.map((n) => n.message)).toEqual(['Quay only']);

    const after = value<RealtimeMetrics>(await asAdmin('GET', '/admin/websocket/metrics'));
    expect((after.messagesByEvent.notice ?? 0) - (before.messagesByEvent.notice ?? 0)).toBe(2);
    const trail = value<{ rows: { action: string }[] }>(
      await asAdmin('GET', '/admin/audit?entity=realtime'),
    ).rows;
    expect(trail.map((r) => r.action)).toEqual(expect.arrayContaining(['broadcast', 'emergency']));
  });

  it('reaches the console’s own realtime link, which names its terminal', async () => {
    const got: RealtimeNotice[] = [];
    let connected = false;
    const link = socketRealtime(
      {
        url: getApi().server.url,
        restaurantId: ids.harbour,
        token: () => host().token,
        terminal: () => 'console-7',
      },
      { onPoke: () => undefined, onConnected: () => (connected = true), onNotice: (n) => got.push(n) },
    );
    link.connect();
    try {
      await until(() => connected, 'the console to connect');
      const users = value<ConnectedUser[]>(await asAdmin('GET', '/admin/websocket/users'));
      expect(users.some((u) => u.terminal === 'console-7' && u.userId === host().user.id)).toBe(true);
      await asAdmin('POST', '/admin/websocket/emergency', { message: 'Fire drill at 15:00' });
      await until(() => got.length === 1, 'the console’s notice');
      expect(got[0]).toMatchObject({ kind: 'emergency', message: 'Fire drill at 15:00' });
    } finally {
      link.disconnect();
    }
  });

  it('refuses empty, long and malformed messages, naming the field', async () => {
    const empty = await asAdmin('POST', '/admin/websocket/broadcast', { message: '   ' });
    expect(empty.status).toBe(422);
    expect(errors(empty).message).toEqual(['Message is required']);
    const long = await asAdmin('POST', '/admin/websocket/emergency', { message: 'x'.repeat(501) });
    expect(errors(long).message).toEqual(['Message cannot exceed 500 characters']);
    const extra = await asAdmin('POST', '/admin/websocket/broadcast', {
      message: 'hi',
      restaurantId: ids.quay,
    });
    expect(extra.status).toBe(422);
  });

  it('stops realtime for one restaurant only, refuses its sockets until started again', async () => {
    const quayDown = new Promise<void>((resolve) => quaySocket.once('disconnect', () => resolve()));
    let quayDropped = false;
    void quayDown.then(() => (quayDropped = true));
    const hostDown = new Promise<string>((resolve) => harbourHostSocket.once('disconnect', resolve));

    const stopped = await asAdmin('POST', '/admin/websocket/stop');
    expect(stopped.status, JSON.stringify(stopped.body)).toBe(200);
    expect(value<{ running: boolean; disconnected: number }>(stopped)).toEqual({
      running: false,
      disconnected: 2,
    });
    expect(await hostDown).toBe('io server disconnect');
    await until(() => !harbourAdminSocket.connected, 'the admin socket to drop');

    const status = value<RealtimeStatus>(await asAdmin('GET', '/admin/websocket/status'));
    expect(status).toMatchObject({ running: false, connectedSockets: 0, rooms: [] });
    expect(status.stoppedAt).not.toBeNull();
    await expect(connect(host(), ids.harbour)).rejects.toThrow(REALTIME_STOPPED);
    const refused = await asAdmin('POST', '/admin/websocket/broadcast', { message: 'Anyone?' });
    expect(refused.status).toBe(409);
    expect((refused.body as { message: string }).message).toBe(REALTIME_STOPPED_SEND);
    expect(value<RealtimeMetrics>(await asAdmin('GET', '/admin/websocket/metrics')).connections.refused).toBe(
      1,
    );

    // Quay kept its socket and its messages.
    const quayGot = inbox(quaySocket);
    expect(quaySocket.connected).toBe(true);
    expect(quayDropped).toBe(false);
    expect(value<RealtimeStatus>(await asQuay('GET', '/admin/websocket/status')).running).toBe(true);
    await asQuay('POST', '/admin/websocket/broadcast', { message: 'Still here' });
    await until(() => quayGot.length === 1, 'Quay’s notice');

    const started = await asAdmin('POST', '/admin/websocket/start');
    expect(value<{ running: boolean }>(started).running).toBe(true);
    const again = await connect(host(), ids.harbour);
    expect(again.connected).toBe(true);
    expect(value<RealtimeStatus>(await asAdmin('GET', '/admin/websocket/status'))).toMatchObject({
      running: true,
      connectedSockets: 1,
    });
    const trail = value<{ rows: { action: string }[] }>(
      await asAdmin('GET', '/admin/audit?entity=realtime'),
    ).rows;
    expect(trail.map((r) => r.action)).toEqual(expect.arrayContaining(['stop', 'start']));
  });
});

describe('permission cache', () => {
  it('shows the stats of the restaurant and invalidates its entries', async () => {
    type Stats = { entries: number; invalidations: number; last_invalidated_at: string | null };
    const stats = value<Stats>(await asAdmin('GET', '/permissions/cache/stats'));
    // The admin's own requests cached their role's permission set.
    expect(stats.entries).toBeGreaterThanOrEqual(1);
    const dropped = await asAdmin('POST', '/permissions/cache/invalidate', {});
    expect(dropped.status).toBe(200);
    expect(value<{ dropped: number }>(dropped).dropped).toBe(stats.entries);
    const after = value<Stats>(await asAdmin('GET', '/permissions/cache/stats'));
    expect(after.invalidations).toBe(stats.invalidations + 1);
    expect(after.last_invalidated_at).not.toBeNull();
    // Quay's cached sets were not Harbour's to drop.
    expect(value<Stats>(await asQuay('GET', '/permissions/cache/stats')).entries).toBeGreaterThanOrEqual(1);
  });
});

describe('fuzzed bodies', () => {
  it('answers every malformed admin write with a 4xx (or a 2xx when valid), never a 5xx', async () => {
    const targets = [
      ['PUT', `/admin/restaurants/${ids.harbour}`],
      ['POST', '/admin/websocket/broadcast'],
      ['POST', '/admin/websocket/emergency'],
      ['POST', SERVER_NAMES(ids.harbour)],
    ] as const;
    const body = fc.oneof(
      fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
      fc
        .record(
          {
            message: fc.oneof(fc.string({ maxLength: 600 }), fc.jsonValue()),
            name: fc.oneof(fc.string({ maxLength: 200 }), fc.jsonValue()),
            status: fc.jsonValue(),
            address: fc.oneof(fc.jsonValue(), fc.record({ city: fc.jsonValue(), line2: fc.jsonValue() })),
            contact: fc.oneof(fc.jsonValue(), fc.record({ email: fc.string(), website: fc.jsonValue() })),
          },
          { requiredKeys: [] },
        )
        .map((v) => JSON.stringify(v)),
      fc.constantFrom('{', 'null', '[]', '""', '{"__proto__":{"x":1}}'),
    );
    const seen = new Set<number>();
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: targets.length - 1 }), body, async (i, raw) => {
        const [method, path] = targets[i] ?? targets[0];
        const res = await getApi().api(method, path, {
          token: admin().token,
          restaurantId: ids.harbour,
          rawBody: raw,
        });
        seen.add(res.status);
        expect(res.status, `${method} ${path} ${raw} → ${JSON.stringify(res.body)}`).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
    expect([...seen].some((s) => s >= 400 && s < 500)).toBe(true);
    // The restaurant still answers with its details.
    expect((await asAdmin('GET', `/restaurant/${ids.harbour}/details`)).status).toBe(200);
  }, 60_000);
});
