import { afterEach, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src-shared/ids.js';
import { MUTATIONS } from '../../src-shared/sync/mutations.js';
import { MirrorStore } from '../mirror/mirror-store.js';
import { openMirror, type Mirror } from '../mirror/open-mirror.js';
import { mirrorMutatorState } from './mirror-state.js';
import { Outbox } from './outbox.js';
import { APPLY_SLICE_MS, applyPage, pullAll, readCursor, type PullDeps } from './puller.js';
import { writeLocalMutation } from './rebase.js';
import {
  catalogueChanges,
  FakeTransport,
  RESTAURANT_ID,
  serverClient,
  serverReservation,
  TABLE,
  tempMirror,
  TS,
} from './sync-test-fixtures.js';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

interface Terminal {
  mirror: Mirror;
  store: MirrorStore;
  outbox: Outbox;
  deps: (transport: FakeTransport, extra?: Partial<PullDeps>) => PullDeps;
}

function terminal(mirror = tempMirror()): Terminal & { dir: string } {
  cleanups.push(mirror.cleanup);
  const store = new MirrorStore(mirror.mirror.db);
  const outbox = new Outbox(mirror.mirror.db);
  const stateAt = (at: number) =>
    mirrorMutatorState(store, { restaurantId: RESTAURANT_ID, timeZone: 'UTC', now: new Date(at) });
  return {
    mirror: mirror.mirror,
    dir: mirror.dir,
    store,
    outbox,
    deps: (transport, extra = {}) => ({ store, outbox, transport, stateAt, limit: 5_000, ...extra }),
  };
}

const client = serverClient;

/** The catalogue plus `count` reservations, a few clients and a tombstone, as one compacted feed. */
function feedWith(count: number): FakeTransport {
  const transport = new FakeTransport();
  transport.feed = catalogueChanges();
  for (let i = 0; i < count; i += 1) {
    const id = uuidv7();
    transport.append(
      'reservations',
      id,
      serverReservation(id, { first_name: `Guest${i}`, table_ids: [i % 2 === 0 ? TABLE.t1 : TABLE.t4] }),
    );
  }
  for (let i = 0; i < 5; i += 1) {
    const id = uuidv7();
    transport.append('clients', id, client(id, { first_name: `Client${i}` }));
  }
  return transport;
}

/** Every table the feed writes, as sorted rows: two mirrors that converged dump the same. */
function dump(mirror: Mirror): Record<string, unknown[]> {
  const tables = [
    'server_rows',
    'reservations',
    'reservation_tables',
    'clients',
    'guest_list',
    'dining_tables',
    'reservation_statuses',
    'shifts',
    'outbox',
  ];
  const out: Record<string, unknown[]> = {};
  for (const table of tables)
    out[table] = mirror.sqlite.prepare(`select * from ${table} order by 1, 2`).all();
  out.cursor = [mirror.sqlite.prepare(`select value from sync_meta where key = 'cursor'`).get()];
  return out;
}

const count = (mirror: Mirror, table: string) =>
  (mirror.sqlite.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;

describe('pullAll sub-transactions', () => {
  it('applies one page in sub-transactions of at most chunkRows rows, with a turn of the loop between them', async () => {
    const t = terminal();
    const transport = feedWith(2_500);
    const total = transport.feed.length; // 6 catalogue + 2,500 reservations + 5 clients
    const seen: { inTransaction: boolean; cursor: number; serverRows: number; reservations: number }[] = [];
    const transactions: number[] = [];
    const original = t.store.transaction.bind(t.store);
    t.store.transaction = <T>(work: () => T): T => {
      transactions.push(Date.now());
      return original(work);
    };
    const result = await pullAll(
      t.deps(transport, {
        chunkRows: 1_000,
        // Row-count slices only: the time budget is its own test below.
        sliceMs: Number.POSITIVE_INFINITY,
        yieldToLoop: async () => {
          seen.push({
            inTransaction: t.mirror.sqlite.inTransaction,
            cursor: readCursor(t.store),
            serverRows: count(t.mirror, 'server_rows'),
            reservations: count(t.mirror, 'reservations'),
          });
          await new Promise<void>((resolve) => setImmediate(resolve));
        },
      }),
    );

    expect(result).toMatchObject({ changes: total, pages: 1 });
    expect(transport.pulls).toEqual([{ since: 0, limit: 5_000 }]);
    // ceil(2,511 / 1,000) = 3 sub-transactions; a yield before the page and one between each pair.
    expect(transactions).toHaveLength(3);
    expect(seen).toHaveLength(3);
    // Between sub-transactions nothing is open, the committed rows grow, and the cursor waits for the last one.
    expect(seen.every((s) => !s.inTransaction)).toBe(true);
    expect(seen.map((s) => s.cursor)).toEqual([0, 0, 0]);
    // An initial sync writes each row once: no pending mutation, so no row is shadowed.
    expect(seen.map((s) => s.serverRows)).toEqual([0, 0, 0]);
    expect(seen.map((s) => s.reservations)).toEqual([0, 994, 1_994]);
    expect(readCursor(t.store)).toBe(total);
    expect(count(t.mirror, 'reservations')).toBe(2_500);
    expect(count(t.mirror, 'reservation_tables')).toBe(2_500);
    expect(count(t.mirror, 'clients')).toBe(5);
    expect([...result.entities].sort()).toEqual([
      'clients',
      'reservation_statuses',
      'reservations',
      'shifts',
      'tables',
    ]);
  });

  it('ends a sub-transaction early once it has written for the slice budget, and stores the cursor only with the last', async () => {
    const t = terminal();
    const transport = feedWith(450);
    const page = await transport.pull(0, 5_000);
    let clock = 0;
    const cursors: number[] = [];
    const entities = await applyPage(t.deps(transport), 0, page, [], {
      chunkRows: 2_000,
      sliceMs: APPLY_SLICE_MS,
      // A slow machine: every look at the clock finds more than the budget gone.
      now: () => (clock += APPLY_SLICE_MS + 1),
      yieldToLoop: async () => {
        cursors.push(readCursor(t.store));
      },
    });
    // One batch of 100 rows per sub-transaction, not one sub-transaction of the whole page.
    expect(cursors).toHaveLength(Math.ceil(page.changes.length / 100) - 1);
    expect(cursors.every((c) => c === 0)).toBe(true);
    expect(readCursor(t.store)).toBe(page.cursor);
    expect(count(t.mirror, 'reservations')).toBe(450);
    expect(entities.has('reservations')).toBe(true);
  });

  it('re-applies a page cut short after some sub-transactions (crash) and converges with a mirror that never crashed', async () => {
    const transport = feedWith(2_500);
    const crashed = terminal();
    let yields = 0;
    const crash = new Error('power cut');
    await expect(
      pullAll(
        crashed.deps(transport, {
          chunkRows: 1_000,
          sliceMs: Number.POSITIVE_INFINITY,
          yieldToLoop: async () => {
            yields += 1;
            // The yield before the page, then after sub-transactions 1 and 2: die there.
            if (yields === 3) throw crash;
          },
        }),
      ),
    ).rejects.toBe(crash);
    expect(readCursor(crashed.store)).toBe(0);
    expect(count(crashed.mirror, 'reservations')).toBe(1_994);

    // Meanwhile the server changed rows that were already applied: one updated, one deleted.
    const reservationIds = transport.feed.filter((c) => c.entity === 'reservations').map((c) => c.id);
    const [updated = '', deleted = ''] = reservationIds;
    transport.append(
      'reservations',
      updated,
      serverReservation(updated, { first_name: 'Moved', time: '20:00', table_ids: [TABLE.t1, TABLE.t4] }),
    );
    transport.append('reservations', deleted, null);

    // The process restarts on the same file and pulls again from the stored cursor.
    crashed.mirror.close();
    const reopened = openMirror(`${crashed.dir}/m.sqlite`);
    const restarted = terminal({ mirror: reopened, dir: crashed.dir, cleanup: () => reopened.close() });
    await pullAll(restarted.deps(transport, { chunkRows: 1_000 }));

    const fresh = terminal();
    await pullAll(fresh.deps(transport));
    expect(dump(restarted.mirror)).toEqual(dump(fresh.mirror));
    expect(restarted.store.visible('reservations', deleted)).toBeNull();
    expect(restarted.store.visible('reservations', updated)).toMatchObject({
      first_name: 'Moved',
      time: '20:00',
    });
    expect(count(restarted.mirror, 'reservations')).toBe(2_499);
  });

  it('applying the same page twice leaves the same mirror (upserts of the latest state)', async () => {
    const transport = feedWith(1_200);
    const t = terminal();
    await pullAll(t.deps(transport, { chunkRows: 500 }));
    const once = dump(t.mirror);
    t.store.setMeta('cursor', '0');
    await pullAll(t.deps(transport, { chunkRows: 300 }));
    expect(dump(t.mirror)).toEqual(once);
  });

  it('keeps a local mutation made between sub-transactions on top of the server rows', async () => {
    const transport = feedWith(0);
    const clientId = uuidv7();
    transport.append('clients', clientId, client(clientId));
    const t = terminal();
    await pullAll(t.deps(transport));

    // The server changes the client in the middle of a long page; staff edit its notes meanwhile.
    for (let i = 0; i < 1_000; i += 1) {
      const id = uuidv7();
      transport.append('reservations', id, serverReservation(id));
    }
    transport.append('clients', clientId, client(clientId, { last_name: 'Renamed' }));
    for (let i = 0; i < 1_000; i += 1) {
      const id = uuidv7();
      transport.append('reservations', id, serverReservation(id));
    }
    const snapshots: (Record<string, unknown> | null)[] = [];
    let yields = 0;
    const deps = t.deps(transport, {
      chunkRows: 700,
      // Sub-transactions end by row count alone here: a slow machine must not cut them earlier.
      sliceMs: Number.POSITIVE_INFINITY,
      yieldToLoop: async () => {
        yields += 1;
        if (yields === 2) {
          // After the first sub-transaction: what sync-engine mutate does, in one transaction.
          const args = MUTATIONS['client.update'].parse({ id: clientId, patch: { notes: 'window seat' } });
          t.store.transaction(() =>
            writeLocalMutation(t.store, t.outbox, deps.stateAt(Date.parse(TS)), {
              id: uuidv7(),
              name: 'client.update',
              args,
              createdAt: Date.parse(TS),
            }),
          );
        }
        snapshots.push(t.store.visible('clients', clientId));
      },
    });
    await pullAll(deps);

    // Sub-transaction 2 carried the server's rename; the visible row still shows the local notes.
    expect(snapshots[2]).toMatchObject({ last_name: 'Renamed', notes: 'window seat' });
    expect(t.store.visible('clients', clientId)).toMatchObject({
      last_name: 'Renamed',
      notes: 'window seat',
    });
    expect(t.store.serverRow('clients', clientId)).toMatchObject({ last_name: 'Renamed', notes: '' });
  });
});
