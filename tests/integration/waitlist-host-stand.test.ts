// Issue 28 step 6 against the REAL tenant API: a guest joining the waitlist on the public widget
// reaches a console's mirror by itself (the join is in the change feed and pokes the tenant room); a
// host seats an entry offline (a Seated booking on a free table, then waitlist.seat) and it converges
// when the network returns; removal, double actions and another venue's entries are refused; a
// table blocked from one console's floor plan shows blocked on a second console.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src-shared/ids.js';
import { addDays } from '../../src-shared/time.js';
import { pushResponseSchema, SYNC_PROTOCOL_VERSION } from '../../src-shared/sync/protocol.js';
import { waitlistEntries } from '../../src-server/db/schema/index.js';
import { joinWaitlist } from '../../src-server/public-widget/waitlist-service.js';
import { DEMO, signInEach, type SignedIn } from './helpers/api-server.js';
import {
  formTokenOf,
  nextChristmas,
  openWaitlistWidget,
  useWidgetTestApi,
  widgetGuest,
} from './helpers/widget-forms.js';
import { demoVenues, ensureStatuses } from './reservations-fixtures.js';
import { call, eventually, startTerminal, type Terminal } from './sync-helpers.js';

const { getApi, get, post, waitFillTime } = useWidgetTestApi(300);
let host: SignedIn;
let quayAdmin: SignedIn;
let harbourId: number;
let quayId: number;
let today: string;
let statuses: Map<string, string>;
const terminals: Terminal[] = [];

async function terminal(realtime = false): Promise<Terminal> {
  const t = await startTerminal(getApi().server.url, DEMO.harbourHost, { realtime });
  terminals.push(t);
  return t;
}

async function push(who: SignedIn, restaurantId: number, mutations: { name: string; args: unknown }[]) {
  const body = {
    protocolVersion: SYNC_PROTOCOL_VERSION,
    clientId: crypto.randomUUID(),
    mutations: mutations.map((m) => ({ id: crypto.randomUUID(), name: m.name, args: m.args })),
  };
  const res = await getApi().api('POST', '/sync/push', { token: who.token, restaurantId, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return pushResponseSchema.parse((res.body as { data: unknown }).data).results;
}

/** An entry added the way the widget adds one (feed record included), on `date`. */
async function entryOn(date: string, first: string, venueId = harbourId) {
  const venue = { id: venueId, slug: 'x', name: 'x', timeZone: 'UTC', currency: 'GBP' };
  return joinWaitlist({ db: getApi().server.db, changes: () => undefined }, venue, {
    date,
    party: 2,
    preferredTime: '19:00',
    guest: { first_name: first, last_name: 'Waiting', email: '', mobileNumber: '', special_request: '' },
    maxPerDay: 50,
  });
}

async function stored(id: string) {
  const [row] = await getApi().server.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id));
  return row;
}

beforeAll(async () => {
  const { server } = getApi();
  [host, quayAdmin] = await signInEach(getApi(), DEMO.harbourHost, DEMO.quayAdmin);
  ({ harbourId, quayId, today } = await demoVenues(server.db));
  statuses = await ensureStatuses(server.db, harbourId);
});

afterAll(async () => {
  await Promise.all(terminals.map((t) => t.close()));
});

describe('the waitlist at the host stand', () => {
  it('shows a guest who joins on the public widget on an open console without a manual sync', async () => {
    const console1 = await terminal(true);
    // 25 December is a blackout date of the demo venue: no time is free, the widget offers the waitlist.
    const christmas = nextChristmas(today);
    await openWaitlistWidget(getApi().server.db, harbourId, 5);
    const page = await get(`/book/harbour-bistro?date=${christmas}&party=3`);
    const token = formTokenOf(page.html, '/book/harbour-bistro/waitlist');
    expect(token).not.toBe('');
    await waitFillTime();
    const joined = await post('/book/harbour-bistro/waitlist', {
      date: christmas,
      party: '3',
      preferred_time: '20:00',
      token,
      ...widgetGuest('Live', 'Joiner', { special_request: 'Birthday' }),
    });
    expect(joined.status).toBe(201);
    await eventually(async () => {
      const list = await call(console1, 'mirror.waitlist', { from: christmas });
      expect(list).toEqual([
        expect.objectContaining({
          first_name: 'Live',
          last_name: 'Joiner',
          party_size: 3,
          preferred_time: '20:00',
          notes: 'Birthday',
          status: 'waiting',
        }),
      ]);
    });
  });

  it('seats an entry offline on a free table, and converges (booking and entry) when the network returns', async () => {
    const day = addDays(today, 40);
    const entry = await entryOn(day, 'Offline');
    const [a, b] = [await terminal(), await terminal()];
    const floor = await call(a, 'mirror.floor', undefined);
    const table = floor.tables.find((t) => t.status === 1 && t.max_covers >= 2);
    if (!table) throw new Error('No free table in the demo floor');
    expect((await call(a, 'mirror.waitlist', { from: day })).map((e) => e.id)).toEqual([entry.id]);
    a.engine.setNetwork(false);
    const bookingId = uuidv7();
    await call(a, 'sync.mutate', {
      name: 'reservation.create',
      args: {
        id: bookingId,
        first_name: 'Offline',
        last_name: 'Waiting',
        date: day,
        time: '19:00',
        guest_count: 2,
        table_ids: [table.id],
        source: 'widget',
        booking_status: statuses.get('Seated'),
      },
    });
    await call(a, 'sync.mutate', {
      name: 'waitlist.seat',
      args: { id: entry.id, reservation_id: bookingId },
    });
    expect((await call(a, 'mirror.waitlist', { from: day }))[0]).toMatchObject({ status: 'seated' });
    expect((await stored(entry.id))?.status).toBe('waiting');
    a.engine.setNetwork(true);
    await a.engine.sync();
    expect(a.engine.status().pending).toBe(0);
    expect(await stored(entry.id)).toMatchObject({ status: 'seated', reservationId: bookingId });
    await b.engine.sync();
    expect((await call(b, 'mirror.waitlist', { from: day }))[0]).toMatchObject({
      status: 'seated',
      reservation_id: bookingId,
    });
    expect(await call(b, 'mirror.reservations', { date: day })).toEqual([
      expect.objectContaining({ id: bookingId, status: 'Seated', table_ids: [table.id] }),
    ]);
  });

  it('removes an entry, refuses acting twice, a seating without its booking, and another venue', async () => {
    const day = addDays(today, 41);
    const [gone, kept] = [await entryOn(day, 'Gone'), await entryOn(day, 'Kept')];
    const results = await push(host, harbourId, [
      { name: 'waitlist.remove', args: { id: gone.id } },
      { name: 'waitlist.remove', args: { id: gone.id } },
      { name: 'waitlist.seat', args: { id: kept.id, reservation_id: uuidv7() } },
    ]);
    expect(results.map((r) => [r.status, r.code ?? null])).toEqual([
      ['applied', null],
      ['rejected', 'conflict'],
      ['rejected', 'invalid'],
    ]);
    expect(results[1]?.reason).toBe('Gone Waiting is already off the waitlist');
    expect(results[2]?.reason).toBe('The booking for Kept Waiting was not made');
    expect((await stored(gone.id))?.status).toBe('removed');
    expect((await stored(kept.id))?.status).toBe('waiting');
    const foreign = await push(quayAdmin, quayId, [{ name: 'waitlist.remove', args: { id: kept.id } }]);
    expect(foreign[0]).toMatchObject({ status: 'rejected', code: 'not_found' });
    expect((await stored(kept.id))?.status).toBe('waiting');
  });
});

describe("a table's live status from the floor plan", () => {
  it('blocks a table offline on one console, shows it blocked on a second, and clears it', async () => {
    const [a, b] = [await terminal(), await terminal()];
    const layout = (await call(a, 'mirror.floor', undefined)).layouts[0];
    if (!layout) throw new Error('The demo venue has no floor plan layout');
    const tableId = layout.tables[0]?.table_id ?? '';
    const live = { status: 'Blocked', icon: 'lock', color: '#6b7280', textColor: '#ffffff', reason: 'Leak' };
    a.engine.setNetwork(false);
    await call(a, 'sync.mutate', {
      name: 'floorPlan.tableStatus',
      args: { id: layout.id, table_id: tableId, live },
    });
    expect(await call(a, 'sync.pendingIds', undefined)).toContain(layout.id);
    a.engine.setNetwork(true);
    await a.engine.sync();
    await b.engine.sync();
    const onB = (await call(b, 'mirror.floor', undefined)).layouts.find((l) => l.id === layout.id);
    expect(onB?.live_status).toContainEqual({ ...live, table_id: tableId });
    const cleared = await push(host, harbourId, [
      { name: 'floorPlan.tableStatus', args: { id: layout.id, table_id: tableId, live: null } },
      { name: 'floorPlan.tableStatus', args: { id: layout.id, table_id: uuidv7(), live } },
    ]);
    expect(cleared.map((r) => r.status)).toEqual(['applied', 'rejected']);
    await b.engine.sync();
    const after = (await call(b, 'mirror.floor', undefined)).layouts.find((l) => l.id === layout.id);
    expect(after?.live_status.some((s) => s.table_id === tableId)).toBe(false);
  });
});
