// One seed of the randomized convergence run: 3–5 headless terminals (real cores, each with its own
// mirror file) make random mutations on a date range of their own while their networks are cut and
// restored and, in some seeds, the API is restarted; then everything heals and the invariants are
// checked against the server. Shared by tests/integration/sync-convergence.test.ts (many small
// seeds) and tests/reliability/soak.ts (more, bigger seeds).
import { inArray } from 'drizzle-orm';
import { reservations as serverReservations, syncMutations } from '../../src-server/db/schema/index.js';
import { currentSeq } from '../../src-server/sync/tenant-write.js';
import { secretKey, signAccessToken } from '../../src-server/auth/access-token.js';
import { MutationRejectedError } from '../../src-main/sync/sync-engine.js';
import { readCursor } from '../../src-main/sync/puller.js';
import { isPlacementCode, PLACEMENT_CODES } from '../../src-shared/domain/chosen-table.js';
import { reservationStatusSchema } from '../../src-shared/schemas/reservation-status.js';
import { tableSchema } from '../../src-shared/schemas/seating.js';
import { addDays } from '../../src-shared/time.js';
import { type MutationName } from '../../src-shared/sync/mutations.js';
import type { ApiControl } from './api-control.js';
import { startHeadless, type HeadlessTerminal } from './headless-terminal.js';
import { fillSlot, tableConflicts, type PushedCreate } from './full-slot.js';
import { Prng } from './prng.js';
import { catalogue, drawMutation } from './draw-mutation.js';
import { canonical, mirrorViolations, outboxSize } from './mirror-checks.js';

export { canonical };

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

interface Made {
  terminal: HeadlessTerminal;
  mutationId: string;
  name: MutationName;
  rowId: string;
  /** A create's chosen tables, as pushed (none: the engine places it). */
  chosen?: readonly string[];
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

  violations.push(
    ...(await mirrorViolations(
      { db, restaurantId: world.restaurantId, terminals: world.terminals },
      { dates, made, createdIds, fullCompare: options.fullCompare },
    )),
  );

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
