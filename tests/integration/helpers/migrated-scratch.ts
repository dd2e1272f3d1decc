// A migrated database of a test file's own (the report rollup tests open one each): PostgreSQL when
// DATABASE_URL is set, else PGlite. Beside scratch-database.ts, which stays free of the server's code.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type DatabaseHandle } from '../../../src-server/db/client.js';
import { migrateOrRefuse } from '../../../src-server/db/migrate.js';
import { createScratchDatabase } from './scratch-database.js';

/** A migrated database of a test file's own, and how to remove it. */
export interface MigratedScratch {
  handle: DatabaseHandle;
  close(): Promise<void>;
}

/**
 * Opens a migrated database for one test file: a scratch PostgreSQL database when DATABASE_URL is
 * set, else PGlite in a new folder named from `prefix`; close() closes it and removes it.
 */
export async function openMigratedScratch(prefix: string): Promise<MigratedScratch> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  const scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL) : null;
  const handle = await openDatabase({ databaseUrl: scratch?.url, dataDir });
  await migrateOrRefuse(handle);
  return {
    handle,
    async close() {
      await handle.close();
      await scratch?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
