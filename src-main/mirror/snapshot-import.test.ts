// A snapshot file is copied into the mirror only whole and only when nothing changed here meanwhile:
// a change made during the copy, another format or another protocol stops it with a reason and the
// cursor stays at 0 (the page-by-page pull then takes over). The copied rows are the ones the feed
// would have written (the integration test compares whole mirrors against the real API).
import { rmSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src-shared/ids.js';
import { MIRROR_KEY_COLUMNS, MIRROR_KEY_COUNT } from '../../src-shared/sync/mirror-columns.js';
import { SNAPSHOT_FORMAT, SYNC_PROTOCOL_VERSION } from '../../src-shared/sync/protocol.js';
import { serverReservation, tempMirror } from '../sync/sync-test-fixtures.js';
import type { Mirror } from './open-mirror.js';
import { MirrorStore } from './mirror-store.js';
import { importSnapshot } from './snapshot-import.js';

let mirror: Mirror;
let store: MirrorStore;
let cleanup: () => void;
let file: string;

const noYield = () => Promise.resolve();

/** A snapshot file as the server writes it: `rows` bookings, one table each. */
function writeSnapshot(rows: number, meta: Partial<Record<'format' | 'protocolVersion', number>> = {}) {
  const db = new Database(file);
  const keys = Array.from({ length: MIRROR_KEY_COUNT }, (_, i) => `k${i + 1}`);
  db.exec(
    'create table meta (key text primary key, value text not null);' +
      `create table changes (seq integer primary key, entity text not null, id text not null, data text not null, ${keys.join(', ')});` +
      'create table booking_tables (seq integer not null, id text not null, table_id text not null, date text not null, time text not null);',
  );
  const put = db.prepare('insert into meta (key, value) values (?, ?)');
  put.run('format', String(meta.format ?? SNAPSHOT_FORMAT));
  put.run('protocolVersion', String(meta.protocolVersion ?? SYNC_PROTOCOL_VERSION));
  put.run('feedId', 'feed-1');
  put.run('highWater', String(rows + 10));
  put.run('rows', String(rows));
  const insert = db.prepare(
    `insert into changes (seq, entity, id, data, ${keys.join(', ')}) values (?, ?, ?, ?, ${keys.map(() => '?').join(', ')})`,
  );
  const table = db.prepare(
    'insert into booking_tables (seq, id, table_id, date, time) values (?, ?, ?, ?, ?)',
  );
  db.pragma('journal_mode = OFF');
  db.pragma('synchronous = OFF');
  db.transaction(() => {
    for (let seq = 1; seq <= rows; seq += 1) {
      const row = serverReservation(uuidv7(), { first_name: 'Élodie', last_name: `Guest${seq}` });
      const values = MIRROR_KEY_COLUMNS.reservations.values(row);
      insert.run(seq, 'reservations', row.id, JSON.stringify(row), ...values);
      for (const tableId of row.table_ids) table.run(seq, row.id, tableId, row.date, row.time);
    }
  })();
  db.close();
}

const count = (table: string) =>
  (mirror.sqlite.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;

beforeEach(() => {
  const temp = tempMirror();
  mirror = temp.mirror;
  cleanup = temp.cleanup;
  store = new MirrorStore(mirror.db);
  file = path.join(temp.dir, `snapshot-${uuidv7()}.sqlite`);
});

afterEach(() => {
  rmSync(file, { force: true });
  cleanup();
});

describe('importSnapshot', () => {
  it('copies every row with its derived columns and moves the cursor to the mark, in slices', async () => {
    writeSnapshot(3_000);
    const progress: number[] = [];
    const meta = await importSnapshot(store, file, {
      yieldToLoop: noYield,
      onProgress: (n) => progress.push(n),
    });
    expect(meta).toEqual({ feedId: 'feed-1', highWater: 3_010, rows: 3_000 });
    expect(count('reservations')).toBe(3_000);
    expect(count('reservation_tables')).toBeGreaterThanOrEqual(3_000);
    expect(store.getMeta('cursor')).toBe('3010');
    expect(store.getMeta('feedId')).toBe('feed-1');
    expect(progress.length).toBeGreaterThan(1);
    expect(progress.at(-1)).toBe(3_000);
    const names = mirror.sqlite.prepare('select guest_name from reservations limit 1').get() as {
      guest_name: string;
    };
    expect(names.guest_name).toMatch(/^élodie guest\d+$/);
  });

  it('stops before the next slice when a change is made here, leaving the cursor at 0', async () => {
    writeSnapshot(3_000);
    let slices = 0;
    const meta = await importSnapshot(store, file, {
      yieldToLoop: noYield,
      interrupted: () => (slices += 1) > 1,
    });
    expect(meta).toBe('a change was made on this terminal during the copy');
    expect(store.getMeta('cursor')).toBeNull();
    expect(count('reservations')).toBeLessThan(3_000);
  });

  it('refuses another file format or protocol without writing anything', async () => {
    writeSnapshot(5, { format: SNAPSHOT_FORMAT + 1 });
    expect(await importSnapshot(store, file, { yieldToLoop: noYield })).toMatch(/format/);
    rmSync(file);
    writeSnapshot(5, { protocolVersion: SYNC_PROTOCOL_VERSION + 1 });
    expect(await importSnapshot(store, file, { yieldToLoop: noYield })).toMatch(/protocol/);
    expect(count('reservations')).toBe(0);
    expect(store.getMeta('cursor')).toBeNull();
  });
});
