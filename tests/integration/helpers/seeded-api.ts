// How the tests start a tenant API: seeded with the demo venues, silent, on a free port unless told
// otherwise, over `dataDir` (PGlite) or the given PostgreSQL database. Free of vitest so the
// reliability runs can use it too.
import {
  startApiServer,
  type RunningApiServer,
  type StartApiServerOptions,
} from '../../../src-server/start.js';

export function startSeededApi(
  dataDir: string,
  databaseUrl: string | undefined,
  overrides: Partial<StartApiServerOptions> = {},
): Promise<RunningApiServer> {
  return startApiServer({
    port: 0,
    dataDir,
    seedDemo: true,
    logLevel: 'silent',
    ...(databaseUrl ? { databaseUrl } : {}),
    ...overrides,
  });
}
