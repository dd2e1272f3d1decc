// Web mode end to end: startWebConsole over real HTTP + WebSocket, against the real tenant API when
// src-server/start.ts exists, else the small fake auth API of src-main/testing.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  WEB_IPC_PATH,
  WEB_IPC_SECRET_META,
  webServerMessageSchema,
  type WebServerMessage,
} from '../../src-shared/ipc/web-protocol.js';
import { startFakeTenantApi } from '../../src-main/testing/fake-tenant-api.js';
import { startWebConsole, type WebConsole } from '../../src-main/web/start-web.js';

interface RunningApi {
  url: string;
  close(): Promise<void>;
  real: boolean;
}

async function startApi(dataDir: string): Promise<RunningApi> {
  const realStart = resolve(import.meta.dirname, '../../src-server/start.ts');
  // VENUE_WEB_TEST_FAKE_API=1 forces the fake, to check this file without the real server.
  if (existsSync(realStart) && process.env.VENUE_WEB_TEST_FAKE_API !== '1') {
    const mod = (await import(pathToFileURL(realStart).href)) as {
      startApiServer?: (o: {
        port: number;
        dataDir: string;
        seedDemo: boolean;
        logLevel?: string;
      }) => Promise<{ url: string; close(): Promise<void> }>;
    };
    if (typeof mod.startApiServer === 'function') {
      const api = await mod.startApiServer({
        port: 0,
        dataDir: join(dataDir, 'server'),
        seedDemo: true,
        logLevel: 'warn',
      });
      return { ...api, real: true };
    }
  }
  const fake = await startFakeTenantApi();
  return { url: fake.url, close: () => fake.close(), real: false };
}

let dataDir: string;
let api: RunningApi;
let web: WebConsole;
let secret: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'venue-web-'));
  const rendererDir = join(dataDir, 'renderer');
  await mkdir(join(rendererDir, 'assets'), { recursive: true });
  await writeFile(
    join(rendererDir, 'index.html'),
    '<!doctype html><html><head><title>Venue</title></head><body></body></html>',
  );
  await writeFile(join(rendererDir, 'assets', 'app.js'), 'console.log(1)');
  api = await startApi(dataDir);
  web = await startWebConsole({ apiUrl: api.url, dataDir, port: 0, rendererDir });
  const html = await (await fetch(`${web.url}/`)).text();
  secret = new RegExp(`<meta name="${WEB_IPC_SECRET_META}" content="([0-9a-f]+)">`).exec(html)?.[1] ?? '';
});

afterAll(async () => {
  await web.close();
  await api.close();
  await rm(dataDir, { recursive: true, force: true });
});

function connect(query: string, headers: Record<string, string> = {}): Promise<WebSocket> {
  const wsUrl = `${web.url.replace(/^http/, 'ws')}${WEB_IPC_PATH}${query}`;
  return new Promise((resolvePromise, reject) => {
    const ws = new WebSocket(wsUrl, { headers });
    ws.once('open', () => resolvePromise(ws));
    ws.once('unexpected-response', (_req, res) => reject(new Error(`refused with ${res.statusCode}`)));
    ws.once('error', reject);
  });
}

function callOver(ws: WebSocket) {
  let nextId = 1;
  const waiting = new Map<number, (message: WebServerMessage) => void>();
  const events: WebServerMessage[] = [];
  ws.on('message', (data: Buffer) => {
    const message = webServerMessageSchema.parse(JSON.parse(data.toString('utf8')));
    if (message.type === 'result') waiting.get(message.id)?.(message);
    else events.push(message);
  });
  return {
    events,
    call(channel: string, input?: unknown) {
      const id = nextId++;
      return new Promise<WebServerMessage>((resolvePromise) => {
        waiting.set(id, resolvePromise);
        ws.send(JSON.stringify({ type: 'call', id, channel, input }));
      });
    },
  };
}

describe('web mode', () => {
  it('serves index.html with the per-launch secret and a strict CSP, and falls back for routes', async () => {
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    const route = await fetch(`${web.url}/harbour-bistro/admin`);
    expect(route.status).toBe(200);
    const csp = route.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(await route.text()).toContain(WEB_IPC_SECRET_META);
    expect((await fetch(`${web.url}/assets/app.js`)).headers.get('content-type')).toContain('javascript');
    expect((await fetch(`${web.url}/assets/missing.js`)).status).toBe(404);
    expect((await fetch(`${web.url}/..%2f..%2fetc%2fpasswd`)).status).not.toBe(200);
  });

  it('refuses a socket without the secret, with a wrong one, or from a foreign origin', async () => {
    await expect(connect('')).rejects.toThrow(/401/);
    await expect(connect('?secret=00')).rejects.toThrow(/401/);
    await expect(connect(`?secret=${secret}`, { Origin: 'https://evil.example' })).rejects.toThrow(/403/);
    const sameOrigin = await connect(`?secret=${secret}`, { Origin: web.url });
    sameOrigin.close();
  });

  it('answers app.info, invalid input and unknown channels over the socket', async () => {
    const ws = await connect(`?secret=${secret}`);
    const client = callOver(ws);
    const info = await client.call('app.info');
    expect(info).toMatchObject({
      type: 'result',
      result: { ok: true, value: { mode: 'web', apiUrl: api.url } },
    });
    expect(await client.call('session.signIn', { email: 'not-an-email', password: '' })).toMatchObject({
      result: {
        ok: false,
        error: {
          code: 'invalid_input',
          errors: { email: [expect.any(String)], password: [expect.any(String)] },
        },
      },
    });
    expect(await client.call('fs.readFile', { path: '/etc/passwd' })).toMatchObject({
      result: { ok: false, error: { code: 'unknown_channel' } },
    });
    ws.close();
  });

  it('signs in through the socket and pushes session.changed to every socket', async () => {
    const a = callOver(await connect(`?secret=${secret}`));
    const b = await connect(`?secret=${secret}`);
    const bClient = callOver(b);
    const signedIn = await a.call('session.signIn', {
      email: 'host@harbour.test',
      password: 'harbour-host-1',
    });
    expect(signedIn).toMatchObject({
      result: { ok: true, value: { role: 'host', user: { email: 'host@harbour.test' } } },
    });
    await expect
      .poll(() => bClient.events.some((e) => e.type === 'event' && e.event === 'session.changed'))
      .toBe(true);
    const wrong = await a.call('session.signIn', { email: 'host@harbour.test', password: 'wrong-password' });
    expect(wrong).toMatchObject({ result: { ok: false, error: { status: 401 } } });
    b.close();
  });
});
