import { API_BASE_PATH } from '../src-shared/constants.js';
import { readServerEnv } from './config/env.js';
import { MigrationMismatchError } from './db/migrate.js';
import { startApiServer } from './start.js';

// `npm run server`: the tenant API alone, configured by environment (see architecture page).
async function main(): Promise<void> {
  const env = readServerEnv();
  const server = await startApiServer({
    port: env.port,
    host: env.host,
    dataDir: env.dataDir,
    databaseUrl: env.databaseUrl,
    jwtSecret: env.jwtSecret,
    redisUrl: env.redisUrl,
    smtpUrl: env.smtpUrl,
    ...(env.mailgunApiBase ? { mailgunApiBase: env.mailgunApiBase } : {}),
    ...(env.stripeApiBase ? { stripeApiBase: env.stripeApiBase } : {}),
    ...(env.publicUrl ? { publicUrl: env.publicUrl } : {}),
    logLevel: env.logLevel,
    seedDemo: env.seedDemo,
    trustProxy: env.trustProxy,
  });
  process.stdout.write(`Tenant API listening on ${server.url}${API_BASE_PATH}\n`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      // A second signal means the operator does not want to wait for open requests.
      process.stderr.write(`Received ${signal} again; exiting now.\n`);
      process.exit(1);
    }
    stopping = true;
    process.stderr.write(`Received ${signal}; closing HTTP, sockets and database…\n`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`Shutdown failed: ${String(error)}\n`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  const message =
    error instanceof MigrationMismatchError
      ? error.message
      : `Tenant API failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
  process.stderr.write(`${message}\n`);
  process.exit(1);
});
