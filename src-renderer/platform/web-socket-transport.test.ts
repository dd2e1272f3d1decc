import { describe, expect, it } from 'vitest';
import { DISCONNECTED_CODE, WebSocketTransport, type SocketLike } from './web-socket-transport.js';
import { webIpcUrl } from './web-ipc-url.js';
import { testSession } from '../routes/test-sessions.js';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: { id: number; channel: string; input: unknown }[] = [];
  onopen: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  send(data: string): void {
    this.sent.push(JSON.parse(data) as { id: number; channel: string; input: unknown });
  }
  close(): void {
    this.drop();
  }
  open(): void {
    this.readyState = 1;
    this.onopen?.({} as Event);
  }
  drop(): void {
    this.readyState = 3;
    this.onclose?.({} as CloseEvent);
  }
  receive(message: unknown): void {
    this.onmessage?.({ data: JSON.stringify(message) } as MessageEvent);
  }
}

function setup() {
  const sockets: FakeSocket[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const logs: string[] = [];
  const transport = new WebSocketTransport({
    url: 'ws://127.0.0.1:1/ipc?secret=s',
    createSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    setTimer: (fn, ms) => timers.push({ fn, ms }),
    log: (m) => logs.push(m),
  });
  transport.connect();
  return { transport, sockets, timers, logs, socket: () => sockets[sockets.length - 1]! };
}

describe('WebSocketTransport', () => {
  it('queues calls until the socket opens, then resolves validated results', async () => {
    const { transport, socket } = setup();
    const result = transport.call('session.get', undefined);
    expect(socket().sent).toHaveLength(0);
    socket().open();
    expect(socket().sent).toEqual([{ type: 'call', id: 1, channel: 'session.get', input: undefined }]);
    socket().receive({ type: 'result', id: 1, result: { ok: true, value: testSession() } });
    await expect(result).resolves.toEqual({ ok: true, value: testSession() });
  });

  it('passes the core error through', async () => {
    const { transport, socket } = setup();
    socket().open();
    const result = transport.call('session.signIn', { email: 'a@b.test', password: 'x' });
    socket().receive({
      type: 'result',
      id: 1,
      result: { ok: false, error: { message: 'Invalid email or password', status: 401 } },
    });
    await expect(result).resolves.toEqual({
      ok: false,
      error: { message: 'Invalid email or password', status: 401 },
    });
  });

  it('refuses an output of the wrong shape and unknown channels', async () => {
    const { transport, socket } = setup();
    socket().open();
    const result = transport.call('session.get', undefined);
    socket().receive({ type: 'result', id: 1, result: { ok: true, value: { user: 'nope' } } });
    await expect(result).resolves.toMatchObject({ ok: false, error: { code: 'BAD_OUTPUT' } });
    await expect(transport.call('nope.nothing', undefined)).resolves.toMatchObject({
      ok: false,
      error: { code: 'UNKNOWN_CHANNEL' },
    });
  });

  it('fails calls in flight with a clear error when the socket drops, then reconnects with backoff', async () => {
    const { transport, sockets, socket, timers } = setup();
    socket().open();
    const inFlight = transport.call('session.get', undefined);
    socket().drop();
    await expect(inFlight).resolves.toEqual({
      ok: false,
      error: { message: expect.stringContaining('Lost the connection') as unknown, code: DISCONNECTED_CODE },
    });
    expect(timers.map((t) => t.ms)).toEqual([1000]);
    timers[0]!.fn();
    expect(sockets).toHaveLength(2);
    sockets[1]!.drop();
    timers[1]!.fn();
    sockets[2]!.drop();
    timers[2]!.fn();
    sockets[3]!.drop();
    // Doubles from 1 s up to the 5 s ceiling of SOCKET_DEFAULTS while the core stays away.
    expect(timers.map((t) => t.ms)).toEqual([1000, 2000, 4000, 5000]);
  });

  it('delivers validated events and re-announces the session after a reconnect', async () => {
    const { transport, socket, timers, logs } = setup();
    const seen: unknown[] = [];
    const off = transport.on('session.changed', (payload) => seen.push(payload));
    socket().open();
    socket().receive({ type: 'event', event: 'session.changed', payload: testSession({ loading: true }) });
    socket().receive({ type: 'event', event: 'session.changed', payload: { bad: true } });
    expect(seen).toHaveLength(1);
    expect(logs.join()).toContain('malformed session.changed');
    socket().drop();
    timers[0]!.fn();
    socket().open();
    const call = socket().sent[0]!;
    expect(call.channel).toBe('session.get');
    socket().receive({ type: 'result', id: call.id, result: { ok: true, value: testSession() } });
    await new Promise((r) => setTimeout(r, 0));
    expect(seen).toHaveLength(2);
    off();
    socket().receive({ type: 'event', event: 'session.changed', payload: testSession() });
    expect(seen).toHaveLength(2);
  });

  it('builds the socket URL from the page location and secret', () => {
    expect(webIpcUrl({ protocol: 'http:', host: '127.0.0.1:4173' }, 'a b')).toBe(
      'ws://127.0.0.1:4173/ipc?secret=a%20b',
    );
    expect(webIpcUrl({ protocol: 'https:', host: 'console.example' }, 's')).toBe(
      'wss://console.example/ipc?secret=s',
    );
  });
});
