// One seed of the randomized convergence run: 3–5 headless terminals (real cores, each with its own
// mirror file) make random mutations on a date range of their own while their networks are cut and
// restored and, in some seeds, the API is restarted; then everything heals and the invariants are
// checked against the server. Shared by tests/integration/sync-convergence.test.ts (many small
// seeds) and tests/reliability/soak.ts (more, bigger seeds).
import { inArray, sql } from 'drizzle-orm';
import { reservations as serverReservations, syncMutations } from '../../src-server/db/schema/index.js';
import { queryRows } from '../../src-server/db/client.js';
import { currentSeq } from '../../src-server/sync/tenant-write.js';
import { secretKey, signAccessToken } from '../../src-server/auth/access-token.js';
import { MutationRejectedError } from '../../src-main/sync/sync-engine.js';
import { readCursor } from '../../src-main/sync/puller.js';
import { isOverlayEntity, overlayRows, type CatalogueEntity } from '../../src-main/mirror/mirror-store.js';
import { isPlacementCode, PLACEMENT_CODES } from '../../src-shared/domain/chosen-table.js';
import { uuidv7 } from '../../src-shared/ids.js';
import {
  foodOrderSchema,
  ORDER_STATUSES,
  orderTabSchema,
  type FoodOrder,
  type OrderTab,
} from '../../src-shared/orders/order-schemas.js';
import { productSchema } from '../../src-shared/schemas/product.js';
import {
  reservationStatusSchema,
  type ReservationStatus,
} from '../../src-shared/schemas/reservation-status.js';
import { reservationSchema, type Reservation } from '../../src-shared/schemas/reservation.js';
import { tableSchema, type Table } from '../../src-shared/schemas/seating.js';
import { addDays } from '../../src-shared/time.js';
import { MIRRORED_ENTITIES, type MirroredEntity } from '../../src-shared/sync/protocol.js';
import { type MutationName } from '../../src-shared/sync/mutations.js';
import type { ApiControl } from './api-control.js';
import { startHeadless, type HeadlessTerminal } from './headless-terminal.js';
import { fillSlot, FULL_TIME, tableConflicts, type PushedCreate } from './full-slot.js';
import { Prng } from './prng.js';

export const MAX_TERMINALS = 5;

export interface World {
  api: ApiControl;
  restaurantId: number;
  terminals: HeadlessTerminal[];
  /** Today, venue-ish; seeds book far from it on dates of their own. */
  today: string;
}

export interface SeedOptions {
  mutations: number;
  /** Restart the API in the middle of this seed. */
  restartApi: boolean;
  /** Compare every mirrored row (true) or only the rows this seed can have touched (false). */
  fullCompare: boolean;
  convergeTimeoutMs?: number;
}

export interface SeedReport {
  seed: number;
  terminals: number;
  mutations: number;
  localRefusals: number;
  /** Creates on a table busy in the terminal's own mirror: the shared rule must refuse them locally. */
  busyRefusals: number;
  /** Pushed bookings whose table was taken on the server: re-placed on a free table (issue 27). */
  replaced: number;
  /** Pushed bookings the server kept without a table, flagged "needs a table". */
  flagged: number;
  /** Applied creates the server placed itself, found from the audit trail: must be replaced + flagged. */
  conflicts: number;
  /** Bookings the phone made to fill the full slot (every active table at FULL_TIME). */
  phoneBookings: number;
  applied: number;
  rejected: number;
  networkCuts: number;
  /** Access tokens expired while their terminal was cut off or the API was down (issue 11). */
  tokenExpiries: number;
  apiRestarts: number;
  ms: number;
}

export class ConvergenceError extends Error {
  constructor(
    readonly seed: number,
    readonly violations: string[],
  ) {
    super(
      `Seed ${seed} broke ${violations.length} invariant(s) (replay: SYNC_SEED=${seed}):\n- ${violations.slice(0, 30).join('\n- ')}`,
    );
    this.name = 'ConvergenceError';
  }
}

export async function openWorld(api: ApiControl, tuning: { realtime?: boolean } = {}): Promise<World> {
  const { HARBOUR } = await import('./api-control.js');
  const terminals: HeadlessTerminal[] = [];
  for (let i = 0; i < MAX_TERMINALS; i++) {
    // Admin and host terminals alternate: both roles may make every offline mutation.
    const credentials = i % 2 === 0 ? HARBOUR.admin : HARBOUR.host;
    terminals.push(
      await startHeadless({
        name: `T${i + 1}`,
        origin: api.origin,
        credentials,
        tuning: { realtime: tuning.realtime ?? true },
      }),
    );
  }
  const first = terminals[0];
  if (!first) throw new Error('no terminal');
  return {
    api,
    restaurantId: first.engine.restaurantId,
    terminals,
    today: new Date().toISOString().slice(0, 10),
  };
}

export async function closeWorld(world: World): Promise<void> {
  for (const t of world.terminals) await t.close();
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const FIRST = ['Ann', 'Bob', 'Cleo', 'Dev', 'Eve', 'Finn', 'Gia', 'Hal'];
const LAST = ['Archer', 'Baker', 'Cooper', 'Dyer', 'Fisher', 'Mason'];
const TIMES = ['18:00', '18:30', '19:00', '19:30'];

/** Stable JSON with sorted keys, so rows read from jsonb and from SQLite compare by content. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) =>
      a < b ? -1 : a > b ? 1 : 0,
    );
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

interface Made {
  terminal: HeadlessTerminal;
  mutationId: string;
  name: MutationName;
  rowId: string;
  /** A create's chosen tables, as pushed (none: the engine places it). */
  chosen?: readonly string[];
}

type Drawn = { name: MutationName; args: Record<string, unknown>; busyTable?: boolean };

/**
 * A visible holding booking on one table, drawn from the terminal's mirror: a new booking at its
 * start on its table is one the shared chosen-table rule must refuse. Drawn from what is booked (not a
 * random slot that may be free), so every run reaches the rule.
 */
function busyBooking(
  rng: Prng,
  bookings: readonly Reservation[],
  statuses: readonly ReservationStatus[],
): Reservation | null {
  const holding = new Set(statuses.filter((s) => s.holds_table).map((s) => s.id));
  const busy = bookings.filter((b) => holding.has(b.booking_status) && b.table_ids.length === 1);
  return busy.length === 0 ? null : rng.pick(busy);
}

function mirrorReservations(t: HeadlessTerminal, dates: readonly string[]): Reservation[] {
  const out: Reservation[] = [];
  for (const date of dates) {
    for (const row of t.engine.store.reservationsOn(date)) {
      const parsed = reservationSchema.safeParse(row);
      if (parsed.success) out.push(parsed.data);
    }
  }
  return out;
}

function catalogue<T>(t: HeadlessTerminal, entity: CatalogueEntity, parse: (row: unknown) => T | null): T[] {
  return t.engine.store.catalogue(entity).flatMap((row) => {
    const value = parse(row);
    return value === null ? [] : [value];
  });
}

const visibleOrders = (t: HeadlessTerminal): FoodOrder[] =>
  t.engine.store.allVisible('food_orders').flatMap((r) => foodOrderSchema.safeParse(r).data ?? []);
const visibleTabs = (t: HeadlessTerminal): OrderTab[] =>
  t.engine.store.allVisible('order_tabs').flatMap((r) => orderTabSchema.safeParse(r).data ?? []);

/** Random args for `name` drawn from what `t`'s mirror shows now; null when nothing fits. */
function drawMutation(
  rng: Prng,
  t: HeadlessTerminal,
  ctx: {
    dates: string[];
    /** The date of the full slot (FULL_TIME): the phone books every table then. */
    fullDate: string;
    tables: Table[];
    statuses: ReservationStatus[];
    seedClients: Set<string>;
    restaurantId: number;
    seed: number;
  },
): Drawn | null {
  const name = rng.weighted<MutationName>([
    [6, 'reservation.create'],
    [3, 'reservation.update'],
    [2, 'reservation.setStatus'],
    [3, 'reservation.assignTable'],
    [2, 'reservation.setDuration'],
    [1, 'reservation.cancel'],
    [1, 'guest.checkIn'],
    [1, 'guest.setBlacklist'],
    [2, 'client.create'],
    [2, 'client.update'],
    // Food orders (issue 15): moves drawn at random, so terminals often race for one order.
    [2, 'order.create'],
    [2, 'order.status'],
    [1, 'order.items'],
    [1, 'tab.open'],
    [1, 'tab.close'],
  ]);
  const bookings = mirrorReservations(t, ctx.dates);
  const clients = [...ctx.seedClients].filter((id) => t.engine.store.visible('clients', id) !== null);
  const table = () => rng.pick(ctx.tables).id;
  const label = `s${ctx.seed}-${rng.int(0, 9999)}`;
  switch (name) {
    case 'reservation.create': {
      // Some draws aim at the full slot: the phone books every table then, part-way through the seed.
      const full = rng.chance(0.12);
      const date = full ? ctx.fullDate : rng.pick(ctx.dates);
      const time = full ? FULL_TIME : rng.pick(TIMES);
      // The quick way (issue 27): guest name and party only, no table, no duration — the engine places it.
      if (rng.chance(0.3))
        return {
          name,
          args: { id: uuidv7(), first_name: rng.pick(FIRST), date, time, guest_count: 2 },
        };
      // A table this terminal sees taken then: the shared chosen-table rule must refuse it here.
      const busy = rng.chance(0.15) ? busyBooking(rng, bookings, ctx.statuses) : null;
      if (busy)
        return {
          name,
          busyTable: true,
          args: {
            id: uuidv7(),
            first_name: rng.pick(FIRST),
            date: busy.date,
            time: busy.time.slice(0, 5),
            guest_count: 2,
            table_ids: [busy.table_ids[0]],
          },
        };
      const args: Record<string, unknown> = {
        id: uuidv7(),
        first_name: rng.pick(FIRST),
        last_name: rng.pick(LAST),
        mobileNumber: `+44 7700 9${String(rng.int(0, 99999)).padStart(5, '0')}`,
        date,
        time,
        guest_count: 2,
        // Deliberate conflicts: few tables and times, so terminals often want the same slot.
        table_ids: rng.chance(0.65) ? [table()] : [],
        special_request: rng.chance(0.3) ? label : '',
      };
      if (rng.chance(0.5)) args.duration_minutes = rng.pick([60, 90, 120]);
      if (clients.length > 0 && rng.chance(0.3)) args.client_id = rng.pick(clients);
      return { name, args };
    }
    case 'client.create':
      return {
        name,
        args: {
          id: uuidv7(),
          restaurantId: ctx.restaurantId,
          first_name: rng.pick(FIRST),
          last_name: `${rng.pick(LAST)} ${label}`,
          ...(rng.chance(0.5)
            ? { email: `${label}@example.test` }
            : { mobileNumber: `+44 7700 8${String(rng.int(0, 99999)).padStart(5, '0')}` }),
        },
      };
    case 'client.update': {
      if (clients.length === 0) return null;
      const patch = rng.weighted<Record<string, unknown>>([
        [3, { notes: `note ${label}` }],
        [1, { first_name: rng.pick(FIRST) }],
        // Neither mobile nor email: the server refuses (422), the terminal rolls back with a notice.
        [1, { mobileNumber: '', email: '' }],
      ]);
      return { name, args: { id: rng.pick(clients), patch } };
    }
    case 'order.create':
    case 'order.items': {
      const products = catalogue(t, 'products', (r) => productSchema.safeParse(r).data ?? null).filter(
        (p) => p.status === 1 && !p.out_of_stock && p.modifier_group_ids.length === 0,
      );
      if (products.length === 0) return null;
      const items = [{ product_id: rng.pick(products).id, quantity: rng.int(1, 3) }];
      if (name === 'order.items') {
        const orders = visibleOrders(t);
        return orders.length === 0 ? null : { name, args: { id: rng.pick(orders).id, items } };
      }
      const tabs = visibleTabs(t).filter((tab) => tab.status === 'open');
      return {
        name,
        args: {
          id: uuidv7(),
          outlet: 'restaurant1',
          target_kind: 'table',
          table_id: table(),
          items,
          tab_id: tabs.length > 0 && rng.chance(0.4) ? rng.pick(tabs).id : null,
        },
      };
    }
    case 'order.status': {
      const orders = visibleOrders(t);
      if (orders.length === 0) return null;
      return { name, args: { id: rng.pick(orders).id, order_status: rng.pick(ORDER_STATUSES) } };
    }
    case 'tab.open':
      return {
        name,
        args: { id: uuidv7(), outlet: 'restaurant1', table_id: null, guest_name: `Tab ${label}` },
      };
    case 'tab.close': {
      const tabs = visibleTabs(t).filter((tab) => tab.status === 'open');
      if (tabs.length === 0) return null;
      // Paying nothing for a tab with orders is refused by the server: a deliberate rejection.
      const paid = rng.chance(0.7) ? 1_000_000 : 0;
      return { name, args: { id: rng.pick(tabs).id, paid_minor: paid, payment_method: 'card' } };
    }
    case 'guest.checkIn':
    case 'guest.setBlacklist': {
      const guests = t.engine.store.db
        .all<{ id: string }>(sql`select id from guest_list order by id limit 8`)
        .map((r) => r.id);
      if (guests.length === 0) return null;
      const id = rng.pick(guests);
      if (name === 'guest.checkIn') return { name, args: { id, checked_in: rng.chance(0.7) } };
      const blacklisted = rng.chance(0.3);
      // Blacklisting without a reason is refused by the server: another deliberate rejection.
      return {
        name,
        args: {
          id,
          blacklisted,
          blacklist_reason: blacklisted && rng.chance(0.7) ? `reason ${label}` : null,
        },
      };
    }
    default: {
      if (bookings.length === 0) return null;
      const booking = rng.pick(bookings);
      const id = booking.id;
      if (name === 'reservation.update') {
        const patch = rng.weighted<Record<string, unknown>>([
          [3, { time: rng.pick(TIMES) }],
          [2, { additional_notes: `note ${label}` }],
          [
            1,
            { special_request: `${booking.special_request}${booking.special_request ? ' + ' : ''}${label}` },
          ],
          [1, { date: rng.pick(ctx.dates), time: rng.pick(TIMES) }],
        ]);
        return { name, args: { id, patch } };
      }
      if (name === 'reservation.setStatus') {
        const choices = ctx.statuses.filter((s) => !s.is_final || s.holds_table);
        if (choices.length === 0) return null;
        return { name, args: { id, statusId: rng.pick(choices).id } };
      }
      if (name === 'reservation.assignTable') {
        const ids = rng.weighted<string[]>([
          [5, [table()]],
          [1, []],
          [1, [...new Set([table(), table()])]],
        ]);
        return { name, args: { id, tableIds: ids } };
      }
      if (name === 'reservation.setDuration')
        return { name, args: { id, duration_minutes: rng.pick([45, 60, 90, 120, 150]) } };
      return { name: 'reservation.cancel', args: { id } };
    }
  }
}

async function settle(world: World, timeoutMs: number): Promise<string | null> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await Promise.all(world.terminals.map((t) => t.engine.sync()));
    const seq = await currentSeq(world.api.server.db, world.restaurantId);
    const behind = world.terminals.filter((t) => readCursor(t.engine.store) !== seq || outboxSize(t) > 0);
    if (behind.length === 0) return null;
    if (Date.now() > deadline) {
      return `did not converge within ${timeoutMs} ms: ${behind.map((t) => `${t.name} cursor ${readCursor(t.engine.store)}/${seq}, outbox ${outboxSize(t)}, status ${JSON.stringify(t.engine.status())}`).join('; ')}`;
    }
    await sleep(25);
  }
}

function outboxSize(t: HeadlessTerminal): number {
  return t.engine.store.db.get<{ n: number }>(sql`select count(*) as n from outbox`).n;
}

interface Interval {
  reservationId: string;
  start: number;
  end: number;
}

function overlaps(byTable: Map<string, Interval[]>): string[] {
  const found: string[] = [];
  for (const [tableId, list] of byTable) {
    const sorted = [...list].sort((a, b) => a.start - b.start);
    for (let i = 1; i < sorted.length; i++) {
      const prev = sorted[i - 1];
      const cur = sorted[i];
      if (prev && cur && cur.start < prev.end)
        found.push(`table ${tableId}: ${prev.reservationId} and ${cur.reservationId} overlap`);
    }
  }
  return found;
}

/** The server's feed as entity → id → canonical data; `scope` limits it to a seed's rows. */
async function serverFeed(
  world: World,
  scope: { dates: string[]; ids: string[] } | null,
): Promise<Map<MirroredEntity, Map<string, string>>> {
  const where = scope
    ? sql`and ((entity = 'reservations' and data->>'date' in (${sql.join(
        scope.dates.map((d) => sql`${d}`),
        sql`, `,
      )}))${
        scope.ids.length > 0
          ? sql` or row_id in (${sql.join(
              scope.ids.map((id) => sql`${id}`),
              sql`, `,
            )})`
          : sql``
      })`
    : sql``;
  const rows = await queryRows(
    world.api.server.db,
    sql`select entity, row_id, op, data from sync_changes where restaurant_id = ${world.restaurantId} ${where}`,
  );
  const feed = new Map<MirroredEntity, Map<string, string>>(MIRRORED_ENTITIES.map((e) => [e, new Map()]));
  for (const raw of rows) {
    const row = raw as { entity: MirroredEntity; row_id: string; op: string; data: unknown };
    if (row.op !== 'upsert') continue;
    feed.get(row.entity)?.set(row.row_id, canonical(row.data));
  }
  return feed;
}

function mirrorRows(
  t: HeadlessTerminal,
  entity: MirroredEntity,
  ids: ReadonlySet<string> | null,
): Map<string, string> {
  // An overlay entity declared with mutations keeps its rows in declared_rows (mirror-store.ts).
  const { table: name, where } = isOverlayEntity(entity)
    ? overlayRows(entity)
    : { table: entity === 'tables' ? 'dining_tables' : entity, where: '1 = 1' };
  const table = sql.identifier(name);
  const filter = sql.raw(where);
  const db = t.engine.store.db;
  const rows = ids
    ? [...ids].flatMap((id) =>
        db.all<{ id: string; data: string }>(
          sql`select id, data from ${table} where ${filter} and id = ${id}`,
        ),
      )
    : db.all<{ id: string; data: string }>(sql`select id, data from ${table} where ${filter}`);
  return new Map(rows.map((r) => [r.id, canonical(JSON.parse(r.data))]));
}

/** Runs one seed and throws ConvergenceError listing every broken invariant. */
export async function runSeed(world: World, seed: number, options: SeedOptions): Promise<SeedReport> {
  const started = Date.now();
  const rng = new Prng(seed);
  const count = rng.int(3, MAX_TERMINALS);
  const active = world.terminals.slice(0, count);
  const first = active[0];
  if (!first) throw new Error('no terminals');
  // Each seed books on dates of its own, so seeds share one API and database without interfering.
  const base = addDays(world.today, 30 + (seed % 20_000) * 2);
  const dates = [base, addDays(base, 1)];
  const tables = catalogue(first, 'tables', (r) => tableSchema.safeParse(r).data ?? null)
    .filter((tb) => tb.status === 1 && tb.max_covers >= 2)
    .sort((a, b) => a.sort_order - b.sort_order || a.id.localeCompare(b.id))
    .slice(0, 3);
  const statuses = catalogue(
    first,
    'reservation_statuses',
    (r) => reservationStatusSchema.safeParse(r).data ?? null,
  );
  const activeTables = catalogue(first, 'tables', (r) => tableSchema.safeParse(r).data ?? null).filter(
    (tb) => tb.status === 1,
  );
  const ctx = {
    dates,
    fullDate: base,
    tables,
    statuses,
    seedClients: new Set<string>(),
    restaurantId: world.restaurantId,
    seed,
  };
  const made: Made[] = [];
  let localRefusals = 0;
  let busyRefusals = 0;
  const violations: string[] = [];
  let networkCuts = 0;
  let apiRestarts = 0;
  let tokenExpiries = 0;
  // Tokens that expired an hour ago, signed by the API's own key: the next call answers 401.
  const jwtKey = secretKey(world.api.server.jwtSecret);
  const expireToken = async (t: HeadlessTerminal) => {
    const user = t.core.session.snapshot().user;
    if (!user) return;
    t.core.api.setAccessToken(
      await signAccessToken(
        jwtKey,
        { userId: user.id, restaurantIds: [ctx.restaurantId] },
        Date.now() - 3_600_000,
      ),
    );
    tokenExpiries += 1;
  };
  // Terminals this seed does not use stay cut off until the end, then must catch up too.
  for (const t of world.terminals.slice(count)) t.engine.setNetwork(false);
  const restartAt = options.restartApi
    ? rng.int(Math.floor(options.mutations / 4), Math.floor(options.mutations / 2))
    : -1;
  const restartFor = rng.int(3, 8);
  // The phone fills the full slot part-way through, while some terminals are cut off.
  const fillAt = rng.int(Math.floor(options.mutations / 4), Math.floor((3 * options.mutations) / 4));
  let phoneBookings: number | null = null;
  const fill = async () => {
    phoneBookings = await fillSlot(world.api, ctx.fullDate, activeTables, seed);
  };

  const dbg = (m: string) => {
    if (process.env.SYNC_DEBUG) console.log(`[seed ${seed}] ${m}`);
  };
  for (let step = 0; step < options.mutations; step++) {
    if (step === restartAt) {
      dbg('stopping API');
      await world.api.stopServer();
      dbg('API stopped');
      apiRestarts += 1;
      // Expired only once the API is down: a refresh the stopping server commits but never answers
      // would make the retry look like refresh-token reuse (the grace window of issue 11 part 8).
      await expireToken(rng.pick(active));
      dbg('token expired');
      // A refresh while the API is down keeps the session (issue 11): only the server ends it.
      const t = rng.pick(active);
      dbg(`refresh on ${t.name} while down`);
      await t.core.session.refresh();
      dbg('refresh returned');
      if (t.core.session.snapshot().user === null)
        throw new ConvergenceError(seed, [`${t.name} was signed out by a refresh during an API outage`]);
    }
    if (step === restartAt + restartFor && !world.api.running) {
      dbg('starting API');
      await world.api.startServer();
      dbg('API started');
    }
    if (rng.chance(0.15)) {
      const t = rng.pick(active);
      const online = t.engine.status().state !== 'offline' || rng.chance(0.5);
      t.engine.setNetwork(!online);
      if (online) {
        networkCuts += 1;
        // The partition outlives the access token.
        if (rng.chance(0.5)) {
          dbg(`expire token of cut-off ${t.name}`);
          await expireToken(t);
        }
      }
    }
    if (step >= fillAt && phoneBookings === null && world.api.running) await fill();
    const t = rng.pick(active);
    const drawn = drawMutation(rng, t, ctx);
    if (drawn) {
      try {
        const result = t.engine.mutate(drawn.name, drawn.args);
        made.push({
          terminal: t,
          mutationId: result.mutationId,
          name: drawn.name,
          rowId: result.row.id as string,
          ...(drawn.name === 'reservation.create'
            ? { chosen: (drawn.args.table_ids as string[] | undefined) ?? [] }
            : {}),
        });
        if (drawn.name === 'client.create') ctx.seedClients.add(result.row.id as string);
        if (drawn.busyTable)
          violations.push(
            `${t.name}: a create on a table busy in its own mirror was taken (${JSON.stringify(drawn.args)})`,
          );
      } catch (error) {
        if (!(error instanceof MutationRejectedError)) throw error;
        localRefusals += 1;
        if (drawn.busyTable) {
          busyRefusals += 1;
          if (
            !/^Table .+ is already booked at \d\d:\d\d on .+, overlapping this booking at /.test(
              error.message,
            )
          )
            violations.push(
              `${t.name}: busy table refused with "${error.message}", not the shared rule's words`,
            );
        }
      }
    }
    const pause = rng.int(0, 4);
    if (pause > 0) await sleep(pause);
  }

  const mutatedAt = Date.now();
  dbg('mutations done');
  // Heal: the API back, every network on, then sync until every outbox is empty and every cursor
  // is at the server's feed position.
  if (!world.api.running) await world.api.startServer();
  if (phoneBookings === null) await fill();
  for (const t of world.terminals) t.engine.setNetwork(true);
  dbg('settling');
  const stuck = await settle(world, options.convergeTimeoutMs ?? 30_000);
  if (stuck) throw new ConvergenceError(seed, [stuck]);
  for (const t of world.terminals)
    if (t.core.session.snapshot().user === null)
      throw new ConvergenceError(seed, [
        `${t.name} is signed out after the seed; only the server may end a session`,
      ]);

  const settledAt = Date.now();
  const db = world.api.server.db;
  const mutationIds = made.map((m) => m.mutationId);
  const recorded =
    mutationIds.length === 0
      ? []
      : await db.select().from(syncMutations).where(inArray(syncMutations.mutationId, mutationIds));
  const recordedById = new Map<string, (typeof recorded)[number][]>();
  for (const r of recorded) recordedById.set(r.mutationId, [...(recordedById.get(r.mutationId) ?? []), r]);
  const createdIds = made.filter((m) => m.name === 'reservation.create').map((m) => m.rowId);
  const onServer =
    createdIds.length === 0
      ? []
      : await db
          .select({ id: serverReservations.id })
          .from(serverReservations)
          .where(inArray(serverReservations.id, createdIds));
  const serverIds = new Map<string, number>();
  for (const r of onServer) serverIds.set(r.id, (serverIds.get(r.id) ?? 0) + 1);

  let applied = 0;
  let rejected = 0;
  let replaced = 0;
  const appliedCreates: PushedCreate[] = [];
  const placedByServer: {
    label: string;
    rowId: string;
    chosen?: readonly string[];
    code: string;
    reason: string;
  }[] = [];
  let flagged = 0;
  const serverTables = new Map<string, string[]>(
    createdIds.length === 0
      ? []
      : (
          await db
            .select({ id: serverReservations.id, tableIds: serverReservations.tableIds })
            .from(serverReservations)
            .where(inArray(serverReservations.id, createdIds))
        ).map((r) => [r.id, r.tableIds]),
  );
  const noticesOf = new Map(
    world.terminals.map((t) => [t, new Map(t.engine.notices.open().map((n) => [n.mutationId, n]))]),
  );
  for (const m of made) {
    const rows = recordedById.get(m.mutationId) ?? [];
    const label = `${m.terminal.name} ${m.name} ${m.mutationId} (row ${m.rowId})`;
    if (rows.length !== 1) {
      violations.push(`${label}: recorded ${rows.length} times on the server, expected exactly once`);
      continue;
    }
    const row = rows[0];
    if (!row) continue;
    if (row.clientId !== m.terminal.engine.clientId)
      violations.push(`${label}: recorded for client ${row.clientId}, not ${m.terminal.engine.clientId}`);
    const seen = m.terminal.outcomes.get(m.mutationId);
    if (!seen) violations.push(`${label}: the terminal never received an outcome`);
    else if (seen.status !== row.status)
      violations.push(`${label}: terminal saw ${seen.status}, server recorded ${row.status}`);
    const notice = noticesOf.get(m.terminal)?.get(m.mutationId);
    if (row.status === 'applied' && isPlacementCode(row.code ?? undefined)) {
      // Its table was taken (or none was free): kept and re-placed or flagged, and the host told.
      placedByServer.push({
        label,
        rowId: m.rowId,
        chosen: m.chosen,
        code: row.code ?? '',
        reason: row.reason ?? '',
      });
      if (row.code === PLACEMENT_CODES.replaced) replaced += 1;
      else flagged += 1;
      const tablesNow = serverTables.get(m.rowId);
      if (tablesNow === undefined) violations.push(`${label}: ${row.code ?? ''}, yet not on the server`);
      // Whether it got a table is checked on its audited create below: later changes may seat it.
      if (!notice) violations.push(`${label}: ${row.code ?? ''} (${row.reason ?? ''}) without a notice`);
    }
    if (row.status === 'applied') {
      applied += 1;
      if (m.name === 'reservation.create') appliedCreates.push({ rowId: m.rowId, chosen: m.chosen ?? [] });
      if (notice && row.code !== 'warning' && !isPlacementCode(row.code ?? undefined))
        violations.push(`${label}: applied but has a rejection notice`);
      if (m.name === 'reservation.create' && serverIds.get(m.rowId) !== 1)
        violations.push(`${label}: applied create, but the server has ${serverIds.get(m.rowId) ?? 0} rows`);
    } else {
      rejected += 1;
      if (!notice) violations.push(`${label}: rejected (${row.reason ?? ''}) without a notice`);
      else if (!notice.message || !notice.outcome)
        violations.push(`${label}: notice without message/outcome`);
      if (m.name === 'reservation.create' && serverIds.has(m.rowId))
        violations.push(`${label}: rejected create, yet the reservation exists on the server`);
      // Never again: a booking dropped because its table was taken meanwhile (issue 27).
      if (m.name === 'reservation.create' && /already booked/.test(row.reason ?? ''))
        violations.push(`${label}: booking dropped for its table (${row.reason ?? ''})`);
    }
  }

  // Issue 27: every table conflict the server met (found from the audit trail) was re-placed or flagged.
  const found = await tableConflicts(db, appliedCreates, statuses);
  for (const id of found.unaudited)
    violations.push(`reservation ${id}: applied create without an audited create`);
  for (const m of placedByServer) {
    const created = found.created.get(m.rowId) ?? [];
    if ((m.code === PLACEMENT_CODES.replaced) !== created.length > 0)
      violations.push(`${m.label}: ${m.code} but created on [${created.join(',')}] (${m.reason})`);
    if (!found.conflicted.has(m.rowId))
      violations.push(
        `${m.label}: ${m.code} but created on its chosen tables [${(m.chosen ?? []).join(',')}] ` +
          `(audited create: [${created.join(',')}]; ${m.reason})`,
      );
  }
  if (found.conflicts !== replaced + flagged)
    violations.push(
      `${found.conflicts} table conflicts on the server, but ${replaced} re-placed + ${flagged} flagged`,
    );

  // Every mirror equals the server's feed: same ids, same fields, for every mirrored entity.
  const feed = await serverFeed(
    world,
    options.fullCompare ? null : { dates, ids: [...new Set(made.map((m) => m.rowId))] },
  );
  const touched = new Map<MirroredEntity, Set<string>>();
  if (!options.fullCompare) {
    const seedBookings = [...(feed.get('reservations') ?? new Map<string, string>())]
      .filter(([, data]) => dates.some((d) => data.includes(`"date":"${d}"`)))
      .map(([id]) => id);
    touched.set(
      'reservations',
      new Set([
        ...seedBookings,
        ...made.filter((m) => m.name.startsWith('reservation.')).map((m) => m.rowId),
      ]),
    );
    touched.set('clients', new Set(made.filter((m) => m.name.startsWith('client.')).map((m) => m.rowId)));
    touched.set('guest_list', new Set(made.filter((m) => m.name.startsWith('guest.')).map((m) => m.rowId)));
    touched.set('food_orders', new Set(made.filter((m) => m.name.startsWith('order.')).map((m) => m.rowId)));
    touched.set('order_tabs', new Set(made.filter((m) => m.name.startsWith('tab.')).map((m) => m.rowId)));
  }
  for (const t of world.terminals) {
    if (outboxSize(t) > 0) violations.push(`${t.name}: ${outboxSize(t)} outbox entries left`);
    for (const entity of MIRRORED_ENTITIES) {
      if (!options.fullCompare && !touched.has(entity)) continue;
      const ids = options.fullCompare ? null : (touched.get(entity) ?? new Set<string>());
      const server = feed.get(entity) ?? new Map<string, string>();
      const expected = ids
        ? new Map([...ids].flatMap((id) => (server.has(id) ? [[id, server.get(id) ?? '']] : [])))
        : server;
      const visible = mirrorRows(t, entity, ids);
      for (const [id, data] of expected) {
        const mine = visible.get(id);
        if (mine === undefined)
          violations.push(`${t.name}: ${entity} ${id} is on the server but not in the mirror`);
        else if (mine !== data)
          violations.push(`${t.name}: ${entity} ${id} differs\n    server ${data}\n    mirror ${mine}`);
      }
      for (const id of visible.keys())
        if (!expected.has(id))
          violations.push(`${t.name}: ${entity} ${id} is in the mirror but not on the server`);
    }
    // Outbox drained: no row may still be shadowed (a stale shadow would hide later feed changes).
    const shadows = t.engine.store.shadows();
    if (shadows.length > 0)
      violations.push(
        `${t.name}: ${shadows.length} shadowed rows left with an empty outbox (${shadows
          .map((r) => `${r.entity} ${r.id}`)
          .slice(0, 3)
          .join(', ')})`,
      );
    // No table double-booked in any mirror: holding bookings of the seed's dates, per table.
    const holding = new Set(
      catalogue(t, 'reservation_statuses', (r) => reservationStatusSchema.safeParse(r).data ?? null)
        .filter((s) => s.holds_table)
        .map((s) => s.id),
    );
    const byTable = new Map<string, Interval[]>();
    for (const r of mirrorReservations(t, dates)) {
      if (!holding.has(r.booking_status)) continue;
      for (const tableId of r.table_ids)
        byTable.set(tableId, [
          ...(byTable.get(tableId) ?? []),
          { reservationId: r.id, start: Date.parse(r.starts_at), end: Date.parse(r.ends_at) },
        ]);
    }
    for (const o of overlaps(byTable)) violations.push(`${t.name} mirror: ${o}`);
  }

  // The server's occupancy: no two reservation_tables rows of one table overlap (the constraint
  // guarantees it; this proves the constraint is there and nothing bypassed it).
  const clash = await queryRows(
    db,
    sql`select a.table_id, a.reservation_id as a_id, b.reservation_id as b_id from reservation_tables a join reservation_tables b
        on a.table_id = b.table_id and a.reservation_id < b.reservation_id and a.during && b.during
        where a.restaurant_id = ${world.restaurantId} limit 5`,
  );
  for (const c of clash) violations.push(`server occupancy overlap: ${JSON.stringify(c)}`);

  // The server's own rows agree with its feed for this seed's bookings (status, tables, time).
  if (createdIds.length > 0) {
    const rows = await db.select().from(serverReservations).where(inArray(serverReservations.id, createdIds));
    const fed = feed.get('reservations') ?? new Map<string, string>();
    for (const row of rows) {
      const data = fed.get(row.id);
      const view = data === undefined ? null : reservationSchema.safeParse(JSON.parse(data)).data;
      if (!view) violations.push(`server reservation ${row.id} has no valid feed row`);
      else if (
        view.booking_status !== row.statusId ||
        view.time !== row.time ||
        view.date !== row.date ||
        canonical(view.table_ids) !== canonical(row.tableIds) ||
        view.duration_minutes !== row.durationMinutes
      )
        violations.push(`server reservation ${row.id}: feed row and table row disagree`);
    }
  }

  if (violations.length > 0) throw new ConvergenceError(seed, violations);
  if (process.env.SYNC_TIMING)
    console.log(
      `seed ${seed}: mutate ${mutatedAt - started} ms, settle ${settledAt - mutatedAt} ms, check ${Date.now() - settledAt} ms`,
    );
  return {
    seed,
    terminals: count,
    mutations: made.length,
    localRefusals,
    busyRefusals,
    replaced,
    flagged,
    conflicts: found.conflicts,
    phoneBookings: phoneBookings ?? 0,
    applied,
    rejected,
    networkCuts,
    tokenExpiries,
    apiRestarts,
    ms: Date.now() - started,
  };
}
