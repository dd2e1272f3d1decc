import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type DatabaseHandle } from './client';
import {
  checkMigrations,
  type AppliedMigration,
  type AvailableMigration,
} from '../../src-shared/migration-guard.js';

export const SERVER_MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations/server', import.meta.url));

export class MigrationMismatchError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `Refusing to start: the database schema and the migration files disagree.\n- ${problems.join('\n- ')}`,
    );
    this.name = 'MigrationMismatchError';
  }
}

const journalSchema = z.object({
  entries: z.array(
    z.object({ idx: z.number(), when: z.number(), tag: z.string(), breakpoints: z.boolean() }),
  ),
});

/** Reads the migration files the way drizzle's migrator does (sha256 of each .sql file). */
export function readAvailableMigrations(folder: string): AvailableMigration[] {
  const journalPath = path.join(folder, 'meta', '_journal.json');
  if (!fs.existsSync(journalPath)) {
    throw new MigrationMismatchError([
      `The migration journal ${journalPath} is missing. Run npm run db:generate or restore migrations/server.`,
    ]);
  }
  const journal = journalSchema.parse(JSON.parse(fs.readFileSync(journalPath, 'utf8')));
  const missing: string[] = [];
  const available: AvailableMigration[] = [];
  for (const entry of journal.entries) {
    const file = path.join(folder, `${entry.tag}.sql`);
    if (!fs.existsSync(file)) {
      missing.push(
        `The journal lists migration ${entry.tag}, but ${file} is missing. Restore it from version control.`,
      );
      continue;
    }
    const hash = crypto.createHash('sha256').update(fs.readFileSync(file, 'utf8')).digest('hex');
    available.push({ tag: entry.tag, hash, folderMillis: entry.when });
  }
  if (missing.length > 0) throw new MigrationMismatchError(missing);
  return available;
}

const appliedRowSchema = z.object({
  hash: z.string(),
  created_at: z.union([z.string(), z.number(), z.bigint()]),
});

async function readAppliedMigrations(handle: DatabaseHandle): Promise<AppliedMigration[]> {
  const [exists] = await queryRows(
    handle.db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as "exists"`,
  );
  if (!z.object({ exists: z.boolean() }).parse(exists).exists) return [];
  const rows = await queryRows(
    handle.db,
    sql`select hash, created_at from drizzle.__drizzle_migrations order by created_at asc, id asc`,
  );
  return rows.map((raw) => {
    const row = appliedRowSchema.parse(raw);
    return { hash: row.hash, createdAt: Number(row.created_at) };
  });
}

/**
 * Checks applied against available migrations, refuses on any disagreement, then applies the
 * pending ones, all under the migration lock: of two nodes starting on one database, the second
 * waits and then finds the first one's migrations applied.
 */
export async function migrateOrRefuse(
  handle: DatabaseHandle,
  folder: string = SERVER_MIGRATIONS_DIR,
): Promise<{ applied: number }> {
  const available = readAvailableMigrations(folder);
  return handle.withMigrationLock(async () => {
    const applied = await readAppliedMigrations(handle);
    const check = checkMigrations(applied, available);
    if (!check.ok) throw new MigrationMismatchError(check.problems);
    if (check.pending.length > 0) await handle.migrate(folder);
    return { applied: check.pending.length };
  });
}
