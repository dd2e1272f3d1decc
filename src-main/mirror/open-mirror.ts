// Opens (creating when new) one mirror file: WAL with synchronous=FULL so an acknowledged local
// mutation and its outbox row survive a power cut (architecture "Outbox durability").
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrateMirrorOrRefuse, MIRROR_MIGRATIONS_DIR } from './migrate.js';
import * as schema from './schema.js';

export type MirrorDb = BetterSQLite3Database<typeof schema>;

export interface Mirror {
  readonly file: string;
  readonly sqlite: Database.Database;
  readonly db: MirrorDb;
  close(): void;
}

/** One file per (server, restaurant): signing in elsewhere never mixes two tenants' rows. */
export function mirrorFilePath(dataDir: string, serverUrl: string, restaurantId: number): string {
  const server = createHash('sha1').update(serverUrl.replace(/\/+$/, '')).digest('hex');
  return path.join(dataDir, 'mirror', `${server}-${restaurantId}.sqlite`);
}

export function openMirror(file: string, options: { migrationsDir?: string } = {}): Mirror {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new Database(file);
  try {
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = FULL');
    sqlite.pragma('foreign_keys = ON');
    const db = drizzle(sqlite, { schema });
    migrateMirrorOrRefuse(sqlite, db, options.migrationsDir ?? MIRROR_MIGRATIONS_DIR);
    return { file, sqlite, db, close: () => sqlite.close() };
  } catch (error) {
    sqlite.close();
    throw error;
  }
}
