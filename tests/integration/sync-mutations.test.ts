// The mutation declarations against the REAL tenant API (PGlite, or PostgreSQL with DATABASE_URL):
// /sync/push checks each mutation's own permission (a refused one does not stop the batch), and an
// edited booking (time + table + status) is one reservation.update, applied all or nothing.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src-shared/ids.js';
import type { SyncNotice } from '../../src-shared/ipc/channels.js';
import { reservationSchema, type Reservation } from '../../src-shared/schemas/reservation.js';
import { addDays } from '../../src-shared/time.js';
import {
  pushResponseSchema,
  SYNC_PROTOCOL_VERSION,
  type MutationResult,
} from '../../src-shared/sync/protocol.js';
import { clients } from '../../src-server/db/schema/index.js';
import { DEMO, useTestApi, type SignedIn } from './helpers/api-server.js';
import { withoutRolePermission } from './helpers/role-grants.js';
import { ensureStatuses } from './reservations-fixtures.js';
import { call, eventually, floorTables, mutate, useTerminals, type Terminal } from './sync-helpers.js';

const getApi = useTestApi();
let admin: SignedIn;
let host: SignedIn;
let restaurantId: number;
let statuses: Map<string, string>;
const terminals = useTerminals(() => getApi().server.url);
const day = addDays(new Date().toISOString().slice(0, 10), 45);

const status = (name: string): string => {
  const id = statuses.get(name);
  if (!id) throw new Error(`No status ${name}`);
  return id;
};

const terminal = (): Promise<Terminal> => terminals.start(DEMO.harbourHost, { realtime: false });

async function push(
  who: SignedIn,
  mutations: { name: string; args: unknown; id?: string }[],
  clientId: string = crypto.randomUUID(),
): Promise<MutationResult[]> {
  const body = {
    protocolVersion: SYNC_PROTOCOL_VERSION,
    clientId,
    mutations: mutations.map((m) => ({ id: m.id ?? crypto.randomUUID(), name: m.name, args: m.args })),
  };
  const res = await getApi().api('POST', '/sync/push', { token: who.token, restaurantId, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return pushResponseSchema.parse((res.body as { data: unknown }).data).results;
}

async function serverReservation(id: string): Promise<Reservation | null> {
  const res = await getApi().api('GET', `/reservation/${id}`, { token: admin.token, restaurantId });
  if (res.status === 404) return null;
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return reservationSchema.parse((res.body as { data: unknown }).data);
}

async function book(body: Record<string, unknown>) {
  return getApi().api('POST', '/reservation/bookReservation', {
    token: admin.token,
    restaurantId,
    body: { first_name: 'Test', guest_count: 2, duration_minutes: 90, date: day, ...body },
  });
}

/** Books through the API, expecting it taken (201); answers the booking. */
async function booked(body: Record<string, unknown>): Promise<Reservation> {
  const res = await book(body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return reservationSchema.parse((res.body as { data: unknown }).data);
}

/** Takes `key` from the host role for the duration of `work` (grants are read fresh per request). */
const withoutHostPermission = (key: string, work: () => Promise<void>) =>
  withoutRolePermission(getApi().server.db, 'host', key, work);

async function clientExists(id: string): Promise<boolean> {
  const rows = await getApi().server.db.select({ id: clients.id }).from(clients).where(eq(clients.id, id));
  return rows.length > 0;
}

beforeAll(async () => {
  const { server, signIn } = getApi();
  admin = await signIn(DEMO.harbourAdmin.email, DEMO.harbourAdmin.password);
  host = await signIn(DEMO.harbourHost.email, DEMO.harbourHost.password);
  restaurantId = admin.user.restaurantId;
  statuses = await ensureStatuses(server.db, restaurantId);
});

describe('per-mutation permissions on /sync/push', () => {
  it('refuses the one mutation the role may not perform; the rest of the batch applies', async () => {
    const bookingId = uuidv7();
    const clientId = uuidv7();
    const terminalId = crypto.randomUUID();
    const batch = [
      {
        id: crypto.randomUUID(),
        name: 'reservation.create',
        args: {
          id: bookingId,
          first_name: 'Pat',
          last_name: 'Permitted',
          date: day,
          time: '12:00',
          guest_count: 2,
        },
      },
      {
        id: crypto.randomUUID(),
        name: 'client.create',
        args: {
          id: clientId,
          restaurantId,
          first_name: 'Cleo',
          last_name: 'Client',
          email: 'cleo@example.test',
        },
      },
      {
        id: crypto.randomUUID(),
        name: 'reservation.update',
        args: { id: bookingId, patch: { special_request: 'Quiet corner' } },
      },
    ];
    await withoutHostPermission('clients.write', async () => {
      const results = await push(host, batch, terminalId);
      expect(results.map((r) => r.status)).toEqual(['applied', 'rejected', 'applied']);
      expect(results[1]).toMatchObject({ code: 'forbidden' });
      expect(results[1]?.reason).toBe(
        'Your role (host) may not create client profiles: client.create needs the clients.write permission',
      );
      // A retry answers the same outcomes.
      expect(await push(host, batch, terminalId)).toEqual(results);
    });
    expect(await clientExists(clientId)).toBe(false);
    expect(await serverReservation(bookingId)).toMatchObject({
      first_name: 'Pat',
      special_request: 'Quiet corner',
    });

    // The same mutation from a role that holds the permission applies.
    const [byAdmin] = await push(admin, [{ name: 'client.create', args: batch[1]?.args }]);
    expect(byAdmin).toMatchObject({ status: 'applied' });
    expect(await clientExists(clientId)).toBe(true);
  });

  it('a terminal whose role lost a permission rolls that change back with a notice naming why', async () => {
    const t = await terminal();
    t.engine.setNetwork(false);
    const bookingId = uuidv7();
    const clientId = uuidv7();
    await mutate(t, 'client.create', {
      id: clientId,
      restaurantId,
      first_name: 'Nora',
      last_name: 'Notallowed',
      email: 'nora@example.test',
    });
    await mutate(t, 'reservation.create', {
      id: bookingId,
      first_name: 'Olga',
      last_name: 'Allowed',
      date: day,
      time: '12:30',
      guest_count: 2,
    });
    expect(t.engine.status().pending).toBe(2);
    const notices: SyncNotice[] = [];
    t.core.events.subscribe((event, payload) => {
      if (event === 'sync.notice') notices.push(payload as SyncNotice);
    });
    await withoutHostPermission('clients.write', async () => {
      t.engine.setNetwork(true);
      await eventually(() => expect(t.engine.status().pending).toBe(0));
      await eventually(() => expect(notices).toHaveLength(1));
    });
    expect(notices[0]).toMatchObject({
      mutationName: 'client.create',
      guest: 'Nora Notallowed',
      outcome:
        'client not created — Your role (host) may not create client profiles: client.create needs the clients.write permission',
    });
    expect(await clientExists(clientId)).toBe(false);
    expect(await serverReservation(bookingId)).toMatchObject({ first_name: 'Olga' });
  });
});

describe('an edited booking is one mutation', () => {
  it('time + table + status travel in one reservation.update; a taken table leaves all three unchanged', async () => {
    const t = await terminal();
    const [tableA, tableB, tableC] = await floorTables(t);
    if (!tableA || !tableB || !tableC) throw new Error('The demo restaurant needs three tables for two');
    const { id } = await booked({
      first_name: 'Edda',
      last_name: 'Edited',
      time: '19:00',
      table_ids: [tableA.id],
    });
    await t.engine.sync();
    expect(await serverReservation(id)).toMatchObject({
      time: '19:00',
      table_ids: [tableA.id],
      status: 'Booked',
    });

    // Offline, staff move Edda to 21:00 on table B and seat her; meanwhile table B is booked at 21:00.
    t.engine.setNetwork(false);
    await booked({ first_name: 'Bea', last_name: 'Blocker', time: '21:00', table_ids: [tableB.id] });
    const edit = {
      id,
      patch: {
        time: '21:00',
        table_ids: [tableB.id],
        table_combination_id: null,
        booking_status: status('Seated'),
        party_notes: 'Moved to the terrace',
      },
    };
    const local = await mutate(t, 'reservation.update', edit);
    expect(local.row).toMatchObject({ time: '21:00', table_number: tableB.name, status: 'Seated' });
    expect(t.engine.status().pending).toBe(1);

    const notices: SyncNotice[] = [];
    t.core.events.subscribe((event, payload) => {
      if (event === 'sync.notice') notices.push(payload as SyncNotice);
    });
    t.engine.setNetwork(true);
    await eventually(() => expect(notices).toHaveLength(1));
    expect(notices[0]).toMatchObject({
      mutationName: 'reservation.update',
      outcome: `change not saved, table ${tableB.name} was taken — booking kept as before`,
    });
    // Nothing of the edit applied on the server, and the terminal shows the booking as it was.
    expect(await serverReservation(id)).toMatchObject({
      time: '19:00',
      table_ids: [tableA.id],
      status: 'Booked',
      party_notes: '',
    });
    await eventually(async () => {
      const [row] = await call(t, 'mirror.reservations', { text: 'edda edited' });
      expect(row).toMatchObject({ time: '19:00', table_number: tableA.name, status: 'Booked' });
    });

    // The same edit on a free table applies whole: time, table and status together.
    const [applied] = await push(host, [
      { name: 'reservation.update', args: { ...edit, patch: { ...edit.patch, table_ids: [tableC.id] } } },
    ]);
    expect(applied, JSON.stringify(applied)).toMatchObject({ status: 'applied' });
    expect(await serverReservation(id)).toMatchObject({
      time: '21:00',
      table_ids: [tableC.id],
      status: 'Seated',
      party_notes: 'Moved to the terrace',
    });
    // Occupancy moved with it: table C is taken at 21:00, table A is free again at 19:00.
    expect((await book({ time: '21:00', table_ids: [tableC.id] })).status).toBe(409);
    expect((await book({ time: '19:00', table_ids: [tableA.id] })).status).toBe(201);
  });

  it('a walk-in is one reservation.create, already seated on its table', async () => {
    const t = await terminal();
    const tables = await floorTables(t);
    const table = tables[3] ?? tables[0];
    if (!table) throw new Error('no table');
    t.engine.setNetwork(false);
    const id = uuidv7();
    await mutate(t, 'reservation.create', {
      id,
      first_name: 'Walk-in',
      date: day,
      time: '17:00',
      guest_count: 2,
      table_ids: [table.id],
      source: 'walk_in',
      booking_status: status('Seated'),
    });
    expect(t.engine.status().pending).toBe(1);
    t.engine.setNetwork(true);
    await eventually(() => expect(t.engine.status().pending).toBe(0));
    expect(await serverReservation(id)).toMatchObject({
      status: 'Seated',
      table_ids: [table.id],
      source: 'walk_in',
    });
    expect((await book({ time: '17:00', table_ids: [table.id] })).status).toBe(409);
  });
});
