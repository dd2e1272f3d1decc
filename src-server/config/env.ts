import path from 'node:path';
import { DEFAULT_API_PORT } from '../../src-shared/constants.js';

export interface ServerEnv {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  logLevel: string;
}

const nonEmpty = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : undefined);

/** The environment of the architecture page, with its defaults. */
export function readServerEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  const rawPort = nonEmpty(env.PORT);
  const port = rawPort === undefined ? DEFAULT_API_PORT : Number(rawPort);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`PORT must be a number from 0 to 65535, got "${rawPort}".`);
  return {
    port,
    host: nonEmpty(env.HOST) ?? '127.0.0.1',
    dataDir: path.resolve(nonEmpty(env.VENUE_DATA_DIR) ?? './.data'),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    jwtSecret: nonEmpty(env.JWT_SECRET),
    redisUrl: nonEmpty(env.REDIS_URL),
    smtpUrl: nonEmpty(env.SMTP_URL),
    logLevel: nonEmpty(env.LOG_LEVEL) ?? 'info',
  };
}
