// A first sync from a snapshot file (issue 36 §5; the server side is src-server/sync/snapshot.ts):
// the file is attached to the mirror's connection and its rows are copied into the mirror's tables
// by INSERT … SELECT, so SQLite does the work without a JavaScript call per row. The server wrote
// the columns the mirror derives from a row (dates, lower-cased names and emails, a booking's
// tables) by the mirror's own rule (src-shared/sync/mirror-columns.ts). Rows are copied in slices
// of the feed's order, each its own transaction of about SLICE_MS, with a turn of the event loop
// between them, so main never stalls for long.
import type Database from 'better-sqlite3';
import { SNAPSHOT_FORMAT, SYNC_PROTOCOL_VERSION } from '../../src-shared/sync/protocol.js';
import { isKeyedEntity, MIRROR_KEY_COLUMNS } from '../../src-shared/sync/mirror-columns.js';
import {
  CATALOGUE_ENTITIES,
  catalogueTableName,
  OVERLAY_ENTITIES,
  overlayRows,
  type MirrorStore,
} from './mirror-store.js';

export interface SnapshotMeta {
  feedId: string;
  highWater: number;
  rows: number;
}

/** Milliseconds of copying per slice: the event loop's goal is no stall over 50 ms. */
const SLICE_MS = 20;
/** Feed positions per slice at first; each slice is then sized from the last one's speed. */
const FIRST_SLICE_SEQS = 2_000;

const inRange = 'c.seq > ? and c.seq <= ?';

/** One INSERT … SELECT per mirror table: the derived columns come made (k1, k2 … in rule order). */
function copyStatements(): string[] {
  const overlay = OVERLAY_ENTITIES.map((entity) => {
    const from = `from snap.changes c where c.entity = '${entity}' and ${inRange}`;
    if (overlayRows(entity).table === 'declared_rows')
      return `insert or replace into declared_rows (entity, id, data) select c.entity, c.id, c.data ${from}`;
    const columns: readonly string[] = isKeyedEntity(entity) ? MIRROR_KEY_COLUMNS[entity].columns : [];
    const keys = columns.map((_, i) => `c.k${i + 1}`);
    return (
      `insert or replace into ${entity} (id, ${[...columns, 'data'].join(', ')}) ` +
      `select c.id, ${[...keys, 'c.data'].join(', ')} ${from}`
    );
  });
  const catalogue = CATALOGUE_ENTITIES.map(
    (entity) =>
      `insert or replace into ${catalogueTableName(entity)} (id, data) ` +
      `select c.id, c.data from snap.changes c where c.entity = '${entity}' and ${inRange}`,
  );
  const tables =
    'insert or ignore into reservation_tables (reservation_id, table_id, date, time) ' +
    `select c.id, c.table_id, c.date, c.time from snap.booking_tables c where ${inRange}`;
  return [...overlay, tables, ...catalogue];
}

const loopTurn = () => new Promise<void>((resolve) => setImmediate(() => setImmediate(resolve)));

/** The snapshot's meta table, or a reason it cannot be used. */
function readMeta(sqlite: Database.Database): SnapshotMeta | string {
  const rows = sqlite.prepare('select key, value from snap.meta').all() as { key: string; value: string }[];
  const meta = new Map(rows.map((r) => [r.key, r.value]));
  if (Number(meta.get('format')) !== SNAPSHOT_FORMAT)
    return `snapshot format ${meta.get('format')} is not ${SNAPSHOT_FORMAT}`;
  if (Number(meta.get('protocolVersion')) !== SYNC_PROTOCOL_VERSION)
    return `snapshot protocol ${meta.get('protocolVersion')} is not ${SYNC_PROTOCOL_VERSION}`;
  const feedId = meta.get('feedId');
  const highWater = Number(meta.get('highWater'));
  if (!feedId || !Number.isSafeInteger(highWater) || highWater < 0)
    return 'the snapshot names no feed position';
  return { feedId, highWater, rows: Number(meta.get('rows') ?? 0) };
}

/**
 * Copies the snapshot at `file` into an empty mirror (cursor 0, no pending change) and sets the
 * cursor to its high-water mark and the feed id to its feed. Returns the snapshot's meta, or a
 * reason string when the file cannot be used (then nothing was written).
 */
export async function importSnapshot(
  store: MirrorStore,
  file: string,
  options: {
    onProgress?: (rows: number) => void;
    yieldToLoop?: () => Promise<void>;
    /** Checked before each slice: a change made here meanwhile stops the copy (the pull takes over). */
    interrupted?: () => boolean;
  } = {},
): Promise<SnapshotMeta | string> {
  const sqlite = store.sqlite;
  const yieldToLoop = options.yieldToLoop ?? loopTurn;
  sqlite.prepare('attach database ? as snap').run(file);
  try {
    const meta = readMeta(sqlite);
    if (typeof meta === 'string') return meta;
    const copies = copyStatements().map((statement) => sqlite.prepare(statement));
    const count = sqlite.prepare('select count(*) as n from snap.changes c where c.seq > ? and c.seq <= ?');
    const { last } = sqlite.prepare('select coalesce(max(seq), 0) as last from snap.changes').get() as {
      last: number;
    };
    let copied = 0;
    let seqs = FIRST_SLICE_SEQS;
    for (let after = 0; after < last;) {
      const to = Math.min(last, after + seqs);
      const started = performance.now();
      if (options.interrupted?.()) return 'a change was made on this terminal during the copy';
      // A slice's commit skips its fsync (WAL + NORMAL: never a corrupt file; at worst the last
      // slices are lost on a power cut, and the cursor only moves in the last transaction, made
      // with FULL, whose fsync covers them all). Only the slice runs so: nothing else can commit
      // between these lines, so a change staff make keeps FULL.
      sqlite.pragma('synchronous = NORMAL');
      try {
        store.transaction(() => {
          for (const copy of copies) copy.run(after, to);
        });
      } finally {
        sqlite.pragma('synchronous = FULL');
      }
      copied += (count.get(after, to) as { n: number }).n;
      options.onProgress?.(copied);
      const took = Math.max(1, performance.now() - started);
      seqs = Math.max(100, Math.min(100_000, Math.floor(((to - after) * SLICE_MS) / took)));
      after = to;
      await yieldToLoop();
    }
    store.transaction(() => {
      store.setMeta('feedId', meta.feedId);
      store.setMeta('cursor', String(meta.highWater));
    });
    return meta;
  } finally {
    sqlite.prepare('detach database snap').run();
  }
}
