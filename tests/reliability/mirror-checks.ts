// What the convergence run (convergence.ts) checks once a seed has healed, terminal by terminal: every
// mirror equals the server's feed for the seed's rows, no outbox entry or shadowed row is left, no
// table is double-booked in a mirror or on the server, and the server's rows agree with its feed.
import { inArray, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../src-server/db/client.js';
import { queryRows } from '../../src-server/db/client.js';
import { reservations as serverReservations } from '../../src-server/db/schema/index.js';
import { isOverlayEntity, overlayRows } from '../../src-main/mirror/mirror-store.js';
import { reservationStatusSchema } from '../../src-shared/schemas/reservation-status.js';
import { reservationSchema } from '../../src-shared/schemas/reservation.js';
import { MIRRORED_ENTITIES, type MirroredEntity } from '../../src-shared/sync/protocol.js';
import type { HeadlessTerminal } from './headless-terminal.js';
import { catalogue, mirrorReservations } from './draw-mutation.js';

/** The API's database and tenant, and the terminals whose mirrors are checked. */
export interface FeedScope {
  db: AppDatabase;
  restaurantId: number;
  terminals: readonly HeadlessTerminal[];
}

/** A seed's writes and dates; `fullCompare` compares every row of every mirrored entity instead. */
export interface SeedWrites {
  dates: string[];
  made: readonly { name: string; rowId: string }[];
  createdIds: string[];
  fullCompare?: boolean;
}

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

export function outboxSize(t: HeadlessTerminal): number {
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
  server: FeedScope,
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
    server.db,
    sql`select entity, row_id, op, data from sync_changes where restaurant_id = ${server.restaurantId} ${where}`,
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

/** Every broken invariant of the healed mirrors and the server's rows, as a line each. */
export async function mirrorViolations(scope: FeedScope, seed: SeedWrites): Promise<string[]> {
  const { dates, made, createdIds } = seed;
  const options = { fullCompare: seed.fullCompare };
  const violations: string[] = [];
  // Every mirror equals the server's feed: same ids, same fields, for every mirrored entity.
  const feed = await serverFeed(
    scope,
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
  for (const t of scope.terminals) {
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
    scope.db,
    sql`select a.table_id, a.reservation_id as a_id, b.reservation_id as b_id from reservation_tables a join reservation_tables b
        on a.table_id = b.table_id and a.reservation_id < b.reservation_id and a.during && b.during
        where a.restaurant_id = ${scope.restaurantId} limit 5`,
  );
  for (const c of clash) violations.push(`server occupancy overlap: ${JSON.stringify(c)}`);

  // The server's own rows agree with its feed for this seed's bookings (status, tables, time).
  if (createdIds.length > 0) {
    const rows = await scope.db
      .select()
      .from(serverReservations)
      .where(inArray(serverReservations.id, createdIds));
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

  return violations;
}
