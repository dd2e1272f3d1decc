// The tenant API in a process of its own, for measurements that must not count the server's work
// against the terminal's event loop (tests/bench/sync.bench.ts). Optionally fills Harbour Bistro's
// change feed with BENCH_RESERVATIONS reservations and BENCH_CLIENTS clients (API-shape rows
// written straight into sync_changes, as a server with that history would hold them), then prints
// one JSON line {origin, restaurantId, feedRows, generateMs} (generateMs includes a restart) and serves until stdin closes.
// Run with `node --import tsx tests/reliability/api-process.ts`.
import { and, eq, sql } from 'drizzle-orm';
import {
  diningTables,
  reservationStatuses,
  restaurants,
  syncChanges,
  tenantSyncCounters,
} from '../../src-server/db/schema/index.js';
import { uuidv7 } from '../../src-shared/ids.js';
import { addDays, minutesToTime, venueBookingRange } from '../../src-shared/time.js';
import { ApiControl } from './api-control.js';

const reservationCount = Number(process.env.BENCH_RESERVATIONS ?? 0);
const clientCount = Number(process.env.BENCH_CLIENTS ?? 0);
const CHUNK = 1_000;

const api = await ApiControl.start();
const { db } = api.server;
const [restaurant] = await db
  .select({ id: restaurants.id, timeZone: restaurants.timeZone })
  .from(restaurants)
  .where(eq(restaurants.name, 'Harbour Bistro'));
if (!restaurant) throw new Error('The demo seed has no Harbour Bistro');
const restaurantId = restaurant.id;
const started = Date.now();

if (reservationCount + clientCount > 0) {
  const [status] = await db
    .select()
    .from(reservationStatuses)
    .where(and(eq(reservationStatuses.restaurantId, restaurantId), eq(reservationStatuses.isDefault, true)));
  const tables = await db
    .select({ id: diningTables.id, name: diningTables.name })
    .from(diningTables)
    .where(eq(diningTables.restaurantId, restaurantId));
  if (!status || tables.length === 0) throw new Error('Harbour Bistro has no default status or tables');
  const [counter] = await db
    .select()
    .from(tenantSyncCounters)
    .where(eq(tenantSyncCounters.restaurantId, restaurantId));
  let seq = counter?.seq ?? 0;
  const now = new Date().toISOString();
  const today = now.slice(0, 10);
  const statusRef = { id: status.id, reservation_Status_Name: status.name, color_code: status.colorCode };
  /** The id and contact of bench person `i` of a kind: Guest12, +44 7700 000012, guest12@bench.test. */
  const person = (kind: 'Guest' | 'Client', phonePrefix: string, i: number) => ({
    id: uuidv7(),
    restaurant_id: restaurantId,
    first_name: `${kind}${i}`,
    last_name: 'Bench',
    mobileNumber: `+44 ${phonePrefix} ${String(i).padStart(6, '0')}`,
    email: `${kind.toLowerCase()}${i}@bench.test`,
  });
  const reservationRow = (i: number): Record<string, unknown> => {
    const table = tables[i % tables.length] ?? { id: '', name: '' };
    const date = addDays(today, -365 + Math.floor(i / 200));
    const time = minutesToTime(12 * 60 + (i % 40) * 15);
    const range = venueBookingRange(date, time, 90, restaurant.timeZone);
    return {
      ...person('Guest', '7700', i),
      date,
      time,
      duration_minutes: 90,
      guest_count: 2,
      reservationType: '',
      shift_id: null,
      seating_area_id: null,
      table_ids: [table.id],
      table_combination_id: null,
      table_number: table.name,
      client_id: null,
      special_request: '',
      additional_notes: '',
      party_notes: '',
      source: 'phone',
      status: status.name,
      booking_status: status.id,
      reservation_Status: statusRef,
      client_tags: [],
      allergens: [],
      offer_details: [],
      starts_at: range.start.toISOString(),
      ends_at: range.end.toISOString(),
      created_at: now,
      updated_at: now,
    };
  };
  const clientRow = (i: number): Record<string, unknown> => ({
    ...person('Client', '7800', i),
    tags: [],
    allergens: [],
    restrictions: [],
    discounts: [],
    notes: '',
    visit_count: 0,
    last_visit: null,
    created_at: now,
    updated_at: now,
  });
  const kinds: ['reservations' | 'clients', number, (i: number) => Record<string, unknown>][] = [
    ['clients', clientCount, clientRow],
    ['reservations', reservationCount, reservationRow],
  ];
  for (const [entity, total, make] of kinds) {
    for (let from = 0; from < total; from += CHUNK) {
      const values = Array.from({ length: Math.min(CHUNK, total - from) }, (_, k) => {
        const data = make(from + k);
        seq += 1;
        return { restaurantId, entity, rowId: String(data.id), seq, op: 'upsert', data };
      });
      await db.insert(syncChanges).values(values);
    }
  }
  await db.update(tenantSyncCounters).set({ seq }).where(eq(tenantSyncCounters.restaurantId, restaurantId));
  // A server that grew this history has been running (and analyzing: db/planner-statistics.ts)
  // meanwhile; restart it so the measurement does not run on a never-analyzed PGlite.
  await api.stopServer();
  await api.startServer();
}

const [{ n } = { n: 0 }] = await api.server.db
  .select({ n: sql<number>`count(*)::int` })
  .from(syncChanges)
  .where(eq(syncChanges.restaurantId, restaurantId));
process.stdout.write(
  `${JSON.stringify({ origin: api.origin, restaurantId, feedRows: n, generateMs: Date.now() - started })}\n`,
);
process.stdin.resume();
process.stdin.on('end', () => {
  void api.close().then(() => process.exit(0));
});
