// A terminal's first sync from the server's snapshot file (issue 36 §5) against the REAL tenant API:
// the mirror it makes is row for row the mirror a page-by-page pull makes (derived columns too:
// lower-cased names beyond ASCII, a booking's tables), the feed resumes from the snapshot's mark,
// and a server without snapshots (404) or a file that cannot be used leaves the plain pull.
import Database from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src-shared/ids.js';
import { mirrorFilePath } from '../../src-main/mirror/open-mirror.js';
import type { SyncTransport } from '../../src-main/sync/sync-transport.js';
import { ApiError } from '../../src-main/api/api-error.js';
import { DEMO, useTestApi, type SignedIn } from './helpers/api-server.js';
import { useTerminals, type Terminal } from './sync-helpers.js';

const getApi = useTestApi();
let admin: SignedIn;
const terminals = useTerminals(() => getApi().server.url);

/** Every table of a mirror file but the sync bookkeeping, rows sorted, as JSON text. */
function dumpMirror(t: Terminal): Record<string, string[]> {
  const file = mirrorFilePath(t.dataDir, getApi().server.url, admin.user.restaurantId);
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const tables = db
      .prepare(
        "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name",
      )
      .all() as { name: string }[];
    const dump: Record<string, string[]> = {};
    for (const { name } of tables) {
      if (['sync_meta', 'outbox', 'dead_letters', '__drizzle_migrations'].includes(name)) continue;
      dump[name] = (db.prepare(`select * from ${name}`).all() as Record<string, unknown>[])
        .map((row) => JSON.stringify(row))
        .sort();
    }
    return dump;
  } finally {
    db.close();
  }
}

function cursorOf(t: Terminal): number {
  const file = mirrorFilePath(t.dataDir, getApi().server.url, admin.user.restaurantId);
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare("select value from sync_meta where key = 'cursor'").get() as { value: string };
    return Number(row.value);
  } finally {
    db.close();
  }
}

interface Counter {
  snapshots: number;
  /** How SQLite reads one entity's rows of a slice of the downloaded file (EXPLAIN QUERY PLAN). */
  entityPlan?: string;
  /** Where the first pull began: 0 for a pull from scratch, the snapshot's mark after one. */
  firstPullSince?: number;
}

/** A transport that counts snapshot downloads, or offers none (an older server, a 404). */
function counting(counter: Counter, offer: 'real' | 'none' | 'broken') {
  return (inner: SyncTransport): SyncTransport => ({
    ...inner,
    pull: (since, limit) => {
      counter.firstPullSince ??= since;
      return inner.pull(since, limit);
    },
    snapshot: async (dir, onBytes) => {
      counter.snapshots += 1;
      if (offer === 'none') return null;
      if (offer === 'broken') throw new ApiError('The snapshot could not be read', { code: 'network' });
      const file = inner.snapshot ? await inner.snapshot(dir, onBytes) : null;
      if (file) {
        const db = new Database(file.file, { readonly: true, fileMustExist: true });
        try {
          const plan = db
            .prepare(
              "explain query plan select id, data from changes where entity = 'clients' and seq > 0 and seq <= 100",
            )
            .all() as { detail: string }[];
          counter.entityPlan = plan.map((row) => row.detail).join('; ');
        } finally {
          db.close();
        }
      }
      return file;
    },
  });
}

beforeAll(async () => {
  admin = await getApi().signIn(DEMO.harbourAdmin.email, DEMO.harbourAdmin.password);
  const asAdmin = (method: string, path: string, body?: unknown) =>
    getApi().api(method, path, { token: admin.token, restaurantId: admin.user.restaurantId, body });
  // Names whose lower case only JavaScript folds (SQLite's lower() is ASCII only).
  for (const [first_name, last_name, email] of [
    ['ÉLODIE', 'Ørsted', 'Elodie.Orsted@Example.com'],
    ['Ἀθηνᾶ', 'ΠΑΠΑΔΟΠΟΥΛΟΥ', 'ATHENA@example.com'],
  ] as const) {
    const res = await asAdmin('POST', '/clients', {
      id: uuidv7(),
      restaurantId: admin.user.restaurantId,
      first_name,
      last_name,
      email,
      mobileNumber: `+4420${Math.floor(10_000_000 + Math.random() * 89_999_999)}`,
    });
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  }
});

describe('first sync from a snapshot', () => {
  it('makes the same mirror as a page-by-page pull, and the feed resumes from its mark', async () => {
    const withSnapshot: Counter = { snapshots: 0 };
    const withoutSnapshot: Counter = { snapshots: 0 };
    const a = await terminals.start(DEMO.harbourAdmin, {
      realtime: false,
      transport: counting(withSnapshot, 'real'),
    });
    const b = await terminals.start(DEMO.harbourAdmin, {
      realtime: false,
      transport: counting(withoutSnapshot, 'none'),
    });
    expect(withSnapshot.snapshots).toBe(1);
    expect(withoutSnapshot.snapshots).toBe(1);
    // Each entity's copy of a slice reads that entity's rows only, not the slice once per entity.
    expect(withSnapshot.entityPlan).toContain('USING INDEX changes_entity_seq');
    // The snapshot was used: the feed was asked only for what came after its mark.
    expect(withSnapshot.firstPullSince).toBeGreaterThan(0);
    expect(withoutSnapshot.firstPullSince).toBe(0);

    const fromSnapshot = dumpMirror(a);
    const fromPull = dumpMirror(b);
    expect(fromSnapshot.reservations?.length ?? 0).toBeGreaterThan(10);
    expect(fromSnapshot.reservation_tables?.length ?? 0).toBeGreaterThan(10);
    expect(fromSnapshot.clients?.some((row) => row.includes('élodie ørsted'))).toBe(true);
    expect(fromSnapshot.clients?.some((row) => row.includes('ἀθηνᾶ παπαδοπουλου'))).toBe(true);
    expect(Object.keys(fromSnapshot)).toEqual(Object.keys(fromPull));
    for (const table of Object.keys(fromPull)) expect(fromSnapshot[table], table).toEqual(fromPull[table]);
    expect(cursorOf(a)).toBe(cursorOf(b));

    // A change after the snapshot reaches the terminal by the plain pull from the snapshot's mark.
    const res = await getApi().api('POST', '/clients', {
      token: admin.token,
      restaurantId: admin.user.restaurantId,
      body: {
        id: uuidv7(),
        restaurantId: admin.user.restaurantId,
        first_name: 'Après',
        last_name: 'Snapshot',
        email: 'apres@example.com',
        mobileNumber: '',
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
    await a.engine.sync();
    await b.engine.sync();
    expect(dumpMirror(a).clients?.some((row) => row.includes('après snapshot'))).toBe(true);
    expect(dumpMirror(a)).toEqual(dumpMirror(b));
    expect(withSnapshot.snapshots).toBe(1);
  });

  it('pulls page by page when the snapshot cannot be had', async () => {
    const counter: Counter = { snapshots: 0 };
    const t = await terminals.start(DEMO.harbourAdmin, {
      realtime: false,
      transport: counting(counter, 'broken'),
    });
    expect(counter.snapshots).toBe(1);
    expect(counter.firstPullSince).toBe(0);
    expect(dumpMirror(t).reservations?.length ?? 0).toBeGreaterThan(10);
    expect(t.engine.status().state).not.toBe('error');
  });

  it('answers the snapshot only to a signed-in member of the restaurant', async () => {
    const anonymous = await getApi().api('GET', '/sync/snapshot', { restaurantId: admin.user.restaurantId });
    expect(anonymous.status).toBe(401);
  });
});
