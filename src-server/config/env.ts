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
  /** MAILGUN_API_BASE: Mailgun's API origin in place of the region's (a stand-in). */
  mailgunApiBase: string | undefined;
  /** STRIPE_API_BASE: Stripe's API origin in place of api.stripe.com (a stand-in). */
  stripeApiBase: string | undefined;
  /** PUBLIC_URL: where guests reach this API (guest links in booking messages). */
  publicUrl: string | undefined;
  logLevel: string;
  /** Seed the demo tenants into an empty database: the embedded default (PGlite) only, unless SEED_DEMO=1. */
  seedDemo: boolean;
  /** Fastify's trustProxy from TRUST_PROXY: rate limits then key on the client address behind a load balancer. */
  trustProxy: TrustProxy;
}

/** false (default), true (every proxy), a hop count, or a comma-separated list of proxy addresses/CIDRs. */
export type TrustProxy = boolean | number | string[];

/** TRUST_PROXY: unset/false/0 → false; true → true; a whole number → hops; anything else → addresses. */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  if (raw === undefined || raw === 'false' || raw === '0') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  const list = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (list.length === 0)
    throw new Error(`TRUST_PROXY must be true, a hop count or proxy addresses, got "${raw}".`);
  return list;
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
    mailgunApiBase: nonEmpty(env.MAILGUN_API_BASE)?.replace(/\/+$/, ''),
    stripeApiBase: nonEmpty(env.STRIPE_API_BASE)?.replace(/\/+$/, ''),
    publicUrl: nonEmpty(env.PUBLIC_URL)?.replace(/\/+$/, ''),
    logLevel: nonEmpty(env.LOG_LEVEL) ?? 'info',
    // Demo tenants never land in an operator's PostgreSQL by accident: there only with SEED_DEMO=1.
    seedDemo:
      nonEmpty(env.SEED_DEMO) === undefined
        ? nonEmpty(env.DATABASE_URL) === undefined
        : nonEmpty(env.SEED_DEMO) === '1',
    trustProxy: parseTrustProxy(nonEmpty(env.TRUST_PROXY)),
  };
}

/**
 * `ACCESS_TOKEN_TTL_SECONDS`: the access token's lifetime (default 900). Tests and outage drills run
 * with a short one; it must be a whole number of seconds from 10 to one day.
 */
export function accessTokenTtlFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  return wholeNumberFromEnv('ACCESS_TOKEN_TTL_SECONDS', ACCESS_TOKEN_TTL_SECONDS, 10, 86_400, env);
}

/** The whole number `name` sets from `min` to `max` (else `fallback` when unset); anything else is refused by name. */
export function wholeNumberFromEnv(
  name: string,
  fallback: number,
  min: number,
  max: number,
  env: NodeJS.ProcessEnv = process.env,
): number {
  const raw = nonEmpty(env[name]);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${raw}".`);
  return value;
}
