// The mirror's startup guard: compare the migrations recorded in the file with migrations/mirror
// and refuse to open on any disagreement (a tampered, removed or reordered migration), then apply
// the pending ones. Same rule as the server, same pure check (src-shared/migration-guard.ts).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type Database from 'better-sqlite3';
import type { BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { z } from 'zod';
import {
  checkMigrations,
  type AppliedMigration,
  type AvailableMigration,
} from '../../src-shared/migration-guard.js';

export const MIRROR_MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations/mirror', import.meta.url));

export class MirrorMigrationError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `Refusing to open the offline mirror: its schema and the migration files disagree.\n- ${problems.join('\n- ')}`,
    );
    this.name = 'MirrorMigrationError';
  }
}

const journalSchema = z.object({ entries: z.array(z.object({ when: z.number(), tag: z.string() })) });

/** Reads the migration files the way drizzle's migrator hashes them (sha256 of each .sql file). */
export function readMirrorMigrations(folder: string): AvailableMigration[] {
  const journalPath = path.join(folder, 'meta', '_journal.json');
  if (!fs.existsSync(journalPath)) {
    throw new MirrorMigrationError([
      `The mirror migration journal ${journalPath} is missing; reinstall the console.`,
    ]);
  }
  const journal = journalSchema.parse(JSON.parse(fs.readFileSync(journalPath, 'utf8')));
  return journal.entries.map((entry) => {
    const file = path.join(folder, `${entry.tag}.sql`);
    if (!fs.existsSync(file))
      throw new MirrorMigrationError([
        `The journal lists ${entry.tag}, but ${file} is missing; reinstall the console.`,
      ]);
    const hash = crypto.createHash('sha256').update(fs.readFileSync(file, 'utf8')).digest('hex');
    return { tag: entry.tag, hash, folderMillis: entry.when };
  });
}

const appliedRowSchema = z.object({ hash: z.string(), created_at: z.union([z.number(), z.string()]) });

function readApplied(sqlite: Database.Database): AppliedMigration[] {
  const exists = sqlite
    .prepare(`select 1 from sqlite_master where type = 'table' and name = '__drizzle_migrations'`)
    .get();
  if (exists === undefined) return [];
  const rows = sqlite
    .prepare('select hash, created_at from __drizzle_migrations order by created_at asc, id asc')
    .all();
  return rows.map((raw) => {
    const row = appliedRowSchema.parse(raw);
    return { hash: row.hash, createdAt: Number(row.created_at) };
  });
}

/** Refuses on mismatch (MirrorMigrationError), else applies the pending migrations. */
export function migrateMirrorOrRefuse<TSchema extends Record<string, unknown>>(
  sqlite: Database.Database,
  db: BetterSQLite3Database<TSchema>,
  folder: string = MIRROR_MIGRATIONS_DIR,
): { applied: number } {
  const check = checkMigrations(readApplied(sqlite), readMirrorMigrations(folder));
  if (!check.ok) throw new MirrorMigrationError(check.problems);
  if (check.pending.length > 0) migrate(db, { migrationsFolder: folder });
  return { applied: check.pending.length };
}
