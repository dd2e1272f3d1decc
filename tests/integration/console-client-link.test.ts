// Guest profiles build themselves for the console's bookings too (issue 29 §2): a phone booking made
// over REST (the New reservation drawer online) or queued offline and pushed later lands on the
// venue's client whose phone or email is the guest's, whatever its format, or on a new client made
// from the booking, in the booking's own write (createReservation → client-linking.ts, the widget's
// rule). A nameless walk-in makes no client; a booking that names its client keeps it; an existing
// profile is linked, never changed. The new client is audited and fed to the terminals like any
// client write, and the offline booking's link converges on the terminal that made it.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src-shared/ids.js';
import type { AuditPage } from '../../src-shared/schemas/audit.js';
import type { Client } from '../../src-shared/schemas/client.js';
import { reservationSchema, type Reservation } from '../../src-shared/schemas/reservation.js';
import { addDays, instantToVenueLocal } from '../../src-shared/time.js';
import { clients, syncChanges } from '../../src-server/db/schema/index.js';
import { restaurantTimeZone } from '../../src-server/reservations/reservation-view.js';
import { DEMO, signInEach, useTestApi, type ApiResponse, type SignedIn } from './helpers/api-server.js';
import { ensureStatuses } from './reservations-fixtures.js';
import { call, eventually, startTerminal, type Terminal } from './sync-helpers.js';

const getApi = useTestApi();
const data = <T>(res: ApiResponse) => (res.body as { data: T }).data;

let admin: SignedIn;
let host: SignedIn;
let restaurantId: number;
let statuses: Map<string, string>;
let today: string;
const terminals: Terminal[] = [];

/** A profile made at the desk (Clients › New client) before the guest books. */
async function knownClient(body: Record<string, unknown>): Promise<Client> {
  const res = await getApi().api('POST', '/clients', {
    token: admin.token,
    restaurantId,
    body: { restaurantId, last_name: 'Known', ...body },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return data<Client>(res);
}

/** The host books over REST, as the drawer does online (POST /reservation/bookReservation). */
async function hostBooks(days: number, body: Record<string, unknown>): Promise<Reservation> {
  const res = await getApi().api('POST', '/reservation/bookReservation', {
    token: host.token,
    restaurantId,
    body: { guest_count: 2, date: addDays(today, days), time: '19:00', ...body },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return reservationSchema.parse(data(res));
}

async function clientRows(where: ReturnType<typeof sql>) {
  return getApi()
    .server.db.select()
    .from(clients)
    .where(and(eq(clients.restaurantId, restaurantId), where));
}

const clientCount = async () => (await clientRows(sql`true`)).length;

async function serverReservation(id: string): Promise<Reservation | null> {
  const res = await getApi().api('GET', `/reservation/${id}`, { token: admin.token, restaurantId });
  if (res.status === 404) return null;
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return reservationSchema.parse(data(res));
}

beforeAll(async () => {
  const { server } = getApi();
  [admin, host] = await signInEach(getApi(), DEMO.harbourAdmin, DEMO.harbourHost);
  restaurantId = admin.user.restaurantId;
  statuses = await ensureStatuses(server.db, restaurantId);
  today = instantToVenueLocal(new Date(), await restaurantTimeZone(server.db, restaurantId)).date;
});

afterAll(async () => {
  for (const t of terminals) await t.close();
});

describe('a booking made in the console lands on the guest’s client profile', () => {
  it('links a known guest by a phone typed in another format, making no new client and changing none', async () => {
    const known = await knownClient({ first_name: 'Philippa', mobileNumber: '+44 7700 900 431' });
    const before = await clientCount();
    const booking = await hostBooks(30, {
      first_name: 'Pippa',
      last_name: 'Phoned',
      mobileNumber: '07700900431',
    });
    expect(booking.client_id).toBe(known.id);
    expect(await clientCount()).toBe(before);
    // The profile is linked as it was: the booking's other name is not merged into it.
    const [stored] = await clientRows(eq(clients.id, known.id));
    expect(stored).toMatchObject({
      firstName: 'Philippa',
      lastName: 'Known',
      mobileNumber: '+44 7700 900 431',
    });
    expect(stored?.updatedAt.toISOString()).toBe(known.updated_at);
  });

  it('makes one new client from an unknown email, audited and fed like any new client', async () => {
    const before = await clientCount();
    const booking = await hostBooks(31, {
      first_name: 'Una',
      last_name: 'Emailed',
      email: 'Una.Emailed@Example.com',
    });
    const made = await clientRows(sql`lower(${clients.email}) = 'una.emailed@example.com'`);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ firstName: 'Una', lastName: 'Emailed', mobileNumber: '' });
    expect(booking.client_id).toBe(made[0]?.id);
    expect(await clientCount()).toBe(before + 1);

    // The terminals hear of it through the change feed, as the client's API shape.
    const [fed] = await getApi()
      .server.db.select()
      .from(syncChanges)
      .where(
        and(
          eq(syncChanges.restaurantId, restaurantId),
          eq(syncChanges.entity, 'clients'),
          eq(syncChanges.rowId, booking.client_id ?? ''),
        ),
      );
    expect(fed?.data).toMatchObject({ id: booking.client_id, first_name: 'Una', last_name: 'Emailed' });

    // The trail records the creation under the host who booked, like a client made in Clients.
    const trail = await getApi().api(
      'GET',
      `/admin/audit?${new URLSearchParams({ entity: 'clients', entity_id: booking.client_id ?? '' }).toString()}`,
      { token: admin.token, restaurantId },
    );
    expect(trail.status, JSON.stringify(trail.body)).toBe(200);
    expect(data<AuditPage>(trail).rows).toEqual([
      expect.objectContaining({
        action: 'create',
        source: 'api',
        actor_user_id: host.user.id,
        before: null,
        after: expect.objectContaining({ first_name: 'Una' }) as unknown,
      }),
    ]);

    // The guest's next booking, in another case, lands on that same profile.
    const again = await hostBooks(32, {
      first_name: 'Una',
      last_name: 'Emailed',
      email: 'UNA.EMAILED@example.com',
    });
    expect(again.client_id).toBe(booking.client_id);
    expect(await clientCount()).toBe(before + 1);
  });

  it('makes no client for a nameless walk-in', async () => {
    const before = await clientCount();
    const walkIn = await hostBooks(33, {
      first_name: 'Walk-in',
      source: 'walk_in',
      reservationType: 'Walk-in',
      booking_status: statuses.get('Seated'),
    });
    expect(walkIn.client_id).toBeNull();
    expect(await clientCount()).toBe(before);
    expect(await clientRows(eq(clients.firstName, 'Walk-in'))).toEqual([]);
  });

  it('makes no client from a name alone, which no later booking could be recognised by', async () => {
    const before = await clientCount();
    const booking = await hostBooks(34, { first_name: 'Nomen', last_name: 'Solum' });
    expect(booking.client_id).toBeNull();
    expect(await clientCount()).toBe(before);
  });

  it('keeps the client a booking names, even when its phone is another client’s', async () => {
    const named = await knownClient({ first_name: 'Chosen', email: 'chosen.known@example.com' });
    const other = await knownClient({ first_name: 'Other', mobileNumber: '+44 7700 900 432' });
    const booking = await hostBooks(35, {
      first_name: 'Chosen',
      last_name: 'Known',
      mobileNumber: '07700 900 432',
      client_id: named.id,
    });
    expect(booking.client_id).toBe(named.id);
    expect(booking.client_id).not.toBe(other.id);
  });
});

describe('a booking queued offline and pushed later', () => {
  it('is linked by the server, and the link and the new client reach the terminal’s mirror', async () => {
    const known = await knownClient({ first_name: 'Ottilie', mobileNumber: '+44 7700 900 433' });
    const t = await startTerminal(getApi().server.url, DEMO.harbourHost, { realtime: false });
    terminals.push(t);
    t.engine.setNetwork(false);
    const date = addDays(today, 36);
    const linkedId = uuidv7();
    const newcomerId = uuidv7();
    const queued = [
      { id: linkedId, first_name: 'Otti', last_name: 'Offline', mobileNumber: '0044 7700 900433' },
      { id: newcomerId, first_name: 'Nova', last_name: 'Offline', email: 'nova.offline@example.com' },
    ];
    for (const [i, guest] of queued.entries()) {
      const made = await call(t, 'sync.mutate', {
        name: 'reservation.create',
        args: { ...guest, date, time: i === 0 ? '19:00' : '19:30', guest_count: 2 },
      });
      // Offline the terminal cannot know the profile: its optimistic copy has none yet.
      expect(made.row).toMatchObject({ client_id: null });
    }

    t.engine.setNetwork(true);
    await t.engine.sync();
    await eventually(() => expect(t.engine.status().pending).toBe(0));
    expect(await call(t, 'sync.refused', undefined)).toEqual([]);

    // On the server: the known guest linked, the newcomer given one new profile.
    expect((await serverReservation(linkedId))?.client_id).toBe(known.id);
    const newcomer = await clientRows(eq(clients.email, 'nova.offline@example.com'));
    expect(newcomer).toHaveLength(1);
    expect((await serverReservation(newcomerId))?.client_id).toBe(newcomer[0]?.id);

    // On the terminal: the book and both profiles agree once it has pulled.
    await t.engine.sync();
    await eventually(async () => {
      const rows = await call(t, 'mirror.reservations', { date });
      expect(rows.find((r) => r.id === linkedId)?.client_id).toBe(known.id);
      expect(rows.find((r) => r.id === newcomerId)?.client_id).toBe(newcomer[0]?.id);
      const history = await call(t, 'mirror.reservations', { clientId: known.id });
      expect(history.map((r) => r.id)).toContain(linkedId);
      const found = await call(t, 'mirror.clients', {
        contact: { mobileNumber: '', email: 'nova.offline@example.com' },
        page: 1,
        pageSize: 1,
      });
      expect(found.rows.map((c) => c.id)).toEqual([newcomer[0]?.id]);
    });
  });
});
