import path from 'node:path';
import { ACCESS_TOKEN_TTL_SECONDS, DEFAULT_API_PORT } from '../../src-shared/constants.js';

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

/**
 * `ACCESS_TOKEN_TTL_SECONDS`: the access token's lifetime (default 900). Tests and outage drills run
 * with a short one; it must be a whole number of seconds from 10 to one day.
 */
export function accessTokenTtlFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = nonEmpty(env.ACCESS_TOKEN_TTL_SECONDS);
  if (raw === undefined) return ACCESS_TOKEN_TTL_SECONDS;
  const seconds = Number(raw);
  if (!Number.isInteger(seconds) || seconds < 10 || seconds > 86_400)
    throw new Error(`ACCESS_TOKEN_TTL_SECONDS must be a whole number from 10 to 86400, got "${raw}".`);
  return seconds;
}
