import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { createScratchDatabase } from './scratch-database.js';
import { responseViolations, startPrismProxy, violationsOf, type PrismViolation } from './prism-proxy.js';
import type { User } from '../../../src-shared/schemas/auth.js';
import { API_BASE_PATH } from '../../../src-shared/constants.js';
import type { RunningApiServer, StartApiServerOptions } from '../../../src-server/start.js';
import { startSeededApi } from './seeded-api.js';

// One tenant API per test file on a fresh database: PGlite in a temp dir, or — when DATABASE_URL
// is set — a new database venue_t_<random> on that PostgreSQL server, dropped afterwards.
// With API_VIA_PRISM=1, `api()` goes through Prism's validating proxy (prism-proxy.ts) and the file
// fails when it stops if any answer was one the OpenAPI document does not declare. Raw bodies
// (malformed JSON) go straight to the API: Prism parses a body itself and would answer them.

export interface ApiResponse {
  status: number;
  body: unknown;
  headers: Headers;
  /** `name=value` of every Set-Cookie, ready for a Cookie header. */
  setCookies: string[];
}

export interface ApiRequestOptions {
  token?: string;
  restaurantId?: number | string;
  body?: unknown;
  /** Sent verbatim (for malformed JSON tests). */
  rawBody?: string;
  cookie?: string;
  headers?: Record<string, string>;
}

export interface SignedIn {
  token: string;
  cookie: string;
  user: User;
}

export interface TestApi {
  server: RunningApiServer;
  dataDir: string;
  /** The scratch PostgreSQL database, when running against DATABASE_URL. */
  databaseUrl: string | undefined;
  baseUrl: string;
  api: (method: string, apiPath: string, opts?: ApiRequestOptions) => Promise<ApiResponse>;
  signIn: (email: string, password: string) => Promise<SignedIn>;
}

export async function startTestApi(
  overrides: Partial<StartApiServerOptions> = {},
): Promise<TestApi & { stop: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-api-'));
  // On PGlite, a file whose API is seeded as usual starts from the run's migrated and seeded copy.
  const seeded = inject('seededDataDir');
  const ownData = ['seedDemo', 'demoTimeZones', 'databaseUrl', 'dataDir'].some((key) => key in overrides);
  if (seeded && !ownData) fs.cpSync(seeded, dataDir, { recursive: true });
  const scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL) : null;
  const server = await startSeededApi(dataDir, scratch?.url, overrides);
  const baseUrl = `${server.url}${API_BASE_PATH}`;
  const prism = process.env.API_VIA_PRISM === '1' ? await startPrismProxy(server.url) : null;
  const undocumented: { call: string; status: number; violations: PrismViolation[] }[] = [];

  const api: TestApi['api'] = async (method, apiPath, opts = {}) => {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.restaurantId !== undefined) headers['restaurant-id'] = String(opts.restaurantId);
    if (opts.cookie) headers.cookie = opts.cookie;
    let body: string | undefined;
    if (opts.rawBody !== undefined) body = opts.rawBody;
    else if (opts.body !== undefined) body = JSON.stringify(opts.body);
    if (body !== undefined) headers['content-type'] ??= 'application/json';
    const origin = prism && opts.rawBody === undefined ? `${prism.url}${API_BASE_PATH}` : baseUrl;
    const res = await fetch(`${origin}${apiPath}`, { method, headers, body });
    const violations = responseViolations(violationsOf(res.headers));
    if (violations.length > 0)
      undocumented.push({ call: `${method} ${apiPath}`, status: res.status, violations });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? (JSON.parse(text) as unknown) : null;
    } catch {
      // Non-JSON bodies (docs HTML) stay text.
    }
    const setCookies = res.headers.getSetCookie().map((c) => c.split(';')[0] ?? '');
    return { status: res.status, body: parsed, headers: res.headers, setCookies };
  };

  const signIn: TestApi['signIn'] = async (email, password) => {
    const res = await api('POST', '/user/signin/tablemanagement', { body: { email, password } });
    if (res.status !== 200)
      throw new Error(`Sign-in of ${email} failed with ${res.status}: ${JSON.stringify(res.body)}`);
    const data = (res.body as { data: { token: string; user: User } }).data;
    const cookie = res.setCookies.find((c) => c.startsWith('venue_refresh='));
    if (!cookie) throw new Error('Sign-in set no venue_refresh cookie');
    return { token: data.token, user: data.user, cookie };
  };

  return {
    server,
    dataDir,
    databaseUrl: scratch?.url,
    baseUrl,
    api,
    signIn,
    async stop() {
      await prism?.stop();
      await server.close();
      await scratch?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (undocumented.length > 0)
        throw new Error(
          `Answers the OpenAPI document does not declare:\n${JSON.stringify(undocumented, null, 1)}`,
        );
    },
  };
}

/** Starts one server for the calling test file (beforeAll) and stops it afterwards. */
export function useTestApi(overrides: Partial<StartApiServerOptions> = {}): () => TestApi {
  let current: (TestApi & { stop: () => Promise<void> }) | undefined;
  beforeAll(async () => {
    current = await startTestApi(overrides);
  });
  afterAll(async () => {
    await current?.stop();
  });
  return () => {
    if (!current) throw new Error('The test API is not started yet; call it inside a test or hook.');
    return current;
  };
}

/**
 * Runs `run` on two API nodes sharing the Redis of `redisUrl` and one JWT secret, then stops both.
 * Both nodes seed the same demo data, so a token from one is valid on the other.
 */
export async function onTwoNodes(
  redisUrl: string | undefined,
  run: (a: TestApi, b: TestApi) => Promise<void>,
  overrides: Partial<StartApiServerOptions> = {},
): Promise<void> {
  const jwtSecret = crypto.randomBytes(32).toString('hex');
  const a = await startTestApi({ redisUrl, jwtSecret, ...overrides });
  const b = await startTestApi({ redisUrl, jwtSecret, ...overrides });
  try {
    await run(a, b);
  } finally {
    await a.stop();
    await b.stop();
  }
}

/** Signs each person in at once: their sessions, in the order given. */
export function signInEach<T extends readonly { readonly email: string; readonly password: string }[]>(
  api: TestApi,
  ...people: T
): Promise<{ -readonly [K in keyof T]: SignedIn }> {
  return Promise.all(people.map((who) => api.signIn(who.email, who.password))) as Promise<{
    -readonly [K in keyof T]: SignedIn;
  }>;
}

export const DEMO = {
  harbourAdmin: { email: 'admin@harbour.test', password: 'harbour-admin-1' },
  harbourHost: { email: 'host@harbour.test', password: 'harbour-host-1' },
  quayAdmin: { email: 'admin@quay.test', password: 'quay-admin-1' },
} as const;
