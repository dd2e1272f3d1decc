// Pure comparison of the migrations recorded in the database with the migration files on disk.
// Refusing to start on a mismatch is what keeps a tampered or half-deployed schema from
// silently serving traffic (compare actualbudget's migrate/migrations.ts).

export interface AvailableMigration {
  /** The journal tag, e.g. 0001_tenants-users-roles. */
  tag: string;
  hash: string;
  folderMillis: number;
}

export interface AppliedMigration {
  hash: string;
  createdAt: number;
}

export type MigrationCheck = { ok: true; pending: AvailableMigration[] } | { ok: false; problems: string[] };

export function checkMigrations(
  applied: readonly AppliedMigration[],
  available: readonly AvailableMigration[],
): MigrationCheck {
  const problems: string[] = [];
  const byHash = new Map(available.map((m) => [m.hash, m]));

  for (const [index, row] of applied.entries()) {
    const file = byHash.get(row.hash);
    if (!file) {
      const sameTime = available.find((m) => m.folderMillis === row.createdAt);
      problems.push(
        sameTime
          ? `Migration ${sameTime.tag} was applied to the database but its file has changed since (hash ${short(row.hash)} applied, ${short(sameTime.hash)} on disk). Restore the original file; applied migrations are append-only.`
          : `The database has migration #${index + 1} (hash ${short(row.hash)}, created ${row.createdAt}) applied, but no migration file matches it. The migration files are older than the database or a file was removed.`,
      );
      continue;
    }
    const expected = available[index];
    if (expected && expected.hash !== row.hash) {
      problems.push(
        `Migration ${file.tag} is applied at position ${index + 1}, but the files list ${expected.tag} there. Migration files were reordered or one was inserted before an applied one.`,
      );
    }
  }
  if (problems.length > 0) return { ok: false, problems };

  const pending = available.slice(applied.length);
  const lastApplied = applied.at(-1);
  // drizzle's migrator skips files whose timestamp is not newer than the last applied one, so an
  // older pending file would never run; refuse instead of silently skipping it.
  const stale = lastApplied ? pending.filter((m) => m.folderMillis <= lastApplied.createdAt) : [];
  for (const m of stale) {
    problems.push(
      `Migration ${m.tag} is not applied but is older than the newest applied migration, so it would never run. Give it a newer timestamp by regenerating it.`,
    );
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, pending };
}

function short(hash: string): string {
  return hash.slice(0, 12);
}
