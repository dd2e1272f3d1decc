// A terminal PROCESS killed with SIGKILL (a) after committing mutations locally but before pushing
// them, and (b) after the server committed its push but before the acknowledgement reached it (a
// proxy in front of the API forwards the push, waits for the server's answer, kills the terminal
// and drops the answer). Restarted on the same mirror file, every mutation is applied on the
// server EXACTLY ONCE and the mirror converges.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mirrorFilePath, openMirror } from '../../src-main/mirror/open-mirror.js';
import { queryRows } from '../../src-server/db/client.js';
import { diningTables, reservations, syncMutations } from '../../src-server/db/schema/index.js';
import { currentSeq } from '../../src-server/sync/tenant-write.js';
import { uuidv7 } from '../../src-shared/ids.js';
import { addDays } from '../../src-shared/time.js';
import { canonical } from '../reliability/convergence.js';
import { DEMO, useTestApi, type SignedIn } from './helpers/api-server.js';

const getApi = useTestApi();
const CHILD = join(import.meta.dirname, '../reliability/crash-terminal.ts');
let admin: SignedIn;
let restaurantId: number;
let tableIds: string[];
const dirs: string[] = [];

interface ChildEvent {
  event: string;
  mutationIds?: string[];
  pending?: number;
  outbox?: number;
  clientId?: string;
  notices?: { mutationId: string; message: string }[];
}

/** A terminal process; `events` yields its stdout JSON lines as they come. */
function startChild(plan: Record<string, unknown>): {
  child: ChildProcess;
  next: (event: string) => Promise<ChildEvent>;
  exited: Promise<number | null>;
  stderr: () => string;
} {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
    env: { ...process.env, CRASH_PLAN: JSON.stringify(plan) },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const seen: ChildEvent[] = [];
  const waiters: { event: string; resolve: (e: ChildEvent) => void }[] = [];
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  if (!child.stdout) throw new Error('no stdout');
  createInterface({ input: child.stdout }).on('line', (line) => {
    let parsed: ChildEvent;
    try {
      parsed = JSON.parse(line) as ChildEvent;
    } catch {
      return;
    }
    seen.push(parsed);
    for (const w of waiters.filter((x) => x.event === parsed.event)) w.resolve(parsed);
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const next = (event: string) =>
    new Promise<ChildEvent>((resolve, reject) => {
      const done = seen.find((e) => e.event === event);
      if (done) return resolve(done);
      waiters.push({ event, resolve });
      void exited.then((code) =>
        reject(new Error(`terminal exited (${code}) before "${event}": ${stderr.slice(-2000)}`)),
      );
    });
  return { child, next, exited, stderr: () => stderr };
}

/**
 * A pass-through proxy in front of the API. While `killOnPush` is set, a push is forwarded, the
 * server's full answer awaited (its transaction has committed), the terminal killed and the answer
 * never relayed: the crash between the server's commit and the acknowledgement.
 */
async function startProxy(target: string) {
  const state: { killOnPush: ChildProcess | null; killedAfterCommit: number; serverAnswer: unknown } = {
    killOnPush: null,
    killedAfterCommit: 0,
    serverAnswer: null,
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const headers = new Headers();
        for (const [k, v] of Object.entries(req.headers))
          if (typeof v === 'string' && k !== 'host' && k !== 'connection' && k !== 'content-length')
            headers.set(k, v);
        const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
        const upstream = await fetch(`${target}${req.url ?? '/'}`, { method: req.method, headers, body });
        const text = Buffer.from(await upstream.arrayBuffer());
        const victim = state.killOnPush;
        if (victim && req.method === 'POST' && (req.url ?? '').includes('/sync/push')) {
          state.killOnPush = null;
          state.serverAnswer = JSON.parse(text.toString()) as unknown;
          const gone = new Promise((resolve) => victim.once('exit', resolve));
          state.killedAfterCommit += 1;
          victim.kill('SIGKILL');
          await gone;
          res.destroy();
          return;
        }
        const out: Record<string, string | string[]> = {};
        upstream.headers.forEach((value, key) => {
          if (
            key !== 'content-encoding' &&
            key !== 'transfer-encoding' &&
            key !== 'content-length' &&
            key !== 'set-cookie'
          )
            out[key] = value;
        });
        const cookies = upstream.headers.getSetCookie();
        if (cookies.length > 0) out['set-cookie'] = cookies;
        res.writeHead(upstream.status, out);
        res.end(text);
      })().catch(() => res.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, state, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

function booking(date: string, time: string, tableId: string, first: string) {
  return {
    name: 'reservation.create',
    args: {
      id: uuidv7(),
      first_name: first,
      last_name: 'Crash',
      mobileNumber: '+44 7700 900123',
      date,
      time,
      guest_count: 2,
      duration_minutes: 90,
      table_ids: [tableId],
    },
  };
}

async function recordedCounts(ids: readonly string[]): Promise<Map<string, { n: number; status: string }>> {
  const rows = await getApi()
    .server.db.select()
    .from(syncMutations)
    .where(inArray(syncMutations.mutationId, [...ids]));
  const out = new Map<string, { n: number; status: string }>();
  for (const r of rows) out.set(r.mutationId, { n: (out.get(r.mutationId)?.n ?? 0) + 1, status: r.status });
  return out;
}

/** The mirror file's outbox and visible reservations, read after the terminal process is gone. */
function readMirror(dataDir: string, origin: string) {
  const mirror = openMirror(mirrorFilePath(dataDir, origin, restaurantId));
  try {
    const outbox = mirror.sqlite.prepare('select id, acked from outbox order by seq').all() as {
      id: string;
      acked: number;
    }[];
    const rows = mirror.sqlite.prepare('select id, data from reservations').all() as {
      id: string;
      data: string;
    }[];
    return { outbox, reservations: new Map(rows.map((r) => [r.id, canonical(JSON.parse(r.data))])) };
  } finally {
    mirror.close();
  }
}

async function feedRows(ids: readonly string[]): Promise<Map<string, string>> {
  const rows = await queryRows(
    getApi().server.db,
    sql`select row_id, data from sync_changes where restaurant_id = ${restaurantId} and entity = 'reservations' and op = 'upsert'`,
  );
  const wanted = new Set(ids);
  return new Map(
    rows.flatMap((raw) => {
      const r = raw as { row_id: string; data: unknown };
      return wanted.has(r.row_id) ? [[r.row_id, canonical(r.data)] as const] : [];
    }),
  );
}

beforeAll(async () => {
  admin = await getApi().signIn(DEMO.harbourAdmin.email, DEMO.harbourAdmin.password);
  restaurantId = admin.user.restaurantId;
  const tables = await getApi()
    .server.db.select()
    .from(diningTables)
    .where(and(eq(diningTables.restaurantId, restaurantId), eq(diningTables.status, 1)));
  tableIds = tables
    .filter((t) => t.maxCovers >= 2)
    .map((t) => t.id)
    .sort();
  expect(tableIds.length).toBeGreaterThan(2);
});

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function newDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'venue-crash-'));
  dirs.push(dir);
  return dir;
}

describe('terminal killed with SIGKILL', () => {
  it(
    '(a) between the local commit and the push: the restarted terminal pushes each mutation exactly once',
    { timeout: 120_000 },
    async () => {
      const origin = getApi().server.url;
      const dataDir = newDataDir();
      const date = addDays(new Date().toISOString().slice(0, 10), 500);
      const [t0 = '', t1 = ''] = tableIds;
      const mutations = [
        booking(date, '18:00', t0, 'Ada'),
        booking(date, '18:00', t1, 'Ben'),
        booking(date, '20:00', t0, 'Cy'),
      ];
      const reservationIds = mutations.map((m) => String(m.args.id));
      const first = startChild({ origin, dataDir, credentials: DEMO.harbourHost, mutations, after: 'hang' });
      const committed = await first.next('committed');
      expect(committed.pending).toBe(3);
      const mutationIds = committed.mutationIds ?? [];
      first.child.kill('SIGKILL');
      await first.exited;

      // The kill lost nothing local and sent nothing: the outbox survived, the server has none of it.
      expect(readMirror(dataDir, origin).outbox.map((o) => o.id)).toEqual(mutationIds);
      expect((await recordedCounts(mutationIds)).size).toBe(0);

      const second = startChild({ origin, dataDir, credentials: DEMO.harbourHost, after: 'drain' });
      const drained = await second.next('drained');
      expect(await second.exited).toBe(0);
      expect(drained.outbox).toBe(0);

      const counts = await recordedCounts(mutationIds);
      for (const id of mutationIds)
        expect(counts.get(id), `mutation ${id}`).toEqual({ n: 1, status: 'applied' });
      const onServer = await getApi()
        .server.db.select({ id: reservations.id })
        .from(reservations)
        .where(inArray(reservations.id, reservationIds));
      expect(onServer.map((r) => r.id).sort()).toEqual([...reservationIds].sort());
      const mirror = readMirror(dataDir, origin);
      expect(mirror.outbox).toEqual([]);
      const feed = await feedRows(reservationIds);
      for (const id of reservationIds)
        expect(mirror.reservations.get(id), `reservation ${id} in the mirror`).toBe(feed.get(id));
    },
  );

  it(
    '(b) between the server commit and the acknowledgement: the retry answers the first outcomes and applies nothing twice',
    { timeout: 120_000 },
    async () => {
      const proxy = await startProxy(getApi().server.url);
      try {
        const dataDir = newDataDir();
        const date = addDays(new Date().toISOString().slice(0, 10), 501);
        const [t0 = '', t1 = '', t2 = ''] = tableIds;
        const ada = booking(date, '18:00', t0, 'Ada');
        // Table t2 is free on the terminal when Clash is booked, then taken on the server before the
        // push: the server re-places Clash on another table (never drops it), and that outcome, with
        // its notice, must survive the crash too.
        const clash = booking(date, '18:30', t2, 'Clash');
        const ben = booking(date, '20:30', t1, 'Ben');
        const note = {
          name: 'reservation.update',
          args: { id: ada.args.id, patch: { special_request: 'Window seat' } },
        };
        const mutations = [ada, clash, ben, note];
        const first = startChild({
          origin: proxy.origin,
          dataDir,
          credentials: DEMO.harbourHost,
          mutations,
          after: 'push',
        });
        const committed = await first.next('committed');
        const mutationIds = committed.mutationIds ?? [];
        const taken = await getApi().api('POST', '/reservation/bookReservation', {
          token: admin.token,
          restaurantId,
          body: { ...booking(date, '18:00', t2, 'Server').args, id: uuidv7() },
        });
        expect(taken.status, JSON.stringify(taken.body)).toBe(201);
        proxy.state.killOnPush = first.child;
        first.child.stdin?.write('go\n');
        await first.exited;
        expect(proxy.state.killedAfterCommit, first.stderr()).toBe(1);

        // The server committed every outcome; the terminal never heard: its outbox is still unacked.
        const committedOnServer = await recordedCounts(mutationIds);
        expect(mutationIds.map((id) => committedOnServer.get(id)?.status)).toEqual([
          'applied',
          'applied',
          'applied',
          'applied',
        ]);
        expect(readMirror(dataDir, proxy.origin).outbox).toEqual(mutationIds.map((id) => ({ id, acked: 0 })));
        const seqBefore = await currentSeq(getApi().server.db, restaurantId);

        const second = startChild({
          origin: proxy.origin,
          dataDir,
          credentials: DEMO.harbourHost,
          after: 'drain',
        });
        const drained = await second.next('drained');
        expect(await second.exited).toBe(0);
        expect(drained.outbox).toBe(0);

        // Exactly once: one record per mutation, and the retry wrote nothing to the feed.
        const counts = await recordedCounts(mutationIds);
        for (const id of mutationIds) expect(counts.get(id)?.n, `mutation ${id}`).toBe(1);
        expect(await currentSeq(getApi().server.db, restaurantId)).toBe(seqBefore);
        const ids = [String(ada.args.id), String(clash.args.id), String(ben.args.id)];
        const onServer = await getApi()
          .server.db.select()
          .from(reservations)
          .where(inArray(reservations.id, ids));
        expect(onServer.map((r) => r.id).sort()).toEqual([...ids].sort());
        expect(onServer.find((r) => r.id === ada.args.id)?.specialRequest).toBe('Window seat');
        const moved = onServer.find((r) => r.id === clash.args.id);
        expect(moved?.tableIds ?? []).not.toContain(t2);

        // The re-placed booking reached the host as a notice naming the guest, and the mirror holds it.
        const ours = (drained.notices ?? []).filter((n) => mutationIds.includes(n.mutationId));
        expect(
          ours.map((n) => n.mutationId),
          JSON.stringify(drained.notices),
        ).toEqual([mutationIds[1]]);
        expect(ours[0]?.message).toContain('Clash');
        const mirror = readMirror(dataDir, proxy.origin);
        expect(mirror.outbox).toEqual([]);
        const feed = await feedRows(ids);
        for (const id of ids)
          expect(mirror.reservations.get(id), `reservation ${id} in the mirror`).toBe(feed.get(id));
      } finally {
        await proxy.close();
      }
    },
  );
});
