// Clients read from the mirror carry visit figures recounted from the mirror's reservations: the
// server fed them as of the client's last change, so a day passing or a booking seated offline
// would otherwise leave the guest book wrong.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bookingReference } from '../../src-shared/domain/booking-reference.js';
import { uuidv7 } from '../../src-shared/ids.js';
import type { Client } from '../../src-shared/schemas/client.js';
import { SyncEngine } from '../sync/sync-engine.js';
import {
  catalogueChanges,
  FakeTransport,
  RESTAURANT_ID,
  serverClient,
  serverReservation,
  STATUS,
  tempMirror,
} from '../sync/sync-test-fixtures.js';
import { MirrorQueries } from './mirror-queries.js';

let transport: FakeTransport;
let engine: SyncEngine;
let cleanup: () => void;
let today = '2030-06-10';

const client = (id: string, extra: Partial<Client> = {}): Client =>
  serverClient(id, { first_name: 'Rosa', last_name: 'Regular', ...extra });

beforeEach(async () => {
  const temp = tempMirror();
  cleanup = temp.cleanup;
  transport = new FakeTransport();
  transport.feed = catalogueChanges();
  engine = new SyncEngine({ mirror: temp.mirror, restaurantId: RESTAURANT_ID, transport });
  await engine.start();
  today = '2030-06-10';
});

afterEach(async () => {
  await engine.stop();
  cleanup();
});

const queries = () => new MirrorQueries(engine.store, { today: () => today });
const booking = (clientId: string, date: string, status: keyof typeof STATUS) => {
  const id = uuidv7();
  const name = { booked: 'Booked', seated: 'Seated', cancelled: 'Cancelled' }[status];
  transport.append(
    'reservations',
    id,
    serverReservation(id, { client_id: clientId, date, status: name, booking_status: STATUS[status] }),
  );
  return id;
};

describe('MirrorQueries.clients', () => {
  it('recounts visits from the mirrored reservations on the venue calendar, over the figures the server fed', async () => {
    const rosa = uuidv7();
    const other = uuidv7();
    transport.append('clients', rosa, client(rosa, { visit_count: 7, last_visit: '2029-01-01' }));
    transport.append('clients', other, client(other, { first_name: 'Otto' }));
    booking(rosa, '2030-06-01', 'booked'); // an earlier day, still holding a table: the party came
    booking(rosa, '2030-06-05', 'cancelled');
    const tonight = booking(rosa, '2030-06-10', 'booked'); // today, not seated yet
    booking(rosa, '2030-06-12', 'seated');
    booking(other, '2030-06-02', 'seated');
    await engine.sync();

    const page = queries().clients({ page: 1, pageSize: 50 });
    expect(page.rows.map((c) => [c.first_name, c.visit_count, c.last_visit])).toEqual([
      ['Otto', 1, '2030-06-02'],
      ['Rosa', 2, '2030-06-12'],
    ]);

    // Seated at the host stand while offline: counted before the server hears of it.
    engine.setNetwork(false);
    engine.mutate('reservation.setStatus', { id: tonight, statusId: STATUS.seated });
    expect(queries().clients({ id: rosa, page: 1, pageSize: 1 }).rows[0]).toMatchObject({ visit_count: 3 });

    // Past midnight a booking left Booked counts as a visit too.
    today = '2030-06-11';
    engine.mutate('reservation.setStatus', { id: tonight, statusId: STATUS.booked });
    expect(queries().clients({ id: rosa, page: 1, pageSize: 1 }).rows[0]).toMatchObject({
      visit_count: 3,
      last_visit: '2030-06-12',
    });
  });

  it('answers one client by id, or none', async () => {
    const rosa = uuidv7();
    const otto = uuidv7();
    transport.append('clients', rosa, client(rosa));
    transport.append('clients', otto, client(otto, { first_name: 'Otto' }));
    await engine.sync();
    expect(queries().clients({ id: rosa, page: 1, pageSize: 1 })).toMatchObject({
      total: 1,
      rows: [{ id: rosa, visit_count: 0, last_visit: null }],
    });
    expect(queries().clients({ id: uuidv7(), page: 1, pageSize: 1 })).toEqual({ total: 0, rows: [] });
  });

  it('answers the clients of several ids, and the one client a guest’s phone or email is', async () => {
    const rosa = uuidv7();
    const otto = uuidv7();
    const ida = uuidv7();
    transport.append('clients', rosa, client(rosa, { mobileNumber: '+33 6 12 34 56 78' }));
    transport.append('clients', otto, client(otto, { first_name: 'Otto', email: 'otto@example.com' }));
    transport.append('clients', ida, client(ida, { first_name: 'Ida' }));
    await engine.sync();
    const named = queries().clients({ ids: [rosa, otto], page: 1, pageSize: 500 });
    expect(named.rows.map((c) => c.id).sort()).toEqual([rosa, otto].sort());
    const byPhone = queries().clients({
      contact: { mobileNumber: '06 12 34 56 78', email: '' },
      page: 1,
      pageSize: 1,
    });
    expect(byPhone.rows.map((c) => c.id)).toEqual([rosa]);
    const byEmail = queries().clients({
      contact: { mobileNumber: '', email: ' OTTO@example.com' },
      page: 1,
      pageSize: 1,
    });
    expect(byEmail.rows.map((c) => c.id)).toEqual([otto]);
    const none = queries().clients({
      contact: { mobileNumber: '0700000000', email: '' },
      page: 1,
      pageSize: 1,
    });
    expect(none).toEqual({ rows: [], total: 0 });
  });
});

describe('MirrorQueries.globalSearch', () => {
  it("finds a booking by the six-character reference of the guest's mail, in any case", async () => {
    const rosa = uuidv7();
    transport.append('clients', rosa, client(rosa));
    const tonight = booking(rosa, '2030-06-10', 'booked');
    booking(rosa, '2030-06-12', 'booked');
    await engine.sync();

    const reference = bookingReference(tonight);
    const found = queries().globalSearch(reference.toLowerCase(), today);
    expect(found.upcoming.map((r) => r.id)).toEqual([tonight]);
    expect(found.past).toEqual([]);
    // Six letters that are no booking's reference find nothing (no name holds them either).
    const other = reference === 'ZZZZZZ' ? 'YYYYYY' : 'ZZZZZZ';
    expect(queries().globalSearch(other, today).upcoming).toEqual([]);
  });
});
