// Issue 28 on the terminal: a waitlist entry from the feed is seated (a Seated booking on a table,
// then waitlist.seat) and removed offline, rolled back when the server refuses; a table's live
// status is set and cleared on its layout offline and shown from the mirror.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src-shared/ids.js';
import type { SyncNotice } from '../../src-shared/ipc/channels.js';
import { MirrorQueries } from '../mirror/mirror-queries.js';
import type { SyncEngine } from './sync-engine.js';
import { type FakeTransport, RESTAURANT_ID, startedEngine, STATUS, TABLE, TS } from './sync-test-fixtures.js';

let transport: FakeTransport;
let engine: SyncEngine;
let stop: () => Promise<void>;
const notices: SyncNotice[] = [];
const ENTRY = uuidv7();
const PLAN = uuidv7();

const entry = (extra: Record<string, unknown> = {}) => ({
  id: ENTRY,
  restaurant_id: RESTAURANT_ID,
  first_name: 'Wanda',
  last_name: 'Waiting',
  mobileNumber: '+44 7700 900123',
  email: 'wanda@example.test',
  party_size: 2,
  date: '2030-06-01',
  preferred_time: '19:00',
  notes: 'Window please',
  status: 'waiting',
  source: 'widget',
  reservation_id: null,
  created_at: TS,
  ...extra,
});

const plan = {
  id: PLAN,
  restaurant_id: RESTAURANT_ID,
  seating_area_id: null,
  name: 'Main room',
  tables: [
    { table_id: TABLE.t1, position: { x: 0, y: 0 }, rotation: 0, width: 60, height: 60, version: 1 },
    { table_id: TABLE.t4, position: { x: 100, y: 0 }, rotation: 0, width: 60, height: 60, version: 1 },
  ],
  elements: [],
  live_status: [],
  createdDate: TS,
  updated_at: TS,
};

const blocked = { status: 'Blocked', icon: 'lock', color: '#6b7280', textColor: '#ffffff', reason: 'Leak' };

beforeEach(async () => {
  notices.length = 0;
  let clock = Date.parse('2030-06-01T18:55:00Z');
  const options = { now: () => (clock += 1000), onNotice: (n: SyncNotice) => notices.push(n) };
  ({ engine, transport, stop } = await startedEngine(options, (feed) => {
    feed.append('waitlist', ENTRY, entry());
    feed.append('floor_plans', PLAN, plan);
  }));
});

afterEach(() => stop());

const queries = () => new MirrorQueries(engine.store, { today: () => '2030-06-01' });

function seatOffline() {
  const bookingId = uuidv7();
  engine.mutate('reservation.create', {
    id: bookingId,
    first_name: 'Wanda',
    last_name: 'Waiting',
    date: '2030-06-01',
    time: '19:00',
    guest_count: 2,
    table_ids: [TABLE.t1],
    source: 'widget',
    booking_status: STATUS.seated,
  });
  engine.mutate('waitlist.seat', { id: ENTRY, reservation_id: bookingId });
  return bookingId;
}

describe('waitlist at the host stand', () => {
  it('reads the entry the feed delivered, then seats it offline on a table', () => {
    expect(queries().waitlist('2030-06-01')).toEqual([
      expect.objectContaining({ id: ENTRY, status: 'waiting' }),
    ]);
    engine.setNetwork(false);
    const bookingId = seatOffline();
    expect(queries().waitlist('2030-06-01')[0]).toMatchObject({
      status: 'seated',
      reservation_id: bookingId,
    });
    expect(queries().reservations({ date: '2030-06-01' })).toEqual([
      expect.objectContaining({ id: bookingId, status: 'Seated', table_ids: [TABLE.t1] }),
    ]);
    expect(engine.status()).toMatchObject({ state: 'offline', pending: 2 });
  });

  it('pushes the booking before the seating, and keeps the entry seated once the server applied both', async () => {
    engine.setNetwork(false);
    const bookingId = seatOffline();
    engine.setNetwork(true);
    await engine.sync();
    expect(transport.pushes.flatMap((p) => p.mutations.map((m) => m.name))).toEqual([
      'reservation.create',
      'waitlist.seat',
    ]);
    transport.append('waitlist', ENTRY, entry({ status: 'seated', reservation_id: bookingId }));
    await engine.sync();
    expect(engine.status().pending).toBe(0);
    expect(queries().waitlist('2030-06-01')[0]).toMatchObject({ status: 'seated' });
  });

  it('puts the entry back on the waitlist when the server refuses the seating, and says so', async () => {
    engine.setNetwork(false);
    seatOffline();
    transport.answer = (request) =>
      request.mutations.map((m) =>
        m.name === 'waitlist.seat'
          ? {
              mutationId: m.id,
              status: 'rejected' as const,
              reason: 'Wanda Waiting was removed from the waitlist already',
              code: 'conflict',
            }
          : { mutationId: m.id, status: 'applied' as const },
      );
    engine.setNetwork(true);
    await engine.sync();
    expect(queries().waitlist('2030-06-01')[0]).toMatchObject({ status: 'waiting', reservation_id: null });
    expect(notices.at(-1)).toMatchObject({
      guest: 'Wanda Waiting',
      outcome: 'waitlist guest not seated — Wanda Waiting was removed from the waitlist already',
    });
  });

  it('removes a waiting entry, and refuses to act twice on the same entry', () => {
    engine.mutate('waitlist.remove', { id: ENTRY });
    expect(queries().waitlist('2030-06-01')[0]).toMatchObject({ status: 'removed' });
    expect(() => engine.mutate('waitlist.remove', { id: ENTRY })).toThrow(/already off the waitlist/);
    expect(() => engine.mutate('waitlist.seat', { id: ENTRY, reservation_id: uuidv7() })).toThrow(
      /removed from the waitlist already/,
    );
  });

  it('refuses to seat an entry on a booking this terminal does not hold', () => {
    expect(() => engine.mutate('waitlist.seat', { id: ENTRY, reservation_id: uuidv7() })).toThrow(
      /is not on this terminal/,
    );
    expect(engine.outbox.entries()).toEqual([]);
  });
});

describe("a table's live status from the floor plan", () => {
  it('blocks a table offline with a reason, shows it from the mirror, and clears it', () => {
    engine.setNetwork(false);
    engine.mutate('floorPlan.tableStatus', { id: PLAN, table_id: TABLE.t4, live: blocked });
    expect(queries().floor().layouts[0]?.live_status).toEqual([{ ...blocked, table_id: TABLE.t4 }]);
    engine.mutate('floorPlan.tableStatus', { id: PLAN, table_id: TABLE.t4, live: null });
    expect(queries().floor().layouts[0]?.live_status).toEqual([]);
    expect(engine.status().pending).toBe(2);
  });

  it('refuses a table that is not on the layout', () => {
    expect(() =>
      engine.mutate('floorPlan.tableStatus', { id: PLAN, table_id: uuidv7(), live: blocked }),
    ).toThrow(/is not on floor plan Main room/);
  });

  it('rolls the status back when the server refuses it', async () => {
    engine.setNetwork(false);
    engine.mutate('floorPlan.tableStatus', { id: PLAN, table_id: TABLE.t4, live: blocked });
    transport.refuseAll('forbidden', 'Your role may not set tables');
    engine.setNetwork(true);
    await engine.sync();
    expect(queries().floor().layouts[0]?.live_status).toEqual([]);
    expect(notices.at(-1)).toMatchObject({
      guest: 'Main room',
      outcome: 'table status not changed — Your role may not set tables',
    });
  });
});
