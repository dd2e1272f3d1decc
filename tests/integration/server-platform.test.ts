import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES, STATUS_ERRORS } from '../../src-shared/errors.js';
import { ROUTE_TABLE, routeKey } from '../../src-shared/entities/route-table.js';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src-server/db/client.js';
import { startApiServer } from '../../src-server/start.js';
import {
  MigrationMismatchError,
  SERVER_MIGRATIONS_DIR,
  migrateOrRefuse,
} from '../../src-server/db/migrate.js';
import { DEMO, startTestApi, useTestApi, type SignedIn } from './helpers/api-server.js';
import { createScratchDatabase } from './helpers/scratch-database.js';
import { connectStaffSocket } from './helpers/staff-socket.js';

// Low limits so the 429s are reachable; the request counts below depend on this order of tests.
const getApi = useTestApi({ rateLimit: { perEmail: 3, perIp: 7, windowMs: 60_000 } });
const sockets: Socket[] = [];
let host: SignedIn;
beforeAll(async () => {
  host = await getApi().signIn(DEMO.harbourHost.email, DEMO.harbourHost.password);
});
afterAll(() => {
  for (const s of sockets) s.close();
});

describe('basics', () => {
  it('health answers exactly {"status":"ok"} and unknown routes 404 in the envelope', async () => {
    const { api } = getApi();
    const health = await api('GET', '/health');
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ status: 'ok' });
    const unknown = await api('GET', '/no/such/route');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, message: STATUS_ERRORS[404] });
  });

  it('serves an OpenAPI document listing every route', async () => {
    const { api } = getApi();
    const res = await api('GET', '/docs/json');
    expect(res.status).toBe(200);
    const doc = res.body as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toMatch(/^3\./);
    for (const route of ROUTE_TABLE) {
      const openApiPath = `/api/v1${route.path}`;
      expect(
        doc.paths[openApiPath]?.[route.method.toLowerCase()],
        `${route.method} ${openApiPath}`,
      ).toBeDefined();
    }
    // …and the route table names every route of the API.
    const declared = new Set(ROUTE_TABLE.map(routeKey));
    const served = Object.entries(doc.paths).flatMap(([path, operations]) =>
      path.startsWith('/api/v1/')
        ? Object.keys(operations).map((method) =>
            routeKey({ method: method.toUpperCase(), path: path.slice(7) }),
          )
        : [],
    );
    expect(served.filter((route) => !declared.has(route))).toEqual([]);
    expect((await api('GET', '/docs')).status).toBeLessThan(400);
  });
});

describe('sign-in rate limit', () => {
  it('answers 429 per email, whatever the password', async () => {
    const { api } = getApi();
    const body = { email: DEMO.quayAdmin.email, password: 'wrong-password' };
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await api('POST', '/user/signin/tablemanagement', { body })).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const limited = await api('POST', '/user/signin/tablemanagement', { body: DEMO.quayAdmin });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ success: false, message: API_MESSAGES.tooManyRequests });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('answers 429 per IP across different emails', async () => {
    const { api } = getApi();
    // 6 sign-ins were already counted for this IP (beforeAll and the test above); the 8th is refused.
    const first = await api('POST', '/user/signin/tablemanagement', {
      body: { email: 'a@x.test', password: 'p' },
    });
    expect(first.status).toBe(401);
    const second = await api('POST', '/user/signin/tablemanagement', {
      body: { email: 'b@x.test', password: 'p' },
    });
    expect(second.status).toBe(429);
  });
});

describe('socket.io', () => {
  const connect = (auth: Record<string, unknown>) => connectStaffSocket(getApi().server.url, auth, sockets);

  it('joins the tenant room with a valid token and receives pokes for its tenant only', async () => {
    const { server } = getApi();
    const socket = await connect({ token: host.token, restaurantId: host.user.restaurantId });
    const received = new Promise<unknown>((resolve) => socket.once('poke', resolve));
    server.realtime.pokeTenant(host.user.restaurantId + 1000, { entity: 'other-tenant' });
    server.realtime.pokeTenant(host.user.restaurantId, { entity: 'reservations' });
    expect(await received).toEqual({ restaurantId: host.user.restaurantId, entity: 'reservations' });

    await expect(connect({ token: host.token, restaurantId: host.user.restaurantId + 1 })).rejects.toThrow(
      STATUS_ERRORS[403],
    );
    await expect(connect({ token: 'not-a-token', restaurantId: host.user.restaurantId })).rejects.toThrow(
      STATUS_ERRORS[401],
    );
    await expect(connect({})).rejects.toThrow(STATUS_ERRORS[401]);
  });
});

describe('migration guard', () => {
  // PGlite belongs to one process, so only PostgreSQL can have two nodes migrating at once.
  it.skipIf(!process.env.DATABASE_URL)(
    'lets API nodes that start together on one PostgreSQL database migrate in turn (PostgreSQL only)',
    async () => {
      const scratch = await createScratchDatabase(process.env.DATABASE_URL ?? '', 'venue_lock');
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-lock-'));
      const nodes = await Promise.all(
        [0, 1, 2].map(() => openDatabase({ databaseUrl: scratch.url, dataDir })),
      );
      try {
        // Without the lock, the nodes run the same CREATE statements at once and all but one fail.
        const results = await Promise.all(nodes.map((node) => migrateOrRefuse(node)));
        const files = fs.readdirSync(SERVER_MIGRATIONS_DIR).filter((f) => f.endsWith('.sql')).length;
        expect(results.map((r) => r.applied).sort((a, b) => a - b)).toEqual([0, 0, files]);
        for (const node of nodes) await expect(migrateOrRefuse(node)).resolves.toEqual({ applied: 0 });
      } finally {
        await Promise.all(nodes.map((node) => node.close()));
        await scratch.drop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );

  it('restarts on a migrated database but refuses changed, missing or unknown migrations', async () => {
    const first = await startTestApi({ seedDemo: false });
    const target = {
      dataDir: first.dataDir,
      ...(first.databaseUrl ? { databaseUrl: first.databaseUrl } : {}),
      port: 0,
      logLevel: 'silent',
    };
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-migrations-'));
    try {
      await first.server.close();
      const again = await startApiServer(target);
      expect(again.jwtSecret).toBe(first.server.jwtSecret);
      await again.close();

      // A copy of the migration files, tampered with, against the already migrated database.
      fs.cpSync(SERVER_MIGRATIONS_DIR, dir, { recursive: true });
      const [sqlFile] = fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.sql'))
        .sort()
        .reverse();
      if (!sqlFile) throw new Error('no migration files found');
      const handle = await openDatabase(target);
      try {
        fs.appendFileSync(path.join(dir, sqlFile), '\n-- tampered\n');
        await expect(migrateOrRefuse(handle, dir)).rejects.toThrow(
          /Refusing to start[\s\S]*has changed since/,
        );
        fs.rmSync(path.join(dir, sqlFile));
        await expect(migrateOrRefuse(handle, dir)).rejects.toThrow(/is missing/);
        await expect(migrateOrRefuse(handle, SERVER_MIGRATIONS_DIR)).resolves.toEqual({ applied: 0 });
        await handle.db.execute(
          sql`update drizzle.__drizzle_migrations set hash = 'tampered', created_at = 1 where id = (select min(id) from drizzle.__drizzle_migrations)`,
        );
      } finally {
        await handle.close();
      }
      // The real start path refuses too, with an error that says what to do.
      await expect(startApiServer(target)).rejects.toBeInstanceOf(MigrationMismatchError);
      await expect(startApiServer(target)).rejects.toThrow(/no migration file matches/);
    } finally {
      await first.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
