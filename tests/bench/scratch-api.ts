// The API server a PostgreSQL bench measures: a scratch database of its own on the server of
// DATABASE_URL (or the local one), the API started on it, and both removed afterwards. A bench that
// cannot reach PostgreSQL answers one 'skipped' figure that says so instead of failing the run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startApiServer, type RunningApiServer } from '../../src-server/start.js';
import { createScratchDatabase } from '../integration/helpers/scratch-database.js';
import type { BenchFigure } from './figures.js';

export interface ScratchApiOptions {
  /** Seed the demo tenants (the booking bench books on them); the reports bench loads its own data. */
  seedDemo: boolean;
  /** Measure an existing database instead of a new one; it is kept. */
  reuseUrl?: string;
  /** Keep the scratch database afterwards, saying where it is. */
  keep?: boolean;
}

/** Runs `measure` against an API on a scratch PostgreSQL database, then closes and drops both. */
export async function withScratchApi(
  options: ScratchApiOptions,
  measure: (server: RunningApiServer, databaseUrl: string) => Promise<BenchFigure[]>,
): Promise<BenchFigure[]> {
  const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const scratch = options.reuseUrl
    ? { url: options.reuseUrl, drop: async () => undefined }
    : await createScratchDatabase(adminUrl, 'venue_bench').catch(() => null);
  if (!scratch)
    return [
      {
        name: 'skipped',
        value: 0,
        unit: 'n/a',
        note: `PostgreSQL at ${new URL(adminUrl).host} is unreachable; set DATABASE_URL`,
      },
    ];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-bench-'));
  const server = await startApiServer({
    port: 0,
    dataDir,
    databaseUrl: scratch.url,
    seedDemo: options.seedDemo,
    logLevel: 'silent',
  });
  try {
    return await measure(server, scratch.url);
  } finally {
    await server.close();
    if (options.keep || options.reuseUrl) console.error(`bench: kept the database ${scratch.url}`);
    else await scratch.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
