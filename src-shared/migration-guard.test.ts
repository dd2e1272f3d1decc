import { describe, expect, it } from 'vitest';
import { checkMigrations, type AvailableMigration } from './migration-guard.js';

const files: AvailableMigration[] = [
  { tag: '0000_a', hash: 'a'.repeat(64), folderMillis: 1000 },
  { tag: '0001_b', hash: 'b'.repeat(64), folderMillis: 2000 },
  { tag: '0002_c', hash: 'c'.repeat(64), folderMillis: 3000 },
];
const applied = (n: number) => files.slice(0, n).map((f) => ({ hash: f.hash, createdAt: f.folderMillis }));

describe('checkMigrations', () => {
  it('accepts a fresh database, a partly migrated one and a fully migrated one', () => {
    expect(checkMigrations([], files)).toEqual({ ok: true, pending: files });
    expect(checkMigrations(applied(1), files)).toEqual({ ok: true, pending: files.slice(1) });
    expect(checkMigrations(applied(3), files)).toEqual({ ok: true, pending: [] });
  });

  it('refuses an applied migration whose file changed, naming the file', () => {
    const tampered = files.map((f) => (f.tag === '0001_b' ? { ...f, hash: 'd'.repeat(64) } : f));
    const result = checkMigrations(applied(2), tampered);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems.join()).toMatch(/0001_b .*has changed/);
  });

  it('refuses a database with migrations the files do not have', () => {
    const result = checkMigrations(applied(3), files.slice(0, 2));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems.join()).toMatch(/no migration file matches/);
  });

  it('refuses reordered files and a pending file older than the newest applied one', () => {
    const swapped = [files[1], files[0], files[2]].filter((f): f is AvailableMigration => f !== undefined);
    expect(checkMigrations(applied(2), swapped).ok).toBe(false);
    const inserted = [files[0], { tag: '0001_x', hash: 'e'.repeat(64), folderMillis: 1500 }, files[1]].filter(
      (f): f is AvailableMigration => f !== undefined,
    );
    const result = checkMigrations(
      [...applied(1), { hash: files[1]?.hash ?? '', createdAt: 2000 }],
      inserted,
    );
    expect(result.ok).toBe(false);
  });
});
