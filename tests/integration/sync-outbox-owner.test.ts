// Issue 11 part 1: when a session ends, the queued changes are kept for the next sign-in of the SAME
// user — pushed under the user who made them, never under whoever signs in next on the terminal.
// Against the real API (PGlite, or PostgreSQL with DATABASE_URL); one terminal, two users of the
// same restaurant (so the same mirror file).
import { beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src-shared/ids.js';
import { reservationSchema, type Reservation } from '../../src-shared/schemas/reservation.js';
import { addDays } from '../../src-shared/time.js';
import type { PushRequest } from '../../src-shared/sync/protocol.js';
import type { SyncEngine } from '../../src-main/sync/sync-engine.js';
import { DEMO, useTestApi, type SignedIn } from './helpers/api-server.js';
import { call, eventually, useTerminals, type Terminal } from './sync-helpers.js';

const getApi = useTestApi();
let admin: SignedIn;
let restaurantId: number;
const terminals = useTerminals(() => getApi().server.url);
const farDate = addDays(new Date().toISOString().slice(0, 10), 45);

beforeAll(async () => {
  admin = await getApi().signIn(DEMO.harbourAdmin.email, DEMO.harbourAdmin.password);
  restaurantId = admin.user.restaurantId;
});

async function serverReservation(id: string): Promise<Reservation | null> {
  const res = await getApi().api('GET', `/reservation/${id}`, { token: admin.token, restaurantId });
  if (res.status === 404) return null;
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return reservationSchema.parse((res.body as { data: unknown }).data);
}

/**
 * A terminal signed in as the host whose every push is recorded with the user whose access token
 * carried it (the server takes the pushing user from that token).
 */
async function recordingTerminal(): Promise<{ t: Terminal; pushes: { by: string; ids: string[] }[] }> {
  const pushes: { by: string; ids: string[] }[] = [];
  let terminal: Terminal | null = null;
  const t = await terminals.start(DEMO.harbourHost, {
    realtime: false,
    transport: (inner) => ({
      pull: (since, limit) => inner.pull(since, limit),
      restaurantTimeZone: () => inner.restaurantTimeZone(),
      push: async (request: PushRequest) => {
        const by = terminal?.core.session.snapshot().user?.email ?? '(before sign-in finished)';
        const response = await inner.push(request);
        // The reservation each mutation is about (args.id), which is what the test names.
        pushes.push({ by, ids: request.mutations.map((m) => (m.args as { id: string }).id) });
        return response;
      },
    }),
  });
  terminal = t;
  return { t, pushes };
}

async function signIn(t: Terminal, credentials: { email: string; password: string }): Promise<SyncEngine> {
  const signedIn = await t.core.handlers.call('session.signIn', credentials);
  expect(signedIn.ok, JSON.stringify(signedIn)).toBe(true);
  await t.core.sync.follow();
  const engine = t.core.sync.engine;
  if (!engine) throw new Error('No sync engine after sign-in');
  await engine.sync();
  return engine;
}

async function offlineBooking(t: Terminal, first_name: string, time: string): Promise<string> {
  const floor = await call(t, 'mirror.floor', undefined);
  const table = floor.tables.find((x) => x.status === 1 && x.max_covers >= 2);
  if (!table) throw new Error('The demo restaurant has no table for two');
  const id = uuidv7();
  await call(t, 'sync.mutate', {
    name: 'reservation.create',
    args: {
      id,
      first_name,
      last_name: 'Owner',
      date: farDate,
      time,
      guest_count: 2,
      table_ids: [table.id],
    },
  });
  return id;
}

const pushedBy = (pushes: { by: string; ids: string[] }[], id: string) =>
  pushes.filter((p) => p.ids.includes(id)).map((p) => p.by);

describe('queued changes belong to the user who made them', () => {
  it("the server revokes A's session, B signs in and syncs: A's change waits; A signs in again and it is pushed under A", async () => {
    const { t, pushes } = await recordingTerminal();
    t.engine.setNetwork(false);
    const aliceChange = await offlineBooking(t, 'Hosta', '13:00');
    expect(await call(t, 'sync.status', undefined)).toMatchObject({ pending: 1 });

    // The server revokes the host's refresh token; the next refresh hears so and ends the session.
    const cookie = t.core.api.cookieJar.cookieHeaderFor(
      new URL(`${getApi().server.url}/api/v1/user/refresh-token`),
    );
    expect(cookie).not.toBeNull();
    const revoked = await getApi().api('POST', '/user/logout', { cookie: cookie ?? '' });
    expect(revoked.status).toBeLessThan(300);
    // The engine's network switch stays off (its own cut); the session's refresh reaches the API.
    await t.core.session.refresh();
    await t.core.sync.follow();
    expect(t.core.session.snapshot().user).toBeNull();
    expect(t.core.sync.engine).toBeNull();

    // The admin signs in on the same terminal and restaurant and syncs: the host's change stays
    // queued (shown locally, counted as waiting for another user) and does not reach the server.
    const bruno = await signIn(t, DEMO.harbourAdmin);
    await bruno.sync();
    expect(await serverReservation(aliceChange)).toBeNull();
    expect(pushedBy(pushes, aliceChange)).toEqual([]);
    expect(await call(t, 'sync.status', undefined)).toMatchObject({
      state: 'online',
      pending: 0,
      waitingForOthers: 1,
    });
    expect(bruno.store.visible('reservations', aliceChange)).toMatchObject({ first_name: 'Hosta' });
    expect(bruno.outbox.deadLetters()).toEqual([]);
    // The admin's own changes are pushed at once.
    const brunoChange = await offlineBooking(t, 'Adminia', '20:00');
    await eventually(async () => expect(await serverReservation(brunoChange)).not.toBeNull());
    await eventually(() => expect(pushedBy(pushes, brunoChange)).toEqual([DEMO.harbourAdmin.email]));

    // The admin signs out; the host signs in again: the change reaches the server, pushed as the host.
    const out = await t.core.handlers.call('session.signOut', undefined);
    expect(out.ok).toBe(true);
    await t.core.sync.follow();
    await signIn(t, DEMO.harbourHost);
    await eventually(async () =>
      expect(await serverReservation(aliceChange)).toMatchObject({ id: aliceChange, first_name: 'Hosta' }),
    );
    await eventually(() => expect(pushedBy(pushes, aliceChange)).toEqual([DEMO.harbourHost.email]));
    expect(t.core.sync.engine?.outbox.deadLetters()).toEqual([]);
    await eventually(async () => {
      const status = await call(t, 'sync.status', undefined);
      expect(status).toMatchObject({ pending: 0 });
      expect(status.waitingForOthers).toBeUndefined();
    });
  });
});
