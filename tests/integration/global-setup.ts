// Once per integration run on PGlite: migrate and seed one database, then close it, so each test
// file starts its own API on a copy of that folder instead of migrating and seeding again (each file
// still has a database of its own). On PostgreSQL every file makes its own scratch database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startApiServer } from '../../src-server/start.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A closed, migrated and seeded PGlite data dir to copy; '' on PostgreSQL. */
    seededDataDir: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  if (process.env.DATABASE_URL) {
    project.provide('seededDataDir', '');
    return () => undefined;
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-api-seeded-'));
  const server = await startApiServer({ port: 0, dataDir, seedDemo: true, logLevel: 'silent' });
  await server.close();
  project.provide('seededDataDir', dataDir);
  return () => fs.rmSync(dataDir, { recursive: true, force: true });
}
