import crypto from 'node:crypto';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { DEMO, startTestApi, useTestApi } from './helpers/api-server.js';
import { connectStaffSocket } from './helpers/staff-socket.js';

// Operations endpoints: liveness, readiness (503 naming what is down), Prometheus metrics without
// tenant labels, and a graceful shutdown that only drops this node's sockets.

const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;

/** A TCP relay to `target` that can be cut (every connection dropped, new ones refused) and restored. */
async function tcpRelay(
  target: URL,
): Promise<{ port: number; cut(): Promise<void>; restore(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = net.createServer((client) => {
        const upstream = net.connect(Number(target.port), target.hostname);
        for (const end of [client, upstream]) {
          sockets.add(end);
          end.on('close', () => sockets.delete(end));
          end.on('error', () => end.destroy());
        }
        client.pipe(upstream).pipe(client);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => {
        port = (s.address() as AddressInfo).port;
        server = s;
        resolve();
      });
    });
  await listen();
  return {
    port,
    async cut() {
      const s = server;
      server = null;
      for (const socket of sockets) socket.destroy();
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
    restore: listen,
  };
}

const relayed = (url: string, port: number) => {
  const u = new URL(url);
  u.host = `127.0.0.1:${port}`;
  return u.toString();
};

async function getJson(url: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(url);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('operations endpoints', () => {
  const ctx = useTestApi();

  it('answers liveness and readiness with every check up', async () => {
    const { server } = ctx();
    await server.jobs?.ready();
    expect(await getJson(`${server.url}/health/live`)).toEqual({ status: 200, body: { status: 'live' } });
    const ready = await getJson(`${server.url}/health/ready`);
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({ status: 'ready', ready: true, checks: { database: { ok: true } } });
    expect(ready.body.checks).toHaveProperty('jobQueue', { ok: true });
  });

  it('counts a request under its route pattern, never its URL, and carries no tenant or user label', async () => {
    const { api, server, signIn } = ctx();
    const host = await signIn(DEMO.harbourHost.email, DEMO.harbourHost.password);
    const marker = `no-such-page-${crypto.randomUUID()}`;
    const before = await (await fetch(`${server.url}/metrics`)).text();
    const count = (text: string, series: string) => {
      const line = text.split('\n').find((l) => l.startsWith(`${series} `));
      return line ? Number(line.slice(series.length + 1)) : 0;
    };
    const pullSeries = 'http_requests_total{method="GET",route="/api/v1/sync/pull",status_code="200"}';
    const pulled = await api('GET', '/sync/pull?since=0&limit=5', {
      token: host.token,
      restaurantId: host.user.restaurantId,
    });
    expect(pulled.status).toBe(200);
    await api('GET', `/${marker}`);
    const res = await fetch(`${server.url}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(count(text, pullSeries)).toBe(count(before, pullSeries) + 1);
    expect(text).toContain(
      'http_request_duration_seconds_count{method="GET",route="/api/v1/sync/pull",status_code="200"}',
    );
    expect(text).toMatch(/^sync_pull_lag_changes_count [1-9]/m);
    // The unmatched URL is counted under one fixed label, and its path appears nowhere.
    expect(text).toContain('route="(unmatched)"');
    expect(text).not.toContain(marker);
    expect(text).toMatch(/^socketio_connected_clients \d+/m);
    expect(text).toMatch(/^job_queue_depth\{queue="outbox",state="created"\} \d+/m);
    // No series is labelled by tenant, restaurant or user, and no value of those ids leaks in.
    const labelNames = new Set([...text.matchAll(/[{,]([a-zA-Z_]+)="/g)].map((m) => m[1]));
    expect(labelNames.size).toBeGreaterThan(2);
    for (const name of labelNames) expect(name).not.toMatch(/tenant|restaurant|user|venue|client/i);
    expect(text).not.toContain(host.user.email);
  });

  it('answers every request with its request id: a sane one from the caller kept, anything else replaced', async () => {
    const { server } = ctx();
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    const idOf = async (headers: Record<string, string> = {}) => {
      const res = await fetch(`${server.url}/health/live`, { headers });
      await res.arrayBuffer();
      return res.headers.get('x-request-id') ?? '';
    };
    const generated = [await idOf(), await idOf()];
    for (const id of generated) expect(id).toMatch(uuid);
    expect(generated[0]).not.toBe(generated[1]);
    // A load balancer's id follows the request into this node's log lines.
    expect(await idOf({ 'x-request-id': 'lb-7f3a.91_c' })).toBe('lb-7f3a.91_c');
    // Log lines take the id as given: an overlong or odd one is replaced, never written out.
    for (const bad of ['x'.repeat(200), 'a b', 'a"},"level":60']) {
      const id = await idOf({ 'x-request-id': bad });
      expect(id).toMatch(uuid);
    }
  });

  it('marks the node not ready as soon as it starts shutting down', async () => {
    const node = await startTestApi({ drainDelayMs: 3_000, jobs: false });
    try {
      expect((await getJson(`${node.server.url}/health/ready`)).status).toBe(200);
      const closing = node.server.close();
      const during = await getJson(`${node.server.url}/health/ready`);
      expect(during.status).toBe(503);
      expect(during.body).toMatchObject({ shuttingDown: true, message: 'Not ready: shutting down' });
      await closing;
    } finally {
      await node.stop();
    }
  });
});

// A real outage: the node reaches PostgreSQL (and Redis) through a TCP relay the test cuts, so its
// pool's connections drop and new ones are refused, then restores. PGlite runs inside the process
// and cannot be made unreachable, so this part runs on CI's PostgreSQL pass (DATABASE_URL set).
describe.runIf(databaseUrl)('readiness during an outage (runs only with DATABASE_URL)', () => {
  it('answers 503 naming the database while it is unreachable, and 200 once it is back', async () => {
    const probe = await startTestApi({ jobs: false });
    const scratchUrl = probe.databaseUrl ?? '';
    await probe.server.close();
    const relay = await tcpRelay(new URL(scratchUrl));
    const node = await startTestApi({ databaseUrl: relayed(scratchUrl, relay.port), jobs: false });
    try {
      expect((await getJson(`${node.server.url}/health/ready`)).status).toBe(200);
      await relay.cut();
      const down = await getJson(`${node.server.url}/health/ready`);
      expect(down.status).toBe(503);
      expect(down.body).toMatchObject({ status: 'unavailable', message: 'Not ready: database' });
      expect(down.body.checks).toMatchObject({ database: { ok: false } });
      expect((await getJson(`${node.server.url}/health/live`)).status).toBe(200);
      await relay.restore();
      const up = await getJson(`${node.server.url}/health/ready`);
      expect(up.status).toBe(200);
      expect(up.body).toMatchObject({ ready: true, checks: { database: { ok: true } } });
    } finally {
      await node.stop();
      await relay.cut();
      await probe.stop();
    }
  });
});

describe.runIf(redisUrl)('Redis readiness and shutdown across nodes (runs only with REDIS_URL)', () => {
  // After a cut the sign-in counter client is mid back-off when the node stops: QUIT on it never
  // settled, and the adapter's unawaited subscriptions were rejected unheard. Both are what this catches.
  it('answers 503 naming Redis while it is cut, 200 once it is back, and the node still stops', async () => {
    const relay = await tcpRelay(new URL(redisUrl ?? ''));
    const node = await startTestApi({ redisUrl: relayed(redisUrl ?? '', relay.port), jobs: false });
    try {
      await relay.cut();
      expect((await getJson(`${node.server.url}/health/ready`)).status).toBe(503);
      await relay.restore();
      let up = await getJson(`${node.server.url}/health/ready`);
      // The Redis client reconnects on its own back-off: ask until it has (bounded by the test timeout).
      while (up.status !== 200) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        up = await getJson(`${node.server.url}/health/ready`);
      }
      expect(up.body).toMatchObject({ checks: { redis: { ok: true } } });
    } finally {
      await relay.restore().catch(() => undefined);
      // A client may still be in its reconnect back-off here: the stop must not hang (the test's timeout).
      await node.stop();
      await relay.cut();
    }
  });

  it("closing one node drops its own sockets (to reconnect elsewhere) and leaves the other node's connected", async () => {
    const jwtSecret = crypto.randomBytes(32).toString('hex');
    const a = await startTestApi({ redisUrl, jwtSecret, jobs: false });
    const b = await startTestApi({ redisUrl, jwtSecret, jobs: false });
    const sockets: Socket[] = [];
    try {
      const host = await a.signIn(DEMO.harbourHost.email, DEMO.harbourHost.password);
      const connect = (url: string) =>
        connectStaffSocket(url, { token: host.token, restaurantId: host.user.restaurantId }, sockets);
      const onA = await connect(a.server.url);
      const onB = await connect(b.server.url);
      const reason = new Promise<string>((resolve) => onA.once('disconnect', resolve));
      await a.stop();
      // "transport close" is the reason socket.io clients reconnect on; "io server disconnect" is not.
      expect(await reason).toBe('transport close');
      // B still delivers to its socket: a poke from B reaches it.
      const poked = new Promise<unknown>((resolve) => onB.once('poke', resolve));
      b.server.realtime.pokeTenant(host.user.restaurantId, { seq: 1 });
      expect(await poked).toEqual({ restaurantId: host.user.restaurantId, seq: 1 });
      expect(onB.connected).toBe(true);
    } finally {
      for (const s of sockets) s.close();
      await b.stop();
    }
  });
});
