// Realtime widget config (spec §7 real-time socket): a socket that joined its tenant (handshake
// query tenantId, websocket then polling) receives widgetConfigUpdate {widgetType, config} within a
// second of a save; joinTenant for another tenant is refused and leaves the socket out of that room;
// a client's own widgetConfigUpdate is refused, never broadcast; and across two API nodes through Redis.
import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH } from '../../src-shared/constants.js';
import { CLIENT_WIDGET_UPDATE_REFUSED, type SocketAck } from '../../src-server/realtime/socket-server.js';
import { DEMO, onTwoNodes, useTestApi, type SignedIn } from './helpers/api-server.js';

const sockets: Socket[] = [];
afterAll(() => {
  for (const s of sockets) s.close();
});

/** A socket the way spec §7's client opens it: tenantId in the query, websocket then polling. */
async function openSocket(url: string, who: SignedIn, tenantId = who.user.restaurantId): Promise<Socket> {
  const socket = connectSocket(url, {
    path: '/socket.io',
    query: { tenantId: String(tenantId) },
    auth: { token: who.token },
    transports: ['websocket', 'polling'],
    reconnection: false,
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

const join = (socket: Socket, tenantId: number) =>
  socket.timeout(2_000).emitWithAck('joinTenant', { tenantId }) as Promise<SocketAck>;

/**
 * The next widgetConfigUpdate, or a rejection after `ms`. Marked handled at once: a test may await it
 * only after a slow request, and a rejection that came first must not count as unhandled.
 */
const nextUpdate = (socket: Socket, ms = 1_000) => {
  const update = new Promise<unknown>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no widgetConfigUpdate within ${ms} ms`)), ms);
    socket.once('widgetConfigUpdate', (payload: unknown) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
  update.catch(() => undefined);
  return update;
};

const put = (url: string, who: SignedIn, type: string, body: unknown) =>
  fetch(`${url}${API_BASE_PATH}/restaurants/${who.user.restaurantId}/ui/widgets/${type}`, {
    method: 'PUT',
    headers: {
      authorization: `Bearer ${who.token}`,
      'restaurant-id': String(who.user.restaurantId),
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });

describe('widgetConfigUpdate on one API node', () => {
  const getApi = useTestApi();

  it('reaches a socket joined to its tenant within a second of a save', async () => {
    const { signIn, server } = getApi();
    const admin = await signIn(DEMO.harbourAdmin.email, DEMO.harbourAdmin.password);
    const host = await signIn(DEMO.harbourHost.email, DEMO.harbourHost.password);
    const socket = await openSocket(server.url, host);
    expect(await join(socket, host.user.restaurantId)).toEqual({
      ok: true,
      room: `tenant:${host.user.restaurantId}`,
    });
    let arrived = 0;
    const received = nextUpdate(socket, 10_000).then((payload) => {
      arrived = Date.now();
      return payload;
    });
    const res = await put(server.url, admin, 'reservation', { theme: { colors: { primary: '#AA3300' } } });
    const saved = Date.now();
    expect(res.status).toBe(200);
    const payload = (await received) as { widgetType: string; config: Record<string, unknown> };
    // Within a second of the save (its answer); often before the answer reaches the caller.
    expect(arrived - saved).toBeLessThan(1_000);
    expect(payload.widgetType).toBe('reservation');
    expect(payload.config).toMatchObject({ theme: { colors: { primary: '#AA3300', secondary: '#6B7280' } } });

    // A refused save sends nothing.
    const nothing = nextUpdate(socket, 500);
    expect((await put(server.url, admin, 'reservation', { theme: { radius: -1 } })).status).toBe(422);
    await expect(nothing).rejects.toThrow(/no widgetConfigUpdate/);
  });

  it('refuses joinTenant for another tenant: the socket gets nothing of that tenant', async () => {
    const { signIn, server } = getApi();
    const host = await signIn(DEMO.harbourHost.email, DEMO.harbourHost.password);
    const quay = await signIn(DEMO.quayAdmin.email, DEMO.quayAdmin.password);
    const socket = await openSocket(server.url, host);
    const refused = await join(socket, quay.user.restaurantId);
    expect(refused.ok).toBe(false);
    expect(refused).toHaveProperty('message');
    const sockets = await server.realtime.io.in(`tenant:${quay.user.restaurantId}`).fetchSockets();
    expect(sockets.map((s) => s.id)).not.toContain(socket.id);
    const nothing = nextUpdate(socket, 700);
    expect((await put(server.url, quay, 'event', { texts: { title: 'Quay nights' } })).status).toBe(200);
    await expect(nothing).rejects.toThrow(/no widgetConfigUpdate/);

    // A handshake naming another tenant in its query is refused outright.
    await expect(openSocket(server.url, host, quay.user.restaurantId)).rejects.toThrow(/Access denied/);
  });

  it('does not trust a client’s widgetConfigUpdate: refused, and never broadcast', async () => {
    const { signIn, server } = getApi();
    const host = await signIn(DEMO.harbourHost.email, DEMO.harbourHost.password);
    const [sender, listener] = [await openSocket(server.url, host), await openSocket(server.url, host)];
    const nothing = nextUpdate(listener, 700);
    const ack = (await sender.timeout(2_000).emitWithAck('widgetConfigUpdate', {
      tenantId: host.user.restaurantId,
      widgetType: 'reservation',
      config: { theme: { colors: { primary: '#000000' } } },
    })) as SocketAck;
    expect(ack).toEqual({ ok: false, message: CLIENT_WIDGET_UPDATE_REFUSED });
    await expect(nothing).rejects.toThrow(/no widgetConfigUpdate/);
  });
});

// Two API nodes sharing rooms through Redis: runs only with REDIS_URL (e.g. redis://127.0.0.1:6379).
const redisUrl = process.env.REDIS_URL;
describe.runIf(redisUrl)(
  'widgetConfigUpdate across two API nodes through Redis (runs only with REDIS_URL)',
  () => {
    it('a save on node A reaches a socket connected to node B within a second', () =>
      onTwoNodes(redisUrl, async (a, b) => {
        const admin = await a.signIn(DEMO.harbourAdmin.email, DEMO.harbourAdmin.password);
        const socket = await openSocket(b.server.url, admin);
        expect((await join(socket, admin.user.restaurantId)).ok).toBe(true);
        const received = nextUpdate(socket);
        const started = Date.now();
        expect((await put(a.server.url, admin, 'waitlist', { maxPerDay: 21 })).status).toBe(200);
        expect(await received).toMatchObject({ widgetType: 'waitlist', config: { maxPerDay: 21 } });
        expect(Date.now() - started).toBeLessThan(1_000);
      }));
  },
);
