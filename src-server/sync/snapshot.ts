// A terminal's first sync from a snapshot (issue 36 §5): the tenant's compacted change feed up to
// its high-water mark, written once into a SQLite file that the terminal downloads and copies into
// its mirror in a few statements, then resumes the feed from that mark. The file holds the feed's
// rows as they are stored (each row's latest state; deleted rows are left out) with the columns the
// mirror derives from them (src-shared/sync/mirror-columns.ts, the mirror's own rule), so copying
// is plain INSERT … SELECT, and the feed's identity, so the terminal checks it like a pull page.
// One file per tenant, kept until the feed moves; concurrent requests share one build.
import { mkdtempSync, rmSync } from 'node:fs';
import { rename, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { sql } from 'drizzle-orm';
import {
  bookingTableIds,
  isKeyedEntity,
  MIRROR_KEY_COLUMNS,
  MIRROR_KEY_COUNT,
} from '../../src-shared/sync/mirror-columns.js';
import { SNAPSHOT_FORMAT, SYNC_PROTOCOL_VERSION } from '../../src-shared/sync/protocol.js';
import { queryRows, type DbExecutor } from '../db/client.js';
import { feedPosition } from './change-feed.js';

export interface SnapshotFile {
  file: string;
  feedId: string;
  highWater: number;
  rows: number;
  bytes: number;
}

interface FeedRow {
  seq: number | string;
  entity: string;
  row_id: string;
  data: string;
}

/** Rows read from the database per query, and written to the file per transaction. */
const BUILD_PAGE_ROWS = 5_000;

const loopTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Writes the tenant's feed up to `highWater` into `file` (which must not exist). */
async function writeSnapshot(
  db: DbExecutor,
  restaurantId: number,
  position: { feedId: string; highWater: number },
  file: string,
): Promise<number> {
  const sqlite = new Database(file);
  try {
    // A file written once and renamed into place: no journal is needed to survive a crash of the build.
    sqlite.pragma('journal_mode = OFF');
    sqlite.pragma('synchronous = OFF');
    const keys = Array.from({ length: MIRROR_KEY_COUNT }, (_, i) => `k${i + 1}`);
    sqlite.exec(
      'create table meta (key text primary key, value text not null);' +
        `create table changes (seq integer primary key, entity text not null, id text not null, data text not null, ${keys.map((k) => `${k} text`).join(', ')});` +
        'create table booking_tables (seq integer not null, id text not null, table_id text not null, date text not null, time text not null);',
    );
    const meta = sqlite.prepare('insert into meta (key, value) values (?, ?)');
    meta.run('format', String(SNAPSHOT_FORMAT));
    meta.run('protocolVersion', String(SYNC_PROTOCOL_VERSION));
    meta.run('feedId', position.feedId);
    meta.run('highWater', String(position.highWater));
    const insert = sqlite.prepare(
      `insert into changes (seq, entity, id, data, ${keys.join(', ')}) values (?, ?, ?, ?, ${keys.map(() => '?').join(', ')})`,
    );
    const insertTable = sqlite.prepare(
      'insert into booking_tables (seq, id, table_id, date, time) values (?, ?, ?, ?, ?)',
    );
    const none: null[] = keys.map(() => null);
    const writePage = sqlite.transaction((rows: readonly FeedRow[]) => {
      for (const row of rows) {
        const seq = Number(row.seq);
        if (!isKeyedEntity(row.entity)) {
          insert.run(seq, row.entity, row.row_id, row.data, ...none);
          continue;
        }
        const parsed = JSON.parse(row.data) as Record<string, unknown>;
        const values = MIRROR_KEY_COLUMNS[row.entity].values(parsed);
        insert.run(seq, row.entity, row.row_id, row.data, ...values, ...none.slice(values.length));
        if (row.entity === 'reservations')
          for (const tableId of bookingTableIds(parsed))
            insertTable.run(seq, row.row_id, tableId, values[0] ?? '', values[1] ?? '');
      }
    });
    let rows = 0;
    for (let after = 0; ;) {
      const page = (await queryRows(
        db,
        sql`select seq, entity, row_id, data::text as data from sync_changes
            where restaurant_id = ${restaurantId} and seq > ${after} and seq <= ${position.highWater}
              and data is not null
            order by seq limit ${BUILD_PAGE_ROWS}`,
      )) as FeedRow[];
      if (page.length === 0) break;
      writePage(page);
      rows += page.length;
      after = Number(page[page.length - 1]?.seq);
      // Other requests get their turn between pages: a large venue's build is many short blocks.
      await loopTurn();
    }
    meta.run('rows', String(rows));
    sqlite.exec('create index booking_tables_seq on booking_tables (seq)');
    // The terminal copies each entity's rows of a slice of the feed with its own INSERT … SELECT:
    // by this index each reads its own rows, not the whole slice once per entity.
    sqlite.exec('create index changes_entity_seq on changes (entity, seq)');
    return rows;
  } finally {
    sqlite.close();
  }
}

export interface SnapshotCache {
  /** The tenant's snapshot at the feed's current high-water mark, built when the feed moved. */
  get(db: DbExecutor, restaurantId: number): Promise<SnapshotFile>;
  close(): void;
}

export function snapshotCache(): SnapshotCache {
  let dir: string | null = null;
  const built = new Map<number, SnapshotFile>();
  const building = new Map<string, Promise<SnapshotFile>>();
  let serial = 0;

  const build = async (
    db: DbExecutor,
    restaurantId: number,
    position: { feedId: string; highWater: number },
  ) => {
    dir ??= mkdtempSync(path.join(tmpdir(), 'venue-snapshots-'));
    serial += 1;
    const file = path.join(dir, `${restaurantId}-${position.highWater}-${serial}.sqlite`);
    const rows = await writeSnapshot(db, restaurantId, position, `${file}.part`);
    await rename(`${file}.part`, file);
    const snapshot: SnapshotFile = { file, ...position, rows, bytes: (await stat(file)).size };
    const previous = built.get(restaurantId);
    built.set(restaurantId, snapshot);
    // A download of the previous file that is still running keeps its open handle (POSIX unlink).
    if (previous) rmSync(previous.file, { force: true });
    return snapshot;
  };

  return {
    async get(db, restaurantId) {
      const position = await feedPosition(db, restaurantId);
      const cached = built.get(restaurantId);
      if (cached && cached.feedId === position.feedId && cached.highWater === position.highWater)
        return cached;
      const key = `${restaurantId}:${position.feedId}:${position.highWater}`;
      let pending = building.get(key);
      if (!pending) {
        pending = build(db, restaurantId, position).finally(() => building.delete(key));
        building.set(key, pending);
      }
      return pending;
    },
    close() {
      if (dir) rmSync(dir, { recursive: true, force: true });
      dir = null;
      built.clear();
    },
  };
}
