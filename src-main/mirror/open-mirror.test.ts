import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MIRROR_MIGRATIONS_DIR, MirrorMigrationError } from './migrate.js';
import { mirrorFilePath, openMirror } from './open-mirror.js';

const dirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-mirror-open-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('openMirror', () => {
  it('creates the file with WAL, synchronous=FULL and every migration applied', () => {
    const file = mirrorFilePath(tempDir(), 'http://127.0.0.1:4000/', 3);
    expect(path.basename(file)).toMatch(/^[0-9a-f]{40}-3\.sqlite$/);
    const mirror = openMirror(file);
    expect(mirror.sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(mirror.sqlite.pragma('synchronous', { simple: true })).toBe(2);
    const indexes = mirror.sqlite
      .prepare(`select name from sqlite_master where type = 'index' and name like 'reservation%'`)
      .all();
    expect(indexes.map((i) => (i as { name: string }).name)).toEqual(
      expect.arrayContaining([
        'reservations_date_idx',
        'reservations_client_idx',
        'reservation_tables_table_idx',
      ]),
    );
    mirror.close();
    // Reopening an up-to-date file applies nothing and succeeds.
    openMirror(file).close();
  });

  it('refuses to open a mirror whose applied migration file was tampered with', () => {
    const dir = tempDir();
    const migrations = path.join(dir, 'migrations');
    fs.cpSync(MIRROR_MIGRATIONS_DIR, migrations, { recursive: true });
    const file = path.join(dir, 'm.sqlite');
    openMirror(file, { migrationsDir: migrations }).close();
    const sqlFile = fs.readdirSync(migrations).find((f) => f.endsWith('.sql'));
    if (!sqlFile) throw new Error('no migration file');
    fs.appendFileSync(path.join(migrations, sqlFile), '\n-- edited after release\n');
    expect(() => openMirror(file, { migrationsDir: migrations })).toThrow(MirrorMigrationError);
    expect(() => openMirror(file, { migrationsDir: migrations })).toThrow(/has changed since/);
  });
});
