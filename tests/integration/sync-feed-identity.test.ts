// Issue 11 part 6 against the REAL tenant API: the server's database is replaced under a terminal,
// first by an older copy of itself (restored from a backup), then by a fresh one. Each time the
// terminal notices that its cursor belongs to no longer this feed, resyncs from zero, keeps and
// pushes its outbox, and says so in a notice. PGlite copies its data directory; PostgreSQL
// (DATABASE_URL) copies the database with CREATE DATABASE … TEMPLATE.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, like } from 'drizzle-orm';
import pg from 'pg';
import type { Database as SqliteDatabase } from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src-shared/ids.js';
import { clients } from '../../src-server/db/schema/index.js';
import type { RunningApiServer } from '../../src-server/start.js';
import { startSeededApi } from './helpers/seeded-api.js';
import { DEMO } from './helpers/api-server.js';
import {
  adminUrlFor,
  createScratchDatabase,
  databaseUrl,
  disconnectDatabase,
} from './helpers/scratch-database.js';
import { call, eventually, startTerminal, type Terminal } from './sync-helpers.js';

const adminUrl = process.env.DATABASE_URL;
const jwtSecret = crypto.randomBytes(32).toString('hex');

interface Database {
  dataDir: string;
  url: string | undefined;
  drop(): Promise<void>;
}

const databases: Database[] = [];
let server: RunningApiServer | null = null;
let terminal: Terminal | null = null;

async function newDatabase(): Promise<Database> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-feed-'));
  const scratch = adminUrl ? await createScratchDatabase(adminUrl, 'venue_feed') : null;
  const db: Database = {
    dataDir,
    url: scratch?.url,
    async drop() {
      await scratch?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  databases.push(db);
  return db;
}

/** A copy of `source` as it is now (the server on it must be stopped): a backup to restore later. */
async function copyDatabase(source: Database): Promise<Database> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-feed-copy-'));
  fs.cpSync(source.dataDir, dataDir, { recursive: true });
  let url: string | undefined;
  let name: string | null = null;
  if (adminUrl && source.url) {
    name = `venue_feed_copy_${crypto.randomBytes(6).toString('hex')}`;
    const sourceName = new URL(source.url).pathname.slice(1);
    const admin = new pg.Client({ connectionString: adminUrlFor(adminUrl) });
    await admin.connect();
    // A pooler in front (PgBouncer) may still hold idle connections to the stopped server's database.
    await disconnectDatabase(admin, sourceName);
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${sourceName}`);
    await admin.end();
    url = databaseUrl(adminUrl, name);
  }
  const db: Database = {
    dataDir,
    url,
    async drop() {
      if (adminUrl && name) {
        const admin = new pg.Client({ connectionString: adminUrlFor(adminUrl) });
        await admin.connect();
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  databases.push(db);
  return db;
}

async function serve(db: Database, port: number): Promise<RunningApiServer> {
  server = await startSeededApi(db.dataDir, db.url, { port, jwtSecret });
  return server;
}

async function stopServer(): Promise<void> {
  await server?.close();
  server = null;
}

afterAll(async () => {
  await terminal?.close();
  await stopServer();
  for (const db of databases) await db.drop();
});

async function serverEmails(s: RunningApiServer, restaurantId: number): Promise<string[]> {
  const rows = await s.db
    .select({ email: clients.email })
    .from(clients)
    .where(and(eq(clients.restaurantId, restaurantId), like(clients.email, '%@feed.test')));
  return rows.map((r) => r.email).sort();
}

async function mirrorEmails(t: Terminal): Promise<string[]> {
  const sqlite = (t.engine.store.db as unknown as { $client: SqliteDatabase }).$client;
  return sqlite
    .prepare<[], { email: string }>("select email from clients where email like '%@feed.test' order by email")
    .all()
    .map((r) => r.email);
}

describe('a server restored from backup or given a new database is noticed', () => {
  it('the terminal resyncs from zero, keeps and pushes its outbox, and shows a notice', async () => {
    const first = await newDatabase();
    const s = await serve(first, 0);
    const port = s.port;
    const t = await startTerminal(s.url, DEMO.harbourAdmin, { realtime: false });
    terminal = t;
    const restaurantId = t.engine.restaurantId;
    const addClient = (name: string) =>
      t.engine.mutate('client.create', {
        id: uuidv7(),
        restaurantId,
        first_name: name,
        last_name: 'Feed',
        email: `${name.toLowerCase()}@feed.test`,
      });
    const settled = () =>
      eventually(() => expect(t.engine.status()).toMatchObject({ state: 'online', pending: 0 }), 30_000);

    addClient('Ada');
    await settled();
    const feedBefore = t.engine.store.getMeta('feedId');
    expect(feedBefore).toMatch(/^[0-9a-f-]{36}$/);

    // A backup taken now, then life goes on: two more clients reach the server and the mirror.
    await stopServer();
    const backup = await copyDatabase(first);
    await serve(first, port);
    addClient('Ben');
    addClient('Cy');
    await t.engine.sync();
    await settled();
    expect(await mirrorEmails(t)).toEqual(['ada@feed.test', 'ben@feed.test', 'cy@feed.test']);
    const cursorBefore = Number(t.engine.store.getMeta('cursor'));

    // Offline changes queue up; meanwhile the server is restored from the backup.
    t.engine.setNetwork(false);
    addClient('Dee');
    addClient('Eve');
    expect(t.engine.status().pending).toBe(2);
    await stopServer();
    const restored = await serve(backup, port);
    t.engine.setNetwork(true);
    await settled();

    // The restored server lacks Ben and Cy (lost with the restore), has Ada, and got Dee and Eve.
    expect(await serverEmails(restored, restaurantId)).toEqual([
      'ada@feed.test',
      'dee@feed.test',
      'eve@feed.test',
    ]);
    expect(await mirrorEmails(t)).toEqual(await serverEmails(restored, restaurantId));
    expect(t.engine.store.getMeta('feedId')).toBe(feedBefore);
    expect(Number(t.engine.store.getMeta('cursor'))).toBeLessThan(cursorBefore + 2);
    let notices = await call(t, 'sync.notices', undefined);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.message).toMatch(/reloaded everything from the server/);
    expect(notices[0]?.reason).toMatch(/older than this terminal's .*restored from a backup/);
    expect(notices[0]?.reason).toMatch(/The 2 changes made here .* are kept and sent again/);

    // Now a brand-new database (new feed identity) with one more offline change queued.
    t.engine.setNetwork(false);
    addClient('Fay');
    await stopServer();
    const fresh = await serve(await newDatabase(), port);
    t.engine.setNetwork(true);
    await settled();
    expect(await serverEmails(fresh, restaurantId)).toEqual(['fay@feed.test']);
    expect(await mirrorEmails(t)).toEqual(['fay@feed.test']);
    expect(t.engine.store.getMeta('feedId')).not.toBe(feedBefore);
    notices = await call(t, 'sync.notices', undefined);
    expect(notices).toHaveLength(2);
    expect(notices[0]?.reason).toMatch(/replaced by another one .*new identity/);
    expect(notices[0]?.reason).toMatch(/The 1 change made here .* is kept and sent again/);
    // The whole feed is in the mirror again: its tables match the server's.
    const floor = await call(t, 'mirror.floor', undefined);
    expect(floor.tables.length).toBeGreaterThan(0);
  }, 180_000);
});
