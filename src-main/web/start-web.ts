// Web mode: the same core in plain Node, serving the built renderer and the channel map over one
// WebSocket on 127.0.0.1. Only the page we served (it carries the per-launch secret) may connect.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { DEFAULT_WEB_PORT } from '../../src-shared/constants.js';
import {
  WEB_IPC_PATH,
  webCallMessageSchema,
  type WebServerMessage,
} from '../../src-shared/ipc/web-protocol.js';
import { createCore, type Core } from '../core.js';
import { buildCsp } from '../security/csp.js';
import { MemoryTokenStore, type TokenStore } from '../session/token-store.js';
import { createConfSettingsStore } from '../settings/conf-settings-store.js';
import { defaultSettings, type SettingsStore } from '../settings/settings-store.js';
import { serveStatic } from './static-files.js';

export interface WebConsoleOptions {
  apiUrl: string;
  dataDir: string;
  /** 0 = any free port; default WEB_PORT or 4173. */
  port?: number;
  host?: string;
  rendererDir?: string;
  tokenStore?: TokenStore;
  settingsStore?: SettingsStore;
  log?: (message: string, error?: unknown) => void;
}

export interface WebConsole {
  url: string;
  /** Exposed for tests and scripts that need to reach the core directly. */
  core: Core;
  close(): Promise<void>;
}

const DEFAULT_RENDERER_DIR = fileURLToPath(new URL('../../dist/renderer', import.meta.url));
const MAX_MESSAGE_BYTES = 1024 * 1024;

function sameSecret(given: string | null, expected: string): boolean {
  if (given === null) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function refuse(socket: Duplex, status: number, reason: string): void {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

export async function startWebConsole(options: WebConsoleOptions): Promise<WebConsole> {
  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? (process.env.WEB_PORT ? Number(process.env.WEB_PORT) : DEFAULT_WEB_PORT);
  const rendererDir = options.rendererDir ?? DEFAULT_RENDERER_DIR;
  const secret = randomBytes(32).toString('hex');
  const log =
    options.log ??
    ((message: string, error?: unknown) => console.warn(`[venue web] ${message}`, error ?? ''));

  const core = createCore({
    apiUrl: options.apiUrl,
    dataDir: options.dataDir,
    // Browsers share this process: credentials stay in memory and die with it.
    tokenStore: options.tokenStore ?? new MemoryTokenStore(),
    settingsStore:
      options.settingsStore ?? createConfSettingsStore(options.dataDir, defaultSettings(options.apiUrl)),
    mode: 'web',
    log,
  });

  let csp = '';
  const server = createServer((req, res) => {
    serveStatic(req, res, { rendererDir, secret, csp }).catch((error: unknown) => {
      log('Static request failed', error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });

  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  let allowedOrigins = new Set<string>();

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== WEB_IPC_PATH) return refuse(socket, 404, 'Not Found');
    if (!sameSecret(url.searchParams.get('secret'), secret)) return refuse(socket, 401, 'Unauthorized');
    // Browsers always send Origin: another site's page must not drive the console even if it learnt
    // the secret. Non-browser clients (tests, tools) send none.
    const origin = req.headers.origin;
    if (origin !== undefined && !allowedOrigins.has(origin)) return refuse(socket, 403, 'Forbidden');
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  });

  const send = (ws: WebSocket, message: WebServerMessage) => {
    if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message));
  };

  wss.on('connection', (ws: WebSocket) => {
    ws.on('message', (data: RawData) => {
      void handleMessage(ws, data);
    });
  });

  async function handleMessage(ws: WebSocket, data: RawData): Promise<void> {
    let raw: unknown;
    try {
      raw = JSON.parse(
        Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.concat(data as Buffer[]).toString('utf8'),
      );
    } catch {
      ws.close(1003, 'Messages must be JSON');
      return;
    }
    // JSON drops `input: undefined`, so a call to a no-input channel arrives without the key.
    const call = webCallMessageSchema.safeParse(
      typeof raw === 'object' && raw !== null ? { input: undefined, ...raw } : raw,
    );
    if (!call.success) {
      const id = (raw as { id?: unknown } | null)?.id;
      if (typeof id === 'number' && Number.isInteger(id) && id >= 0) {
        send(ws, {
          type: 'result',
          id,
          result: { ok: false, error: { message: 'Malformed IPC message', code: 'invalid_message' } },
        });
      } else ws.close(1008, 'Malformed IPC message');
      return;
    }
    const result = await core.handlers.call(call.data.channel, call.data.input);
    send(ws, { type: 'result', id: call.data.id, result });
  }

  const unsubscribe = core.events.subscribe((event, payload) => {
    for (const ws of wss.clients) send(ws, { type: 'event', event, payload });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const actualPort = (server.address() as AddressInfo).port;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${actualPort}`;
  allowedOrigins = new Set([url, `http://127.0.0.1:${actualPort}`, `http://localhost:${actualPort}`]);
  csp = buildCsp({
    apiUrl: options.apiUrl,
    connect: [`ws://127.0.0.1:${actualPort}`, `ws://localhost:${actualPort}`],
  });

  const started = core.start().catch((error: unknown) => log('Session start failed', error));

  return {
    url,
    core,
    close: async () => {
      unsubscribe();
      for (const ws of wss.clients) ws.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await started;
      await core.close();
    },
  };
}
